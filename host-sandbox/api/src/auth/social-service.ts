import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { AuthErrors } from '../lib/error-codes'
import { randomToken } from './random-token'

export const SOCIAL_CODE_TTL_MS = 5 * 60_000

/** Identities the sandbox provider offers on its authorize page. */
export const SANDBOX_SOCIAL_IDENTITIES = [
  { openid: 'sandbox-admin', nickname: '纪念馆管理员', hint: '已绑定账号 admin' },
  { openid: 'sandbox-staff', nickname: '票务专员', hint: '未绑定账号，登录后需要绑定' },
  { openid: 'sandbox-visitor', nickname: '访客', hint: '未绑定账号' },
] as const

interface SocialCodeRow {
  code: string
  social_type: number
  openid: string
  state: string
  used_time: number | null
  create_time: number
}

/** Starts an authorization: remembers a random state and returns it. */
export function createSocialState(
  ctx: AppContext,
  socialType: number,
  redirectUri: string,
): string {
  const state = randomToken(16)
  ctx.db
    .prepare(
      'INSERT INTO sandbox_social_state (state, social_type, redirect_uri, create_time) VALUES (?, ?, ?, ?)',
    )
    .run(state, socialType, redirectUri, ctx.now())
  return state
}

export function findSocialState(ctx: AppContext, state: string) {
  return ctx.db.prepare('SELECT * FROM sandbox_social_state WHERE state = ?').get(state) as
    { state: string; social_type: number; redirect_uri: string; create_time: number } | undefined
}

/** The provider's "user clicked 授权": a single-use code for `openid`. */
export function issueSocialCode(
  ctx: AppContext,
  socialType: number,
  state: string,
  openid: string,
): string {
  const code = randomToken(16)
  ctx.db
    .prepare(
      'INSERT INTO sandbox_social_code (code, social_type, openid, state, create_time) VALUES (?, ?, ?, ?, ?)',
    )
    .run(code, socialType, openid, state, ctx.now())
  return code
}

const failure = (reason: string) => bizError(AuthErrors.SOCIAL_AUTH_FAILURE, reason)

/**
 * Resolves a code to the provider's openid without using it up (the console may still need it to
 * bind an account after '未绑定账号'). `markSocialCodeUsed` consumes it once a login succeeded.
 */
export function resolveSocialCode(
  ctx: AppContext,
  socialType: number,
  code: string,
  state: string,
): string {
  const row = ctx.db.prepare('SELECT * FROM sandbox_social_code WHERE code = ?').get(code) as
    SocialCodeRow | undefined
  if (!row || row.social_type !== socialType) throw failure('授权码无效')
  if (row.state !== state) throw failure('state 不匹配')
  if (row.used_time !== null) throw failure('授权码已使用')
  if (ctx.now() - row.create_time >= SOCIAL_CODE_TTL_MS) throw failure('授权码已过期')
  return row.openid
}

export function markSocialCodeUsed(ctx: AppContext, code: string): void {
  ctx.db.prepare('UPDATE sandbox_social_code SET used_time = ? WHERE code = ?').run(ctx.now(), code)
}

export function findBoundUserId(
  ctx: AppContext,
  socialType: number,
  openid: string,
): number | null {
  const row = ctx.db
    .prepare('SELECT user_id FROM system_social_user_bind WHERE social_type = ? AND openid = ?')
    .get(socialType, openid) as { user_id: number } | undefined
  return row?.user_id ?? null
}

/** Binds (or re-binds) `openid` of `socialType` to `userId`. */
export function bindSocialUser(
  ctx: AppContext,
  userId: number,
  socialType: number,
  openid: string,
): void {
  ctx.db.transaction(() => {
    ctx.db
      .prepare(
        'DELETE FROM system_social_user_bind WHERE social_type = ? AND (openid = ? OR user_id = ?)',
      )
      .run(socialType, openid, userId)
    ctx.db
      .prepare(
        'INSERT INTO system_social_user_bind (user_id, social_type, openid, create_time) VALUES (?, ?, ?, ?)',
      )
      .run(userId, socialType, openid, ctx.now())
  })()
}
