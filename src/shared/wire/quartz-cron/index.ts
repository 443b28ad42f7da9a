/**
 * Quartz cron expressions, shared by the sandbox's scheduler (get_next_times, when a job fires)
 * and the console's cron builder (最近5次运行时间, the fires-per-minute warning), so both give the
 * same answer. Self-contained: no imports outside this folder.
 */
import { CRON_INVALID_MESSAGE, parseCron } from './parse'

export { CRON_INVALID_MESSAGE, parseCron, type CronSchedule } from './parse'
export { epochOfWallClock, wallClockAt, type WallClock } from './zoned-wall-clock'
export { DEFAULT_CRON_TIME_ZONE, firesInFirstBusyMinute, nextFireTimes } from './next-fire-times'

/** null when the expression is a valid Quartz expression, else the message to show. */
export function validateCron(expression: string): string | null {
  return parseCron(expression) ? null : CRON_INVALID_MESSAGE
}
