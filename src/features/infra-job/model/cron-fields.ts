/**
 * The cron builder's model: one part per field of a Quartz expression (秒 分钟 小时 日 月 周 年), how
 * each part is written, and how an existing expression is read back into parts. Plain TypeScript,
 * no React: the dialog renders it, the tests run it.
 */

export type CronFieldKey = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'week' | 'year'

export type CronPartMode =
  /** `*` */
  | 'every'
  /** `?` (day and week only) */
  | 'none'
  /** year only: no seventh field */
  | 'empty'
  /** `from-to` */
  | 'range'
  /** `start/every` */
  | 'step'
  /** `nW`: the weekday nearest to day n */
  | 'workday'
  /** `L`: the month's last day */
  | 'lastDay'
  /** `d#n`: the n-th weekday d of the month */
  | 'nth'
  /** `dL`: the month's last weekday d */
  | 'lastWeekday'
  /** `a,b,c` */
  | 'specific'

export interface CronPart {
  mode: CronPartMode
  rangeFrom: number
  rangeTo: number
  stepStart: number
  stepEvery: number
  workday: number
  nthWeek: number
  nthDay: number
  lastWeekday: number
  specific: number[]
}

export type CronParts = Record<CronFieldKey, CronPart>

export interface CronFieldSpec {
  key: CronFieldKey
  /** The tab's title. */
  label: string
  min: number
  max: number
  /** What one unit is called in the option texts (秒, 分钟, 时, 日, 月, 周, 年). */
  unit: string
  modes: readonly CronPartMode[]
}

const FIRST_YEAR = new Date().getFullYear()

export const CRON_FIELDS: readonly CronFieldSpec[] = [
  {
    key: 'second',
    label: '秒',
    min: 0,
    max: 59,
    unit: '秒',
    modes: ['every', 'range', 'step', 'specific'],
  },
  {
    key: 'minute',
    label: '分钟',
    min: 0,
    max: 59,
    unit: '分钟',
    modes: ['every', 'range', 'step', 'specific'],
  },
  {
    key: 'hour',
    label: '小时',
    min: 0,
    max: 23,
    unit: '时',
    modes: ['every', 'range', 'step', 'specific'],
  },
  {
    key: 'day',
    label: '日',
    min: 1,
    max: 31,
    unit: '日',
    modes: ['every', 'none', 'range', 'step', 'workday', 'lastDay', 'specific'],
  },
  {
    key: 'month',
    label: '月',
    min: 1,
    max: 12,
    unit: '月',
    modes: ['every', 'range', 'step', 'specific'],
  },
  {
    key: 'week',
    label: '周',
    min: 1,
    max: 7,
    unit: '周',
    modes: ['none', 'every', 'range', 'nth', 'lastWeekday', 'specific'],
  },
  {
    key: 'year',
    label: '年',
    min: FIRST_YEAR,
    max: 2099,
    unit: '年',
    modes: ['empty', 'every', 'range'],
  },
]

export const cronFieldSpec = (key: CronFieldKey): CronFieldSpec =>
  CRON_FIELDS.find((field) => field.key === key) as CronFieldSpec

/** Quartz numbers the days of the week from Sunday: 1 周日 … 7 周六. */
export const WEEKDAY_NAMES = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const
const WEEKDAY_CODES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const
const MONTH_CODES = [
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

function defaultPart(spec: CronFieldSpec, mode: CronPartMode): CronPart {
  return {
    mode,
    rangeFrom: spec.min,
    rangeTo: Math.min(spec.min + 1, spec.max),
    stepStart: spec.min,
    stepEvery: 1,
    workday: 1,
    nthWeek: 1,
    nthDay: 2,
    lastWeekday: 2,
    specific: [],
  }
}

/** Every second, every day: the builder's starting point for a blank expression. */
export function defaultCronParts(): CronParts {
  const parts = {} as CronParts
  for (const spec of CRON_FIELDS) {
    const mode = spec.key === 'week' ? 'none' : spec.key === 'year' ? 'empty' : 'every'
    parts[spec.key] = defaultPart(spec, mode)
  }
  return parts
}

/** One field's text. A specific choice with nothing ticked yet reads as its smallest value. */
export function partText(key: CronFieldKey, part: CronPart): string {
  const spec = cronFieldSpec(key)
  switch (part.mode) {
    case 'every':
      return '*'
    case 'none':
      return '?'
    case 'empty':
      return ''
    case 'range':
      return `${part.rangeFrom}-${part.rangeTo}`
    case 'step':
      return `${part.stepStart}/${part.stepEvery}`
    case 'workday':
      return `${part.workday}W`
    case 'lastDay':
      return 'L'
    case 'nth':
      return `${part.nthDay}#${part.nthWeek}`
    case 'lastWeekday':
      return `${part.lastWeekday}L`
    case 'specific': {
      const values = [...new Set(part.specific)].sort((a, b) => a - b)
      return values.length ? values.join(',') : String(spec.min)
    }
  }
}

/** The whole expression: six fields, a seventh when a year is chosen. */
export function cronText(parts: CronParts): string {
  return CRON_FIELDS.map((spec) => partText(spec.key, parts[spec.key]))
    .filter((text, index) => index < 6 || text !== '')
    .join(' ')
}

/**
 * Day of month and day of week exclude each other in Quartz: choosing anything but 不指定 on one
 * makes the other 不指定.
 */
export function withPart(parts: CronParts, key: CronFieldKey, part: CronPart): CronParts {
  const next = { ...parts, [key]: part }
  if (key === 'day' && part.mode !== 'none') next.week = { ...parts.week, mode: 'none' }
  if (key === 'week' && part.mode !== 'none') next.day = { ...parts.day, mode: 'none' }
  if (key === 'day' && part.mode === 'none' && parts.week.mode === 'none') {
    next.week = { ...parts.week, mode: 'every' }
  }
  if (key === 'week' && part.mode === 'none' && parts.day.mode === 'none') {
    next.day = { ...parts.day, mode: 'every' }
  }
  return next
}

function numberOf(key: CronFieldKey, token: string): number | null {
  const upper = token.toUpperCase()
  if (key === 'week') {
    const index = (WEEKDAY_CODES as readonly string[]).indexOf(upper)
    if (index >= 0) return index + 1
  }
  if (key === 'month') {
    const index = MONTH_CODES.indexOf(upper)
    if (index >= 0) return index + 1
  }
  return /^\d+$/.test(token) ? Number(token) : null
}

function parsePart(key: CronFieldKey, text: string): CronPart | null {
  const spec = cronFieldSpec(key)
  const base = defaultPart(spec, 'every')
  const inBounds = (n: number | null): n is number =>
    n !== null && n >= (key === 'year' ? 1970 : spec.min) && n <= spec.max
  if (text === '*') return base
  if (text === '?' && (key === 'day' || key === 'week')) return { ...base, mode: 'none' }
  if (text === '' && key === 'year') return { ...base, mode: 'empty' }
  if (text === 'L' && key === 'day') return { ...base, mode: 'lastDay' }
  let match = /^(\w+)-(\w+)$/.exec(text)
  if (match) {
    const [from, to] = [numberOf(key, match[1]), numberOf(key, match[2])]
    return inBounds(from) && inBounds(to)
      ? { ...base, mode: 'range', rangeFrom: from, rangeTo: to }
      : null
  }
  match = /^(\*|\w+)\/(\d+)$/.exec(text)
  if (match && key !== 'week' && key !== 'year') {
    const start = match[1] === '*' ? spec.min : numberOf(key, match[1])
    const every = Number(match[2])
    return inBounds(start) && every >= 1
      ? { ...base, mode: 'step', stepStart: start, stepEvery: every }
      : null
  }
  match = /^(\d+)W$/.exec(text)
  if (match && key === 'day') {
    const day = Number(match[1])
    return inBounds(day) ? { ...base, mode: 'workday', workday: day } : null
  }
  match = /^(\w+)#([1-5])$/.exec(text)
  if (match && key === 'week') {
    const day = numberOf(key, match[1])
    return inBounds(day) ? { ...base, mode: 'nth', nthDay: day, nthWeek: Number(match[2]) } : null
  }
  match = /^(\w+)L$/.exec(text)
  if (match && key === 'week') {
    const day = numberOf(key, match[1])
    return inBounds(day) ? { ...base, mode: 'lastWeekday', lastWeekday: day } : null
  }
  if (/^\w+(,\w+)*$/.test(text) && key !== 'year') {
    const values = text.split(',').map((token) => numberOf(key, token))
    return values.every(inBounds) ? { ...base, mode: 'specific', specific: values } : null
  }
  return null
}

/**
 * Reads an expression back into the builder's parts; null when it has a form the builder cannot
 * show (e.g. `1-5/2`, `LW`, `L-3`), so the caller starts from the defaults instead.
 */
export function parseCronParts(expression: string): CronParts | null {
  const texts = expression.trim().split(/\s+/)
  if (texts.length < 6 || texts.length > 7) return null
  const parts = {} as CronParts
  for (const [index, spec] of CRON_FIELDS.entries()) {
    const part = parsePart(spec.key, texts[index] ?? '')
    if (!part) return null
    parts[spec.key] = part
  }
  return parts
}
