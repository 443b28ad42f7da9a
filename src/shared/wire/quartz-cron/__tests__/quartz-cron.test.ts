/**
 * The Quartz cron evaluator the scheduler and the cron builder share. Expected times are written
 * as wall-clock times in the evaluation zone and were checked against a calendar.
 */
import { describe, expect, it } from 'vitest'
import { firesInFirstBusyMinute, nextFireTimes, validateCron } from '..'

const HOUR_MS = 3600_000

/** An instant given as Asia/Shanghai wall-clock time (UTC+8 all year, no daylight saving). */
function shanghai(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): number {
  return Date.UTC(year, month - 1, day, hour, minute, second) - 8 * HOUR_MS
}

function utc(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  return Date.UTC(year, month - 1, day, hour, minute, second)
}

/** Noon fires as `YYYY-MM-DD` dates in Shanghai, for day-rule tests. */
function days(expression: string, from: number, count: number): string[] {
  return nextFireTimes(expression, from, count).map((time) =>
    new Date(time + 8 * HOUR_MS).toISOString().slice(0, 10),
  )
}

describe('validateCron', () => {
  it.each([
    '0 * * * * ?',
    '0/5 * * * * ?',
    '0 0 3 * * ?',
    '* * * * * ?',
    '0 15 10 ? * MON-FRI',
    '0 15 10 ? * mon-fri',
    '0 0 12 ? * 2L',
    '0 0 12 ? * FRIL',
    '0 0 12 ? * 6#3',
    '0 0 12 ? * MON#2',
    '0 0 12 L * ?',
    '0 0 12 L-3 * ?',
    '0 0 12 LW * ?',
    '0 0 12 15W * ?',
    '0 0 12 1 JAN-DEC ? 2027',
    '0 0 12 1 1 ? 2027-2030/2',
    '0 0 22-2 * * ?',
    '0 0,30 8-18/2 ? * SUN,SAT',
    '  0   0 12 * * ?  ',
  ])('accepts %s', (expression) => {
    expect(validateCron(expression)).toBeNull()
  })

  it.each([
    ['* * * * * *', 'neither day field is ?'],
    ['0 0 12 ? * ?', 'both day fields are ?'],
    ['0 0 12 1 * MON', 'both day fields are set'],
    ['0 * * * ?', 'five fields'],
    ['0 0 12 * * ? 2027 1', 'eight fields'],
    ['', 'empty'],
    ['abc', 'not cron'],
    ['60 * * * * ?', 'second 60'],
    ['0 60 * * * ?', 'minute 60'],
    ['0 0 24 * * ?', 'hour 24'],
    ['0 0 12 0 * ?', 'day 0'],
    ['0 0 12 32 * ?', 'day 32'],
    ['0 0 12 1 13 ?', 'month 13'],
    ['0 0 12 ? * 8', 'weekday 8'],
    ['0 0 12 ? * 0', 'weekday 0 (Sunday is 1)'],
    ['0 0 12 ? * FOO', 'unknown day name'],
    ['0 0 12 ? JANUARY *', 'long month name'],
    ['0/0 * * * * ?', 'step 0'],
    ['0/61 * * * * ?', 'step wider than the field'],
    ['0 0 12 L,15 * ?', 'L inside a list'],
    ['0 0 12 32W * ?', 'W after day 32'],
    ['0 0 12 1-5W * ?', 'W on a range'],
    ['0 0 12 ? * 6#6', 'a sixth Friday'],
    ['0 0 12 ? * 6#0', 'a zeroth Friday'],
    ['0 0 12 ? * 6,7#2', '# inside a list'],
    ['0 0 12 1 * ? 1969', 'year before 1970'],
    ['0 0 12 1 * ? 2100', 'year after 2099'],
    ['0 0 12 1 * ? 2030-2027', 'a backwards year range'],
    ['1-2-3 * * * * ?', 'a double range'],
    ['*/ * * * * ?', 'a step without a number'],
    ['? * * * * ?', '? in the seconds'],
  ])('refuses %s (%s)', (expression) => {
    expect(validateCron(expression)).toBe('CRON 表达式不正确')
  })
})

describe('nextFireTimes in Asia/Shanghai (the default zone)', () => {
  it('gives times strictly after the start, seconds first', () => {
    const from = shanghai(2026, 11, 27, 17, 0, 0)
    expect(nextFireTimes('0/5 * * * * ?', from, 3)).toEqual([
      shanghai(2026, 11, 27, 17, 0, 5),
      shanghai(2026, 11, 27, 17, 0, 10),
      shanghai(2026, 11, 27, 17, 0, 15),
    ])
    expect(nextFireTimes('0 * * * * ?', from + 500, 2)).toEqual([
      shanghai(2026, 11, 27, 17, 1),
      shanghai(2026, 11, 27, 17, 2),
    ])
  })

  it('runs a daily job at the Shanghai hour whatever the zone of the process', () => {
    const from = shanghai(2026, 11, 27, 17)
    const expected = [shanghai(2026, 11, 28, 3), shanghai(2026, 11, 29, 3)]
    expect(nextFireTimes('0 0 3 * * ?', from, 2)).toEqual(expected)
    const previous = process.env.TZ
    try {
      process.env.TZ = 'America/Los_Angeles'
      expect(nextFireTimes('0 0 3 * * ?', from, 2)).toEqual(expected)
    } finally {
      process.env.TZ = previous
    }
  })

  it('numbers the days of the week from 1 = Sunday', () => {
    // 2026-11-27 is a Friday.
    expect(days('0 0 12 ? * 1', shanghai(2026, 11, 27), 1)).toEqual(['2026-11-29'])
    expect(days('0 0 12 ? * SAT', shanghai(2026, 11, 27), 1)).toEqual(['2026-11-28'])
    expect(days('0 0 12 ? * L', shanghai(2026, 11, 27), 1)).toEqual(['2026-11-28'])
    expect(days('0 0 12 ? * MON-FRI', shanghai(2026, 11, 27, 13), 2)).toEqual([
      '2026-11-30',
      '2026-12-01',
    ])
  })

  it('takes the last day of every month, leap years included (L)', () => {
    expect(days('0 0 12 L * ?', shanghai(2028, 1, 15), 4)).toEqual([
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
      '2028-04-30',
    ])
    expect(days('0 0 12 L * ?', shanghai(2027, 2, 1), 1)).toEqual(['2027-02-28'])
    expect(days('0 0 12 L-2 * ?', shanghai(2027, 2, 1), 2)).toEqual(['2027-02-26', '2027-03-29'])
  })

  it('takes the last weekday of the month (LW)', () => {
    expect(days('0 0 12 LW * ?', shanghai(2026, 1, 1), 6)).toEqual([
      '2026-01-30', // the 31st is a Saturday
      '2026-02-27', // the 28th is a Saturday
      '2026-03-31',
      '2026-04-30',
      '2026-05-29', // the 31st is a Sunday
      '2026-06-30',
    ])
  })

  it('takes the weekday nearest a day, never leaving the month (W)', () => {
    expect(days('0 0 12 15W * ?', shanghai(2026, 1, 1), 3)).toEqual([
      '2026-01-15',
      '2026-02-16', // the 15th is a Sunday: Monday
      '2026-03-16',
    ])
    expect(days('0 0 12 15W * ?', shanghai(2026, 8, 1), 1)).toEqual(['2026-08-14']) // Saturday: Friday
    // The 1st of August 2026 is a Saturday: not back to July 31st but on to Monday the 3rd.
    expect(days('0 0 12 1W * ?', shanghai(2026, 7, 20), 1)).toEqual(['2026-08-03'])
    // The 31st of May 2026 is a Sunday: not on to June 1st but back to Friday the 29th.
    expect(days('0 0 12 31W * ?', shanghai(2026, 5, 1), 1)).toEqual(['2026-05-29'])
    // Months without a 31st are skipped.
    expect(days('0 0 12 31W * ?', shanghai(2026, 6, 1), 1)).toEqual(['2026-07-31'])
  })

  it('takes the nth and the last weekday of a month (# and nL)', () => {
    expect(days('0 0 12 ? * 6#3', shanghai(2026, 1, 1), 3)).toEqual([
      '2026-01-16',
      '2026-02-20',
      '2026-03-20',
    ])
    // Only some months have a fifth Friday.
    expect(days('0 0 12 ? * FRI#5', shanghai(2026, 1, 1), 3)).toEqual([
      '2026-01-30',
      '2026-05-29',
      '2026-07-31',
    ])
    expect(days('0 0 12 ? * 2L', shanghai(2026, 1, 1), 3)).toEqual([
      '2026-01-26',
      '2026-02-23',
      '2026-03-30',
    ])
  })

  it('honours the year field and stops when the years run out', () => {
    expect(nextFireTimes('0 0 0 1 1 ? 2028', shanghai(2026, 11, 27), 3)).toEqual([
      shanghai(2028, 1, 1),
    ])
    expect(nextFireTimes('0 0 0 1 1 ? 2020', shanghai(2026, 11, 27), 3)).toEqual([])
    expect(days('0 0 12 1 1 ? 2027-2031/2', shanghai(2026, 1, 1), 5)).toEqual([
      '2027-01-01',
      '2029-01-01',
      '2031-01-01',
    ])
  })

  it('finds the 29th of February only in leap years', () => {
    expect(days('0 0 12 29 2 ?', shanghai(2026, 11, 27), 3)).toEqual([
      '2028-02-29',
      '2032-02-29',
      '2036-02-29',
    ])
    // 2100 is not a leap year, but it is past Quartz's last year anyway.
    expect(days('0 0 12 29 2 ?', shanghai(2096, 3, 1), 3)).toEqual([])
  })

  it('wraps ranges past the top of a field and reads steps, lists and names', () => {
    expect(
      nextFireTimes('0 0 22-1 * * ?', shanghai(2026, 11, 27, 12), 4).map((time) =>
        new Date(time + 8 * HOUR_MS).getUTCHours(),
      ),
    ).toEqual([22, 23, 0, 1])
    expect(days('0 0 12 1 jan,jul ?', shanghai(2026, 3, 1), 2)).toEqual([
      '2026-07-01',
      '2027-01-01',
    ])
    expect(
      nextFireTimes('0 10/20 * * * ?', shanghai(2026, 1, 1), 3).map((time) =>
        new Date(time).getUTCMinutes(),
      ),
    ).toEqual([10, 30, 50])
  })

  it('gives nothing for an invalid expression', () => {
    expect(nextFireTimes('* * * * * *', shanghai(2026, 1, 1), 5)).toEqual([])
  })
})

describe('nextFireTimes in a zone with daylight saving', () => {
  it('keeps the wall-clock hour across the change', () => {
    // New York moves from UTC-5 to UTC-4 on Sunday 2026-03-08.
    expect(nextFireTimes('0 0 9 * * ?', utc(2026, 3, 7), 2, 'America/New_York')).toEqual([
      utc(2026, 3, 7, 14),
      utc(2026, 3, 8, 13),
    ])
  })

  it('runs a time the clocks skip just after the gap, and still once a day', () => {
    expect(nextFireTimes('0 30 2 * * ?', utc(2026, 3, 7, 12), 2, 'America/New_York')).toEqual([
      utc(2026, 3, 8, 7, 30), // 02:30 does not exist that night: 03:30 EDT
      utc(2026, 3, 9, 6, 30),
    ])
  })

  it('differs from Shanghai by the zones offset', () => {
    const from = utc(2026, 6, 1)
    const [london] = nextFireTimes('0 0 12 * * ?', from, 1, 'Europe/London')
    const [shanghaiNoon] = nextFireTimes('0 0 12 * * ?', from, 1)
    expect(london).toBe(utc(2026, 6, 1, 11))
    expect(shanghaiNoon).toBe(utc(2026, 6, 1, 4))
  })
})

describe('firesInFirstBusyMinute', () => {
  const from = shanghai(2026, 11, 27, 9, 15, 30)

  it.each([
    ['* * * * * ?', 60],
    ['0/5 * * * * ?', 12],
    ['0,30 * * * * ?', 2],
    ['0 * * * * ?', 1],
    ['0 0 3 * * ?', 1],
    // The first minute with any fire is 12:00, where it fires every second.
    ['* 0 12 * * ?', 60],
    ['0 0 0 1 1 ? 2020', 0],
    ['not cron', 0],
  ])('%s fires %i times', (expression, count) => {
    expect(firesInFirstBusyMinute(expression, from)).toBe(count)
  })
})
