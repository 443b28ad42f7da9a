import { randomUUID } from 'node:crypto'
import { setMaxListeners } from 'node:events'
import { JOB_STATUS } from '../../../../src/shared/wire/infra-job'
import { nextFireTimes } from '../../../../src/shared/wire/quartz-cron'
import type { AppContext } from '../lib/context'
import { waitOnClock } from './clock-wait'
import { jobHandler, type JobContext } from './handlers'
import {
  acquireLease,
  failAbandonedLogs,
  findJob,
  finishLog,
  jobsInStatus,
  releaseLease,
  renewLease,
  startLog,
  type JobRow,
} from './job-store'

export const UNKNOWN_HANDLER_RESULT = '定时任务的处理器不存在'
export const TIMEOUT_RESULT = '执行超时'

/** How long a lease lasts without renewal: a crashed process frees its jobs after this. */
export const LEASE_MS = 60_000
const LEASE_RENEW_MS = 10_000
const STOP_WAIT_MS = 5000

export interface JobSchedulerOptions {
  ctx: AppContext
  timeZone: string
  /** false: jobs never fire on their cron (执行一次 still runs them). */
  cronEnabled: boolean
  /** How often due fires are looked for (real ms); the clock itself is ctx.now. */
  pollMs?: number
  warn: (error: unknown, what: string) => void
}

export interface JobScheduler {
  /** Plans every job in status 1 from now (fires missed while stopped are not replayed). */
  start(): void
  /** Stops planning, aborts running tries and waits for them to record their end. */
  stop(): Promise<void>
  /** Re-reads one job after a write (created, changed, paused, resumed, deleted). */
  reload(jobId: number): void
  /** Runs the job once now, whatever its status; after the current run when one is going. */
  trigger(jobId: number): void
  /** Resolves when no run of this scheduler is going (tests, the bench). */
  idle(): Promise<void>
  readonly timeZone: string
}

interface Planned {
  cron: string
  nextFire: number | undefined
}

export function createJobScheduler(options: JobSchedulerOptions): JobScheduler {
  const { ctx, timeZone, warn } = options
  const pollMs = options.pollMs ?? 200
  const owner = randomUUID()
  const closing = new AbortController()
  // Every running try listens for the app closing: 200 jobs due at once are 200 listeners.
  setMaxListeners(0, closing.signal)
  const planned = new Map<number, Planned>()
  const running = new Map<number, Promise<void>>()
  const triggered = new Set<number>()
  const jobContext: JobContext = { app: ctx, timeZone, warn }
  let timer: NodeJS.Timeout | undefined
  let started = false

  const dbOpen = () => ctx.db.open && !closing.signal.aborted

  const plan = (job: JobRow) => {
    const [nextFire] = nextFireTimes(job.cron_expression, ctx.now(), 1, timeZone)
    planned.set(job.id, { cron: job.cron_expression, nextFire })
  }

  /** One try of the handler, with the job's timeout; never throws. */
  async function attempt(job: JobRow): Promise<{ success: boolean; result: string }> {
    const handler = jobHandler(job.handler_name)
    if (!handler) return { success: false, result: UNKNOWN_HANDLER_RESULT }
    const tryAbort = new AbortController()
    const stopTry = () => tryAbort.abort(new Error('已停止'))
    closing.signal.addEventListener('abort', stopTry, { once: true })
    const watchAbort = new AbortController()
    try {
      const work = Promise.resolve()
        .then(() => handler(jobContext, job.handler_param ?? '', tryAbort.signal))
        .then(
          (result) => ({ success: true, result }),
          (error: unknown) => ({
            success: false,
            result: error instanceof Error ? error.message || String(error) : String(error),
          }),
        )
      if (job.monitor_timeout <= 0) return await work
      const timeout = waitOnClock(ctx.now, ctx.now() + job.monitor_timeout, watchAbort.signal).then(
        () => {
          tryAbort.abort(new Error(TIMEOUT_RESULT))
          return { success: false, result: TIMEOUT_RESULT }
        },
        // The watch was called off because the work ended first.
        () => ({ success: false, result: TIMEOUT_RESULT }),
      )
      return await Promise.race([work, timeout])
    } finally {
      watchAbort.abort()
      closing.signal.removeEventListener('abort', stopTry)
    }
  }

  /** First try plus `retry_count` retries, `retry_interval` ms apart, each with its log row. */
  async function runWithRetries(job: JobRow): Promise<void> {
    const renewal = setInterval(() => {
      if (dbOpen()) renewLease(ctx.db, job.id, owner, ctx.now() + LEASE_MS)
    }, LEASE_RENEW_MS)
    renewal.unref()
    try {
      for (let index = 1; index <= 1 + job.retry_count; index += 1) {
        if (!dbOpen()) return
        renewLease(ctx.db, job.id, owner, ctx.now() + LEASE_MS)
        const begin = ctx.now()
        const logId = startLog(ctx.db, job, index, begin)
        const outcome = await attempt(job)
        if (!ctx.db.open) return
        finishLog(ctx.db, logId, { ...outcome, begin, end: ctx.now() })
        if (outcome.success || index > job.retry_count) return
        await waitOnClock(ctx.now, ctx.now() + job.retry_interval, closing.signal)
      }
    } finally {
      clearInterval(renewal)
    }
  }

  /** Takes the lease (skipping the fire when another process has it) and runs the job. */
  function launch(jobId: number, fireTime: number | null): void {
    const run = (async () => {
      const job = findJob(ctx.db, jobId)
      if (!job) return
      const now = ctx.now()
      const lease = { jobId, owner, now, expires: now + LEASE_MS, fireTime }
      if (!acquireLease(ctx.db, lease)) {
        // Another process runs it. A scheduled fire is theirs; 执行一次 waits for its turn.
        if (fireTime !== null) return
        while (!acquireLease(ctx.db, { ...lease, now: ctx.now(), expires: ctx.now() + LEASE_MS })) {
          await waitOnClock(ctx.now, ctx.now() + 1000, closing.signal)
        }
      }
      try {
        await runWithRetries(job)
      } finally {
        if (ctx.db.open) releaseLease(ctx.db, jobId, owner)
      }
    })()
      .catch((error: unknown) => {
        if (!closing.signal.aborted) warn(error, '定时任务执行失败')
      })
      .finally(() => {
        running.delete(jobId)
        if (triggered.delete(jobId) && dbOpen()) launch(jobId, null)
      })
    running.set(jobId, run)
  }

  function tick(): void {
    timer = undefined
    if (!dbOpen()) return
    try {
      const now = ctx.now()
      for (const [jobId, entry] of planned) {
        if (entry.nextFire === undefined || entry.nextFire > now) continue
        const fire = entry.nextFire
        // The next fire counts from now: fires missed while busy or stopped are not replayed.
        entry.nextFire = nextFireTimes(entry.cron, now, 1, timeZone)[0]
        // A job never overlaps itself: a fire during a run is skipped.
        if (!running.has(jobId)) launch(jobId, fire)
      }
    } catch (error) {
      warn(error, '定时任务调度失败')
    }
    schedule()
  }

  function schedule(): void {
    if (!options.cronEnabled || closing.signal.aborted || timer) return
    timer = setTimeout(tick, pollMs)
    timer.unref()
  }

  return {
    timeZone,
    start() {
      if (started) return
      started = true
      failAbandonedLogs(ctx.db, ctx.now())
      if (!options.cronEnabled) return
      for (const job of jobsInStatus(ctx.db, JOB_STATUS.NORMAL)) plan(job)
      schedule()
    },
    async stop() {
      closing.abort(new Error('已停止'))
      if (timer) clearTimeout(timer)
      timer = undefined
      // A handler that ignores its signal must not hold the app open: give runs a moment to
      // record their end, then let the database close.
      let waited: NodeJS.Timeout | undefined
      await Promise.race([
        Promise.allSettled([...running.values()]),
        new Promise((resolve) => {
          waited = setTimeout(resolve, STOP_WAIT_MS)
        }),
      ])
      clearTimeout(waited)
    },
    reload(jobId) {
      planned.delete(jobId)
      if (!options.cronEnabled || !started) return
      const job = findJob(ctx.db, jobId)
      if (job?.status === JOB_STATUS.NORMAL) plan(job)
    },
    trigger(jobId) {
      if (closing.signal.aborted) return
      if (running.has(jobId)) triggered.add(jobId)
      else launch(jobId, null)
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running.values()])
    },
  }
}
