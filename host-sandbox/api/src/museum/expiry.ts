import type { Database } from 'better-sqlite3'
import { prepared } from '../db/prepared'
import { dayOf } from './rules'

const sweptDay = new WeakMap<Database, number>()

/**
 * Once per day (and per database): unused tickets of past days become 已过期 (2); booked personal
 * reservations of past days become 已核销 (3) when someone of them came, else 已过期 (4).
 * Lists, the gate and the statistics call it before they read, so no timer is needed.
 */
export function expireOverdue(db: Database, now: number): void {
  const today = dayOf(now)
  if (sweptDay.get(db) === today) return
  db.transaction(() => {
    prepared(
      db,
      `UPDATE museum_reserve_personal SET status = CASE WHEN EXISTS (
         SELECT 1 FROM museum_ticket t WHERE t.reserve_type = 1
           AND t.reservation_id = museum_reserve_personal.id AND t.status = 1) THEN 3 ELSE 4 END,
         update_time = ?
       WHERE status = 1 AND visit_date < ?`,
    ).run(now, today)
    prepared(
      db,
      'UPDATE museum_ticket SET status = 2, update_time = ? WHERE status = 0 AND visit_date < ?',
    ).run(now, today)
  })()
  sweptDay.set(db, today)
}
