import { formatDate } from '../format-date'

describe('formatDate', () => {
  const millis = new Date(2024, 0, 2, 3, 4, 5).getTime()

  it('formats epoch milliseconds as YYYY-MM-DD HH:mm:ss by default', () => {
    expect(formatDate(millis)).toBe('2024-01-02 03:04:05')
  })

  it('uses the given pattern', () => {
    expect(formatDate(millis, 'YYYY-MM-DD')).toBe('2024-01-02')
    expect(formatDate(new Date(millis), 'HH:mm')).toBe('03:04')
  })

  it('gives an empty string for empty or invalid input', () => {
    expect(formatDate(null)).toBe('')
    expect(formatDate(undefined)).toBe('')
    expect(formatDate('')).toBe('')
    expect(formatDate('garbage')).toBe('')
  })
})
