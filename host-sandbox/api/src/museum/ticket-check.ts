import type { Database } from 'better-sqlite3'
import { prepared } from '../db/prepared'
import { bizError, type ErrorDef } from '../lib/biz-error'
import { ReserveErrors } from './reserve-errors'
import { dayOf } from './rules'
import type { TicketRow } from './tickets'

/** A code the gate reads: a ticket number (M…) or an ID number (18 characters, or a passport's). */
export function findTicketByCode(db: Database, code: string, now: number): TicketRow | undefined {
  const byNumber = prepared(db, 'SELECT * FROM museum_ticket WHERE ticket_no = ?').get(code) as
    TicketRow | undefined
  if (byNumber) return byNumber
  // An ID number stands for the holder's ticket of today: an unused one first, then the one
  // checked last (so a second scan says 门票已使用), else any other day's (门票不在今日有效期内).
  const today = dayOf(now)
  return prepared(
    db,
    `SELECT * FROM museum_ticket WHERE id_number = ?
     ORDER BY visit_date = ? DESC, status = 0 DESC, status = 1 DESC, ABS(visit_date - ?), start_time
     LIMIT 1`,
  ).get(code, today, today) as TicketRow | undefined
}

/** Why `ticket` cannot be used today (the gate's words), or null when it can. */
export function unusableReason(ticket: TicketRow, now: number): ErrorDef | null {
  if (ticket.status === 1) return ReserveErrors.TICKET_USED
  if (ticket.status === 3 || ticket.status === 4) return ReserveErrors.TICKET_CANCELLED
  if (ticket.status !== 0 || ticket.visit_date !== dayOf(now)) return ReserveErrors.TICKET_NOT_TODAY
  return null
}

/** Throws the gate's reason when `ticket` cannot be used today. */
export function assertUsableToday(ticket: TicketRow | undefined, now: number): TicketRow {
  if (!ticket) throw bizError(ReserveErrors.TICKET_NOT_FOUND)
  const reason = unusableReason(ticket, now)
  if (reason) throw bizError(reason)
  return ticket
}

const teamTable = new WeakMap<Database, boolean>()

/** Team reservations live in the team module's table, which a database may not have yet. */
function hasTeamTable(db: Database): boolean {
  let known = teamTable.get(db)
  if (known === undefined) {
    known =
      prepared(db, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(
        'museum_reserve_team',
      ) !== undefined
    teamTable.set(db, known)
  }
  return known
}

/** After a check: a reservation none of whose tickets is left unused becomes 已核销. */
function markReservationChecked(db: Database, ticket: TicketRow, now: number): void {
  const { unused } = prepared(
    db,
    `SELECT COUNT(*) AS unused FROM museum_ticket
     WHERE reserve_type = ? AND reservation_id = ? AND status = 0`,
  ).get(ticket.reserve_type, ticket.reservation_id) as { unused: number }
  if (unused > 0) return
  if (ticket.reserve_type === 1) {
    prepared(
      db,
      `UPDATE museum_reserve_personal SET status = 3, check_time = ?, update_time = ?
       WHERE id = ? AND status = 1`,
    ).run(now, now, ticket.reservation_id)
  } else if (ticket.reserve_type === 2 && hasTeamTable(db)) {
    // team_reserve_status 1 审核通过 -> 4 已核销
    prepared(
      db,
      'UPDATE museum_reserve_team SET status = 4, update_time = ? WHERE id = ? AND status = 1',
    ).run(now, ticket.reservation_id)
  }
}

/**
 * Checks the ticket `code` names, in one transaction: the status read and the guarded UPDATE
 * (status 0 -> 1) cannot interleave with another check, so of two scans exactly one succeeds.
 */
export function checkTicket(
  db: Database,
  code: string,
  by: { userId: number; nickname: string; now: number },
): TicketRow {
  return db.transaction(() => {
    const ticket = assertUsableToday(findTicketByCode(db, code, by.now), by.now)
    const changed = prepared(
      db,
      `UPDATE museum_ticket SET status = 1, check_time = ?, check_user_id = ?,
         check_user_nickname = ?, update_time = ?
       WHERE id = ? AND status = 0`,
    ).run(by.now, by.userId, by.nickname, by.now, ticket.id).changes
    if (changed !== 1) throw bizError(ReserveErrors.TICKET_USED)
    markReservationChecked(db, ticket, by.now)
    return prepared(db, 'SELECT * FROM museum_ticket WHERE id = ?').get(ticket.id) as TicketRow
  })()
}
