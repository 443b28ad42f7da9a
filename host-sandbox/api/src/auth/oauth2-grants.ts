import { timingSafeEqual } from 'node:crypto'
import type { OAuth2TokenGrant } from '../../../../src/shared/wire/oauth2-client'
import { prepared } from '../db/prepared'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { AuthErrors } from '../lib/error-codes'
import { storedStringList } from '../lib/stored-list'
import { limitedCheck } from './attempt-limiter'
import { authenticate } from './login-service'
import { tokenLifetimes } from './oauth2-client-lifetimes'
import { OAuth2ClientErrors } from './oauth2-errors'
import { validateClient, type OAuth2Client } from './oauth2-service'
import { randomToken } from './random-token'
import { issueTokens, refreshTokens, revokeByAccessToken, type TokenPair } from './token-service'

export interface ClientCredentials {
  clientId: string
  secret: string
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * The client of a token request: it must exist, be enabled, prove its secret and allow what it
 * asks for. Wrong secrets are counted per client like wrong passwords per account: after five in
 * 15 minutes even the right one is refused until the window has passed.
 */
export async function authenticateClient(
  ctx: AppContext,
  credentials: ClientCredentials,
  check: { grantType?: string; scopes?: string[]; redirectUri?: string } = {},
): Promise<OAuth2Client> {
  const client = validateClient(ctx, credentials.clientId)
  const outcome = await limitedCheck(ctx, client.id, 'oauth2-client-secret', async () =>
    sameText(credentials.secret, client.secret),
  )
  if (outcome === 'limited' || outcome === 'crowded') {
    throw bizError(OAuth2ClientErrors.SECRET_LOCKED)
  }
  if (outcome === 'wrong') throw bizError(OAuth2ClientErrors.CLIENT_SECRET_ERROR)
  return validateClient(ctx, credentials.clientId, check)
}

interface CodeRow {
  user_id: number
  client_id: string
  scopes: string
  redirect_uri: string
  expires_time: number
}

function grantOf(ctx: AppContext, tokens: TokenPair, scopes: string[]): OAuth2TokenGrant {
  return {
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
    token_type: 'bearer',
    expires_in: Math.max(0, Math.round((tokens.expiresTime - ctx.now()) / 1000)),
    scope: scopes.join(' '),
  }
}

/** authorization_code: the code is used up whatever happens next. */
export function grantAuthorizationCode(
  ctx: AppContext,
  client: OAuth2Client,
  code: string,
  redirectUri: string | undefined,
): OAuth2TokenGrant {
  const row = ctx.db.transaction(() => {
    const found = prepared(ctx.db, 'SELECT * FROM system_oauth2_code WHERE code = ?').get(code) as
      CodeRow | undefined
    if (found) prepared(ctx.db, 'DELETE FROM system_oauth2_code WHERE code = ?').run(code)
    return found
  })()
  if (!row) throw bizError(OAuth2ClientErrors.CODE_NOT_EXISTS)
  if (row.expires_time <= ctx.now()) throw bizError(OAuth2ClientErrors.CODE_EXPIRE)
  if (row.client_id !== client.clientId) throw bizError(OAuth2ClientErrors.GRANT_CLIENT_ID_MISMATCH)
  if (redirectUri !== undefined && redirectUri !== row.redirect_uri) {
    throw bizError(OAuth2ClientErrors.GRANT_REDIRECT_URI_MISMATCH)
  }
  const scopes = storedStringList(row.scopes)
  return grantOf(ctx, issueTokens(ctx, row.user_id, client.clientId, undefined, scopes), scopes)
}

/** password: the staff login's own check, with its lockout after five wrong passwords. */
export async function grantPassword(
  ctx: AppContext,
  client: OAuth2Client,
  username: string,
  password: string,
  scopes: string[],
): Promise<OAuth2TokenGrant> {
  const user = await authenticate(ctx, username, password)
  return grantOf(ctx, issueTokens(ctx, user.id, client.clientId, undefined, scopes), scopes)
}

/** refresh_token: only the client the token was issued to may turn it in. */
export function grantRefreshToken(
  ctx: AppContext,
  client: OAuth2Client,
  refreshToken: string,
): OAuth2TokenGrant {
  const row = prepared(
    ctx.db,
    'SELECT client_id, scopes FROM system_oauth2_refresh_token WHERE refresh_token = ?',
  ).get(refreshToken) as { client_id: string; scopes: string } | undefined
  if (!row) throw bizError(AuthErrors.REFRESH_TOKEN_INVALID)
  if (row.client_id !== client.clientId) throw bizError(OAuth2ClientErrors.REFRESH_CLIENT_MISMATCH)
  return grantOf(ctx, refreshTokens(ctx, refreshToken), storedStringList(row.scopes))
}

/** client_credentials: a token for the client itself, no user and no refresh token. */
export function grantClientCredentials(
  ctx: AppContext,
  client: OAuth2Client,
  scopes: string[],
): OAuth2TokenGrant {
  const now = ctx.now()
  const accessToken = randomToken()
  const expiresTime = now + tokenLifetimes(ctx, client.clientId).accessMs
  prepared(
    ctx.db,
    `INSERT INTO system_oauth2_client_token (access_token, client_id, scopes, expires_time, create_time)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(accessToken, client.clientId, JSON.stringify(scopes), expiresTime, now)
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: Math.round((expiresTime - now) / 1000),
    scope: scopes.join(' '),
  }
}

export interface TokenFacts {
  userId: number | null
  clientId: string
  scopes: string[]
  accessToken: string
  expiresTime: number
}

/** What check-token tells about a user's or a client's access token. */
export function inspectAccessToken(ctx: AppContext, accessToken: string): TokenFacts {
  const row =
    (prepared(
      ctx.db,
      `SELECT user_id, client_id, scopes, expires_time FROM system_oauth2_access_token
       WHERE access_token = ?`,
    ).get(accessToken) as
      | { user_id: number | null; client_id: string; scopes: string; expires_time: number }
      | undefined) ??
    (prepared(
      ctx.db,
      `SELECT NULL AS user_id, client_id, scopes, expires_time FROM system_oauth2_client_token
       WHERE access_token = ?`,
    ).get(accessToken) as
      { user_id: null; client_id: string; scopes: string; expires_time: number } | undefined)
  if (!row) throw bizError(AuthErrors.ACCESS_TOKEN_NOT_FOUND)
  if (row.expires_time <= ctx.now()) throw bizError(AuthErrors.ACCESS_TOKEN_EXPIRED)
  return {
    userId: row.user_id,
    clientId: row.client_id,
    scopes: storedStringList(row.scopes),
    accessToken,
    expiresTime: row.expires_time,
  }
}

/** DELETE token: a client may revoke only its own tokens; false when it has no such token. */
export function revokeClientToken(ctx: AppContext, client: OAuth2Client, token: string): boolean {
  const userToken = prepared(
    ctx.db,
    'SELECT client_id FROM system_oauth2_access_token WHERE access_token = ?',
  ).get(token) as { client_id: string } | undefined
  if (userToken) {
    if (userToken.client_id !== client.clientId) return false
    revokeByAccessToken(ctx, token)
    return true
  }
  const result = prepared(
    ctx.db,
    'DELETE FROM system_oauth2_client_token WHERE access_token = ? AND client_id = ?',
  ).run(token, client.clientId)
  return result.changes > 0
}
