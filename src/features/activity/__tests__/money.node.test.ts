import { describe, expect, it } from 'vitest'
import { fenToYuan, priceText, yuanToFen } from '../model/money'

describe('prices: yuan in the form, fen on the wire', () => {
  it('converts yuan to fen exactly, without floating point', () => {
    expect(yuanToFen('19.99')).toBe(1999)
    // 0.29 * 100 is 28.999999999999996 in floating point.
    expect(yuanToFen('0.29')).toBe(29)
    expect(yuanToFen('1.1')).toBe(110)
    expect(yuanToFen('20')).toBe(2000)
    expect(yuanToFen(' 88.8 ')).toBe(8880)
  })

  it('refuses what is not a price', () => {
    for (const text of ['', '1.999', '-5', 'abc', '1,5', '.5', '1234567']) {
      expect(yuanToFen(text), text).toBeNull()
    }
  })

  it('shows fen as yuan the way staff type it', () => {
    expect(fenToYuan(1999)).toBe('19.99')
    expect(fenToYuan(2000)).toBe('20')
    expect(fenToYuan(50)).toBe('0.5')
    expect(fenToYuan(5)).toBe('0.05')
    expect(fenToYuan(null)).toBe('')
    for (const fen of [1, 29, 110, 1999, 123456]) expect(yuanToFen(fenToYuan(fen))).toBe(fen)
    expect(priceText(1, 1999)).toBe('¥19.99')
    expect(priceText(0, 0)).toBe('免费')
  })
})
