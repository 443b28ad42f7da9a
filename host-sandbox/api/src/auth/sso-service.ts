import { prepared } from '../db/prepared'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { AuthErrors } from '../lib/error-codes'
import { randomToken } from './random-token'

export const SSO_TOKEN_TTL_SECONDS = 60

/**
 * The host portal's side: a one-time token for `userId`, valid for 60 s. `sessionExpiresAt` is
 * when the portal's own session (its refresh token) ends; the exchanged session ends no later.
 */
export function issueSsoToken(ctx: AppContext, userId: number, sessionExpiresAt: number): string {
  const now = ctx.now()
  const token = randomToken()
  prepared(
    ctx.db,
    `INSERT INTO sandbox_sso_token (token, user_id, expires_time, session_expires_time, create_time)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(token, userId, now + SSO_TOKEN_TTL_SECONDS * 1000, sessionExpiresAt, now)
  return token
}

/**
 * Uses up an SSO token; unknown, used or expired -> code 401. Returns its user and the latest
 * end of the session it may buy (null: no cap, tokens issued before the cap existed).
 */
export function consumeSsoToken(
  ctx: AppContext,
  token: string,
): { userId: number; sessionExpiresAt: number | null } {
  const now = ctx.now()
  // One conditional UPDATE: of two concurrent exchanges (even from two processes) one wins.
  const row = prepared(
    ctx.db,
    `UPDATE sandbox_sso_token SET used_time = ?
     WHERE token = ? AND used_time IS NULL AND expires_time > ?
     RETURNING user_id, session_expires_time`,
  ).get(now, token, now) as { user_id: number; session_expires_time: number | null } | undefined
  if (!row) throw bizError(AuthErrors.SSO_TOKEN_INVALID)
  return { userId: row.user_id, sessionExpiresAt: row.session_expires_time }
}
