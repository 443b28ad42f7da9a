import type { Database } from 'better-sqlite3'
import { purgeExpiredAuthRows } from '../auth/auth-housekeeping'
import { purgeExpiredMemberTokens } from '../mall/member/member-tokens'
import { defineJobHandler } from './handlers'

const DAY_MS = 86_400_000
/** Rows deleted per statement: a big purge never holds the database for long. */
const PURGE_BATCH = 5000

/** handlerParam of the cleaners: whole days to keep, 1 or more. */
export function retentionDays(param: string): number {
  const text = param.trim()
  const days = Number(text === '' ? '30' : text)
  if (!Number.isInteger(days) || days < 1) throw new Error(`保留天数不正确：${param}`)
  return days
}

function tableExists(db: Database, table: string): boolean {
  return Boolean(
    db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table),
  )
}

/** Deletes the rows of `table` created before `cutoff`, in batches that let other work through. */
async function deleteOlderThan(
  db: Database,
  table: string,
  cutoff: number,
  signal: AbortSignal,
): Promise<number> {
  const statement = db.prepare(
    `DELETE FROM ${table} WHERE id IN (SELECT id FROM ${table} WHERE create_time < ? LIMIT ?)`,
  )
  let total = 0
  for (;;) {
    signal.throwIfAborted()
    const { changes } = statement.run(cutoff, PURGE_BATCH)
    total += changes
    if (changes < PURGE_BATCH) return total
    await new Promise((resolve) => setImmediate(resolve))
  }
}

function defineLogCleaner(handlerName: string, table: string, label: string): void {
  defineJobHandler(handlerName, async ({ app }, param, signal) => {
    const days = retentionDays(param)
    // The table comes with its own module's migration; without it there is nothing to clean.
    if (!tableExists(app.db, table)) return `${label}表不存在，无需清理`
    const deleted = await deleteOlderThan(app.db, table, app.now() - days * DAY_MS, signal)
    return `删除 ${days} 天前的${label} ${deleted} 条`
  })
}

export function defineHousekeepingChores(): void {
  defineJobHandler('tokenCleanJob', async ({ app }) => {
    const report = purgeExpiredAuthRows(app)
    const members = purgeExpiredMemberTokens(app)
    return `删除过期的访问令牌 ${report.system_oauth2_access_token} 个、刷新令牌 ${report.system_oauth2_refresh_token} 个、会员令牌 ${members} 个`
  })
  defineLogCleaner('accessLogCleanJob', 'api_access_log', 'API 访问日志')
  defineLogCleaner('errorLogCleanJob', 'api_error_log', 'API 错误日志')
  defineLogCleaner('jobLogCleanJob', 'infra_job_log', '定时任务日志')
}
