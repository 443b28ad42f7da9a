/**
 * Quartz cron syntax: `sec min hour day-of-month month day-of-week [year]`. Parsing turns the text
 * into plain sets and day rules the evaluator can test a calendar day against; anything Quartz
 * would refuse (and a few things Quartz accepts but never implemented, such as `L` inside a list)
 * makes the expression invalid.
 */

export const CRON_INVALID_MESSAGE = 'CRON 表达式不正确'

/** Day-of-month rule; `?` means "decided by day-of-week". */
export type MonthDayRule =
  | { kind: 'unspecified' }
  | { kind: 'values'; values: ReadonlySet<number> }
  /** `L` (offset 0) or `L-3`: the last day of the month minus the offset. */
  | { kind: 'last'; offset: number }
  /** `LW`: the last Monday-to-Friday of the month. */
  | { kind: 'lastWeekday' }
  /** `15W`: the Monday-to-Friday nearest the 15th, never leaving the month. */
  | { kind: 'nearestWeekday'; day: number }

/** Day-of-week rule, 1 = Sunday … 7 = Saturday. */
export type WeekDayRule =
  | { kind: 'unspecified' }
  | { kind: 'values'; values: ReadonlySet<number> }
  /** `6L`: the last Friday of the month. */
  | { kind: 'lastOfMonth'; weekday: number }
  /** `6#3`: the third Friday of the month. */
  | { kind: 'nth'; weekday: number; nth: number }

export interface CronSchedule {
  /** Sorted ascending, so the evaluator can jump to the next allowed value. */
  seconds: readonly number[]
  minutes: readonly number[]
  hours: readonly number[]
  months: readonly number[]
  years: readonly number[]
  monthDay: MonthDayRule
  weekDay: WeekDayRule
}

interface FieldRange {
  min: number
  max: number
  names?: readonly string[]
  /** Whether `FRI-MON` style ranges wrap past the maximum (not for years). */
  wraps: boolean
}

const MONTH_NAMES = [
  'JAN',
  'FEB',
  'MAR',
  'APR',
  'MAY',
  'JUN',
  'JUL',
  'AUG',
  'SEP',
  'OCT',
  'NOV',
  'DEC',
]
const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT']

export const MIN_YEAR = 1970
export const MAX_YEAR = 2099

const SECOND: FieldRange = { min: 0, max: 59, wraps: true }
const MINUTE: FieldRange = { min: 0, max: 59, wraps: true }
const HOUR: FieldRange = { min: 0, max: 23, wraps: true }
const MONTH_DAY: FieldRange = { min: 1, max: 31, wraps: true }
const MONTH: FieldRange = { min: 1, max: 12, names: MONTH_NAMES, wraps: true }
const WEEK_DAY: FieldRange = { min: 1, max: 7, names: DAY_NAMES, wraps: true }
const YEAR: FieldRange = { min: MIN_YEAR, max: MAX_YEAR, wraps: false }

class CronSyntaxError extends Error {}

function fail(): never {
  throw new CronSyntaxError(CRON_INVALID_MESSAGE)
}

function parseValue(text: string, range: FieldRange): number {
  if (/^\d+$/.test(text)) {
    const value = Number(text)
    if (value < range.min || value > range.max) fail()
    return value
  }
  const index = range.names?.indexOf(text) ?? -1
  if (index < 0) fail()
  return range.min + index
}

function parseStep(text: string, range: FieldRange): number {
  if (!/^\d+$/.test(text)) fail()
  const step = Number(text)
  // Quartz refuses increments wider than the field (`0/61` seconds); a zero step never advances.
  if (step < 1 || (range.wraps && step > range.max - range.min + 1)) fail()
  return step
}

/** One element of a list: `*`, `5`, `MON`, `1-5`, `*\/15`, `10/5`, `FRI-MON/2`. */
function addElement(element: string, range: FieldRange, into: Set<number>): void {
  const [base, stepText, extra] = element.split('/')
  if (extra !== undefined || base === '') fail()
  const step = stepText === undefined ? 1 : parseStep(stepText, range)
  let start: number
  let end: number
  if (base === '*') {
    start = range.min
    end = range.max
  } else if (base.includes('-')) {
    const [from, to, more] = base.split('-')
    if (more !== undefined || from === '' || to === '') fail()
    start = parseValue(from, range)
    end = parseValue(to, range)
    if (end < start && !range.wraps) fail()
  } else {
    start = parseValue(base, range)
    // `10/5` runs from 10 to the top of the field; a bare `10` is just 10.
    end = stepText === undefined ? start : range.max
  }
  const span = range.max - range.min + 1
  const length = end >= start ? end - start : end + span - start
  for (let offset = 0; offset <= length; offset += step) {
    const value = start + offset
    into.add(value > range.max ? value - span : value)
  }
}

function parseList(field: string, range: FieldRange): number[] {
  if (field === '?') fail()
  const values = new Set<number>()
  for (const element of field.split(',')) addElement(element, range, values)
  return [...values].sort((a, b) => a - b)
}

function parseMonthDay(field: string): MonthDayRule {
  if (field === '?') return { kind: 'unspecified' }
  if (field === 'L') return { kind: 'last', offset: 0 }
  if (field === 'LW') return { kind: 'lastWeekday' }
  const lastOffset = /^L-(\d+)$/.exec(field)
  if (lastOffset) {
    const offset = Number(lastOffset[1])
    if (offset > 30) fail()
    return { kind: 'last', offset }
  }
  const nearest = /^(\d+)W$/.exec(field)
  if (nearest) return { kind: 'nearestWeekday', day: parseValue(nearest[1], MONTH_DAY) }
  // Quartz never implemented L or W inside lists or ranges: refuse rather than guess.
  if (/[LW]/.test(field)) fail()
  return { kind: 'values', values: new Set(parseList(field, MONTH_DAY)) }
}

function parseWeekDay(field: string): WeekDayRule {
  if (field === '?') return { kind: 'unspecified' }
  // A lone `L` in day-of-week is Saturday, the last day of the week.
  if (field === 'L') return { kind: 'values', values: new Set([7]) }
  const last = /^(\w+?)L$/.exec(field)
  if (last) return { kind: 'lastOfMonth', weekday: parseValue(last[1], WEEK_DAY) }
  const nth = /^(\w+)#(\d+)$/.exec(field)
  if (nth) {
    const which = Number(nth[2])
    if (which < 1 || which > 5) fail()
    return { kind: 'nth', weekday: parseValue(nth[1], WEEK_DAY), nth: which }
  }
  if (/[L#]/.test(field)) fail()
  return { kind: 'values', values: new Set(parseList(field, WEEK_DAY)) }
}

function allYears(): number[] {
  const years: number[] = []
  for (let year = MIN_YEAR; year <= MAX_YEAR; year += 1) years.push(year)
  return years
}

/** The parsed schedule, or null when the text is not a Quartz expression this evaluator accepts. */
export function parseCron(expression: string): CronSchedule | null {
  const fields = expression.trim().toUpperCase().split(/\s+/)
  if (fields.length !== 6 && fields.length !== 7) return null
  const [second, minute, hour, monthDay, month, weekDay, year] = fields
  // Exactly one of the two day fields is `?`: both set is ambiguous, neither set never fires.
  if ((monthDay === '?') === (weekDay === '?')) return null
  try {
    return {
      seconds: parseList(second, SECOND),
      minutes: parseList(minute, MINUTE),
      hours: parseList(hour, HOUR),
      months: parseList(month, MONTH),
      years: year === undefined ? allYears() : parseList(year, YEAR),
      monthDay: parseMonthDay(monthDay),
      weekDay: parseWeekDay(weekDay),
    }
  } catch (error) {
    if (error instanceof CronSyntaxError) return null
    throw error
  }
}
