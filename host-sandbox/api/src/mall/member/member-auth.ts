import type { FastifyInstance, FastifyRequest } from 'fastify'
import { limitedCheck } from '../../auth/attempt-limiter'
import { bearerToken } from '../../auth/auth-hook'
import { prepared } from '../../db/prepared'
import { bizError } from '../../lib/biz-error'
import type { AppContext } from '../../lib/context'
import { GlobalErrors } from '../../lib/error-codes'
import { MemberErrors } from './member-errors'
import { checkMemberAccessToken } from './member-tokens'

export interface MemberSession {
  memberId: number
  accessToken: string
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the app-api hook for member calls; always null on admin-api. */
    memberSession: MemberSession | null
  }
}

export interface MemberRow {
  id: number
  mobile: string
  password: string
  nickname: string
  avatar: string
  status: number
  register_ip: string
  create_time: number
  update_time: number
}

export function findMemberById(ctx: AppContext, id: number): MemberRow | undefined {
  return prepared(ctx.db, 'SELECT * FROM member_user WHERE id = ?').get(id) as MemberRow | undefined
}

function findMemberByMobile(ctx: AppContext, mobile: string): MemberRow | undefined {
  return prepared(ctx.db, 'SELECT * FROM member_user WHERE mobile = ?').get(mobile) as
    MemberRow | undefined
}

/** The signed-in member of an app-api call (the hook guarantees it on non-public routes). */
export function memberSessionOf(request: FastifyRequest): MemberSession {
  if (!request.memberSession) throw bizError(GlobalErrors.UNAUTHORIZED)
  return request.memberSession
}

/**
 * Mobile and password, with the staff login's limit on guesses: five wrong passwords within 15
 * minutes refuse further tries until the window passes. Unknown mobiles cost a hash too, so the
 * answer's time does not tell which mobiles are members.
 */
export async function authenticateMember(
  ctx: AppContext,
  mobile: string,
  password: string,
): Promise<MemberRow> {
  const member = findMemberByMobile(ctx, mobile)
  if (!member) {
    await ctx.passwords.verifyNothing(password)
    throw bizError(MemberErrors.BAD_CREDENTIALS)
  }
  const outcome = await limitedCheck(ctx, member.id, 'member-login', () =>
    ctx.passwords.verify(password, member.password),
  )
  if (outcome === 'limited') throw bizError(MemberErrors.TOO_MANY_FAILURES)
  if (outcome === 'crowded') throw bizError(GlobalErrors.BUSY)
  if (outcome === 'wrong') throw bizError(MemberErrors.BAD_CREDENTIALS)
  if (member.status !== 0) throw bizError(MemberErrors.USER_DISABLED)
  return member
}

/**
 * The app-api's gate: every route but the `auth: 'public'` ones needs a member access token.
 * Staff tokens live in other tables, so they are unknown here (401), as member tokens are on
 * admin-api.
 */
export function registerMemberAuthHook(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('memberSession', null)
  app.addHook('onRequest', async (request, reply) => {
    // Answers carry tokens and personal data: no browser or proxy may keep them.
    reply.header('Cache-Control', 'no-store')
    if (request.routeOptions.config.auth === 'public') return
    const token = bearerToken(request)
    if (!token) throw bizError(GlobalErrors.UNAUTHORIZED)
    const memberId = checkMemberAccessToken(ctx, token)
    const member = findMemberById(ctx, memberId)
    if (!member || member.status !== 0) throw bizError(GlobalErrors.UNAUTHORIZED)
    request.memberSession = { memberId, accessToken: token }
  })
}
