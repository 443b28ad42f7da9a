import type { Database } from 'better-sqlite3'
import {
  RULE_TYPE_DEPT_LEADER,
  RULE_TYPE_DEPT_MEMBER,
  RULE_TYPE_POST,
  RULE_TYPE_ROLE,
  RULE_TYPE_SCRIPT,
  RULE_TYPE_USER,
  RULE_TYPE_USER_GROUP,
  SCRIPT_LEADER_1,
  SCRIPT_LEADER_2,
  SCRIPT_STARTER,
} from '../../../../../src/shared/wire/bpm-assign-rule'
import { prepared } from '../../db/prepared'
import { findDefinitionRule, parseIdList } from './assign-rule-repo'

/**
 * Who may act on a user task of a running process: the users its assignment rule names, enabled
 * ones only, ascending by id (so a countersign's instances and tests come out the same every time).
 * [] when the task has no rule or nobody is left; the engine turns that into its refusal.
 */
export function resolveTaskCandidates(
  db: Database,
  input: { processDefinitionId: string; taskDefinitionKey: string; startUserId: number },
): number[] {
  const rule = findDefinitionRule(db, input.processDefinitionId, input.taskDefinitionKey)
  if (!rule) return []
  const options = parseIdList(rule.options)
  return enabledOnly(db, candidatesOfRule(db, rule.type, options, input.startUserId))
}

/** The users a rule of `type` with `options` names, before disabled users are removed. */
export function candidatesOfRule(
  db: Database,
  type: number,
  options: readonly number[],
  startUserId: number,
): number[] {
  if (options.length === 0) return []
  switch (type) {
    case RULE_TYPE_ROLE:
      return idsWhereIn(db, 'SELECT user_id AS id FROM system_user_role WHERE role_id IN', options)
    case RULE_TYPE_DEPT_MEMBER:
      return idsWhereIn(db, 'SELECT id FROM system_users WHERE dept_id IN', options)
    case RULE_TYPE_DEPT_LEADER:
      return idsWhereIn(
        db,
        'SELECT leader_user_id AS id FROM system_dept WHERE leader_user_id IS NOT NULL AND id IN',
        options,
      )
    case RULE_TYPE_POST:
      return idsWhereIn(db, 'SELECT user_id AS id FROM system_user_post WHERE post_id IN', options)
    case RULE_TYPE_USER:
      return [...options]
    case RULE_TYPE_USER_GROUP:
      return groupMembers(db, options)
    case RULE_TYPE_SCRIPT:
      return options.flatMap((script) => scriptCandidates(db, script, startUserId))
    default:
      return []
  }
}

function idsWhereIn(db: Database, selectIn: string, options: readonly number[]): number[] {
  const marks = options.map(() => '?').join(', ')
  return (db.prepare(`${selectIn} (${marks})`).all(...options) as { id: number }[]).map(
    (row) => row.id,
  )
}

/** Members of the enabled groups among `groupIds` (a disabled group names nobody). */
function groupMembers(db: Database, groupIds: readonly number[]): number[] {
  const marks = groupIds.map(() => '?').join(', ')
  const rows = db
    .prepare(`SELECT member_user_ids FROM bpm_user_group WHERE status = 0 AND id IN (${marks})`)
    .all(...groupIds) as { member_user_ids: string }[]
  return rows.flatMap((row) => parseIdList(row.member_user_ids))
}

interface DeptRow {
  id: number
  parent_id: number
  leader_user_id: number | null
}

const findDept = (db: Database, id: number) =>
  prepared(db, 'SELECT id, parent_id, leader_user_id FROM system_dept WHERE id = ?').get(id) as
    DeptRow | undefined

const isEnabledUser = (db: Database, id: number) =>
  prepared(db, 'SELECT 1 FROM system_users WHERE id = ? AND status = 0').get(id) !== undefined

const deptOfUser = (db: Database, userId: number) =>
  (
    prepared(db, 'SELECT dept_id FROM system_users WHERE id = ?').get(userId) as
      { dept_id: number | null } | undefined
  )?.dept_id ?? null

/**
 * The first leader up the tree from `deptId` (the department itself first) who is enabled and not
 * the starter: a department without a leader, or led by the starter, defers to its parent.
 * `fallback` is the starter when they lead a department on the way and nobody is above them (the
 * museum's director asking for leave), so the process still has someone to act on it.
 */
function leaderUpFrom(db: Database, deptId: number | null, startUserId: number) {
  let selfLed = false
  const seen = new Set<number>()
  let dept = deptId === null ? undefined : findDept(db, deptId)
  while (dept && !seen.has(dept.id)) {
    seen.add(dept.id)
    const leader = dept.leader_user_id
    if (leader !== null && leader === startUserId) selfLed = true
    else if (leader !== null && isEnabledUser(db, leader)) return { leader, parentOf: dept }
    dept = dept.parent_id ? findDept(db, dept.parent_id) : undefined
  }
  return { leader: selfLed ? startUserId : null, parentOf: undefined }
}

/** Script 10 the starter, 20 the starter's leader, 21 the leader above that leader's department. */
function scriptCandidates(db: Database, script: number, startUserId: number): number[] {
  if (script === SCRIPT_STARTER) return [startUserId]
  const first = leaderUpFrom(db, deptOfUser(db, startUserId), startUserId)
  if (script === SCRIPT_LEADER_1) return first.leader === null ? [] : [first.leader]
  if (script !== SCRIPT_LEADER_2) return []
  // The second level climbs on from the parent of the department whose leader was the first level;
  // at the top of the tree the first-level leader decides alone.
  const second = first.parentOf?.parent_id
    ? leaderUpFrom(db, first.parentOf.parent_id, startUserId)
    : { leader: null }
  const leader = second.leader ?? first.leader
  return leader === null ? [] : [leader]
}

/** Distinct enabled users among `ids`, ascending. */
function enabledOnly(db: Database, ids: readonly number[]): number[] {
  return [...new Set(ids)].filter((id) => isEnabledUser(db, id)).sort((a, b) => a - b)
}
