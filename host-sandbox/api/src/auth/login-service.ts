import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { AuthErrors } from '../lib/error-codes'
import { findUserByUsername, recordLogin, type UserRow } from '../db/repos/user-repo'
import { verifyPassword } from './password'
import { DEFAULT_CLIENT_ID, issueTokens, type TokenPair } from './token-service'

export const MAX_LOGIN_FAILURES = 5
export const FAILURE_WINDOW_MS = 15 * 60_000
export const LOCK_DURATION_MS = 15 * 60_000

function isLocked(ctx: AppContext, user: UserRow): boolean {
  return user.locked_until !== null && user.locked_until > ctx.now()
}

/** Records a wrong password; the fifth within the window locks the account. Returns locked. */
function recordFailure(ctx: AppContext, userId: number): boolean {
  const now = ctx.now()
  const { db } = ctx
  return db.transaction(() => {
    db.prepare('INSERT INTO system_login_failure (user_id, create_time) VALUES (?, ?)').run(
      userId,
      now,
    )
    const { failures } = db
      .prepare(
        'SELECT COUNT(*) AS failures FROM system_login_failure WHERE user_id = ? AND create_time > ?',
      )
      .get(userId, now - FAILURE_WINDOW_MS) as { failures: number }
    if (failures < MAX_LOGIN_FAILURES) return false
    db.prepare('UPDATE system_users SET locked_until = ? WHERE id = ?').run(
      now + LOCK_DURATION_MS,
      userId,
    )
    db.prepare('DELETE FROM system_login_failure WHERE user_id = ?').run(userId)
    return true
  })()
}

export function unlockUser(ctx: AppContext, userId: number): void {
  ctx.db.prepare('UPDATE system_users SET locked_until = NULL WHERE id = ?').run(userId)
  ctx.db.prepare('DELETE FROM system_login_failure WHERE user_id = ?').run(userId)
}

/** Checks username and password like the Java server, plus the sandbox's lockout. */
export async function authenticate(
  ctx: AppContext,
  username: string,
  password: string,
): Promise<UserRow> {
  const user = findUserByUsername(ctx.db, username)
  if (!user) throw bizError(AuthErrors.BAD_CREDENTIALS)
  if (isLocked(ctx, user)) throw bizError(AuthErrors.ACCOUNT_LOCKED)
  if (!(await verifyPassword(password, user.password))) {
    throw bizError(
      recordFailure(ctx, user.id) ? AuthErrors.ACCOUNT_LOCKED : AuthErrors.BAD_CREDENTIALS,
    )
  }
  if (user.status !== 0) throw bizError(AuthErrors.USER_DISABLED)
  unlockUser(ctx, user.id)
  return user
}

/** Every successful login ends here: remembers ip and time and issues a token pair. */
export function completeLogin(ctx: AppContext, user: UserRow, ip: string): TokenPair {
  recordLogin(ctx.db, user.id, ip, ctx.now())
  return issueTokens(ctx, user.id, DEFAULT_CLIENT_ID)
}

/** Logins that prove identity another way (SMS, social, SSO) still refuse disabled accounts. */
export function assertCanLogIn(ctx: AppContext, user: UserRow): void {
  if (isLocked(ctx, user)) throw bizError(AuthErrors.ACCOUNT_LOCKED)
  if (user.status !== 0) throw bizError(AuthErrors.USER_DISABLED)
}
