import type { Database } from 'better-sqlite3'
import { prepared } from '../db/prepared'
import { JOB_LOG_STATUS } from '../../../../src/shared/wire/infra-job'

export interface JobRow {
  id: number
  name: string
  status: number
  handler_name: string
  handler_param: string | null
  cron_expression: string
  retry_count: number
  retry_interval: number
  monitor_timeout: number
  create_time: number
  update_time: number
}

export interface JobLogRow {
  id: number
  job_id: number
  handler_name: string
  handler_param: string | null
  execute_index: number
  begin_time: number
  end_time: number | null
  duration: number | null
  status: number
  result: string | null
  create_time: number
}

/** The log keeps results readable, not whole dumps. */
const MAX_RESULT_LENGTH = 4000

export function findJob(db: Database, id: number): JobRow | undefined {
  return prepared(db, 'SELECT * FROM infra_job WHERE id = ?').get(id) as JobRow | undefined
}

export function jobsInStatus(db: Database, status: number): JobRow[] {
  return prepared(db, 'SELECT * FROM infra_job WHERE status = ? ORDER BY id').all(
    status,
  ) as JobRow[]
}

export function startLog(db: Database, job: JobRow, executeIndex: number, begin: number): number {
  const result = prepared(
    db,
    `INSERT INTO infra_job_log (job_id, handler_name, handler_param, execute_index, begin_time,
       status, create_time)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    job.id,
    job.handler_name,
    job.handler_param,
    executeIndex,
    begin,
    JOB_LOG_STATUS.RUNNING,
    begin,
  )
  return Number(result.lastInsertRowid)
}

export function finishLog(
  db: Database,
  logId: number,
  outcome: { success: boolean; result: string; begin: number; end: number },
): void {
  prepared(
    db,
    'UPDATE infra_job_log SET end_time = ?, duration = ?, status = ?, result = ? WHERE id = ?',
  ).run(
    outcome.end,
    Math.max(0, outcome.end - outcome.begin),
    outcome.success ? JOB_LOG_STATUS.SUCCESS : JOB_LOG_STATUS.FAILURE,
    outcome.result.slice(0, MAX_RESULT_LENGTH),
    logId,
  )
}

/**
 * Takes the job's lease for `owner` until `expires`: only when nobody holds it (or the holder let
 * it run out) and, for a scheduled fire, only when that fire has not run anywhere yet. One
 * statement, so two processes racing for it cannot both win.
 */
export function acquireLease(
  db: Database,
  lease: { jobId: number; owner: string; now: number; expires: number; fireTime: number | null },
): boolean {
  const result = prepared(
    db,
    `INSERT INTO infra_job_lease (job_id, owner, expires_time, last_fire_time)
     VALUES (@jobId, @owner, @expires, @fireTime)
     ON CONFLICT (job_id) DO UPDATE SET
       owner = excluded.owner,
       expires_time = excluded.expires_time,
       last_fire_time = COALESCE(excluded.last_fire_time, infra_job_lease.last_fire_time)
     WHERE (infra_job_lease.owner IS NULL OR infra_job_lease.expires_time <= @now)
       AND (excluded.last_fire_time IS NULL OR infra_job_lease.last_fire_time IS NULL
            OR infra_job_lease.last_fire_time < excluded.last_fire_time)`,
  ).run(lease)
  return result.changes === 1
}

export function renewLease(db: Database, jobId: number, owner: string, expires: number): void {
  prepared(db, 'UPDATE infra_job_lease SET expires_time = ? WHERE job_id = ? AND owner = ?').run(
    expires,
    jobId,
    owner,
  )
}

export function releaseLease(db: Database, jobId: number, owner: string): void {
  prepared(
    db,
    'UPDATE infra_job_lease SET owner = NULL, expires_time = NULL WHERE job_id = ? AND owner = ?',
  ).run(jobId, owner)
}

/**
 * Tries left 运行中 by a process that stopped mid-run (their job's lease ran out or is gone)
 * become failures, so the log never shows a run that will not finish.
 */
export function failAbandonedLogs(db: Database, now: number): number {
  return prepared(
    db,
    `UPDATE infra_job_log SET status = ?, end_time = ?, duration = ? - begin_time,
       result = '服务停止，执行中断'
     WHERE status = ? AND NOT EXISTS (
       SELECT 1 FROM infra_job_lease l WHERE l.job_id = infra_job_log.job_id
         AND l.owner IS NOT NULL AND l.expires_time > ?)`,
  ).run(JOB_LOG_STATUS.FAILURE, now, now, JOB_LOG_STATUS.RUNNING, now).changes
}
