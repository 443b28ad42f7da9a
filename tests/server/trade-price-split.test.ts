import { describe, expect, it } from 'vitest'
import { splitAdjustment } from '../../host-sandbox/api/src/mall/trade/order-price'

describe('an order price adjustment split across its items', () => {
  it('gives each item its share rounded down to the fen, the remainder to the last', () => {
    expect(splitAdjustment(100, [1000, 2000, 3001])).toEqual([16, 33, 51])
    expect(splitAdjustment(-1000, [1000, 2000, 3001])).toEqual([-167, -334, -499])
  })

  it('always adds up to the adjustment exactly, and no item is paid below 0', () => {
    const bases = [1, 1, 1, 997, 3]
    for (const adjust of [-1002, -1001, -500, -1, 0, 1, 7, 999_999]) {
      const shares = splitAdjustment(adjust, bases)
      expect(shares.reduce((sum, share) => sum + share, 0)).toBe(adjust)
      shares.forEach((share, i) => expect(bases[i] + share).toBeGreaterThanOrEqual(0))
    }
  })

  it('stays exact when adjustment x price passes 2^53', () => {
    const shares = splitAdjustment(9_000_000_000, [3_000_000_000, 6_000_000_000])
    expect(shares).toEqual([3_000_000_000, 6_000_000_000])
  })

  it('puts everything on a single item', () => {
    expect(splitAdjustment(-250, [1999])).toEqual([-250])
  })
})
