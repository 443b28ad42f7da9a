import type { MenuRow } from '../db/repos/menu-repo'

/** A node of GET /system/auth/list-menus (docs/admin-api.md#menu-to-route-mapping). */
export interface MenuNode {
  id: number
  parentId: number
  name: string
  path: string
  component: string | null
  componentName: string | null
  icon: string
  visible: boolean
  keepAlive: boolean
  alwaysShow: boolean
  children: MenuNode[] | null
}

function toNode(row: MenuRow): MenuNode {
  return {
    id: row.id,
    parentId: row.parent_id,
    name: row.name,
    path: row.path,
    component: row.component,
    componentName: row.component_name,
    icon: row.icon,
    visible: row.visible === 1,
    keepAlive: row.keep_alive === 1,
    alwaysShow: row.always_show === 1,
    children: null,
  }
}

/**
 * Builds the tree from rows sorted by sort. Like the Java server, a node whose parent is not in
 * the list (not granted or disabled) is dropped together with its subtree.
 */
export function buildMenuTree(rows: MenuRow[]): MenuNode[] {
  const nodes = new Map(rows.map((row) => [row.id, toNode(row)]))
  const roots: MenuNode[] = []
  for (const node of nodes.values()) {
    if (node.parentId === 0) {
      roots.push(node)
      continue
    }
    const parent = nodes.get(node.parentId)
    if (!parent) continue
    parent.children = parent.children ?? []
    parent.children.push(node)
  }
  return roots
}

/** Placeholder in seeded menu paths for the origin the client used (for sandbox-hosted links). */
export const SANDBOX_ORIGIN_PLACEHOLDER = '{sandbox-origin}'

/** Replaces the placeholder in every path, so inner links point at this sandbox however reached. */
export function withSandboxOrigin(nodes: MenuNode[], origin: string): MenuNode[] {
  return nodes.map((node) => ({
    ...node,
    path: node.path.replace(SANDBOX_ORIGIN_PLACEHOLDER, origin),
    children: node.children ? withSandboxOrigin(node.children, origin) : node.children,
  }))
}
