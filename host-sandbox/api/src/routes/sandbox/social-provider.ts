import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { findSocialState, issueSocialCode, signInSocialAccount } from '../../auth/social-service'
import type { AppContext } from '../../lib/context'
import { appendQuery } from '../../lib/request-origin'
import { parseInput, requiredInt } from '../../lib/validation'
import { renderAuthorizePage } from './social-provider-page'

const pageQuery = z.object({
  type: requiredInt('type'),
  redirect_uri: z.string({ error: 'redirect_uri 不能为空' }).min(1, 'redirect_uri 不能为空'),
  state: z.string({ error: 'state 不能为空' }).min(1, 'state 不能为空'),
})

const decisionBody = pageQuery.extend({
  account: z.string().max(100).optional(),
  password: z.string().max(100).optional(),
  decision: z.enum(['allow', 'deny']).optional(),
})

/**
 * The sandbox's stand-in for Gitee & co (only with SANDBOX_TEST_ROUTES on):
 * /system/auth/social-auth-redirect sends the browser here, the user signs in to one of the
 * provider's own accounts and approves, and we redirect back to the console with code and state.
 */
export function registerSocialProviderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const problem = (redirectUri: string, state: string) => {
    const stored = findSocialState(ctx, state)
    if (!stored) return '授权请求无效或已过期，请回到登录页重新发起社交登录。'
    // Only the redirect URI registered with the state is honoured: no open redirects.
    if (stored.redirect_uri !== redirectUri) return '回调地址与授权请求不一致。'
    return null
  }

  app.get('/sandbox/social/authorize', async (request, reply) => {
    const query = parseInput(pageQuery, request.query)
    const error = problem(query.redirect_uri, query.state) ?? undefined
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(
        renderAuthorizePage({
          type: query.type,
          redirectUri: query.redirect_uri,
          state: query.state,
          error,
        }),
      )
  })

  app.post('/sandbox/social/authorize', async (request, reply) => {
    const body = parseInput(decisionBody, request.body)
    const refuse = (error: string) =>
      reply
        .status(400)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(
          renderAuthorizePage({
            type: body.type,
            redirectUri: body.redirect_uri,
            state: body.state,
            account: body.account,
            error,
          }),
        )
    const error = problem(body.redirect_uri, body.state)
    if (error) return refuse(error)
    if (body.decision === 'deny') {
      return reply.redirect(
        appendQuery(body.redirect_uri, { error: 'access_denied', state: body.state }),
      )
    }
    const account = (body.account ?? '').trim()
    if (!account || !body.password) return refuse('请输入社交平台账号和密码。')
    const openid = signInSocialAccount(account, body.password)
    if (!openid) return refuse('社交平台账号或密码不正确。')
    const code = issueSocialCode(ctx, body.type, body.state, openid)
    return reply.redirect(appendQuery(body.redirect_uri, { code, state: body.state }))
  })
}
