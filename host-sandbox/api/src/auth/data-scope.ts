import type { Database } from 'better-sqlite3'
import { prepared } from '../db/prepared'
import { deptSubtreeIds } from '../db/repos/dept-tree-repo'
import { SUPER_ADMIN_ROLE } from './authority'

/** system_data_scope: which users' records a role lets its holders see. */
export const DataScopeType = {
  ALL: 1,
  DEPT_CUSTOM: 2,
  DEPT_ONLY: 3,
  DEPT_AND_CHILD: 4,
  SELF: 5,
} as const

/**
 * What a user may see of per-department data (the user list, and any list filtered by the
 * creator's department): everything, or the users of `deptIds` plus, when `self`, their own rows.
 * A user's roles add up: the widest of them wins, like the Java server.
 */
export interface DataScope {
  all: boolean
  deptIds: ReadonlySet<number>
  self: boolean
}

interface ScopeRow {
  code: string
  data_scope: number
  data_scope_dept_ids: string
}

function parseDeptIds(json: string): number[] {
  try {
    const parsed: unknown = JSON.parse(json)
    return Array.isArray(parsed) ? parsed.filter((v): v is number => Number.isInteger(v)) : []
  } catch {
    return []
  }
}

export function dataScopeOf(db: Database, userId: number): DataScope {
  const roles = prepared(
    db,
    `SELECT r.code, r.data_scope, r.data_scope_dept_ids FROM system_role r
       JOIN system_user_role ur ON ur.role_id = r.id
     WHERE ur.user_id = ? AND r.status = 0`,
  ).all(userId) as ScopeRow[]
  const own = (
    prepared(db, 'SELECT dept_id FROM system_users WHERE id = ?').get(userId) as
      { dept_id: number | null } | undefined
  )?.dept_id
  const deptIds = new Set<number>()
  // No role at all: a user sees only themself.
  let self = roles.length === 0
  for (const role of roles) {
    if (role.code === SUPER_ADMIN_ROLE || role.data_scope === DataScopeType.ALL) {
      return { all: true, deptIds: new Set(), self: true }
    }
    if (role.data_scope === DataScopeType.DEPT_CUSTOM) {
      for (const id of parseDeptIds(role.data_scope_dept_ids)) deptIds.add(id)
    } else if (role.data_scope === DataScopeType.DEPT_ONLY) {
      if (own != null) deptIds.add(own)
    } else if (role.data_scope === DataScopeType.DEPT_AND_CHILD) {
      if (own != null) for (const id of deptSubtreeIds(db, own)) deptIds.add(id)
    } else {
      self = true
    }
  }
  return { all: false, deptIds, self }
}
