import type { Database } from 'better-sqlite3'
import { prepared } from '../db/prepared'

export interface LogRetention {
  table: string
  /** The column holding the row's time (epoch ms). */
  timeColumn: string
  /** Rows at or before this time go. */
  before: number
  /** At most this many of the newest rows stay (ids grow with time). */
  maxRows: number
}

/**
 * Deletes a log table's rows that are too old or beyond its row cap; returns how many. The logs
 * grow with every request and login attempt, so both bounds keep a flood from filling the disk.
 */
export function purgeLogRows(db: Database, { table, timeColumn, before, maxRows }: LogRetention) {
  const old = prepared(db, `DELETE FROM ${table} WHERE ${timeColumn} <= ?`).run(before).changes
  const extra = prepared(
    db,
    `DELETE FROM ${table} WHERE id <= (SELECT MAX(id) FROM ${table}) - ?`,
  ).run(maxRows).changes
  return old + extra
}
