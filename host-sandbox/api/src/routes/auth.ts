import type { FastifyInstance } from 'fastify'
import {
  authTokens,
  loginBody,
  menuTree,
  permissionInfo,
  sendSmsCodeBody,
  smsLoginBody,
} from '../../../../src/shared/wire/auth'
import { LOGIN_LOG_TYPES } from '../../../../src/shared/wire/login-log'
import { loadAuthority } from '../auth/authority'
import { bearerToken, sessionOf } from '../auth/auth-hook'
import { assertCanLogIn, authenticate, completeLogin } from '../auth/login-service'
import { assertSendableScene, deliverSmsCode } from '../auth/sms-gateway'
import { createSmsCode, SMS_SCENE_LOGIN, useSmsCode } from '../auth/sms-code-service'
import { bindSocialUser, markSocialCodeUsed, resolveSocialCode } from '../auth/social-service'
import { refreshTokens, revokeByAccessToken } from '../auth/token-service'
import { listNavigableMenus } from '../db/repos/menu-repo'
import { findUserById, findUserByMobile } from '../db/repos/user-repo'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { AuthErrors, SmsErrors, UserErrors } from '../lib/error-codes'
import { buildMenuTree, withSandboxOrigin } from '../lib/menu-tree'
import { requestOrigin } from '../lib/request-origin'
import { parseInput, wireItem } from '../lib/validation'

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const publicRoute = { config: { auth: 'public' as const } }
  // Every answer of these becomes a login log row (auth/login-log.ts).
  const loginRoute = (loginLog: number) => ({ config: { auth: 'public' as const, loginLog } })

  app.post('/system/auth/login', loginRoute(LOGIN_LOG_TYPES.USERNAME), async (request) => {
    const body = parseInput(loginBody, request.body)
    const user = await authenticate(ctx, body.username, body.password)
    if (body.socialType !== undefined && body.socialCode && body.socialState) {
      const openid = resolveSocialCode(ctx, body.socialType, body.socialCode, body.socialState)
      bindSocialUser(ctx, user.id, body.socialType, openid)
      markSocialCodeUsed(ctx, body.socialCode)
    }
    return ok(wireItem(authTokens, completeLogin(ctx, user, request.ip)))
  })

  // Unknown mobiles get the same answer, limits and a code of their own (never delivered), so
  // neither this nor sms-login tells which mobiles belong to users.
  app.post('/system/auth/send-sms-code', publicRoute, async (request) => {
    const body = parseInput(sendSmsCodeBody, request.body)
    assertSendableScene(body.scene)
    const owner = findUserByMobile(ctx.db, body.mobile)
    const code = createSmsCode(ctx, body.mobile, body.scene, request.ip)
    // After the answer: the delivery's cost must not show in the response time either.
    const message = { mobile: body.mobile, scene: body.scene, code, userId: owner?.id ?? 0 }
    if (owner) setImmediate(() => deliverSmsCode(ctx, request.log, message))
    return ok(true)
  })

  app.post('/system/auth/sms-login', loginRoute(LOGIN_LOG_TYPES.SMS), async (request) => {
    const body = parseInput(smsLoginBody, request.body)
    useSmsCode(ctx, body.mobile, SMS_SCENE_LOGIN, body.code)
    const user = findUserByMobile(ctx.db, body.mobile)
    // Only reachable by guessing an undelivered code: answer like a wrong code.
    if (!user) throw bizError(SmsErrors.CODE_NOT_CORRECT)
    assertCanLogIn(ctx, user)
    return ok(wireItem(authTokens, completeLogin(ctx, user, request.ip)))
  })

  // The contract puts refreshToken in the query; the console sends it in the body, which access
  // logs do not record. The query form stays for other clients (logs redact it).
  app.post('/system/auth/refresh-token', publicRoute, async (request) => {
    const query = request.query as Record<string, unknown>
    const body = (request.body ?? {}) as Record<string, unknown>
    const refreshToken = body.refreshToken ?? query.refreshToken
    if (typeof refreshToken !== 'string' || refreshToken === '') {
      throw bizError(AuthErrors.REFRESH_TOKEN_INVALID)
    }
    return ok(wireItem(authTokens, refreshTokens(ctx, refreshToken)))
  })

  // Public like the Java server: logging out with an expired token still succeeds.
  app.post('/system/auth/logout', loginRoute(LOGIN_LOG_TYPES.LOGOUT_SELF), async (request) => {
    const token = bearerToken(request)
    if (token) revokeByAccessToken(ctx, token)
    return ok(true)
  })

  app.get('/system/auth/get-permission-info', async (request) => {
    const { userId } = sessionOf(request)
    const user = findUserById(ctx.db, userId)
    if (!user) throw bizError(UserErrors.USER_NOT_EXISTS)
    const authority = loadAuthority(ctx.db, userId)
    return ok(
      wireItem(permissionInfo, {
        user: {
          id: user.id,
          nickname: user.nickname,
          avatar: user.avatar,
          userName: user.username,
        },
        roles: authority.roles,
        permissions: authority.permissions,
      }),
    )
  })

  app.get('/system/auth/list-menus', async (request) => {
    const { userId, authority } = sessionOf(request)
    const menus = buildMenuTree(listNavigableMenus(ctx.db, userId, authority))
    return ok(wireItem(menuTree, withSandboxOrigin(menus, requestOrigin(request))))
  })
}
