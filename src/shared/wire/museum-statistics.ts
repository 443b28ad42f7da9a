import { z } from 'zod'
import { epochMs } from './common'

// The museum dashboard's figures, /museum/statistics/* (docs/admin-api.md#museum-modules). Any
// signed-in user may ask; each figure whose module the caller may not read comes back null.

/** Longest trend a caller may ask for, in days (a quarter: enough for any chart, cheap to count). */
export const MAX_TREND_DAYS = 92

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * A day as `yyyy-MM-dd` (what a Java LocalDate parameter binds) or epoch ms, turned into the epoch
 * ms of its local midnight: the key every museum table stores days under.
 */
function localMidnight(value: unknown): unknown {
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))) {
    const day = new Date(Number(value))
    return new Date(day.getFullYear(), day.getMonth(), day.getDate()).getTime()
  }
  if (typeof value !== 'string') return value
  const match = DAY_TEXT.exec(value.trim())
  if (!match) return value
  const [year, month, day] = match.slice(1).map(Number)
  const date = new Date(year, month - 1, day)
  // 2026-02-30 would roll over into March: refuse it rather than answer for another day.
  return date.getMonth() === month - 1 && date.getDate() === day ? date.getTime() : value
}

function dayField(label: string) {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : localMidnight(value)),
    z.number({
      error: (issue) =>
        issue.input === undefined ? `${label}不能为空` : `${label}格式不正确，应为 yyyy-MM-dd`,
    }),
  )
}

/** The number of days from `begin` to `end`, both included (local midnights). */
export function daysBetween(begin: number, end: number): number {
  // Rounded: a day with a daylight-saving change is 23 or 25 hours long.
  return Math.round((end - begin) / 86_400_000) + 1
}

/** Query of GET summary: the day (today when absent). */
export const museumSummaryQuery = z.object({ date: dayField('统计日期').optional() })

/** Query of GET trend: a range of at most MAX_TREND_DAYS days. */
export const museumTrendQuery = z
  .object({ beginDate: dayField('开始日期'), endDate: dayField('结束日期') })
  .refine((q) => q.endDate >= q.beginDate, {
    message: '结束日期不能早于开始日期',
    path: ['endDate'],
  })
  .refine((q) => daysBetween(q.beginDate, q.endDate) <= MAX_TREND_DAYS, {
    message: `统计区间不能超过 ${MAX_TREND_DAYS} 天`,
    path: ['endDate'],
  })

const count = z.number().int().min(0)

/** One slot of the day: all its places (personal and team share) and how many are held. */
export const museumSlotFill = z.object({
  startTime: z.string(),
  endTime: z.string(),
  capacity: count,
  reservedCount: count,
})

export const museumSummary = z.object({
  /** Persons of the day's personal bookings that were not cancelled. */
  reserved: count.nullable(),
  /** The day's used tickets (personal, team and activity). */
  checkedIn: count.nullable(),
  /** Team bookings waiting for their approval (any day). */
  teamPending: count.nullable(),
  /** Volunteers waiting for audit. */
  volunteerPending: count.nullable(),
  /** Activity sign-ups waiting for audit. */
  signPending: count.nullable(),
  /** The day's slots by start time. */
  slots: z.array(museumSlotFill).nullable(),
})

/** One day of GET trend. */
export const museumTrendPoint = z.object({
  date: epochMs,
  reserved: count.nullable(),
  checkedIn: count.nullable(),
  /** Persons of the day's team bookings that are pending, approved or checked. */
  teamPersons: count.nullable(),
})
export const museumTrend = z.array(museumTrendPoint)

export type MuseumSlotFill = z.output<typeof museumSlotFill>
export type MuseumSummary = z.output<typeof museumSummary>
export type MuseumTrendPoint = z.output<typeof museumTrendPoint>
