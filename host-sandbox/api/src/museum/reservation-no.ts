import type { Database } from 'better-sqlite3'
import { prepared } from '../db/prepared'

/**
 * Number prefixes: P personal reservation, T team reservation, A activity sign-up, M ticket
 * (门票). Each prefix counts per local day.
 */
export type NumberPrefix = 'P' | 'T' | 'A' | 'M'

const pad = (n: number, width: number) => String(n).padStart(width, '0')

/** yyyyMMdd of `now` in the server's time zone. */
export function dayKey(now: number): string {
  const d = new Date(now)
  return `${d.getFullYear()}${pad(d.getMonth() + 1, 2)}${pad(d.getDate(), 2)}`
}

/** The number of the `value`-th item of a day, e.g. P20261127000123. */
export function formatNumber(prefix: NumberPrefix, day: string, value: number): string {
  return `${prefix}${day}${pad(value, 6)}`
}

/**
 * The next unique number of `prefix` for the day of `now`. One UPSERT: call it inside the
 * booking's transaction, and a booking rolled back gives its number back.
 */
export function nextNumber(db: Database, prefix: NumberPrefix, now: number): string {
  const day = dayKey(now)
  const { value } = prepared(
    db,
    `INSERT INTO museum_number_sequence (prefix, day, value) VALUES (?, ?, 1)
     ON CONFLICT (prefix, day) DO UPDATE SET value = value + 1 RETURNING value`,
  ).get(prefix, day) as { value: number }
  return formatNumber(prefix, day, value)
}

/** Moves a day's counter to at least `value` (seeds that wrote numbers without nextNumber). */
export function reserveNumbersUpTo(
  db: Database,
  prefix: NumberPrefix,
  day: string,
  value: number,
): void {
  prepared(
    db,
    `INSERT INTO museum_number_sequence (prefix, day, value) VALUES (?, ?, ?)
     ON CONFLICT (prefix, day) DO UPDATE SET value = MAX(value, excluded.value)`,
  ).run(prefix, day, value)
}
