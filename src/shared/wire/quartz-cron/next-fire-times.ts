/**
 * When a Quartz schedule fires: a search over wall-clock fields in the evaluation zone, jumping to
 * the next allowed value field by field (year, month, day, hour, minute, second) instead of
 * stepping second by second.
 */
import {
  MAX_YEAR,
  parseCron,
  type CronSchedule,
  type MonthDayRule,
  type WeekDayRule,
} from './parse'
import { epochOfWallClock, wallClockAt, type WallClock } from './zoned-wall-clock'

export const DEFAULT_CRON_TIME_ZONE = 'Asia/Shanghai'

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** 1 = Sunday … 7 = Saturday, as Quartz numbers them. */
function weekDayOf(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 1
}

function nearestWeekday(year: number, month: number, day: number, lastDay: number): number {
  const weekDay = weekDayOf(year, month, day)
  if (weekDay === 7) return day === 1 ? 3 : day - 1
  if (weekDay === 1) return day === lastDay ? day - 2 : day + 1
  return day
}

function matchesMonthDay(rule: MonthDayRule, year: number, month: number, day: number): boolean {
  const lastDay = daysInMonth(year, month)
  switch (rule.kind) {
    case 'unspecified':
      return true
    case 'values':
      return rule.values.has(day)
    case 'last':
      return day === lastDay - rule.offset
    case 'lastWeekday':
      return day === nearestWeekday(year, month, lastDay, lastDay)
    case 'nearestWeekday':
      // No 31st in this month: Quartz skips the month rather than moving to the 30th.
      return rule.day <= lastDay && day === nearestWeekday(year, month, rule.day, lastDay)
  }
}

function matchesWeekDay(rule: WeekDayRule, year: number, month: number, day: number): boolean {
  const weekDay = weekDayOf(year, month, day)
  switch (rule.kind) {
    case 'unspecified':
      return true
    case 'values':
      return rule.values.has(weekDay)
    case 'lastOfMonth':
      return weekDay === rule.weekday && day + 7 > daysInMonth(year, month)
    case 'nth':
      return weekDay === rule.weekday && Math.ceil(day / 7) === rule.nth
  }
}

function firstAtOrAfter(sorted: readonly number[], value: number): number | undefined {
  return sorted.find((candidate) => candidate >= value)
}

/** The first wall-clock time at or after `from` the schedule allows, or null past the year 2099. */
function nextWallMatch(schedule: CronSchedule, from: WallClock): WallClock | null {
  let { year, month, day, hour, minute, second } = from
  for (;;) {
    const nextYear = firstAtOrAfter(schedule.years, year)
    if (nextYear === undefined || nextYear > MAX_YEAR) return null
    if (nextYear !== year) [year, month, day, hour, minute, second] = [nextYear, 1, 1, 0, 0, 0]

    const nextMonth = firstAtOrAfter(schedule.months, month)
    if (nextMonth === undefined) {
      ;[year, month, day, hour, minute, second] = [year + 1, 1, 1, 0, 0, 0]
      continue
    }
    if (nextMonth !== month) [month, day, hour, minute, second] = [nextMonth, 1, 0, 0, 0]

    const lastDay = daysInMonth(year, month)
    let nextDay = day
    while (
      nextDay <= lastDay &&
      !(
        matchesMonthDay(schedule.monthDay, year, month, nextDay) &&
        matchesWeekDay(schedule.weekDay, year, month, nextDay)
      )
    ) {
      nextDay += 1
    }
    if (nextDay > lastDay) {
      ;[month, day, hour, minute, second] = [month + 1, 1, 0, 0, 0]
      if (month > 12) [year, month] = [year + 1, 1]
      continue
    }
    if (nextDay !== day) [day, hour, minute, second] = [nextDay, 0, 0, 0]

    const nextHour = firstAtOrAfter(schedule.hours, hour)
    if (nextHour === undefined) {
      ;[day, hour, minute, second] = [day + 1, 0, 0, 0]
      continue
    }
    if (nextHour !== hour) [hour, minute, second] = [nextHour, 0, 0]

    const nextMinute = firstAtOrAfter(schedule.minutes, minute)
    if (nextMinute === undefined) {
      ;[hour, minute, second] = [hour + 1, 0, 0]
      continue
    }
    if (nextMinute !== minute) [minute, second] = [nextMinute, 0]

    const nextSecond = firstAtOrAfter(schedule.seconds, second)
    if (nextSecond === undefined) {
      ;[minute, second] = [minute + 1, 0]
      continue
    }
    return { year, month, day, hour, minute, second: nextSecond }
  }
}

/** Normalises the carries (`day + 1`, `hour 24`, …) the search leaves behind. */
function normalised(wall: WallClock): WallClock {
  const date = new Date(
    Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second),
  )
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  }
}

/**
 * The next `count` fire times strictly after `fromMs` (epoch ms, whole seconds), evaluated on the
 * wall clock of `timeZone`. An invalid expression gives an empty list (check `validateCron` for the
 * message); so does a schedule with no time left before the end of 2099.
 */
export function nextFireTimes(
  expression: string,
  fromMs: number,
  count: number,
  timeZone: string = DEFAULT_CRON_TIME_ZONE,
): number[] {
  const schedule = parseCron(expression)
  if (!schedule || count <= 0) return []
  const times: number[] = []
  let after = fromMs
  let cursor = wallClockAt(Math.floor(fromMs / 1000) * 1000 + 1000, timeZone)
  while (times.length < count) {
    const match = nextWallMatch(schedule, normalised(cursor))
    if (!match) break
    const epoch = epochOfWallClock(match, timeZone)
    // Around a clock change two wall times can name one instant, or an earlier one: keep order.
    if (epoch > after) {
      times.push(epoch)
      after = epoch
    }
    cursor = { ...match, second: match.second + 1 }
  }
  return times
}

const MINUTE_MS = 60_000

/**
 * How many times the expression fires in the first whole minute after `fromMs` that has any fire
 * at all: 60 for `* * * * * ?`, 12 for `0/5 * * * * ?`, 1 for a daily job, 0 when it never fires.
 */
export function firesInFirstBusyMinute(
  expression: string,
  fromMs: number,
  timeZone: string = DEFAULT_CRON_TIME_ZONE,
): number {
  const nextMinute = Math.floor(fromMs / MINUTE_MS) * MINUTE_MS + MINUTE_MS
  const [first] = nextFireTimes(expression, nextMinute - 1, 1, timeZone)
  if (first === undefined) return 0
  const minuteStart = Math.floor(first / MINUTE_MS) * MINUTE_MS
  return nextFireTimes(expression, minuteStart - 1, 61, timeZone).filter(
    (time) => time < minuteStart + MINUTE_MS,
  ).length
}
