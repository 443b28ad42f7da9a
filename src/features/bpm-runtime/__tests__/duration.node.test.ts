import { describe, expect, it } from 'vitest'
import { formatDuration } from '../model/duration'

describe('formatDuration (耗时)', () => {
  it('shows days, hours and minutes once a day has passed', () => {
    expect(formatDuration(((2 * 24 + 3) * 60 + 4) * 60_000 + 59_000)).toBe('2天3小时4分钟')
    expect(formatDuration(24 * 3600_000)).toBe('1天0小时0分钟')
  })

  it('shows hours and minutes below a day, minutes below an hour', () => {
    expect(formatDuration(3600_000 + 60_000)).toBe('1小时1分钟')
    expect(formatDuration(59 * 60_000 + 59_000)).toBe('59分钟')
  })

  it('shows seconds below a minute, 0秒 for nothing, and nothing for an open task', () => {
    expect(formatDuration(1_999)).toBe('1秒')
    expect(formatDuration(0)).toBe('0秒')
    expect(formatDuration(null)).toBe('')
    expect(formatDuration(undefined)).toBe('')
  })
})
