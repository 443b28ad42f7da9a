import type { Database } from 'better-sqlite3'
import type { Authority } from '../../auth/authority'

export interface MenuRow {
  id: number
  name: string
  permission: string
  type: number
  sort: number
  parent_id: number
  path: string
  icon: string
  component: string | null
  component_name: string | null
  status: number
  visible: number
  keep_alive: number
  always_show: number
}

/** Enabled dirs and menus (types 1 and 2) the user may open, ordered by sort. */
export function listNavigableMenus(db: Database, userId: number, authority: Authority): MenuRow[] {
  if (authority.superAdmin) {
    return db
      .prepare('SELECT * FROM system_menu WHERE type IN (1, 2) AND status = 0 ORDER BY sort, id')
      .all() as MenuRow[]
  }
  return db
    .prepare(
      `SELECT DISTINCT m.* FROM system_menu m
         JOIN system_role_menu rm ON rm.menu_id = m.id
         JOIN system_role r ON r.id = rm.role_id AND r.status = 0
         JOIN system_user_role ur ON ur.role_id = r.id
       WHERE ur.user_id = ? AND m.type IN (1, 2) AND m.status = 0
       ORDER BY m.sort, m.id`,
    )
    .all(userId) as MenuRow[]
}
