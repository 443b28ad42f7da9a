import type { FastifyInstance } from 'fastify'
import { oauth2AuthorizeInfo } from '../../../../src/shared/wire/oauth2'
import { z } from 'zod'
import { sessionOf } from '../auth/auth-hook'
import {
  approvedScopes,
  checkPreApproval,
  createAuthorizationCode,
  recordApproval,
  validateClient,
} from '../auth/oauth2-service'
import { issueTokens } from '../auth/token-service'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { absoluteUrl, appendQuery } from '../lib/request-origin'
import { optionalBoolean, parseInput, wireItem } from '../lib/validation'
import { registerOAuth2TokenGrantRoutes } from './oauth2-token-grant'

const GRANT_TYPES: Record<string, string> = { code: 'authorization_code', token: 'implicit' }

const authorizeInfoQuery = z.object({
  clientId: z.string({ error: '客户端编号不能为空' }).min(1, '客户端编号不能为空'),
})

const scopeMap = z.preprocess(
  (raw) => {
    if (raw === undefined || raw === '') return {}
    if (typeof raw !== 'string') return raw
    try {
      return JSON.parse(raw) as unknown
    } catch {
      return null
    }
  },
  z.record(z.string(), z.boolean(), { error: 'scope 必须是 JSON 对象，如 {"user.read":true}' }),
)

const authorizeParams = z.object({
  response_type: z
    .string({ error: 'response_type 不能为空' })
    .refine((t) => t in GRANT_TYPES, 'response_type 参数值只允许 code 和 token'),
  client_id: z.string({ error: 'client_id 不能为空' }).min(1, 'client_id 不能为空'),
  redirect_uri: z.string({ error: 'redirect_uri 不能为空' }).min(1, 'redirect_uri 不能为空'),
  state: z.string().optional(),
  auto_approve: optionalBoolean('auto_approve'),
  scope: scopeMap,
})

export function registerOAuth2Routes(app: FastifyInstance, ctx: AppContext): void {
  registerOAuth2TokenGrantRoutes(app, ctx)

  app.get('/system/oauth2/authorize', async (request) => {
    const { userId } = sessionOf(request)
    const { clientId } = parseInput(authorizeInfoQuery, request.query)
    const client = validateClient(ctx, clientId)
    const approved = approvedScopes(ctx, userId, client.clientId)
    return ok(
      wireItem(oauth2AuthorizeInfo, {
        client: { name: client.name, logo: absoluteUrl(request, client.logo) },
        scopes: client.scopes.map((key) => ({ key, value: approved.has(key) })),
      }),
    )
  })

  // Parameters come in the query string; a form-encoded body may carry them too (Spring reads both).
  app.post('/system/oauth2/authorize', async (request) => {
    const { userId } = sessionOf(request)
    const body = request.body && typeof request.body === 'object' ? request.body : {}
    const params = parseInput(authorizeParams, { ...body, ...(request.query as object) })
    const grantType = GRANT_TYPES[params.response_type]
    const requested = Object.keys(params.scope)
    const client = validateClient(ctx, params.client_id, {
      grantType,
      scopes: requested,
      redirectUri: params.redirect_uri,
    })
    const state = params.state ?? ''

    let scopes: string[]
    if (params.auto_approve) {
      // Not approved before: null tells the console to show the consent page.
      if (!checkPreApproval(ctx, userId, client, requested)) return ok(null)
      scopes = requested
    } else {
      if (!recordApproval(ctx, userId, client.clientId, params.scope)) {
        return ok(denied(params.redirect_uri, params.response_type, state))
      }
      scopes = requested.filter((scope) => params.scope[scope])
    }

    if (grantType === 'implicit') {
      const tokens = issueTokens(ctx, userId, client.clientId, undefined, scopes)
      const fragment = new URLSearchParams({
        access_token: tokens.accessToken,
        token_type: 'bearer',
        expires_in: String(Math.round((tokens.expiresTime - ctx.now()) / 1000)),
        scope: scopes.join(' '),
        ...(state ? { state } : {}),
      })
      return ok(`${params.redirect_uri}#${fragment.toString()}`)
    }
    const code = createAuthorizationCode(
      ctx,
      userId,
      client.clientId,
      scopes,
      params.redirect_uri,
      state,
    )
    return ok(appendQuery(params.redirect_uri, { code, state }))
  })
}

function denied(redirectUri: string, responseType: string, state: string): string {
  const error = { error: 'access_denied', error_description: 'User denied access', state }
  if (responseType === 'code') return appendQuery(redirectUri, error)
  const fragment = new URLSearchParams(Object.entries(error).filter(([, v]) => v !== ''))
  return `${redirectUri}#${fragment.toString()}`
}
