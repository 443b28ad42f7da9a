import dayjs from 'dayjs'
import { formatRelativeTime } from '../relative-time'

const NOW = new Date(2024, 4, 20, 15, 30, 0).getTime()
const SEC = 1000
const MIN = 60 * SEC
const HOUR = 60 * MIN

describe('formatRelativeTime', () => {
  it.each([
    [29 * SEC, '刚刚'],
    [0, '刚刚'],
    [30 * SEC, '1分钟前'],
    [5 * MIN + 1 * SEC, '6分钟前'],
    [59 * MIN, '59分钟前'],
    [HOUR, '1小时前'],
    [HOUR + 1 * SEC, '2小时前'],
    [23 * HOUR, '23小时前'],
    [24 * HOUR, '1天前'],
    [47 * HOUR, '1天前'],
  ])('%i ms ago -> %s', (ago, expected) => {
    expect(formatRelativeTime(NOW - ago, NOW)).toBe(expected)
  })

  it('shows a date from 48 hours on, by default as M月D日H时m分', () => {
    expect(formatRelativeTime(NOW - 48 * HOUR, NOW)).toBe('5月18日15时30分')
  })

  it('uses the given dayjs pattern for older times', () => {
    expect(formatRelativeTime(NOW - 72 * HOUR, NOW, 'YYYY-MM-DD HH:mm')).toBe('2024-05-17 15:30')
  })

  it('accepts Date, date strings and 10-digit epoch seconds', () => {
    expect(formatRelativeTime(new Date(NOW - 2 * MIN), NOW)).toBe('2分钟前')
    const str = dayjs(NOW - 3 * HOUR).format('YYYY-MM-DD HH:mm:ss')
    expect(formatRelativeTime(str, NOW)).toBe('3小时前')
    expect(formatRelativeTime(String(Math.floor((NOW - 10 * MIN) / 1000)), NOW)).toBe('10分钟前')
    expect(formatRelativeTime(Math.floor((NOW - 10 * MIN) / 1000), NOW)).toBe('10分钟前')
  })

  it('gives an empty string for unparsable input', () => {
    expect(formatRelativeTime('not a date', NOW)).toBe('')
  })
})
