import type { FastifyInstance } from 'fastify'
import { authTokens } from '../../../../src/shared/wire/auth'
import { z } from 'zod'
import { LOGIN_LOG_TYPES } from '../../../../src/shared/wire/login-log'
import { assertCanLogIn, completeLogin } from '../auth/login-service'
import {
  createSocialState,
  findBoundUserId,
  markSocialCodeUsed,
  resolveSocialCode,
} from '../auth/social-service'
import { findUserById } from '../db/repos/user-repo'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { AuthErrors } from '../lib/error-codes'
import { requestOrigin } from '../lib/request-origin'
import { parseInput, requiredInt, wireItem } from '../lib/validation'

/** SocialTypeEnum values of the Java server (Gitee, DingTalk, WeCom, WeChat MP/open/mini). */
export const SOCIAL_TYPES = [10, 20, 30, 31, 32, 34]

const socialType = requiredInt('社交平台的类型').refine(
  (t) => SOCIAL_TYPES.includes(t),
  `社交平台的类型必须在指定范围 [${SOCIAL_TYPES.join(', ')}]`,
)

const redirectQuery = z.object({
  type: socialType,
  redirectUri: z
    .string({ error: '回调地址不能为空' })
    .min(1, '回调地址不能为空')
    .refine((uri) => /^https?:\/\//i.test(uri), '回调地址必须是 http(s) 地址'),
})

const socialLoginBody = z.object({
  type: socialType,
  code: z.string({ error: '授权码不能为空' }).min(1, '授权码不能为空'),
  state: z.string({ error: 'state 不能为空' }).min(1, 'state 不能为空'),
})

export function registerSocialAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const publicRoute = { config: { auth: 'public' as const } }
  // Every answer becomes a login log row (auth/login-log.ts).
  const socialLoginRoute = { config: { ...publicRoute.config, loginLog: LOGIN_LOG_TYPES.SOCIAL } }

  // The sandbox is its own social provider: the URL points at /sandbox/social/authorize. That
  // fake provider exists only with SANDBOX_TEST_ROUTES on; without it there is no provider.
  app.get('/system/auth/social-auth-redirect', publicRoute, async (request) => {
    const query = parseInput(redirectQuery, request.query)
    if (!ctx.testRoutes) throw bizError(AuthErrors.SOCIAL_AUTH_FAILURE, '未配置社交登录平台')
    const state = createSocialState(ctx, query.type, query.redirectUri)
    const params = new URLSearchParams({
      type: String(query.type),
      redirect_uri: query.redirectUri,
      state,
    })
    return ok(`${requestOrigin(request)}/sandbox/social/authorize?${params.toString()}`)
  })

  app.post('/system/auth/social-login', socialLoginRoute, async (request) => {
    const body = parseInput(socialLoginBody, request.body)
    const openid = resolveSocialCode(ctx, body.type, body.code, body.state)
    const userId = findBoundUserId(ctx, body.type, openid)
    const user = userId === null ? undefined : findUserById(ctx.db, userId)
    if (!user) throw bizError(AuthErrors.THIRD_LOGIN_NOT_BIND)
    assertCanLogIn(ctx, user)
    markSocialCodeUsed(ctx, body.code)
    return ok(wireItem(authTokens, completeLogin(ctx, user, request.ip)))
  })
}
