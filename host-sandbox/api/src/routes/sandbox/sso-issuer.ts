import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { issueSsoToken, SSO_TOKEN_TTL_SECONDS } from '../../auth/sso-service'
import { findUserByUsername } from '../../db/repos/user-repo'
import { BizError } from '../../lib/biz-error'
import type { AppContext } from '../../lib/context'
import { ok } from '../../lib/envelope'
import { parseInput } from '../../lib/validation'

const issueBody = z.object({
  username: z.string({ error: '用户账号不能为空' }).min(1, '用户账号不能为空'),
})

/** The host portal's side of SSO: it asks the sandbox for a one-time token for a user. */
export function registerSsoIssuerRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/sandbox/sso/issue', async (request) => {
    const { username } = parseInput(issueBody, request.body)
    const user = findUserByUsername(ctx.db, username)
    if (!user) throw new BizError(404, `用户 ${username} 不存在`)
    return ok({ ssoToken: issueSsoToken(ctx, user.id), expiresInSeconds: SSO_TOKEN_TTL_SECONDS })
  })
}
