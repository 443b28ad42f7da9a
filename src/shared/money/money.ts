/**
 * Money in the console: the wire carries whole fen (分), people read and type yuan (元) with two
 * decimals. Every conversion goes through the digits, never through floating point
 * (19.99 * 100 is 1998.9999999999998 in a double).
 */

/** The message when a typed amount has a third decimal (the shop's and pay screens' rule). */
export const MONEY_DECIMALS_MESSAGE = '金额最多保留两位小数'

/** The message when a typed amount is not a number at all. */
export const MONEY_FORMAT_MESSAGE = '请输入正确的金额'

const AMOUNT = /^(-)?(\d{1,9})(?:\.(\d+))?$/

export interface YuanOptions {
  /** Accept a leading minus (a price adjustment lowers a price). */
  signed?: boolean
}

/**
 * '19.99' -> 1999, '20' -> 2000, '-0.5' -> -50 (with `signed`); null when `yuan` is not an
 * amount or has more than two decimals (yuanError says which).
 */
export function yuanToFen(yuan: string, options: YuanOptions = {}): number | null {
  const match = AMOUNT.exec(yuan.trim())
  if (!match) return null
  const [, minus, whole, fraction = ''] = match
  if (minus && !options.signed) return null
  if (fraction.length > 2) return null
  const fen = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  return minus ? -fen : fen
}

/** Why `yuan` is not an amount (in Chinese), or null when yuanToFen accepts it. */
export function yuanError(yuan: string, options: YuanOptions = {}): string | null {
  const match = AMOUNT.exec(yuan.trim())
  if (!match || (match[1] && !options.signed)) return MONEY_FORMAT_MESSAGE
  if ((match[3] ?? '').length > 2) return MONEY_DECIMALS_MESSAGE
  return null
}

/** For an input's value: 1999 -> '19.99', 2000 -> '20', 50 -> '0.5'; '' for null. */
export function fenToYuan(fen: number | null | undefined): string {
  if (fen === null || fen === undefined) return ''
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(fen)
  const cents = String(abs % 100)
    .padStart(2, '0')
    .replace(/0+$/, '')
  const whole = Math.floor(abs / 100)
  return `${sign}${cents ? `${whole}.${cents}` : whole}`
}

/** For reading: always two decimals, 1999 -> '19.99', 2000 -> '20.00', -50 -> '-0.50'. */
export function formatYuan(fen: number | null | undefined): string {
  if (fen === null || fen === undefined) return ''
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(fen)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** '¥19.99' (a list cell, a summary figure). */
export function yuanText(fen: number | null | undefined): string {
  return fen === null || fen === undefined ? '' : `¥${formatYuan(fen)}`
}
