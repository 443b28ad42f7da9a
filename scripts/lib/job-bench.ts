import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '../../host-sandbox/api/src/app'
import { openDatabase } from '../../host-sandbox/api/src/db/database'
import { defineJobHandler } from '../../host-sandbox/api/src/jobs/handlers'
import { nextFireTimes } from '../../src/shared/wire/quartz-cron'

/**
 * 200 jobs due in the same second (issue 19): a sandbox of its own (temporary database, jobs on,
 * a clock the bench moves), JOBS jobs on one cron, each with its own handler. The clock jumps to
 * their fire time; the figures are how many ran, how many ran more than once, and how long the
 * last one took to finish after the fire time. Printed, never asserted.
 */
export interface JobFigures {
  jobs: number
  ranOnce: number
  ranTwiceOrMore: number
  /** Real ms from the clock reaching the fire time to the last run's log row being finished. */
  wallMs: number
  /** Real ms from the jump to the last run's start (how late the last one began). */
  lastStartMs: number
}

const JOBS = 200
const CRON = '0 0 3 * * ?'
const TIMEOUT_MS = 60_000

export async function jobFigures(): Promise<JobFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'job-bench-'))
  const dbPath = join(dir, 'sandbox.db')
  const seedBefore = process.env.SANDBOX_SEED
  process.env.SANDBOX_SEED = 'small'
  const runs = new Map<number, number>()
  let lastStart = 0
  for (let index = 1; index <= JOBS; index += 1) {
    defineJobHandler(`benchJob${index}`, async () => {
      runs.set(index, (runs.get(index) ?? 0) + 1)
      lastStart = performance.now()
      return '完成'
    })
  }
  let offset = 0
  const now = () => Date.now() + offset
  try {
    const db = await openDatabase(dbPath)
    const insert = db.prepare(
      `INSERT INTO infra_job (name, status, handler_name, cron_expression, retry_count,
         retry_interval, monitor_timeout, create_time, update_time)
       VALUES (?, 1, ?, ?, 0, 0, 0, ?, ?)`,
    )
    db.transaction(() => {
      for (let index = 1; index <= JOBS; index += 1) {
        insert.run(`压测任务 ${index}`, `benchJob${index}`, CRON, Date.now(), Date.now())
      }
    })()
    db.close()
    const app = await buildApp({ dbPath, now, jobs: true })
    await app.ready()
    try {
      const [fire] = nextFireTimes(CRON, now(), 1)
      const jumpedAt = performance.now()
      offset += fire - now()
      const deadline = Date.now() + TIMEOUT_MS
      const check = await openDatabase(dbPath)
      let finished = 0
      try {
        while (Date.now() < deadline) {
          finished = (
            check
              .prepare(
                "SELECT COUNT(*) AS n FROM infra_job_log WHERE handler_name LIKE 'benchJob%' AND status <> 0",
              )
              .get() as { n: number }
          ).n
          if (finished >= JOBS) break
          await new Promise((resolve) => setTimeout(resolve, 5))
        }
      } finally {
        check.close()
      }
      const wallMs = Math.round(performance.now() - jumpedAt)
      const counts = [...runs.values()]
      return {
        jobs: JOBS,
        ranOnce: counts.filter((n) => n === 1).length,
        ranTwiceOrMore: counts.filter((n) => n > 1).length,
        wallMs,
        lastStartMs: Math.round(lastStart - jumpedAt),
      }
    } finally {
      await app.close()
    }
  } finally {
    if (seedBefore === undefined) delete process.env.SANDBOX_SEED
    else process.env.SANDBOX_SEED = seedBefore
    rmSync(dir, { recursive: true, force: true })
  }
}

export function jobLines(figures: JobFigures): string[] {
  return [
    `${figures.jobs} jobs due in the same second: ${figures.ranOnce} ran once, ${figures.ranTwiceOrMore} more than once; ` +
      `last started ${figures.lastStartMs} ms and all logged ${figures.wallMs} ms after the fire time (scheduler polls every 200 ms)`,
  ]
}

export async function printJobFigures(): Promise<void> {
  for (const line of jobLines(await jobFigures())) console.log(line)
}
