import type { Database } from 'better-sqlite3'
import {
  RULE_SCRIPTS,
  RULE_TYPE_DEPT_LEADER,
  RULE_TYPE_DEPT_MEMBER,
  RULE_TYPE_POST,
  RULE_TYPE_ROLE,
  RULE_TYPE_SCRIPT,
  RULE_TYPE_USER,
  RULE_TYPE_USER_GROUP,
} from '../../../../../src/shared/wire/bpm-assign-rule'
import { bizError, type ErrorDef } from '../../lib/biz-error'
import { AssignErrors } from './assign-errors'

const TABLE_OF_TYPE: Record<number, { table: string; missing: ErrorDef }> = {
  [RULE_TYPE_ROLE]: { table: 'system_role', missing: AssignErrors.ROLE_NOT_EXISTS },
  [RULE_TYPE_DEPT_MEMBER]: { table: 'system_dept', missing: AssignErrors.DEPT_NOT_FOUND },
  [RULE_TYPE_DEPT_LEADER]: { table: 'system_dept', missing: AssignErrors.DEPT_NOT_FOUND },
  [RULE_TYPE_POST]: { table: 'system_post', missing: AssignErrors.POST_NOT_FOUND },
  [RULE_TYPE_USER]: { table: 'system_users', missing: AssignErrors.USER_NOT_EXISTS },
  [RULE_TYPE_USER_GROUP]: { table: 'bpm_user_group', missing: AssignErrors.USER_GROUP_NOT_EXISTS },
}

/** Refuses a rule that names something that does not exist (as the Java server does on save). */
export function checkRuleOptions(db: Database, type: number, options: readonly number[]): void {
  if (type === RULE_TYPE_SCRIPT) {
    const unknown = options.find((id) => !(RULE_SCRIPTS as readonly number[]).includes(id))
    if (unknown !== undefined) throw bizError(AssignErrors.SCRIPT_NOT_EXISTS, unknown)
    return
  }
  const target = TABLE_OF_TYPE[type]
  if (!target) return
  const exists = db.prepare(`SELECT 1 FROM ${target.table} WHERE id = ?`)
  if (options.some((id) => exists.get(id) === undefined)) throw bizError(target.missing)
}
