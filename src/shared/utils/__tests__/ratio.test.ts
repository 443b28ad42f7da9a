import { calculatePercentage, calculateRatio } from '../ratio'

describe('calculateRatio', () => {
  it('rounds down to 2 decimals', () => {
    expect(calculateRatio(1, 3)).toBe(0.33)
    expect(calculateRatio(2, 3)).toBe(0.66)
    expect(calculateRatio(1, 4)).toBe(0.25)
    expect(calculateRatio(5, 2)).toBe(2.5)
    expect(calculateRatio(0, 7)).toBe(0)
  })

  it('does not lose a cent to binary floating point', () => {
    expect(calculateRatio(0.29, 1)).toBe(0.29)
    expect(calculateRatio(57, 100)).toBe(0.57)
  })

  it('returns null for a zero or missing divisor', () => {
    expect(calculateRatio(1, 0)).toBeNull()
    expect(calculateRatio(1, null)).toBeNull()
    expect(calculateRatio(1, undefined)).toBeNull()
    expect(calculateRatio(1, Number.NaN)).toBeNull()
  })

  it('treats a missing numerator as 0', () => {
    expect(calculateRatio(undefined, 5)).toBe(0)
    expect(calculateRatio(null, 5)).toBe(0)
  })
})

describe('calculatePercentage', () => {
  it('is the ratio times 100, rounded down to 2 decimals', () => {
    expect(calculatePercentage(1, 3)).toBe(33.33)
    expect(calculatePercentage(2, 3)).toBe(66.66)
    expect(calculatePercentage(1, 8)).toBe(12.5)
    expect(calculatePercentage(1, 0)).toBeNull()
  })
})
