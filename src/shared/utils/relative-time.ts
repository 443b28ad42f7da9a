import dayjs from 'dayjs'

export const DEFAULT_RELATIVE_TIME_PATTERN = 'M月D日H时m分'

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** Epoch ms; a 10-digit value (number or digit string) is read as epoch seconds. */
function toMillis(time: number | string | Date): number {
  if (time instanceof Date) return time.getTime()
  if (typeof time === 'number') return String(Math.trunc(time)).length === 10 ? time * 1000 : time
  const trimmed = time.trim()
  if (/^\d+$/.test(trimmed)) return trimmed.length === 10 ? Number(trimmed) * 1000 : Number(trimmed)
  return dayjs(trimmed).valueOf()
}

/**
 * Relative time: under 30 s '刚刚', under 1 h 'N分钟前', under 24 h
 * 'N小时前', under 48 h '1天前' (N rounded up), older times as a date (default 'M月D日H时m分').
 * Unparsable input gives ''.
 */
export function formatRelativeTime(
  time: number | string | Date,
  now: number = Date.now(),
  pattern?: string,
): string {
  const millis = toMillis(time)
  if (Number.isNaN(millis)) return ''
  const diff = (now - millis) / 1000
  if (diff < 30) return '刚刚'
  if (diff < HOUR) return `${Math.ceil(diff / MINUTE)}分钟前`
  if (diff < DAY) return `${Math.ceil(diff / HOUR)}小时前`
  if (diff < 2 * DAY) return '1天前'
  return dayjs(millis).format(pattern || DEFAULT_RELATIVE_TIME_PATTERN)
}
