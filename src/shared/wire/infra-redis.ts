import { z } from 'zod'

// Redis 监控: GET /infra/redis/get-monitor-info (docs/api-logs.md#redis).

/** One line of INFO commandstats: how often a command ran and its total time. */
export const redisCommandStat = z.object({
  command: z.string(),
  calls: z.number().int().min(0),
  /** Total microseconds spent in the command. */
  usec: z.number().int().min(0),
})

export const redisMonitorInfo = z.object({
  /** INFO's `name:value` lines as they are (every value a string). */
  info: z.record(z.string(), z.string()),
  dbSize: z.number().int().min(0),
  commandStats: z.array(redisCommandStat),
})

export type RedisCommandStat = z.output<typeof redisCommandStat>
export type RedisMonitorInfo = z.output<typeof redisMonitorInfo>
