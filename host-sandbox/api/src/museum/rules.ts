import type { Database } from 'better-sqlite3'
import { prepared } from '../db/prepared'
import { bizError } from '../lib/biz-error'
import { ReserveErrors } from './reserve-errors'

/** overall_rule_type: 1 personal, 2 team, 3 activity. */
export type RuleType = 1 | 2 | 3

export interface RuleRow {
  id: number
  type: number
  enabled: number
  advance_days: number
  cancel_deadline_hours: number
  max_persons: number
  min_persons: number
  daily_limit_per_id_number: number
  temp_amount_take: number
  create_time: number
  update_time: number
}

export const RULE_LABELS: Record<RuleType, string> = {
  1: '个人预约',
  2: '团队预约',
  3: '活动报名',
}

/** The rule of `type` as saved now (read on every booking, so a saved change applies at once). */
export function ruleOf(db: Database, type: RuleType): RuleRow {
  const row = prepared(db, 'SELECT * FROM museum_reserve_rule WHERE type = ?').get(type) as
    RuleRow | undefined
  if (!row) throw bizError(ReserveErrors.RULE_NOT_EXISTS)
  return row
}

const DAY_MS = 86_400_000

/** Local midnight of the day holding `time`. */
export function dayOf(time: number): number {
  const d = new Date(time)
  d.setHours(0, 0, 0, 0)
  return d.getTime()
}

/** Epoch ms of "HH:mm" on the day starting at `visitDate` (local time). */
export function timeOnDay(visitDate: number, hhmm: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number)
  const d = new Date(visitDate)
  d.setHours(hours, minutes, 0, 0)
  return d.getTime()
}

/** Whole local days from today to `visitDate` (0 today, negative in the past). */
export function daysAhead(visitDate: number, now: number): number {
  return Math.round((dayOf(visitDate) - dayOf(now)) / DAY_MS)
}

/** A closed rule refuses every new booking of its kind: 个人预约暂未开放. */
export function assertRuleEnabled(rule: RuleRow): void {
  if (!rule.enabled) {
    throw bizError(ReserveErrors.RULE_DISABLED, RULE_LABELS[rule.type as RuleType] ?? '预约')
  }
}

/**
 * The checks every booking of a kind makes against its rule: open, persons within min..max, the
 * day within the advance days. Team bookings (B) and activity sign-ups (D) call it too.
 */
export function checkRule(
  rule: RuleRow,
  booking: { persons: number; visitDate: number; now: number },
): void {
  assertRuleEnabled(rule)
  if (booking.persons < rule.min_persons || booking.persons > rule.max_persons) {
    throw bizError(ReserveErrors.PERSONS_OUT_OF_RANGE)
  }
  const ahead = daysAhead(booking.visitDate, booking.now)
  if (ahead > rule.advance_days) {
    throw bizError(ReserveErrors.OUTSIDE_BOOKING_WINDOW, rule.advance_days)
  }
}

/** When cancelling stops being allowed: the deadline hours before the slot starts. */
export function cancelDeadline(rule: RuleRow, visitDate: number, startTime: string): number {
  return timeOnDay(visitDate, startTime) - rule.cancel_deadline_hours * 3_600_000
}
