import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { bearerToken } from '../../auth/auth-hook'
import { assertCanLogIn } from '../../auth/login-service'
import { issueSsoToken, SSO_TOKEN_TTL_SECONDS } from '../../auth/sso-service'
import { checkAccessToken, sessionRefreshExpiry } from '../../auth/token-service'
import { findUserById } from '../../db/repos/user-repo'
import { bizError } from '../../lib/biz-error'
import type { AppContext } from '../../lib/context'
import { ok } from '../../lib/envelope'
import { AuthErrors, GlobalErrors } from '../../lib/error-codes'
import { parseInput } from '../../lib/validation'

const issueBody = z.object({ username: z.string({ error: '用户账号必须是字符串' }).optional() })

/**
 * The host portal's SSO issuer: a signed-in portal user (Authorization: Bearer <the portal's
 * access token>) gets a one-time token that buys the console a session of that same user, and of
 * no one else. It is a real feature of the host portal, not a test helper, so it stays on when
 * SANDBOX_TEST_ROUTES is off: it hands out nothing the caller does not already hold.
 */
export function registerSsoIssuerRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/sandbox/sso/issue', async (request) => {
    const accessToken = bearerToken(request)
    if (!accessToken) throw bizError(GlobalErrors.UNAUTHORIZED)
    const user = findUserById(ctx.db, checkAccessToken(ctx, accessToken))
    if (!user || user.status !== 0) throw bizError(GlobalErrors.UNAUTHORIZED)
    assertCanLogIn(ctx, user)
    // Older portals name the user in the body: allowed only when it is the caller.
    const body = parseInput(issueBody, request.body)
    if (body.username !== undefined && body.username !== user.username) {
      throw bizError(AuthErrors.SSO_USER_MISMATCH)
    }
    const sessionEnd = sessionRefreshExpiry(ctx, accessToken) ?? ctx.now() + ctx.refreshTtlMs
    return ok({
      ssoToken: issueSsoToken(ctx, user.id, sessionEnd),
      expiresInSeconds: SSO_TOKEN_TTL_SECONDS,
    })
  })
}
