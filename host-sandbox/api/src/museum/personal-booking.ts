import type { Database } from 'better-sqlite3'
import {
  RESERVE_BOOKED,
  RESERVE_CANCELLED,
  SOURCE_COUNTER,
  type ReservePersonalCreate,
} from '../../../../src/shared/wire/museum-reserve-personal'
import { prepared } from '../db/prepared'
import { bizError } from '../lib/biz-error'
import { ReserveErrors } from './reserve-errors'
import { nextNumber } from './reservation-no'
import { assertRuleEnabled, cancelDeadline, checkRule, ruleOf } from './rules'
import { assertSlotNotEnded, findSlot, holdPlaces, releasePlaces } from './slot-places'
import { cancelTicketsOf, idNumbersAtLimit, issueTickets, ticketsOf } from './tickets'

export interface PersonalRow {
  id: number
  reservation_no: string
  slot_id: number
  visit_date: number
  start_time: string
  end_time: string
  contact_name: string
  contact_mobile: string
  contact_id_type: number
  contact_id_number: string
  person_count: number
  status: number
  source: number
  cancel_reason: string | null
  check_time: number | null
  creator: number | null
  create_time: number
  update_time: number
}

export const RESERVE_STATUS_LABELS: Record<number, string> = {
  0: '待审核',
  1: '预约成功',
  2: '已取消',
  3: '已核销',
  4: '已过期',
  5: '未通过',
}

export function findPersonal(db: Database, id: number): PersonalRow | undefined {
  return prepared(db, 'SELECT * FROM museum_reserve_personal WHERE id = ?').get(id) as
    PersonalRow | undefined
}

/**
 * A counter booking (source 2), all or nothing in one transaction: the rule (open, persons,
 * advance days), the slot (open, not ended), no ID number twice in the booking nor over the
 * rule's daily limit, the places held by a guarded UPDATE, then the reservation and one ticket
 * per person. Returns the new reservation's id.
 */
export function createPersonalBooking(
  db: Database,
  body: ReservePersonalCreate,
  by: { userId: number; now: number },
): number {
  const { now } = by
  return db.transaction(() => {
    const rule = ruleOf(db, 1)
    assertRuleEnabled(rule)
    const slot = findSlot(db, body.slotId)
    if (!slot || slot.status !== 0) throw bizError(ReserveErrors.SLOT_NOT_OPEN)
    assertSlotNotEnded(slot, now)
    checkRule(rule, { persons: body.persons.length, visitDate: slot.visit_date, now })
    const seen = new Set<string>()
    for (const person of body.persons) {
      if (seen.has(person.idNumber)) {
        throw bizError(ReserveErrors.DUPLICATE_ID_NUMBER, person.idNumber)
      }
      seen.add(person.idNumber)
    }
    const taken = idNumbersAtLimit(db, [...seen], slot.visit_date, rule.daily_limit_per_id_number)
    if (taken.length > 0) throw bizError(ReserveErrors.ID_NUMBER_BOOKED)
    const held = holdPlaces(db, slot.id, body.persons.length, 'personal')
    const reservationNo = nextNumber(db, 'P', now)
    const id = Number(
      prepared(
        db,
        `INSERT INTO museum_reserve_personal (reservation_no, slot_id, visit_date, start_time,
           end_time, contact_name, contact_mobile, contact_id_type, contact_id_number,
           person_count, status, source, creator, create_time, update_time)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        reservationNo,
        held.id,
        held.visit_date,
        held.start_time,
        held.end_time,
        body.contactName.trim(),
        body.contactMobile,
        body.contactIdType,
        body.contactIdNumber,
        body.persons.length,
        RESERVE_BOOKED,
        SOURCE_COUNTER,
        by.userId,
        now,
        now,
      ).lastInsertRowid,
    )
    issueTickets(db, {
      reserveType: 1,
      reservationId: id,
      reservationNo,
      slot: held,
      persons: body.persons.map((p) => ({ ...p, name: p.name.trim() })),
      now,
    })
    return id
  })()
}

/**
 * Cancels a booked reservation (status 1 only) before the rule's deadline: its unused tickets
 * become 已取消 and its places return to the slot, in one transaction.
 */
export function cancelPersonalBooking(
  db: Database,
  input: { id: number; reason: string },
  now: number,
): void {
  db.transaction(() => {
    const row = findPersonal(db, input.id)
    if (!row) throw bizError(ReserveErrors.RESERVATION_NOT_EXISTS)
    if (row.status !== RESERVE_BOOKED) {
      throw bizError(ReserveErrors.CANCEL_NOT_ALLOWED, RESERVE_STATUS_LABELS[row.status] ?? '')
    }
    const rule = ruleOf(db, 1)
    if (now > cancelDeadline(rule, row.visit_date, row.start_time)) {
      throw bizError(ReserveErrors.CANCEL_DEADLINE_PASSED, rule.cancel_deadline_hours)
    }
    if (ticketsOf(db, 1, row.id).some((t) => t.status === 1)) {
      throw bizError(ReserveErrors.CANCEL_AFTER_CHECK)
    }
    // Guarded on the status read above, so a second cancel in the same moment changes nothing.
    const changed = prepared(
      db,
      `UPDATE museum_reserve_personal SET status = ?, cancel_reason = ?, update_time = ?
       WHERE id = ? AND status = ?`,
    ).run(RESERVE_CANCELLED, input.reason.trim(), now, row.id, RESERVE_BOOKED).changes
    if (changed !== 1) throw bizError(ReserveErrors.CANCEL_NOT_ALLOWED, '已取消')
    cancelTicketsOf(db, 1, row.id, now)
    releasePlaces(db, row.slot_id, row.person_count, 'personal')
  })()
}
