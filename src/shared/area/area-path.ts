import type { AreaNode } from './area-api'

/** The nodes from the top level down to `id`, or [] when the tree has no such area. */
export function areaPathOf(tree: readonly AreaNode[], id: number | null | undefined): AreaNode[] {
  if (id === null || id === undefined) return []
  for (const node of tree) {
    if (node.id === id) return [node]
    const below = areaPathOf(node.children ?? [], id)
    if (below.length > 0) return [node, ...below]
  }
  return []
}

/** '广东省 深圳市 南山区' for a district id (what the server stores as receiverAreaName). */
export function areaNameOf(tree: readonly AreaNode[], id: number | null | undefined): string {
  return areaPathOf(tree, id)
    .map((node) => node.name)
    .join(' ')
}

/** Whether `node` is the last level (a district, or a municipality's district). */
export function isLeafArea(node: AreaNode): boolean {
  return !node.children || node.children.length === 0
}
