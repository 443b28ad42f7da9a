import type { FastifyInstance } from 'fastify'
import {
  memberLoginBody,
  memberProfile,
  memberTokens,
} from '../../../../src/shared/wire/member-auth'
import { bearerToken } from '../auth/auth-hook'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { AuthErrors } from '../lib/error-codes'
import { parseInput, wireItem } from '../lib/validation'
import { authenticateMember, findMemberById, memberSessionOf } from '../mall/member/member-auth'
import { MemberErrors } from '../mall/member/member-errors'
import {
  issueMemberTokens,
  purgeExpiredMemberTokens,
  refreshMemberTokens,
  revokeMemberAccessToken,
} from '../mall/member/member-tokens'

/** /app-api/member/auth/* and the signed-in member's own profile. */
export function registerAppMemberAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const publicRoute = { config: { auth: 'public' as const } }

  app.post('/member/auth/login', publicRoute, async (request) => {
    const body = parseInput(memberLoginBody, request.body)
    const member = await authenticateMember(ctx, body.mobile, body.password)
    // Sessions pile up only while members log in; sweeping the dead ones here keeps the table small.
    purgeExpiredMemberTokens(ctx)
    return ok(wireItem(memberTokens, issueMemberTokens(ctx, member.id)))
  })

  // Body or query, like the staff call (the query form is what the mini-program sends).
  app.post('/member/auth/refresh-token', publicRoute, async (request) => {
    const query = request.query as Record<string, unknown>
    const body = (request.body ?? {}) as Record<string, unknown>
    const refreshToken = body.refreshToken ?? query.refreshToken
    if (typeof refreshToken !== 'string' || refreshToken === '') {
      throw bizError(AuthErrors.REFRESH_TOKEN_INVALID)
    }
    return ok(wireItem(memberTokens, refreshMemberTokens(ctx, refreshToken)))
  })

  app.post('/member/auth/logout', publicRoute, async (request) => {
    const token = bearerToken(request)
    if (token) revokeMemberAccessToken(ctx, token)
    return ok(true)
  })

  app.get('/member/user/get', async (request) => {
    const member = findMemberById(ctx, memberSessionOf(request).memberId)
    if (!member) throw bizError(MemberErrors.USER_NOT_EXISTS)
    return ok(
      wireItem(memberProfile, {
        id: member.id,
        nickname: member.nickname,
        avatar: member.avatar,
        mobile: member.mobile,
      }),
    )
  })
}
