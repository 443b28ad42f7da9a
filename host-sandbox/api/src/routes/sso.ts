import type { FastifyInstance } from 'fastify'
import { authTokens } from '../../../../src/shared/wire/auth'
import { z } from 'zod'
import { LOGIN_LOG_TYPES } from '../../../../src/shared/wire/login-log'
import { assertCanLogIn, completeLogin } from '../auth/login-service'
import { consumeSsoToken } from '../auth/sso-service'
import { findUserById } from '../db/repos/user-repo'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { AuthErrors } from '../lib/error-codes'
import { parseInput, wireItem } from '../lib/validation'

const ssoBody = z.object({
  ssoToken: z.string({ error: 'SSO 令牌不能为空' }).min(1, 'SSO 令牌不能为空'),
})

export function registerSsoRoutes(app: FastifyInstance, ctx: AppContext): void {
  // A portal's identity hand-off: logged with the social logins (auth/login-log.ts).
  const ssoLoginRoute = { config: { auth: 'public' as const, loginLog: LOGIN_LOG_TYPES.SOCIAL } }
  app.post('/system/sso/login', ssoLoginRoute, async (request) => {
    const { ssoToken } = parseInput(ssoBody, request.body)
    const { userId, sessionExpiresAt } = consumeSsoToken(ctx, ssoToken)
    const user = findUserById(ctx.db, userId)
    if (!user) throw bizError(AuthErrors.SSO_TOKEN_INVALID)
    assertCanLogIn(ctx, user)
    return ok(
      wireItem(authTokens, completeLogin(ctx, user, request.ip, sessionExpiresAt ?? undefined)),
    )
  })
}
