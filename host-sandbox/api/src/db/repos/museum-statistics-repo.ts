import type { Database } from 'better-sqlite3'
import type { MuseumSlotFill } from '../../../../../src/shared/wire/museum-statistics'
import { prepared } from '../prepared'

// The dashboard's counts. Each is one indexed query: days are the leading column of the day
// indexes (visit_date), pending audits the leading column of the status indexes.

/** reserve_status of personal bookings that hold visitors: pending, booked, checked, expired. */
const PERSONAL_HOLDING = '(0, 1, 3, 4)'
/** team_reserve_status of teams that bring their persons: pending, approved, checked. */
const TEAM_HOLDING = '(0, 1, 4)'
const TICKET_USED = 1
const PENDING = 0

export function reservedPersonsOn(db: Database, day: number): number {
  const row = prepared(
    db,
    `SELECT COALESCE(SUM(person_count), 0) AS n FROM museum_reserve_personal
     WHERE visit_date = ? AND status IN ${PERSONAL_HOLDING}`,
  ).get(day) as { n: number }
  return row.n
}

export function checkedInOn(db: Database, day: number): number {
  const row = prepared(
    db,
    'SELECT COUNT(*) AS n FROM museum_ticket WHERE visit_date = ? AND status = ?',
  ).get(day, TICKET_USED) as { n: number }
  return row.n
}

const PENDING_SQL = {
  team: 'SELECT COUNT(*) AS n FROM museum_reserve_team WHERE status = ?',
  volunteer: 'SELECT COUNT(*) AS n FROM museum_volunteer WHERE status = ?',
  sign: 'SELECT COUNT(*) AS n FROM museum_activity_sign WHERE status = ?',
} as const

export function pendingCount(db: Database, kind: keyof typeof PENDING_SQL): number {
  return (prepared(db, PENDING_SQL[kind]).get(PENDING) as { n: number }).n
}

/** The day's slots, both shares of places together (the slot's whole load). */
export function slotFillsOn(db: Database, day: number): MuseumSlotFill[] {
  return prepared(
    db,
    `SELECT start_time AS startTime, end_time AS endTime,
            capacity + team_capacity AS capacity,
            reserved_count + team_reserved_count AS reservedCount
     FROM museum_time_slot WHERE visit_date = ? ORDER BY start_time`,
  ).all(day) as MuseumSlotFill[]
}

export type DailyCounts = Map<number, number>

function dailyCounts(rows: unknown[]): DailyCounts {
  return new Map((rows as Array<{ day: number; n: number }>).map((row) => [row.day, row.n]))
}

export function reservedPersonsByDay(db: Database, begin: number, end: number): DailyCounts {
  return dailyCounts(
    prepared(
      db,
      `SELECT visit_date AS day, SUM(person_count) AS n FROM museum_reserve_personal
       WHERE visit_date BETWEEN ? AND ? AND status IN ${PERSONAL_HOLDING} GROUP BY visit_date`,
    ).all(begin, end),
  )
}

export function checkedInByDay(db: Database, begin: number, end: number): DailyCounts {
  return dailyCounts(
    prepared(
      db,
      `SELECT visit_date AS day, COUNT(*) AS n FROM museum_ticket
       WHERE visit_date BETWEEN ? AND ? AND status = ? GROUP BY visit_date`,
    ).all(begin, end, TICKET_USED),
  )
}

export function teamPersonsByDay(db: Database, begin: number, end: number): DailyCounts {
  return dailyCounts(
    prepared(
      db,
      `SELECT visit_date AS day, SUM(person_count) AS n FROM museum_reserve_team
       WHERE visit_date BETWEEN ? AND ? AND status IN ${TEAM_HOLDING} GROUP BY visit_date`,
    ).all(begin, end),
  )
}
