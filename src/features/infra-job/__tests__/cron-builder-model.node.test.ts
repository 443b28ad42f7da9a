import { JOB_HANDLER_NAMES } from '@/shared/wire/infra-job'
import { nextFireTimes } from '@/shared/wire/quartz-cron'
import {
  cronText,
  defaultCronParts,
  parseCronParts,
  withPart,
  type CronParts,
} from '../model/cron-fields'
import { firesPerMinute, formatJobTime, nextRuns } from '../model/cron-preview'
import { JOB_HANDLERS } from '../model/job-types'

const set = (parts: CronParts, key: keyof CronParts, changes: Partial<CronParts['day']>) =>
  withPart(parts, key, { ...parts[key], ...changes })

describe('cron builder model', () => {
  it('starts at every second of every day', () => {
    expect(cronText(defaultCronParts())).toBe('* * * * * ?')
  })

  it('writes every kind of part the tabs offer', () => {
    let parts = defaultCronParts()
    parts = set(parts, 'second', { mode: 'specific', specific: [30, 0, 30] })
    parts = set(parts, 'minute', { mode: 'step', stepStart: 5, stepEvery: 15 })
    parts = set(parts, 'hour', { mode: 'range', rangeFrom: 9, rangeTo: 17 })
    parts = set(parts, 'day', { mode: 'workday', workday: 15 })
    expect(cronText(parts)).toBe('0,30 5/15 9-17 15W * ?')
    parts = set(parts, 'day', { mode: 'lastDay' })
    expect(cronText(parts)).toBe('0,30 5/15 9-17 L * ?')
    // Choosing a weekday rule makes the day 不指定, and back.
    parts = set(parts, 'week', { mode: 'nth', nthDay: 2, nthWeek: 3 })
    expect(cronText(parts)).toBe('0,30 5/15 9-17 ? * 2#3')
    parts = set(parts, 'week', { mode: 'lastWeekday', lastWeekday: 6 })
    parts = set(parts, 'year', { mode: 'range', rangeFrom: 2030, rangeTo: 2031 })
    expect(cronText(parts)).toBe('0,30 5/15 9-17 ? * 6L 2030-2031')
    parts = set(parts, 'week', { mode: 'none' })
    expect(cronText(parts)).toBe('0,30 5/15 9-17 * * ? 2030-2031')
  })

  it('reads an expression back into the same parts (names of days and months too)', () => {
    for (const text of [
      '0 0 3 * * ?',
      '0/5 * * * * ?',
      '0 15 10 ? * 6#3',
      '0 0 12 1W * ?',
      '0 0 0 L 1-6 ?',
      '0 0 8 ? * 2,4,6 2030-2031',
    ]) {
      const parts = parseCronParts(text)
      expect(parts).not.toBeNull()
      expect(cronText(parts as CronParts)).toBe(text)
    }
    expect(cronText(parseCronParts('0 0 9 ? JAN-MAR MON') as CronParts)).toBe('0 0 9 ? 1-3 2')
    expect(parseCronParts('0 0 12 LW * ?')).toBeNull()
    expect(parseCronParts('nonsense')).toBeNull()
  })

  it('previews with the evaluator the server uses, in Asia/Shanghai whatever the zone', () => {
    const zone = process.env.TZ
    process.env.TZ = 'America/New_York'
    try {
      const now = Date.UTC(2026, 10, 27, 10, 0, 0)
      const preview = nextRuns('0 0 3 * * ?', now)
      expect(preview.times).toEqual(nextFireTimes('0 0 3 * * ?', now, 5, 'Asia/Shanghai'))
      expect(preview.times.map(formatJobTime)).toEqual([
        '2026-11-28 03:00:00',
        '2026-11-29 03:00:00',
        '2026-11-30 03:00:00',
        '2026-12-01 03:00:00',
        '2026-12-02 03:00:00',
      ])
    } finally {
      process.env.TZ = zone
    }
    expect(nextRuns('* * * * * *', 0)).toEqual({ times: [], error: 'CRON 表达式不正确' })
  })

  it('counts the fires of the first busy minute', () => {
    const now = Date.UTC(2026, 10, 27, 10, 0, 30)
    expect(firesPerMinute('* * * * * ?', now)).toBe(60)
    expect(firesPerMinute('0/5 * * * * ?', now)).toBe(12)
    expect(firesPerMinute('0 0 3 * * ?', now)).toBe(1)
    expect(firesPerMinute('bad', now)).toBe(0)
  })

  it('offers exactly the handlers the sandbox knows', () => {
    expect([...JOB_HANDLERS]).toEqual([...JOB_HANDLER_NAMES])
  })
})
