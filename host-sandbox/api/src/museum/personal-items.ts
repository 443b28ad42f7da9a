import type { Database } from 'better-sqlite3'
import { maskIdNumber, maskMobile } from '../../../../src/shared/wire/museum-fields'
import {
  reservePersonalItem,
  type ReservePersonalItem,
} from '../../../../src/shared/wire/museum-reserve-personal'
import { wireItem } from '../lib/validation'
import type { PersonalRow } from './personal-booking'
import type { TicketRow } from './tickets'

/** Whole phone and ID numbers only in get (for holders of the query permission); masked elsewhere. */
export type Privacy = 'masked' | 'whole'

export function toPersonalItem(
  row: PersonalRow,
  tickets: readonly TicketRow[],
  privacy: Privacy,
): ReservePersonalItem {
  const masked = privacy === 'masked'
  return wireItem(reservePersonalItem, {
    id: row.id,
    reservationNo: row.reservation_no,
    slotId: row.slot_id,
    visitDate: row.visit_date,
    startTime: row.start_time,
    endTime: row.end_time,
    contactName: row.contact_name,
    contactMobile: masked ? maskMobile(row.contact_mobile) : row.contact_mobile,
    contactIdType: row.contact_id_type,
    contactIdNumber: masked ? maskIdNumber(row.contact_id_number) : row.contact_id_number,
    persons: tickets.map((t) => ({
      name: t.visitor_name,
      idType: t.id_type,
      idNumber: masked ? maskIdNumber(t.id_number) : t.id_number,
      ticketNo: t.ticket_no,
      ticketStatus: t.status,
      ticketCheckTime: t.check_time,
    })),
    personCount: row.person_count,
    status: row.status,
    source: row.source,
    cancelReason: row.cancel_reason,
    checkTime: row.check_time,
    createTime: row.create_time,
  })
}

/** The tickets of many personal reservations at once (one page), grouped by reservation. */
export function ticketsByReservation(
  db: Database,
  reservationIds: readonly number[],
): Map<number, TicketRow[]> {
  const grouped = new Map<number, TicketRow[]>()
  if (reservationIds.length === 0) return grouped
  const rows = db
    .prepare(
      `SELECT * FROM museum_ticket WHERE reserve_type = 1
       AND reservation_id IN (${reservationIds.map(() => '?').join(', ')}) ORDER BY id`,
    )
    .all(...reservationIds) as TicketRow[]
  for (const row of rows) {
    const list = grouped.get(row.reservation_id) ?? []
    list.push(row)
    grouped.set(row.reservation_id, list)
  }
  return grouped
}
