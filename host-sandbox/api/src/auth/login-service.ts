import { prepared } from '../db/prepared'
import { findUserByUsername, recordLogin, type UserRow } from '../db/repos/user-repo'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { AuthErrors, GlobalErrors } from '../lib/error-codes'
import { clearFailures, limitedCheck, MAX_FAILED_ATTEMPTS, recentFailures } from './attempt-limiter'
import { DEFAULT_CLIENT_ID, issueTokens, type TokenPair } from './token-service'

export const MAX_LOGIN_FAILURES = MAX_FAILED_ATTEMPTS
export const LOCK_DURATION_MS = 15 * 60_000

function isLocked(ctx: AppContext, user: UserRow): boolean {
  return user.locked_until !== null && user.locked_until > ctx.now()
}

function lockUser(ctx: AppContext, userId: number): void {
  ctx.db.transaction(() => {
    prepared(ctx.db, 'UPDATE system_users SET locked_until = ? WHERE id = ?').run(
      ctx.now() + LOCK_DURATION_MS,
      userId,
    )
    clearFailures(ctx, userId, 'login')
  })()
}

export function unlockUser(ctx: AppContext, userId: number): void {
  ctx.db.transaction(() => {
    prepared(ctx.db, 'UPDATE system_users SET locked_until = NULL WHERE id = ?').run(userId)
    clearFailures(ctx, userId, 'login')
  })()
}

/**
 * Checks username and password like the Java server, plus the sandbox's lockout: five wrong
 * passwords within 15 minutes lock the account for 15 minutes. The attempt is counted before the
 * hash runs, so parallel guesses cannot slip past the limit while they are all still hashing.
 */
export async function authenticate(
  ctx: AppContext,
  username: string,
  password: string,
): Promise<UserRow> {
  const user = findUserByUsername(ctx.db, username)
  if (!user) {
    // As slow as a wrong password of a real account: timing must not tell which names exist.
    await ctx.passwords.verifyNothing(password)
    throw bizError(AuthErrors.BAD_CREDENTIALS)
  }
  if (isLocked(ctx, user)) throw bizError(AuthErrors.ACCOUNT_LOCKED)
  const outcome = await limitedCheck(ctx, user.id, 'login', () =>
    ctx.passwords.verify(password, user.password),
  )
  if (outcome === 'limited') {
    lockUser(ctx, user.id)
    throw bizError(AuthErrors.ACCOUNT_LOCKED)
  }
  // Five checks of this account are running right now: refuse without counting a failure.
  if (outcome === 'crowded') throw bizError(GlobalErrors.BUSY)
  if (outcome === 'wrong') {
    if (recentFailures(ctx, user.id, 'login') < MAX_LOGIN_FAILURES) {
      throw bizError(AuthErrors.BAD_CREDENTIALS)
    }
    lockUser(ctx, user.id)
    throw bizError(AuthErrors.ACCOUNT_LOCKED)
  }
  if (user.status !== 0) throw bizError(AuthErrors.USER_DISABLED)
  unlockUser(ctx, user.id)
  return user
}

/**
 * Every successful login ends here: remembers ip and time and issues a token pair, whose refresh
 * token lives at most until `refreshExpiresAt` when given (SSO: not past the portal's session).
 */
export function completeLogin(
  ctx: AppContext,
  user: UserRow,
  ip: string,
  refreshExpiresAt?: number,
): TokenPair {
  recordLogin(ctx.db, user.id, ip, ctx.now())
  return issueTokens(ctx, user.id, DEFAULT_CLIENT_ID, refreshExpiresAt)
}

/** Logins that prove identity another way (SMS, social, SSO) still refuse disabled accounts. */
export function assertCanLogIn(ctx: AppContext, user: UserRow): void {
  if (isLocked(ctx, user)) throw bizError(AuthErrors.ACCOUNT_LOCKED)
  if (user.status !== 0) throw bizError(AuthErrors.USER_DISABLED)
}
