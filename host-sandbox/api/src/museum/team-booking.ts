import type { Database } from 'better-sqlite3'
import {
  TEAM_APPROVED,
  TEAM_CANCELLED,
  TEAM_PENDING,
  TEAM_REJECTED,
  canMoveTeam,
  type ReserveTeamCreate,
} from '../../../../src/shared/wire/museum-reserve-team'
import { prepared } from '../db/prepared'
import { bizError } from '../lib/biz-error'
import { nextNumber } from './reservation-no'
import { ReserveErrors } from './reserve-errors'
import { cancelDeadline, checkRule, dayOf, ruleOf } from './rules'
import { assertSlotNotEnded, findSlot, holdPlaces, releasePlaces } from './slot-places'
import {
  RESERVE_TYPE_TEAM,
  TEAM_MEMBER_TABLE,
  TEAM_TABLE,
  findTeam,
  type TeamRow,
} from './team-repo'
import { cancelTicketsOf, issueTickets } from './tickets'

export const TeamErrors = {
  NOT_EXISTS: { code: 1_040_002_000, msg: '团队预约不存在' },
  CANNOT_CANCEL: { code: 1_040_002_005, msg: '当前状态为「{}」，不能取消预约' },
} as const

/** overall_rule_type of team bookings. */
const TEAM_RULE = 2

const STATUS_LABELS: Record<number, string> = {
  0: '待审核',
  1: '审核通过',
  2: '审核驳回',
  3: '已取消',
  4: '已核销',
}

/**
 * Checks the team rule and holds the team places, then stores the booking (pending) with its
 * members: all in ONE transaction, so two bookings can never share the last places and a refused
 * one leaves nothing behind. Answers the new booking's id.
 */
export function createTeamBooking(
  db: Database,
  body: ReserveTeamCreate,
  creator: number,
  now: number,
): number {
  return db.transaction(() => {
    const persons = body.members.length
    // Any refusal below throws and rolls the held places back with everything else.
    const slot = holdPlaces(db, body.slotId, persons, 'team')
    checkRule(ruleOf(db, TEAM_RULE), { persons, visitDate: slot.visit_date, now })
    if (slot.visit_date < dayOf(now)) throw bizError(ReserveErrors.SLOT_ENDED)
    assertSlotNotEnded(slot, now)
    const reservationNo = nextNumber(db, 'T', now)
    const id = Number(
      prepared(
        db,
        `INSERT INTO ${TEAM_TABLE} (reservation_no, team_name, work_unit_type, work_unit,
           contact_name, contact_mobile, slot_id, visit_date, start_time, end_time, person_count,
           remark, status, creator, create_time, update_time)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        reservationNo,
        body.teamName.trim(),
        body.workUnitType,
        body.workUnit.trim(),
        body.contactName.trim(),
        body.contactMobile,
        slot.id,
        slot.visit_date,
        slot.start_time,
        slot.end_time,
        persons,
        body.remark?.trim() || null,
        TEAM_PENDING,
        creator,
        now,
        now,
      ).lastInsertRowid,
    )
    insertMembers(db, id, body.members)
    return id
  })()
}

export function insertMembers(
  db: Database,
  teamId: number,
  members: readonly { name: string; idType: number; idNumber: string }[],
): void {
  const insert = prepared(
    db,
    `INSERT INTO ${TEAM_MEMBER_TABLE} (team_id, sort, name, id_type, id_number)
     VALUES (?, ?, ?, ?, ?)`,
  )
  members.forEach((m, index) => insert.run(teamId, index, m.name.trim(), m.idType, m.idNumber))
}

/** A booking whose process could not start is not kept (one unit of work), its places returned. */
export function discardTeamBooking(db: Database, id: number): void {
  db.transaction(() => {
    const row = findTeam(db, id)
    if (!row) return
    releasePlaces(db, row.slot_id, row.person_count, 'team')
    prepared(db, `DELETE FROM ${TEAM_MEMBER_TABLE} WHERE team_id = ?`).run(id)
    prepared(db, `DELETE FROM ${TEAM_TABLE} WHERE id = ?`).run(id)
  })()
}

export function setTeamInstance(db: Database, id: number, instanceId: string, now: number): void {
  prepared(
    db,
    `UPDATE ${TEAM_TABLE} SET process_instance_id = ?, update_time = ? WHERE id = ?`,
  ).run(instanceId, now, id)
}

/**
 * Moves a booking from `from` to `to` only if it still is in `from` (a guarded UPDATE): an approval
 * and a cancel that arrive together cannot both win. Answers whether this call made the move.
 */
function moveStatus(
  db: Database,
  id: number,
  from: number,
  to: number,
  set: { auditReason?: string | null; cancelReason?: string | null },
  now: number,
): boolean {
  if (!canMoveTeam(from, to)) return false
  const info = prepared(
    db,
    `UPDATE ${TEAM_TABLE}
        SET status = @to, update_time = @now,
            audit_reason = COALESCE(@auditReason, audit_reason),
            cancel_reason = COALESCE(@cancelReason, cancel_reason)
      WHERE id = @id AND status = @from`,
  ).run({
    id,
    from,
    to,
    now,
    auditReason: set.auditReason ?? null,
    cancelReason: set.cancelReason ?? null,
  })
  return info.changes === 1
}

/** The approver's words: the reason of the instance's last decided task. */
function lastDecisionReason(db: Database, instanceId: string): string | null {
  const row = prepared(
    db,
    `SELECT reason FROM bpm_task WHERE process_instance_id = ? AND result IN (2, 3)
      ORDER BY end_time DESC, create_time DESC LIMIT 1`,
  ).get(instanceId) as { reason: string | null } | undefined
  return row?.reason ?? null
}

function membersForTickets(db: Database, teamId: number) {
  return (
    prepared(
      db,
      `SELECT name, id_type, id_number FROM ${TEAM_MEMBER_TABLE} WHERE team_id = ? ORDER BY sort`,
    ).all(teamId) as { name: string; id_type: number; id_number: string }[]
  ).map((m) => ({ name: m.name, idType: m.id_type, idNumber: m.id_number }))
}

/** 审核通过: status 1 and one ticket per member, together. */
export function approveTeam(db: Database, row: TeamRow, reason: string | null, now: number): void {
  db.transaction(() => {
    if (!moveStatus(db, row.id, TEAM_PENDING, TEAM_APPROVED, { auditReason: reason }, now)) return
    issueTickets(db, {
      reserveType: RESERVE_TYPE_TEAM,
      reservationId: row.id,
      reservationNo: row.reservation_no,
      // The booking keeps its own copy of the day and times (a slot is never deleted while held).
      slot: findSlot(db, row.slot_id) ?? {
        id: row.slot_id,
        visit_date: row.visit_date,
        start_time: row.start_time,
        end_time: row.end_time,
      },
      persons: membersForTickets(db, row.id),
      now,
    })
  })()
}

/** 审核驳回 (or the approval ended otherwise): the team places go back to the slot. */
export function endPendingTeam(
  db: Database,
  row: TeamRow,
  to: typeof TEAM_REJECTED | typeof TEAM_CANCELLED,
  reason: string | null,
  now: number,
): void {
  db.transaction(() => {
    const set = to === TEAM_REJECTED ? { auditReason: reason } : { cancelReason: reason }
    if (!moveStatus(db, row.id, TEAM_PENDING, to, set, now)) return
    releasePlaces(db, row.slot_id, row.person_count, 'team')
  })()
}

/** What the approval's end means for its booking (the runtime's result listener). */
export function applyApprovalResult(
  db: Database,
  instanceId: string,
  businessKey: string | null,
  result: number,
  now: number,
): void {
  const id = Number(businessKey)
  if (!Number.isInteger(id) || id <= 0) return
  const row = findTeam(db, id)
  if (!row || row.status !== TEAM_PENDING) return
  const reason = lastDecisionReason(db, instanceId)
  if (result === 2) approveTeam(db, row, reason, now)
  else if (result === 3) endPendingTeam(db, row, TEAM_REJECTED, reason, now)
  else if (result === 4) endPendingTeam(db, row, TEAM_CANCELLED, '审批流程已取消', now)
}

/**
 * 取消: only a pending or approved booking, not after the rule's deadline before the visit; the
 * places go back and its tickets are cancelled in the same transaction. Answers the row as it was.
 */
export function cancelTeam(db: Database, id: number, reason: string, now: number): TeamRow {
  return db.transaction(() => {
    const row = findTeam(db, id)
    if (!row) throw bizError(TeamErrors.NOT_EXISTS)
    if (!canMoveTeam(row.status, TEAM_CANCELLED)) {
      throw bizError(TeamErrors.CANNOT_CANCEL, STATUS_LABELS[row.status] ?? String(row.status))
    }
    const rule = ruleOf(db, TEAM_RULE)
    if (
      row.status === TEAM_APPROVED &&
      cancelDeadline(rule, row.visit_date, row.start_time) < now
    ) {
      throw bizError(ReserveErrors.CANCEL_DEADLINE_PASSED, rule.cancel_deadline_hours)
    }
    moveStatus(db, row.id, row.status, TEAM_CANCELLED, { cancelReason: reason }, now)
    releasePlaces(db, row.slot_id, row.person_count, 'team')
    cancelTicketsOf(db, RESERVE_TYPE_TEAM, row.id, now)
    return row
  })()
}
