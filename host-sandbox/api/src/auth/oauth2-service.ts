import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { OAuth2Errors } from '../lib/error-codes'
import { storedStringList } from '../lib/stored-list'
import { randomToken } from './random-token'

export const APPROVE_TTL_MS = 30 * 24 * 3_600_000
export const CODE_TTL_MS = 5 * 60_000

export interface OAuth2Client {
  id: number
  clientId: string
  secret: string
  name: string
  logo: string
  status: number
  redirectUris: string[]
  grantTypes: string[]
  scopes: string[]
  autoApproveScopes: string[]
}

interface ClientRow {
  id: number
  client_id: string
  secret: string
  name: string
  logo: string
  status: number
  redirect_uris: string
  authorized_grant_types: string
  scopes: string
  auto_approve_scopes: string
}

export function findClient(ctx: AppContext, clientId: string): OAuth2Client | null {
  const row = ctx.db
    .prepare('SELECT * FROM system_oauth2_client WHERE client_id = ?')
    .get(clientId) as ClientRow | undefined
  if (!row) return null
  return {
    id: row.id,
    clientId: row.client_id,
    secret: row.secret,
    name: row.name,
    logo: row.logo,
    status: row.status,
    redirectUris: storedStringList(row.redirect_uris),
    grantTypes: storedStringList(row.authorized_grant_types),
    scopes: storedStringList(row.scopes),
    autoApproveScopes: storedStringList(row.auto_approve_scopes),
  }
}

/** The Java server's validOAuthClientFromCache: existence, status, grant type, scopes, redirect. */
export function validateClient(
  ctx: AppContext,
  clientId: string,
  check: { grantType?: string; scopes?: string[]; redirectUri?: string } = {},
): OAuth2Client {
  const client = findClient(ctx, clientId)
  if (!client) throw bizError(OAuth2Errors.CLIENT_NOT_EXISTS)
  if (client.status !== 0) throw bizError(OAuth2Errors.CLIENT_DISABLE)
  if (check.grantType && !client.grantTypes.includes(check.grantType)) {
    throw bizError(OAuth2Errors.GRANT_TYPE_NOT_EXISTS)
  }
  if (check.scopes && check.scopes.some((scope) => !client.scopes.includes(scope))) {
    throw bizError(OAuth2Errors.SCOPE_OVER)
  }
  if (check.redirectUri !== undefined) {
    const uri = check.redirectUri
    if (!client.redirectUris.some((allowed) => uri.startsWith(allowed))) {
      throw bizError(OAuth2Errors.REDIRECT_URI_NOT_MATCH, uri)
    }
  }
  return client
}

/** Scopes the user approved for the client earlier and that have not expired. */
export function approvedScopes(ctx: AppContext, userId: number, clientId: string): Set<string> {
  const rows = ctx.db
    .prepare(
      `SELECT scope FROM system_oauth2_approve
       WHERE user_id = ? AND client_id = ? AND approved = 1 AND expires_time > ?`,
    )
    .all(userId, clientId, ctx.now()) as { scope: string }[]
  return new Set(rows.map((row) => row.scope))
}

function saveApproval(
  ctx: AppContext,
  userId: number,
  clientId: string,
  scope: string,
  approved: boolean,
) {
  ctx.db
    .prepare(
      `INSERT INTO system_oauth2_approve (user_id, client_id, scope, approved, expires_time)
       VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (user_id, client_id, scope) DO UPDATE SET
         approved = excluded.approved, expires_time = excluded.expires_time`,
    )
    .run(userId, clientId, scope, Number(approved), ctx.now() + APPROVE_TTL_MS)
}

/** auto_approve=true: may the request pass without asking the user? */
export function checkPreApproval(
  ctx: AppContext,
  userId: number,
  client: OAuth2Client,
  scopes: string[],
): boolean {
  if (scopes.every((scope) => client.autoApproveScopes.includes(scope))) {
    for (const scope of scopes) saveApproval(ctx, userId, client.clientId, scope, true)
    return true
  }
  const approved = approvedScopes(ctx, userId, client.clientId)
  return scopes.every((scope) => approved.has(scope))
}

/** The user's decision on the consent page; true when at least one scope was approved. */
export function recordApproval(
  ctx: AppContext,
  userId: number,
  clientId: string,
  decision: Record<string, boolean>,
): boolean {
  const entries = Object.entries(decision)
  if (entries.length === 0) return true
  for (const [scope, approved] of entries) saveApproval(ctx, userId, clientId, scope, approved)
  return entries.some(([, approved]) => approved)
}

export function createAuthorizationCode(
  ctx: AppContext,
  userId: number,
  clientId: string,
  scopes: string[],
  redirectUri: string,
  state: string,
): string {
  const code = randomToken(16)
  const now = ctx.now()
  ctx.db
    .prepare(
      `INSERT INTO system_oauth2_code
         (code, user_id, client_id, scopes, redirect_uri, state, expires_time, create_time)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(code, userId, clientId, JSON.stringify(scopes), redirectUri, state, now + CODE_TTL_MS, now)
  return code
}
