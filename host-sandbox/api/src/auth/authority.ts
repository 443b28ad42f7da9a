import type { Database } from 'better-sqlite3'
import { prepared } from '../db/prepared'

export const SUPER_ADMIN_ROLE = 'admin'
export const ALL_PERMISSION = '*:*:*'

/** What a user may do: role codes and permission strings (docs/security.md#permissions). */
export interface Authority {
  roles: string[]
  superAdmin: boolean
  permissions: string[]
}

export function loadAuthority(db: Database, userId: number): Authority {
  const roles = (
    prepared(
      db,
      `SELECT r.code FROM system_role r JOIN system_user_role ur ON ur.role_id = r.id
       WHERE ur.user_id = ? AND r.status = 0 ORDER BY r.sort, r.id`,
    ).all(userId) as { code: string }[]
  ).map((row) => row.code)
  const superAdmin = roles.includes(SUPER_ADMIN_ROLE)
  if (superAdmin) return { roles, superAdmin, permissions: [ALL_PERMISSION] }
  const permissions = (
    prepared(
      db,
      `SELECT DISTINCT m.permission FROM system_menu m
         JOIN system_role_menu rm ON rm.menu_id = m.id
         JOIN system_role r ON r.id = rm.role_id AND r.status = 0
         JOIN system_user_role ur ON ur.role_id = r.id
       WHERE ur.user_id = ? AND m.status = 0 AND m.permission <> ''
       ORDER BY m.permission`,
    ).all(userId) as { permission: string }[]
  ).map((row) => row.permission)
  return { roles, superAdmin, permissions }
}

export function hasPermission(authority: Authority, permission: string): boolean {
  return (
    authority.superAdmin ||
    authority.permissions.includes(ALL_PERMISSION) ||
    authority.permissions.includes(permission)
  )
}
