import type { Database } from 'better-sqlite3'

export interface JobSeed {
  name: string
  handlerName: string
  handlerParam: string | null
  cronExpression: string
  retryCount: number
  retryInterval: number
}

/**
 * The museum's chores, seeded as jobs in status 1 (开启). Migration 0027 writes the same rows into a
 * database seeded before them: change both together. sendNotifyJob is a handler only: staff
 * schedule it with their own template and receivers.
 */
export const JOB_SEEDS: readonly JobSeed[] = [
  job('支付订单过期关闭', 'payOrderExpireJob', null, '0 * * * * ?'),
  job('支付通知重试', 'payNotifyJob', null, '0/5 * * * * ?'),
  job('过期令牌清理', 'tokenCleanJob', null, '0 0 3 * * ?'),
  job('API 访问日志清理', 'accessLogCleanJob', '30', '0 0 4 * * ?'),
  job('API 错误日志清理', 'errorLogCleanJob', '30', '0 0 4 * * ?'),
  job('任务日志清理', 'jobLogCleanJob', '30', '0 0 4 * * ?'),
  // The museum chores touch many rows: a busy database gets three more tries a minute apart.
  job('预约未到标记', 'reserveNoShowJob', null, '0 0 18 * * ?', 3, 60_000),
  job('活动报名提醒', 'activityRemindJob', null, '0 0 20 * * ?', 3, 60_000),
]

function job(
  name: string,
  handlerName: string,
  handlerParam: string | null,
  cronExpression: string,
  retryCount = 0,
  retryInterval = 0,
): JobSeed {
  return { name, handlerName, handlerParam, cronExpression, retryCount, retryInterval }
}

export function seedJobs(db: Database, now: number): void {
  const insert = db.prepare(
    `INSERT INTO infra_job (name, status, handler_name, handler_param, cron_expression, retry_count,
       retry_interval, monitor_timeout, create_time, update_time)
     VALUES (?, 1, ?, ?, ?, ?, ?, 0, ?, ?)`,
  )
  for (const seed of JOB_SEEDS) {
    insert.run(
      seed.name,
      seed.handlerName,
      seed.handlerParam,
      seed.cronExpression,
      seed.retryCount,
      seed.retryInterval,
      now,
      now,
    )
  }
}
