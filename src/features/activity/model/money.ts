import { fenToYuan, yuanToFen as sharedYuanToFen } from '@/shared/money'

/** An activity price: positive, at most six digits before the point (the server's 100,000 yuan). */
const YUAN_PATTERN = /^\d{1,6}(\.\d{1,2})?$/

export const YUAN_MESSAGE = '请输入正确的价格（元，最多两位小数）'

export { fenToYuan }

/** '19.99' -> 1999; null when `yuan` is not an activity price. */
export function yuanToFen(yuan: string): number | null {
  return YUAN_PATTERN.test(yuan.trim()) ? sharedYuanToFen(yuan) : null
}

/** How a price reads in the list: 免费, or ¥19.99. */
export function priceText(cost: number, fen: number | null | undefined): string {
  return cost === 1 ? `¥${fenToYuan(fen ?? 0)}` : '免费'
}
