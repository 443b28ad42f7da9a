import { describe, expect, it } from 'vitest'
import { MONEY_DECIMALS_MESSAGE, fenToYuan, formatYuan, yuanError, yuanText, yuanToFen } from '..'

describe('money in fen and yuan', () => {
  it('converts typed yuan to whole fen exactly', () => {
    expect(yuanToFen('19.99')).toBe(1999)
    expect(yuanToFen('0.07')).toBe(7)
    expect(yuanToFen(' 20 ')).toBe(2000)
    expect(yuanToFen('1.1')).toBe(110)
    expect(yuanToFen('-3.5')).toBeNull()
    expect(yuanToFen('-3.5', { signed: true })).toBe(-350)
  })

  it('refuses a third decimal with its own message', () => {
    expect(yuanToFen('1.999')).toBeNull()
    expect(yuanError('1.999')).toBe(MONEY_DECIMALS_MESSAGE)
    expect(yuanError('abc')).toBe('请输入正确的金额')
    expect(yuanError('-1')).toBe('请输入正确的金额')
    expect(yuanError('-1', { signed: true })).toBeNull()
  })

  it('reads fen back as yuan for inputs and for display', () => {
    expect(fenToYuan(1999)).toBe('19.99')
    expect(fenToYuan(2000)).toBe('20')
    expect(fenToYuan(-50)).toBe('-0.5')
    expect(formatYuan(2000)).toBe('20.00')
    expect(formatYuan(-5)).toBe('-0.05')
    expect(yuanText(1999)).toBe('¥19.99')
    expect(yuanText(null)).toBe('')
  })

  it('round-trips every cent of the first thousand yuan', () => {
    for (let fen = 0; fen <= 100_000; fen += 1) {
      if (yuanToFen(formatYuan(fen)) !== fen) throw new Error(`${fen} did not round-trip`)
    }
  })
})
