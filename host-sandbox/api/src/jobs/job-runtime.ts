import type { Database } from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { DEFAULT_CRON_TIME_ZONE } from '../../../../src/shared/wire/quartz-cron'
import type { AppContext } from '../lib/context'
import { registerBuiltinJobHandlers } from './builtin-handlers'
import { createJobScheduler, type JobScheduler } from './scheduler'

// Keyed by the database like the pay runtime: the routes receive ctx, and ctx leads to its db.
const schedulers = new WeakMap<Database, JobScheduler>()

/** The zone cron expressions are read in: SANDBOX_TZ, else Asia/Shanghai. */
export function jobTimeZone(env: NodeJS.ProcessEnv = process.env): string {
  return env.SANDBOX_TZ?.trim() || DEFAULT_CRON_TIME_ZONE
}

/** Whether jobs fire on their cron by default: everything but SANDBOX_JOBS=off. */
export function jobsEnabledByEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.SANDBOX_JOBS?.trim().toLowerCase() !== 'off'
}

export function jobSchedulerOf(db: Database): JobScheduler {
  const scheduler = schedulers.get(db)
  if (!scheduler) throw new Error('定时任务调度器未启动')
  return scheduler
}

/**
 * Makes the app's scheduler: it plans the jobs when the app is ready and stops before the
 * database closes. With `cronEnabled` false nothing fires by itself; 执行一次 still runs.
 */
export function registerJobScheduler(
  app: FastifyInstance,
  ctx: AppContext,
  options: { cronEnabled: boolean; timeZone?: string; pollMs?: number },
): JobScheduler {
  registerBuiltinJobHandlers()
  const scheduler = createJobScheduler({
    ctx,
    timeZone: options.timeZone ?? jobTimeZone(),
    cronEnabled: options.cronEnabled,
    pollMs: options.pollMs,
    warn: (error, what) => app.log.warn({ err: error }, what),
  })
  schedulers.set(ctx.db, scheduler)
  app.addHook('onReady', async () => scheduler.start())
  app.addHook('preClose', async () => scheduler.stop())
  return scheduler
}
