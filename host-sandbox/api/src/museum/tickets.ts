import type { Database } from 'better-sqlite3'
import { prepared } from '../db/prepared'
import { nextNumber } from './reservation-no'

/** reserve_type: 1 personal, 2 team, 3 activity. */
export type ReserveType = 1 | 2 | 3

export interface TicketRow {
  id: number
  ticket_no: string
  reserve_type: number
  reservation_id: number
  reservation_no: string
  slot_id: number | null
  visitor_name: string
  id_type: number
  id_number: string
  visit_date: number
  start_time: string
  end_time: string
  status: number
  check_time: number | null
  check_user_id: number | null
  check_user_nickname: string | null
  create_time: number
  update_time: number
}

/** Where and when the tickets are valid: a slot row, or an activity's day and times (id null). */
export interface TicketValidity {
  id: number | null
  visit_date: number
  start_time: string
  end_time: string
}

export interface TicketPerson {
  name: string
  idType: number
  idNumber: string
}

export interface IssueTickets {
  reserveType: ReserveType
  reservationId: number
  reservationNo: string
  slot: TicketValidity
  persons: readonly TicketPerson[]
  now: number
}

/**
 * One ticket (status 0 待使用) per person of a booking; returns their numbers in the persons'
 * order. Call it inside the booking's transaction.
 */
export function issueTickets(db: Database, input: IssueTickets): string[] {
  const insert = prepared(
    db,
    `INSERT INTO museum_ticket (ticket_no, reserve_type, reservation_id, reservation_no, slot_id,
       visitor_name, id_type, id_number, visit_date, start_time, end_time, status, create_time,
       update_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
  )
  const { slot, now } = input
  return input.persons.map((person) => {
    const ticketNo = nextNumber(db, 'M', now)
    insert.run(
      ticketNo,
      input.reserveType,
      input.reservationId,
      input.reservationNo,
      slot.id,
      person.name,
      person.idType,
      person.idNumber,
      slot.visit_date,
      slot.start_time,
      slot.end_time,
      now,
      now,
    )
    return ticketNo
  })
}

/** Cancels the unused tickets of a booking (status 0 -> 3 已取消); returns how many. */
export function cancelTicketsOf(
  db: Database,
  reserveType: ReserveType,
  reservationId: number,
  now = Date.now(),
): number {
  return prepared(
    db,
    `UPDATE museum_ticket SET status = 3, update_time = ?
     WHERE reserve_type = ? AND reservation_id = ? AND status = 0`,
  ).run(now, reserveType, reservationId).changes
}

export function ticketsOf(db: Database, reserveType: ReserveType, reservationId: number) {
  return prepared(
    db,
    'SELECT * FROM museum_ticket WHERE reserve_type = ? AND reservation_id = ? ORDER BY id',
  ).all(reserveType, reservationId) as TicketRow[]
}

/**
 * The ID numbers among `idNumbers` that already hold `limit` or more live visit tickets (unused
 * or used; personal or team) on the day `visitDate`. "One active booking per ID number per day".
 */
export function idNumbersAtLimit(
  db: Database,
  idNumbers: readonly string[],
  visitDate: number,
  limit: number,
): string[] {
  const count = prepared(
    db,
    `SELECT COUNT(DISTINCT reserve_type || ':' || reservation_id) AS n FROM museum_ticket
     WHERE id_number = ? AND visit_date = ? AND status IN (0, 1) AND reserve_type IN (1, 2)`,
  )
  return idNumbers.filter((idNumber) => {
    const { n } = count.get(idNumber, visitDate) as { n: number }
    return n >= limit
  })
}
