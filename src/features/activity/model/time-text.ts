import { formatDate } from '@/shared/utils'

const MINUTE = 'YYYY-MM-DD HH:mm'

/** 'YYYY-MM-DD HH:mm 至 YYYY-MM-DD HH:mm' (an activity's time or its sign-up window). */
export function timeRangeText(begin: number, end: number): string {
  return `${formatDate(begin, MINUTE)} 至 ${formatDate(end, MINUTE)}`
}
