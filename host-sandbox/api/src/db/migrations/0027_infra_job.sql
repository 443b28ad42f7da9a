-- 定时任务 (issue 19): jobs, their run log and the lease that lets one process at a time run a job.
-- Times are epoch ms. See docs/jobs.md.

CREATE TABLE IF NOT EXISTS infra_job (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  -- infra_job_status: 0 初始化, 1 开启, 2 暂停
  status INTEGER NOT NULL DEFAULT 1,
  -- One job per handler (定时任务的处理器已经存在).
  handler_name TEXT NOT NULL UNIQUE,
  handler_param TEXT,
  -- Quartz: seconds first, optional year.
  cron_expression TEXT NOT NULL,
  retry_count INTEGER NOT NULL DEFAULT 0,
  -- Milliseconds between a failed try and the next.
  retry_interval INTEGER NOT NULL DEFAULT 0,
  -- Milliseconds a try may take; 0: not watched.
  monitor_timeout INTEGER NOT NULL DEFAULT 0,
  create_time INTEGER NOT NULL,
  update_time INTEGER NOT NULL
);

-- One row per try (a retry is a new row with the next execute_index).
CREATE TABLE IF NOT EXISTS infra_job_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  job_id INTEGER NOT NULL,
  handler_name TEXT NOT NULL,
  handler_param TEXT,
  execute_index INTEGER NOT NULL,
  begin_time INTEGER NOT NULL,
  end_time INTEGER,
  duration INTEGER,
  -- infra_job_log_status: 0 运行中, 1 成功, 2 失败
  status INTEGER NOT NULL,
  result TEXT,
  create_time INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS idx_infra_job_log_job ON infra_job_log (job_id, id);
CREATE INDEX IF NOT EXISTS idx_infra_job_log_begin ON infra_job_log (begin_time);
CREATE INDEX IF NOT EXISTS idx_infra_job_log_status ON infra_job_log (status, id);

-- The lease: a process runs a job only while it holds that job's row (owner, until expires_time),
-- and a scheduled fire runs once across processes (last_fire_time only grows).
CREATE TABLE IF NOT EXISTS infra_job_lease (
  job_id INTEGER PRIMARY KEY,
  owner TEXT,
  expires_time INTEGER,
  last_fire_time INTEGER
);

-- Reminders already sent by activityRemindJob: one per sign-up and activity day.
CREATE TABLE IF NOT EXISTS infra_job_activity_remind (
  sign_id INTEGER NOT NULL,
  activity_day INTEGER NOT NULL,
  create_time INTEGER NOT NULL,
  PRIMARY KEY (sign_id, activity_day)
);

-- The museum's chores as jobs, for a database seeded before them (a fresh one gets the same rows
-- from the seed, which runs after the migrations). Keep in step with db/seed/jobs.ts.
INSERT INTO infra_job (name, status, handler_name, handler_param, cron_expression, retry_count, retry_interval, monitor_timeout, create_time, update_time)
SELECT j.name, 1, j.handler, j.param, j.cron, j.retries, j.interval, 0, CAST(strftime('%s', 'now') AS INTEGER) * 1000, CAST(strftime('%s', 'now') AS INTEGER) * 1000
FROM (
  SELECT 1 AS seq, '支付订单过期关闭' AS name, 'payOrderExpireJob' AS handler, NULL AS param, '0 * * * * ?' AS cron, 0 AS retries, 0 AS interval
  UNION ALL SELECT 2, '支付通知重试', 'payNotifyJob', NULL, '0/5 * * * * ?', 0, 0
  UNION ALL SELECT 3, '过期令牌清理', 'tokenCleanJob', NULL, '0 0 3 * * ?', 0, 0
  UNION ALL SELECT 4, 'API 访问日志清理', 'accessLogCleanJob', '30', '0 0 4 * * ?', 0, 0
  UNION ALL SELECT 5, 'API 错误日志清理', 'errorLogCleanJob', '30', '0 0 4 * * ?', 0, 0
  UNION ALL SELECT 6, '任务日志清理', 'jobLogCleanJob', '30', '0 0 4 * * ?', 0, 0
  UNION ALL SELECT 7, '预约未到标记', 'reserveNoShowJob', NULL, '0 0 18 * * ?', 3, 60000
  UNION ALL SELECT 8, '活动报名提醒', 'activityRemindJob', NULL, '0 0 20 * * ?', 3, 60000
) AS j
WHERE EXISTS (SELECT 1 FROM sandbox_meta WHERE key = 'seeded_at')
  AND NOT EXISTS (SELECT 1 FROM infra_job WHERE handler_name = j.handler)
ORDER BY j.seq;
