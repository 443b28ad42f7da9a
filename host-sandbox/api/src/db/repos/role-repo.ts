import type { Database } from 'better-sqlite3'

/** Enabled roles for pickers (candidate groups), in the roles' own order. */
export function listEnabledRoles(db: Database): Array<{ id: number; name: string }> {
  return db
    .prepare('SELECT id, name FROM system_role WHERE status = 0 ORDER BY sort, id')
    .all() as Array<{ id: number; name: string }>
}
