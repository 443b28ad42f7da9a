import type { Database } from 'better-sqlite3'
import { oaLeaveItem, type OaLeaveItem } from '../../../../../src/shared/wire/bpm-oa-leave'
import { wireItem } from '../../lib/validation'

export const OA_LEAVE_TABLE = 'bpm_oa_leave'

export interface OaLeaveRow {
  id: number
  user_id: number
  type: number
  reason: string
  start_time: number
  end_time: number
  day: number
  result: number
  process_instance_id: string | null
  create_time: number
  update_time: number
}

export const toOaLeaveItem = (row: OaLeaveRow): OaLeaveItem =>
  wireItem(oaLeaveItem, {
    id: row.id,
    type: row.type,
    reason: row.reason,
    startTime: row.start_time,
    endTime: row.end_time,
    day: row.day,
    result: row.result,
    createTime: row.create_time,
    processInstanceId: row.process_instance_id,
  })

export function findOaLeave(db: Database, id: number): OaLeaveRow | undefined {
  return db.prepare(`SELECT * FROM ${OA_LEAVE_TABLE} WHERE id = ?`).get(id) as
    OaLeaveRow | undefined
}

export function deleteOaLeave(db: Database, id: number): void {
  db.prepare(`DELETE FROM ${OA_LEAVE_TABLE} WHERE id = ?`).run(id)
}

export function setOaLeaveInstance(
  db: Database,
  id: number,
  processInstanceId: string,
  now: number,
): void {
  db.prepare(
    `UPDATE ${OA_LEAVE_TABLE} SET process_instance_id = ?, update_time = ? WHERE id = ?`,
  ).run(processInstanceId, now, id)
}

/** Mirrors the process instance's result; a no-op when it is already the same. */
export function setOaLeaveResult(db: Database, id: number, result: number, now: number): void {
  db.prepare(
    `UPDATE ${OA_LEAVE_TABLE} SET result = ?, update_time = ? WHERE id = ? AND result <> ?`,
  ).run(result, now, id, result)
}

/**
 * Whether the user has (or had) a task in the process instance, as assignee or as the owner of a
 * delegated one: approvers see the leave as the approval page's business form.
 */
export function hasTaskInInstance(
  db: Database,
  processInstanceId: string,
  userId: number,
): boolean {
  return (
    db
      .prepare(
        `SELECT 1 FROM bpm_task WHERE process_instance_id = ?
           AND (assignee_user_id = ? OR owner_user_id = ?) LIMIT 1`,
      )
      .get(processInstanceId, userId, userId) !== undefined
  )
}
