import type { Database } from 'better-sqlite3'
import type { MenuSeed } from './menu-seed-types'
import { MENU_SEEDS, ROLE_MENU_SEEDS } from './menus'

export function seedMenus(db: Database, now: number): void {
  const insert = db.prepare(
    `INSERT INTO system_menu (id, name, permission, type, sort, parent_id, path, icon, component,
       component_name, status, visible, keep_alive, always_show, create_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)`,
  )
  const walk = (nodes: readonly MenuSeed[], parentId: number) => {
    nodes.forEach((node, index) => {
      insert.run(
        node.id,
        node.name,
        node.permission ?? '',
        node.type,
        index + 1,
        parentId,
        node.path ?? '',
        node.icon ?? '',
        node.component ?? null,
        node.componentName ?? null,
        Number(node.visible ?? true),
        Number(node.keepAlive ?? true),
        Number(node.alwaysShow ?? true),
        now,
      )
      if (node.children) walk(node.children, node.id)
    })
  }
  walk(MENU_SEEDS, 0)

  // The super admin role needs no menu rows: role code 'admin' grants everything.
  const grant = db.prepare('INSERT INTO system_role_menu (role_id, menu_id) VALUES (?, ?)')
  for (const { roleId, menuIds } of ROLE_MENU_SEEDS) {
    for (const menuId of menuIds) grant.run(roleId, menuId)
  }
}
