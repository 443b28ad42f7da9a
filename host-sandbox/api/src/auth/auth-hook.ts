import type { FastifyInstance, FastifyRequest } from 'fastify'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { GlobalErrors } from '../lib/error-codes'
import { findUserById } from '../db/repos/user-repo'
import { hasPermission, loadAuthority, type Authority } from './authority'
import { checkAccessToken } from './token-service'

export interface RequestSession {
  userId: number
  accessToken: string
  authority: Authority
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'public': callable without a token. Every other route needs a valid access token. */
    auth?: 'public'
    /**
     * Permission string the caller must hold, or a list of which any one will do
     * (docs/security.md#permissions).
     */
    permission?: string | readonly string[]
  }
  interface FastifyRequest {
    session: RequestSession | null
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header) return null
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim())
  return match ? match[1] : null
}

/** The logged-in caller of a non-public route (the hook guarantees it is set). */
export function sessionOf(request: FastifyRequest): RequestSession {
  if (!request.session) throw bizError(GlobalErrors.UNAUTHORIZED)
  return request.session
}

/**
 * Authenticates every API request before its body is read: code 401 without a valid token,
 * 403 without the route's permission.
 */
export function registerAuthHook(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('session', null)
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config
    if (config.auth === 'public') return
    const token = bearerToken(request)
    if (!token) throw bizError(GlobalErrors.UNAUTHORIZED)
    const userId = checkAccessToken(ctx, token)
    const user = findUserById(ctx.db, userId)
    if (!user || user.status !== 0) throw bizError(GlobalErrors.UNAUTHORIZED)
    const authority = loadAuthority(ctx.db, userId)
    request.session = { userId, accessToken: token, authority }
    const required = typeof config.permission === 'string' ? [config.permission] : config.permission
    if (required?.length && !required.some((p) => hasPermission(authority, p))) {
      throw bizError(GlobalErrors.FORBIDDEN)
    }
  })
}
