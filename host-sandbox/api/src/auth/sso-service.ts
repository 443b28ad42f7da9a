import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { AuthErrors } from '../lib/error-codes'
import { randomToken } from './random-token'

export const SSO_TOKEN_TTL_SECONDS = 60

/** The host portal's side: a one-time token for `userId`, valid for 60 s. */
export function issueSsoToken(ctx: AppContext, userId: number): string {
  const now = ctx.now()
  const token = randomToken()
  ctx.db
    .prepare(
      'INSERT INTO sandbox_sso_token (token, user_id, expires_time, create_time) VALUES (?, ?, ?, ?)',
    )
    .run(token, userId, now + SSO_TOKEN_TTL_SECONDS * 1000, now)
  return token
}

/** Uses up an SSO token and returns its user id; unknown, used or expired -> code 401. */
export function consumeSsoToken(ctx: AppContext, token: string): number {
  const now = ctx.now()
  const row = ctx.db.prepare('SELECT * FROM sandbox_sso_token WHERE token = ?').get(token) as
    { user_id: number; expires_time: number; used_time: number | null } | undefined
  if (!row || row.used_time !== null || row.expires_time <= now) {
    throw bizError(AuthErrors.SSO_TOKEN_INVALID)
  }
  ctx.db.prepare('UPDATE sandbox_sso_token SET used_time = ? WHERE token = ?').run(now, token)
  return row.user_id
}
