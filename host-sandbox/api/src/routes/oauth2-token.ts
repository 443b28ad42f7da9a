import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  oauth2TokenDeleteQuery,
  oauth2TokenFilters,
  oauth2TokenItem,
  type OAuth2TokenItem,
} from '../../../../src/shared/wire/oauth2-token'
import { recordForcedLogout } from '../auth/login-log'
import { revokeByAccessToken } from '../auth/token-service'
import { prepared } from '../db/prepared'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { eqFilter, filterQuery, whereOf, type Filter } from '../lib/filters'
import { selectPage } from '../lib/paging'
import { pageParams, parseInput, wireItem } from '../lib/validation'

const TABLE = 'system_oauth2_access_token'
/** user_type of every sandbox session: only admin users sign in here. */
const ADMIN_USER_TYPE = 2

interface AccessTokenRow {
  id: number
  access_token: string
  refresh_token: string
  user_id: number
  client_id: string
  expires_time: number
  create_time: number
}

/**
 * What 令牌管理 shows for a token: its SHA-256 in hex. Rows stay distinguishable and 强退 can
 * name one, but whoever reads the page cannot use a session (the token itself never leaves).
 */
export function tokenHandle(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

function toItem(row: AccessTokenRow): OAuth2TokenItem {
  return wireItem(oauth2TokenItem, {
    id: row.id,
    accessToken: tokenHandle(row.access_token),
    refreshToken: tokenHandle(row.refresh_token),
    userId: row.user_id,
    userType: ADMIN_USER_TYPE,
    clientId: row.client_id,
    createTime: row.create_time,
    expiresTime: row.expires_time,
  })
}

/** Only admin sessions exist: asking for another user type finds none. */
const userTypeFilter: Filter = {
  schema: oauth2TokenFilters.userType,
  apply: (where, value) =>
    value === undefined || value === ADMIN_USER_TYPE ? where : where.raw('0 = 1'),
}

/** 令牌管理: the live access tokens (as handles) and 强退, which ends one session. */
export function registerOAuth2TokenRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const filters = {
    userId: eqFilter('user_id', oauth2TokenFilters.userId),
    userType: userTypeFilter,
    clientId: eqFilter('client_id', oauth2TokenFilters.clientId),
  }
  const filterSchema = filterQuery(filters)
  const pagingSchema = z.object(pageParams)

  /** The live token behind `given`: the token itself (the Java server's callers) or its handle. */
  const findLive = (given: string): AccessTokenRow | undefined => {
    const now = ctx.now()
    const direct = prepared(db, `SELECT * FROM ${TABLE} WHERE access_token = ?`).get(given) as
      AccessTokenRow | undefined
    if (direct) return direct.expires_time > now ? direct : undefined
    if (!/^[0-9a-f]{64}$/.test(given)) return undefined
    // Handles are not stored: the live sessions are few enough to hash on demand.
    const live = prepared(db, `SELECT * FROM ${TABLE} WHERE expires_time > ?`).iterate(
      now,
    ) as Iterable<AccessTokenRow>
    for (const row of live) if (tokenHandle(row.access_token) === given) return row
    return undefined
  }

  app.get(
    '/system/oauth2-token/page',
    { config: { permission: 'system:oauth2-token:query' } },
    async (request) => {
      const where = whereOf(filters, parseInput(filterSchema, request.query)).raw(
        'expires_time > ?',
        ctx.now(),
      )
      const page = parseInput(pagingSchema, request.query)
      return ok(selectPage(db, { table: TABLE, where, orderBy: 'id DESC', page }, toItem))
    },
  )

  app.delete(
    '/system/oauth2-token/delete',
    { config: { permission: 'system:oauth2-token:delete' } },
    async (request) => {
      const { accessToken } = parseInput(oauth2TokenDeleteQuery, request.query)
      const row = findLive(accessToken)
      // Like the Java server: a session that has already ended is no error.
      if (row) {
        revokeByAccessToken(ctx, row.access_token)
        recordForcedLogout(ctx, request, row.user_id)
      }
      return ok(true)
    },
  )
}
