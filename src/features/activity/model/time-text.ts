import { formatDate } from '@/shared/utils'

/**
 * 'YYYY-MM-DD HH:mm 至 HH:mm' within one day, 'YYYY-MM-DD HH:mm 至 MM-DD HH:mm' within one year,
 * else both whole: an activity's time or its sign-up window, short enough for a list cell.
 */
export function timeRangeText(begin: number, end: number): string {
  const from = formatDate(begin, 'YYYY-MM-DD HH:mm')
  const sameYear = formatDate(begin, 'YYYY') === formatDate(end, 'YYYY')
  const sameDay = sameYear && formatDate(begin, 'MM-DD') === formatDate(end, 'MM-DD')
  const to = formatDate(end, sameDay ? 'HH:mm' : sameYear ? 'MM-DD HH:mm' : 'YYYY-MM-DD HH:mm')
  return `${from} 至 ${to}`
}
