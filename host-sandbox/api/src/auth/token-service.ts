import { prepared } from '../db/prepared'
import { findUserById } from '../db/repos/user-repo'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { AuthErrors } from '../lib/error-codes'
import { storedStringList } from '../lib/stored-list'
import { tokenLifetimes } from './oauth2-client-lifetimes'
import { randomToken } from './random-token'

/** Data of login, sms-login, social-login, sso/login and refresh-token (docs/admin-api.md). */
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
  scopes: string
}

const INSERT_REFRESH = `INSERT INTO system_oauth2_refresh_token
  (refresh_token, user_id, client_id, expires_time, create_time, scopes) VALUES (?, ?, ?, ?, ?, ?)`
const INSERT_ACCESS = `INSERT INTO system_oauth2_access_token
  (access_token, refresh_token, user_id, client_id, expires_time, create_time, scopes)
  VALUES (?, ?, ?, ?, ?, ?, ?)`

/**
 * A new session for `userId`. `refreshExpiresAt` caps the refresh token's life: a session derived
 * from another (SSO) must not outlive the one it came from.
 */
export function issueTokens(
  ctx: AppContext,
  userId: number,
  clientId = DEFAULT_CLIENT_ID,
  refreshExpiresAt?: number,
  scopes: readonly string[] = [],
): TokenPair {
  const now = ctx.now()
  const refreshToken = randomToken()
  const accessToken = randomToken()
  const lifetimes = tokenLifetimes(ctx, clientId)
  const refreshExpires = Math.min(now + lifetimes.refreshMs, refreshExpiresAt ?? Infinity)
  const expiresTime = Math.min(now + lifetimes.accessMs, refreshExpires)
  const scopeJson = JSON.stringify(scopes)
  ctx.db.transaction(() => {
    prepared(ctx.db, INSERT_REFRESH).run(
      refreshToken,
      userId,
      clientId,
      refreshExpires,
      now,
      scopeJson,
    )
    prepared(ctx.db, INSERT_ACCESS).run(
      accessToken,
      refreshToken,
      userId,
      clientId,
      expiresTime,
      now,
      scopeJson,
    )
  })()
  return { userId, accessToken, refreshToken, expiresTime }
}

function findAccessToken(ctx: AppContext, accessToken: string): AccessTokenRow | undefined {
  return prepared(ctx.db, 'SELECT * FROM system_oauth2_access_token WHERE access_token = ?').get(
    accessToken,
  ) as AccessTokenRow | undefined
}

/** The user id behind a valid access token; throws code 401 otherwise. */
export function checkAccessToken(ctx: AppContext, accessToken: string): number {
  const row = findAccessToken(ctx, accessToken)
  if (!row) throw bizError(AuthErrors.ACCESS_TOKEN_NOT_FOUND)
  if (row.expires_time <= ctx.now()) throw bizError(AuthErrors.ACCESS_TOKEN_EXPIRED)
  return row.user_id
}

/** When the refresh token of the session behind `accessToken` expires (null: unknown). */
export function sessionRefreshExpiry(ctx: AppContext, accessToken: string): number | null {
  const row = prepared(
    ctx.db,
    `SELECT r.expires_time FROM system_oauth2_access_token a
       JOIN system_oauth2_refresh_token r ON r.refresh_token = a.refresh_token
     WHERE a.access_token = ?`,
  ).get(accessToken) as { expires_time: number } | undefined
  return row?.expires_time ?? null
}

/**
 * Rotation: a valid refresh token buys a new pair; the old refresh token and every access token
 * issued with it stop working. A disabled user's refresh token buys nothing.
 */
export function refreshTokens(ctx: AppContext, refreshToken: string): TokenPair {
  const row = prepared(
    ctx.db,
    'SELECT * FROM system_oauth2_refresh_token WHERE refresh_token = ?',
  ).get(refreshToken) as RefreshTokenRow | undefined
  if (!row) throw bizError(AuthErrors.REFRESH_TOKEN_INVALID)
  if (row.expires_time <= ctx.now()) throw bizError(AuthErrors.REFRESH_TOKEN_EXPIRED)
  if (findUserById(ctx.db, row.user_id)?.status !== 0) {
    throw bizError(AuthErrors.REFRESH_TOKEN_INVALID)
  }
  return ctx.db.transaction(() => {
    revokeRefreshToken(ctx, refreshToken)
    return issueTokens(ctx, row.user_id, row.client_id, undefined, storedStringList(row.scopes))
  })()
}

function revokeRefreshToken(ctx: AppContext, refreshToken: string): void {
  prepared(ctx.db, 'DELETE FROM system_oauth2_access_token WHERE refresh_token = ?').run(
    refreshToken,
  )
  prepared(ctx.db, 'DELETE FROM system_oauth2_refresh_token WHERE refresh_token = ?').run(
    refreshToken,
  )
}

/** Logout: the access token and its refresh token both stop working. */
export function revokeByAccessToken(ctx: AppContext, accessToken: string): void {
  const row = findAccessToken(ctx, accessToken)
  ctx.db.transaction(() => {
    prepared(ctx.db, 'DELETE FROM system_oauth2_access_token WHERE access_token = ?').run(
      accessToken,
    )
    if (row) revokeRefreshToken(ctx, row.refresh_token)
  })()
}

/**
 * Ends every session of `userId` (access and refresh tokens, any client), except the one behind
 * `keepAccessToken`: after a password change the user stays signed in where they changed it.
 * Returns how many sessions ended.
 */
export function revokeUserSessions(
  ctx: AppContext,
  userId: number,
  keepAccessToken?: string,
): number {
  const keep = keepAccessToken ? findAccessToken(ctx, keepAccessToken) : undefined
  const keepRefresh = keep && keep.user_id === userId ? keep.refresh_token : ''
  return ctx.db.transaction(() => {
    prepared(
      ctx.db,
      'DELETE FROM system_oauth2_access_token WHERE user_id = ? AND refresh_token <> ?',
    ).run(userId, keepRefresh)
    return prepared(
      ctx.db,
      'DELETE FROM system_oauth2_refresh_token WHERE user_id = ? AND refresh_token <> ?',
    ).run(userId, keepRefresh).changes
  })()
}

export type TokenKind = 'access' | 'refresh' | 'both'

/** Test helper: makes a user's current tokens look expired. Returns how many rows changed. */
export function expireUserTokens(ctx: AppContext, userId: number, which: TokenKind): number {
  const past = ctx.now() - 1
  let changed = 0
  if (which === 'access' || which === 'both') {
    changed += prepared(
      ctx.db,
      'UPDATE system_oauth2_access_token SET expires_time = ? WHERE user_id = ?',
    ).run(past, userId).changes
  }
  if (which === 'refresh' || which === 'both') {
    changed += prepared(
      ctx.db,
      'UPDATE system_oauth2_refresh_token SET expires_time = ? WHERE user_id = ?',
    ).run(past, userId).changes
  }
  return changed
}
