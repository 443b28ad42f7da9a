import { addDateRange } from '../date-range'

describe('addDateRange', () => {
  it('adds createTime with whole-day bounds by default', () => {
    expect(addDateRange({ pageNo: 1 }, ['2024-03-01', '2024-03-05'])).toEqual({
      pageNo: 1,
      createTime: ['2024-03-01 00:00:00', '2024-03-05 23:59:59'],
    })
  })

  it('uses the given property name', () => {
    expect(addDateRange({}, ['2024-03-01', '2024-03-01'], 'payTime')).toEqual({
      payTime: ['2024-03-01 00:00:00', '2024-03-01 23:59:59'],
    })
  })

  it('keeps only the date part of values that carry a time', () => {
    expect(addDateRange({}, ['2024-03-01 10:20:30', '2024-03-05T08:00:00'])).toEqual({
      createTime: ['2024-03-01 00:00:00', '2024-03-05 23:59:59'],
    })
  })

  it('leaves params as they are for an empty or missing range and does not mutate', () => {
    const params = { name: 'x' }
    expect(addDateRange(params, [])).toEqual({ name: 'x' })
    expect(addDateRange(params, null)).toEqual({ name: 'x' })
    expect(addDateRange(params, ['', ''])).toEqual({ name: 'x' })
    const result = addDateRange(params, ['2024-01-01', '2024-01-02'])
    expect(params).toEqual({ name: 'x' })
    expect(result).not.toBe(params)
  })
})
