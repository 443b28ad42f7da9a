import type { FastifyInstance } from 'fastify'
import { prepared } from '../db/prepared'
import type { AppContext } from '../lib/context'
import { purgeOperateLog } from '../lib/operate-log'
import { ATTEMPT_WINDOW_MS } from './attempt-limiter'
import { purgeLoginLog } from './login-log'
import { SMS_CODE_TTL_MS, SMS_IP_WINDOW_MS, SMS_SEND_INTERVAL_MS } from './sms-code-service'
import { SOCIAL_CODE_TTL_MS, SOCIAL_STATE_TTL_MS } from './social-service'

/** Rows deleted per table by one purge. */
export type PurgeReport = Record<string, number>

/**
 * Deletes what can never be used again: expired access and refresh tokens, SMS codes past every
 * window they count in (used or not), login failures past the lock window, finished or expired
 * social and SSO hand-offs and OAuth2 codes. Without it the token tables grow with every login.
 */
export function purgeExpiredAuthRows(ctx: AppContext): PurgeReport {
  const now = ctx.now()
  // SMS codes count towards the per-IP limit for an hour even once used or expired.
  const smsKeep = Math.max(SMS_CODE_TTL_MS, SMS_IP_WINDOW_MS, SMS_SEND_INTERVAL_MS)
  const jobs: Array<[string, string, number]> = [
    [
      'system_oauth2_access_token',
      'DELETE FROM system_oauth2_access_token WHERE expires_time <= ?',
      now,
    ],
    [
      'system_oauth2_refresh_token',
      'DELETE FROM system_oauth2_refresh_token WHERE expires_time <= ?',
      now,
    ],
    ['system_sms_code', 'DELETE FROM system_sms_code WHERE create_time <= ?', now - smsKeep],
    [
      'system_login_failure',
      'DELETE FROM system_login_failure WHERE create_time <= ?',
      now - ATTEMPT_WINDOW_MS,
    ],
    [
      'sandbox_social_state',
      'DELETE FROM sandbox_social_state WHERE create_time <= ?',
      now - SOCIAL_STATE_TTL_MS,
    ],
    [
      'sandbox_social_code',
      'DELETE FROM sandbox_social_code WHERE used_time IS NOT NULL OR create_time <= ?',
      now - SOCIAL_CODE_TTL_MS,
    ],
    [
      'sandbox_sso_token',
      'DELETE FROM sandbox_sso_token WHERE used_time IS NOT NULL OR expires_time <= ?',
      now,
    ],
    ['system_oauth2_code', 'DELETE FROM system_oauth2_code WHERE expires_time <= ?', now],
  ]
  return ctx.db.transaction(() => {
    const report: PurgeReport = {}
    for (const [table, sql, cutoff] of jobs)
      report[table] = prepared(ctx.db, sql).run(cutoff).changes
    // Audit logs: one row per attempt or write, bounded by age and by count.
    report.system_login_log = purgeLoginLog(ctx)
    report.system_operate_log = purgeOperateLog(ctx)
    // A lock that has run out is no lock: keeps system_users honest for whoever reads it.
    prepared(ctx.db, 'UPDATE system_users SET locked_until = NULL WHERE locked_until <= ?').run(now)
    return report
  })()
}

/**
 * The purge itself runs as the job tokenCleanJob (jobs/housekeeping-chores.ts, daily at 03:00);
 * this only stops the password hashing threads with the app.
 */
export function registerAuthHousekeeping(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onClose', async () => {
    await ctx.passwords.close()
  })
}
