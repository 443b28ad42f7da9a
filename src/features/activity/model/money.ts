import { fenToYuan } from '@/shared/money'

export const YUAN_MESSAGE = '请输入正确的价格（元，最多两位小数）'

export { fenToYuan, yuanToFen } from '@/shared/money'

/** How a price reads in the list: 免费, or ¥19.99. */
export function priceText(cost: number, fen: number | null | undefined): string {
  return cost === 1 ? `¥${fenToYuan(fen ?? 0)}` : '免费'
}
