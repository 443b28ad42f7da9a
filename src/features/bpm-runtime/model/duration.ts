const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * How long a task took, as the task lists and the approval timeline show it (耗时): the two or
 * three largest units from days down, or seconds for less than a minute.
 * 90061000 -> 1天1小时1分钟, 3660000 -> 1小时1分钟, 60000 -> 1分钟, 1500 -> 1秒, 0 -> 0秒.
 * Units below the largest ones are dropped, not rounded: 1天0小时59分钟 never shows as 1天1小时.
 * No duration (a task still open) is the empty text.
 */
export function formatDuration(ms: number | null | undefined): string {
  if (ms == null || !Number.isFinite(ms)) return ''
  const total = Math.max(0, ms)
  const days = Math.floor(total / DAY)
  const hours = Math.floor((total % DAY) / HOUR)
  const minutes = Math.floor((total % HOUR) / MINUTE)
  const seconds = Math.floor((total % MINUTE) / SECOND)
  if (days > 0) return `${days}天${hours}小时${minutes}分钟`
  if (hours > 0) return `${hours}小时${minutes}分钟`
  if (minutes > 0) return `${minutes}分钟`
  return `${seconds}秒`
}
