/**
 * Prices: the form takes yuan with at most two decimals, the wire carries whole fen. Converted
 * through the digits, never through floating point (19.99 * 100 is 1998.9999999999998).
 */

/** '19.99', '20', '0.5' (at most 2 decimals, no sign). */
export const YUAN_PATTERN = /^\d{1,6}(\.\d{1,2})?$/

export const YUAN_MESSAGE = '请输入正确的价格（元，最多两位小数）'

/** '19.99' -> 1999; null when `yuan` is not a price (see YUAN_PATTERN). */
export function yuanToFen(yuan: string): number | null {
  const text = yuan.trim()
  if (!YUAN_PATTERN.test(text)) return null
  const [whole, fraction = ''] = text.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/** 1999 -> '19.99', 2000 -> '20', 50 -> '0.5'; '' for null. */
export function fenToYuan(fen: number | null | undefined): string {
  if (fen === null || fen === undefined) return ''
  const whole = Math.floor(fen / 100)
  const cents = String(fen % 100)
    .padStart(2, '0')
    .replace(/0+$/, '')
  return cents ? `${whole}.${cents}` : String(whole)
}

/** How a price reads in the list: 免费, or ¥19.99. */
export function priceText(cost: number, fen: number | null | undefined): string {
  return cost === 1 ? `¥${fenToYuan(fen ?? 0)}` : '免费'
}
