import type { Database } from 'better-sqlite3'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { AuthErrors } from '../lib/error-codes'
import { randomToken } from './random-token'

/** Data of login, sms-login, social-login, sso/login and refresh-token (docs/admin-api.md#auth). */
export interface TokenPair {
  userId: number
  accessToken: string
  refreshToken: string
  expiresTime: number
}

export const DEFAULT_CLIENT_ID = 'default'

interface AccessTokenRow {
  access_token: string
  refresh_token: string
  user_id: number
  expires_time: number
}

interface RefreshTokenRow {
  refresh_token: string
  user_id: number
  client_id: string
  expires_time: number
}

export function issueTokens(
  ctx: AppContext,
  userId: number,
  clientId = DEFAULT_CLIENT_ID,
): TokenPair {
  const now = ctx.now()
  const refreshToken = randomToken()
  const accessToken = randomToken()
  const expiresTime = now + ctx.accessTtlMs
  ctx.db
    .prepare(
      `INSERT INTO system_oauth2_refresh_token (refresh_token, user_id, client_id, expires_time, create_time)
       VALUES (?, ?, ?, ?, ?)`,
    )
    .run(refreshToken, userId, clientId, now + ctx.refreshTtlMs, now)
  ctx.db
    .prepare(
      `INSERT INTO system_oauth2_access_token
         (access_token, refresh_token, user_id, client_id, expires_time, create_time)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(accessToken, refreshToken, userId, clientId, expiresTime, now)
  return { userId, accessToken, refreshToken, expiresTime }
}

/** The user id behind a valid access token; throws code 401 otherwise. */
export function checkAccessToken(ctx: AppContext, accessToken: string): number {
  const row = ctx.db
    .prepare('SELECT * FROM system_oauth2_access_token WHERE access_token = ?')
    .get(accessToken) as AccessTokenRow | undefined
  if (!row) throw bizError(AuthErrors.ACCESS_TOKEN_NOT_FOUND)
  if (row.expires_time <= ctx.now()) throw bizError(AuthErrors.ACCESS_TOKEN_EXPIRED)
  return row.user_id
}

/**
 * Rotation: a valid refresh token buys a new pair; the old refresh token and every access token
 * issued with it stop working.
 */
export function refreshTokens(ctx: AppContext, refreshToken: string): TokenPair {
  const row = ctx.db
    .prepare('SELECT * FROM system_oauth2_refresh_token WHERE refresh_token = ?')
    .get(refreshToken) as RefreshTokenRow | undefined
  if (!row) throw bizError(AuthErrors.REFRESH_TOKEN_INVALID)
  if (row.expires_time <= ctx.now()) throw bizError(AuthErrors.REFRESH_TOKEN_EXPIRED)
  return ctx.db.transaction(() => {
    revokeRefreshToken(ctx.db, refreshToken)
    return issueTokens(ctx, row.user_id, row.client_id)
  })()
}

function revokeRefreshToken(db: Database, refreshToken: string): void {
  db.prepare('DELETE FROM system_oauth2_access_token WHERE refresh_token = ?').run(refreshToken)
  db.prepare('DELETE FROM system_oauth2_refresh_token WHERE refresh_token = ?').run(refreshToken)
}

/** Logout: the access token and its refresh token both stop working. */
export function revokeByAccessToken(ctx: AppContext, accessToken: string): void {
  const row = ctx.db
    .prepare('SELECT refresh_token FROM system_oauth2_access_token WHERE access_token = ?')
    .get(accessToken) as { refresh_token: string } | undefined
  ctx.db.transaction(() => {
    ctx.db.prepare('DELETE FROM system_oauth2_access_token WHERE access_token = ?').run(accessToken)
    if (row) revokeRefreshToken(ctx.db, row.refresh_token)
  })()
}

export type TokenKind = 'access' | 'refresh' | 'both'

/** Test helper: makes a user's current tokens look expired. Returns how many rows changed. */
export function expireUserTokens(ctx: AppContext, userId: number, which: TokenKind): number {
  const past = ctx.now() - 1
  let changed = 0
  if (which === 'access' || which === 'both') {
    changed += ctx.db
      .prepare('UPDATE system_oauth2_access_token SET expires_time = ? WHERE user_id = ?')
      .run(past, userId).changes
  }
  if (which === 'refresh' || which === 'both') {
    changed += ctx.db
      .prepare('UPDATE system_oauth2_refresh_token SET expires_time = ? WHERE user_id = ?')
      .run(past, userId).changes
  }
  return changed
}
