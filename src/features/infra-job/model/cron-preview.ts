import {
  DEFAULT_CRON_TIME_ZONE,
  firesInFirstBusyMinute,
  nextFireTimes,
  validateCron,
  wallClockAt,
} from '@/shared/wire/quartz-cron'

/**
 * Jobs run on the sandbox's clock in Asia/Shanghai: the console shows and computes their times in
 * that zone whatever the browser's own, with the very evaluator the server uses.
 */
export const JOB_TIME_ZONE = DEFAULT_CRON_TIME_ZONE

const two = (n: number) => String(n).padStart(2, '0')

/** `YYYY-MM-DD HH:mm:ss` on the jobs' wall clock. */
export function formatJobTime(epochMs: number): string {
  const wall = wallClockAt(epochMs, JOB_TIME_ZONE)
  return `${wall.year}-${two(wall.month)}-${two(wall.day)} ${two(wall.hour)}:${two(wall.minute)}:${two(wall.second)}`
}

/** The next `count` runs after `now`, or the reason there are none to show. */
export function nextRuns(
  expression: string,
  now: number,
  count = 5,
): { times: number[]; error: string | null } {
  const error = validateCron(expression.trim())
  if (error) return { times: [], error }
  return { times: nextFireTimes(expression.trim(), now, count, JOB_TIME_ZONE), error: null }
}

/** How often a valid expression fires in its first busy minute (0 for an invalid one). */
export function firesPerMinute(expression: string, now: number): number {
  if (validateCron(expression.trim())) return 0
  return firesInFirstBusyMinute(expression.trim(), now, JOB_TIME_ZONE)
}

/** The warning shown (and confirmed before saving) when a job would fire more than once a minute. */
export const busyMinuteWarning = (count: number) => `该表达式每分钟执行 ${count} 次`
