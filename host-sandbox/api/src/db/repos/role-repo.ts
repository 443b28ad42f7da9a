import type { Database } from 'better-sqlite3'
import { roleSimpleItem, type RoleSimpleItem } from '../../../../../src/shared/wire/user'
import { wireItem } from '../../lib/validation'

/** Enabled roles for pickers (candidate groups), in the roles' own order. */
export function listEnabledRoles(db: Database): RoleSimpleItem[] {
  const rows = db
    .prepare('SELECT id, name FROM system_role WHERE status = 0 ORDER BY sort, id')
    .all() as RoleSimpleItem[]
  return rows.map((row) => wireItem(roleSimpleItem, row))
}
