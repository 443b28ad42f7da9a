import { createHash } from 'node:crypto'
import { randomToken } from '../../auth/random-token'
import { prepared } from '../../db/prepared'
import { bizError } from '../../lib/biz-error'
import type { AppContext } from '../../lib/context'
import { AuthErrors } from '../../lib/error-codes'
import type { MemberTokens } from '../../../../../src/shared/wire/member-auth'

interface MemberTokenRow {
  id: number
  member_id: number
  expires_time: number
  refresh_expires_time: number
}

/** Only this digest is stored: the database alone opens no member's session. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

const INSERT = `INSERT INTO member_token (member_id, access_token_hash, refresh_token_hash,
  expires_time, refresh_expires_time, create_time) VALUES (?, ?, ?, ?, ?, ?)`

/** A new member session (member_token, never the staff's token tables). */
export function issueMemberTokens(ctx: AppContext, memberId: number): MemberTokens {
  const now = ctx.now()
  const accessToken = randomToken()
  const refreshToken = randomToken()
  const refreshExpires = now + ctx.refreshTtlMs
  const expiresTime = Math.min(now + ctx.accessTtlMs, refreshExpires)
  prepared(ctx.db, INSERT).run(
    memberId,
    tokenHash(accessToken),
    tokenHash(refreshToken),
    expiresTime,
    refreshExpires,
    now,
  )
  return { userId: memberId, accessToken, refreshToken, expiresTime }
}

/** The member behind a valid member access token; code 401 otherwise (staff tokens included). */
export function checkMemberAccessToken(ctx: AppContext, accessToken: string): number {
  const row = prepared(
    ctx.db,
    'SELECT id, member_id, expires_time, refresh_expires_time FROM member_token WHERE access_token_hash = ?',
  ).get(tokenHash(accessToken)) as MemberTokenRow | undefined
  if (!row) throw bizError(AuthErrors.ACCESS_TOKEN_NOT_FOUND)
  if (row.expires_time <= ctx.now()) throw bizError(AuthErrors.ACCESS_TOKEN_EXPIRED)
  return row.member_id
}

/** Rotation: the refresh token buys a new pair once; the old session ends. */
export function refreshMemberTokens(ctx: AppContext, refreshToken: string): MemberTokens {
  return ctx.db.transaction(() => {
    const row = prepared(
      ctx.db,
      'SELECT id, member_id, expires_time, refresh_expires_time FROM member_token WHERE refresh_token_hash = ?',
    ).get(tokenHash(refreshToken)) as MemberTokenRow | undefined
    if (!row) throw bizError(AuthErrors.REFRESH_TOKEN_INVALID)
    if (row.refresh_expires_time <= ctx.now()) throw bizError(AuthErrors.REFRESH_TOKEN_EXPIRED)
    const status = prepared(ctx.db, 'SELECT status FROM member_user WHERE id = ?').get(
      row.member_id,
    ) as { status: number } | undefined
    if (status?.status !== 0) throw bizError(AuthErrors.REFRESH_TOKEN_INVALID)
    prepared(ctx.db, 'DELETE FROM member_token WHERE id = ?').run(row.id)
    return issueMemberTokens(ctx, row.member_id)
  })()
}

/** Logout: the session behind the access token ends (unknown tokens: nothing to do). */
export function revokeMemberAccessToken(ctx: AppContext, accessToken: string): void {
  prepared(ctx.db, 'DELETE FROM member_token WHERE access_token_hash = ?').run(
    tokenHash(accessToken),
  )
}

/** Sessions whose refresh token has expired are of no use to anyone. */
export function purgeExpiredMemberTokens(ctx: AppContext): number {
  return prepared(ctx.db, 'DELETE FROM member_token WHERE refresh_expires_time <= ?').run(ctx.now())
    .changes
}
