import type { Database } from 'better-sqlite3'
import { roleSimpleItem, type RoleSimpleItem } from '../../../../../src/shared/wire/user'
import { wireItem } from '../../lib/validation'
import { prepared } from '../prepared'

/** Enabled roles for pickers (candidate groups), in the roles' own order. */
export function listEnabledRoles(db: Database): RoleSimpleItem[] {
  const rows = db
    .prepare('SELECT id, name FROM system_role WHERE status = 0 ORDER BY sort, id')
    .all() as RoleSimpleItem[]
  return rows.map((row) => wireItem(roleSimpleItem, row))
}

export interface RoleRow {
  id: number
  name: string
  code: string
  sort: number
  type: number
  status: number
  remark: string | null
  data_scope: number
  data_scope_dept_ids: string
  create_time: number
}

export function findRole(db: Database, id: number): RoleRow | undefined {
  return prepared(db, 'SELECT * FROM system_role WHERE id = ?').get(id) as RoleRow | undefined
}

/** The menus a role grants, ascending. */
export function roleMenuIds(db: Database, roleId: number): number[] {
  return (
    prepared(db, 'SELECT menu_id FROM system_role_menu WHERE role_id = ? ORDER BY menu_id').all(
      roleId,
    ) as { menu_id: number }[]
  ).map((row) => row.menu_id)
}

export function replaceRoleMenus(db: Database, roleId: number, menuIds: readonly number[]): void {
  db.transaction(() => {
    prepared(db, 'DELETE FROM system_role_menu WHERE role_id = ?').run(roleId)
    const insert = prepared(db, 'INSERT INTO system_role_menu (role_id, menu_id) VALUES (?, ?)')
    for (const menuId of new Set(menuIds)) insert.run(roleId, menuId)
  })()
}

/** The roles a user holds (enabled or not), ascending. */
export function userRoleIds(db: Database, userId: number): number[] {
  return (
    prepared(db, 'SELECT role_id FROM system_user_role WHERE user_id = ? ORDER BY role_id').all(
      userId,
    ) as { role_id: number }[]
  ).map((row) => row.role_id)
}

export function roleHolderCount(db: Database, roleId: number): number {
  return (
    prepared(db, 'SELECT COUNT(*) AS n FROM system_user_role WHERE role_id = ?').get(roleId) as {
      n: number
    }
  ).n
}

/** Which of `ids` have no row in `table` (an id list a request names must all exist). */
export function missingIds(
  db: Database,
  table: 'system_menu' | 'system_dept' | 'system_role',
  ids: readonly number[],
): number[] {
  const exists = prepared(db, `SELECT 1 FROM ${table} WHERE id = ?`)
  return ids.filter((id) => exists.get(id) === undefined)
}
