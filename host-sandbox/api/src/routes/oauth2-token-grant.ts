import type { FastifyInstance, FastifyRequest } from 'fastify'
import { oauth2CheckToken, oauth2TokenGrant } from '../../../../src/shared/wire/oauth2-client'
import {
  authenticateClient,
  grantAuthorizationCode,
  grantClientCredentials,
  grantPassword,
  grantRefreshToken,
  inspectAccessToken,
  revokeClientToken,
  type ClientCredentials,
} from '../auth/oauth2-grants'
import { OAuth2ClientErrors } from '../auth/oauth2-errors'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { wireItem } from '../lib/validation'

const PUBLIC = { config: { auth: 'public' as const } }
const GRANT_TYPES = ['authorization_code', 'password', 'refresh_token', 'client_credentials']
// The sandbox has one tenant; check-token names it like the Java server does.
const TENANT_ID = 1
const USER_TYPE_ADMIN = 2

/** Form fields of the body, then of the query string (Spring reads both), as texts. */
function paramsOf(request: FastifyRequest): Record<string, string> {
  const merged: Record<string, unknown> = {
    ...(request.query && typeof request.query === 'object' ? request.query : {}),
    ...(request.body && typeof request.body === 'object' ? request.body : {}),
  }
  const params: Record<string, string> = {}
  for (const [key, value] of Object.entries(merged)) {
    if (typeof value === 'string') params[key] = value
  }
  return params
}

/** HTTP Basic `clientId:secret`; the form's client_id / client_secret are accepted too. */
function clientCredentials(request: FastifyRequest, params: Record<string, string>) {
  const match = /^Basic\s+(\S+)$/i.exec(request.headers.authorization?.trim() ?? '')
  if (match) {
    const decoded = Buffer.from(match[1], 'base64').toString('utf8')
    const colon = decoded.indexOf(':')
    if (colon > 0) {
      return { clientId: decoded.slice(0, colon), secret: decoded.slice(colon + 1) }
    }
  }
  if (params.client_id && params.client_secret) {
    return { clientId: params.client_id, secret: params.client_secret }
  }
  throw bizError(OAuth2ClientErrors.BASIC_AUTH_MISSING)
}

const scopesOf = (raw: string | undefined) =>
  (raw ?? '')
    .split(/[\s,]+/)
    .map((scope) => scope.trim())
    .filter((scope) => scope !== '')

function required(params: Record<string, string>, name: string): string {
  const value = params[name]
  if (!value) throw bizError(OAuth2ClientErrors.PARAM_MISSING, name)
  return value
}

/**
 * The token endpoint for third-party applications: POST token (four grants), POST check-token,
 * DELETE token. Public routes: the client authenticates itself, each client row decides what it
 * may do and how long its tokens live (docs/oauth2-clients.md).
 */
export function registerOAuth2TokenGrantRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/system/oauth2/token', PUBLIC, async (request) => {
    const params = paramsOf(request)
    const grantType = required(params, 'grant_type')
    if (!GRANT_TYPES.includes(grantType)) {
      throw bizError(OAuth2ClientErrors.GRANT_TYPE_UNKNOWN, grantType)
    }
    const credentials: ClientCredentials = clientCredentials(request, params)
    const scopes = scopesOf(params.scope)
    const client = await authenticateClient(ctx, credentials, {
      grantType,
      scopes,
      redirectUri: grantType === 'authorization_code' ? params.redirect_uri : undefined,
    })
    const answer =
      grantType === 'authorization_code'
        ? grantAuthorizationCode(ctx, client, required(params, 'code'), params.redirect_uri)
        : grantType === 'password'
          ? await grantPassword(
              ctx,
              client,
              required(params, 'username'),
              required(params, 'password'),
              scopes,
            )
          : grantType === 'refresh_token'
            ? grantRefreshToken(ctx, client, required(params, 'refresh_token'))
            : grantClientCredentials(ctx, client, scopes)
    return ok(wireItem(oauth2TokenGrant, answer))
  })

  app.post('/system/oauth2/check-token', PUBLIC, async (request) => {
    const params = paramsOf(request)
    await authenticateClient(ctx, clientCredentials(request, params))
    const facts = inspectAccessToken(ctx, required(params, 'token'))
    return ok(
      wireItem(oauth2CheckToken, {
        userId: facts.userId,
        userType: facts.userId === null ? null : USER_TYPE_ADMIN,
        tenantId: TENANT_ID,
        clientId: facts.clientId,
        scopes: facts.scopes,
        accessToken: facts.accessToken,
        exp: Math.floor(facts.expiresTime / 1000),
      }),
    )
  })

  app.delete('/system/oauth2/token', PUBLIC, async (request) => {
    const params = paramsOf(request)
    const client = await authenticateClient(ctx, clientCredentials(request, params))
    return ok(revokeClientToken(ctx, client, required(params, 'token')))
  })
}
