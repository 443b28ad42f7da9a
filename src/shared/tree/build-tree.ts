/**
 * Trees from the flat lists the admin-api answers (departments, menus): each item names its
 * parent by id, 0 (or an id not in the list) at the top. Pure functions, shared by the tree
 * tables, the tree pickers and the checkbox trees.
 */
export interface FlatNode {
  id: number
  parentId: number
}

export type TreeNode<T extends FlatNode> = T & { children: TreeNode<T>[] }

/**
 * Nests `items` under their parents, keeping the list's order among siblings. An item whose
 * parent is missing (filtered out by a search, or disabled) is shown at the top rather than lost.
 */
export function buildTree<T extends FlatNode>(items: readonly T[]): TreeNode<T>[] {
  const nodes = new Map<number, TreeNode<T>>()
  for (const item of items) nodes.set(item.id, { ...item, children: [] })
  const roots: TreeNode<T>[] = []
  for (const item of items) {
    const node = nodes.get(item.id)
    if (!node) continue
    const parent = item.parentId === item.id ? undefined : nodes.get(item.parentId)
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  return roots
}

/** Depth-first, parents before children: the order a tree table shows its rows in. */
export function flattenTree<T extends FlatNode>(roots: readonly TreeNode<T>[]): TreeNode<T>[] {
  const out: TreeNode<T>[] = []
  const stack = [...roots].reverse()
  while (stack.length > 0) {
    const node = stack.pop() as TreeNode<T>
    out.push(node)
    for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push(node.children[i])
  }
  return out
}

/** `id` and every id below it in `items` (a parent picker must not offer these: no cycles). */
export function subtreeIds(items: readonly FlatNode[], id: number): Set<number> {
  const children = new Map<number, number[]>()
  for (const item of items) {
    const list = children.get(item.parentId)
    if (list) list.push(item.id)
    else children.set(item.parentId, [item.id])
  }
  const out = new Set<number>([id])
  const stack = [id]
  while (stack.length > 0) {
    for (const child of children.get(stack.pop() as number) ?? []) {
      if (!out.has(child)) {
        out.add(child)
        stack.push(child)
      }
    }
  }
  return out
}

/** Ids of the nodes that have children (what 展开全部 expands). */
export function parentIds<T extends FlatNode>(roots: readonly TreeNode<T>[]): number[] {
  return flattenTree(roots)
    .filter((node) => node.children.length > 0)
    .map((node) => node.id)
}
