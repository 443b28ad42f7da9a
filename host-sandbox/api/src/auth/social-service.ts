import { createHash, timingSafeEqual } from 'node:crypto'
import { prepared } from '../db/prepared'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { AuthErrors } from '../lib/error-codes'
import { randomToken } from './random-token'

export const SOCIAL_CODE_TTL_MS = 5 * 60_000
/** How long the user may take on the provider's page after social-auth-redirect. */
export const SOCIAL_STATE_TTL_MS = 10 * 60_000

/**
 * Accounts of the sandbox's fake social provider (a stand-in for Gitee, DingTalk...). They are
 * the provider's accounts, not console users: the provider signs its user in with these passwords
 * and only then hands out a code for that identity, so nobody can claim an identity (such as the
 * one bound to admin) without proving it. Public like admin/admin123; the provider exists only
 * with SANDBOX_TEST_ROUTES on.
 */
export const SANDBOX_SOCIAL_ACCOUNTS = [
  {
    openid: 'sandbox-admin',
    password: 'social-admin',
    nickname: '纪念馆管理员',
    hint: '已绑定账号 admin',
  },
  {
    openid: 'sandbox-staff',
    password: 'social-staff',
    nickname: '票务专员',
    hint: '未绑定账号，登录后需要绑定',
  },
  { openid: 'sandbox-visitor', password: 'social-visitor', nickname: '访客', hint: '未绑定账号' },
] as const

const digest = (text: string) => createHash('sha256').update(text).digest()

/** The openid of the provider account `account` when `password` is its password, else null. */
export function signInSocialAccount(account: string, password: string): string | null {
  // Every account is compared (in constant time), so the answer time says nothing either.
  let openid: string | null = null
  for (const candidate of SANDBOX_SOCIAL_ACCOUNTS) {
    const nameMatches = timingSafeEqual(digest(candidate.openid), digest(account))
    const passwordMatches = timingSafeEqual(digest(candidate.password), digest(password))
    if (nameMatches && passwordMatches) openid = candidate.openid
  }
  return openid
}

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

/** A pending authorization started less than SOCIAL_STATE_TTL_MS ago. */
export function findSocialState(ctx: AppContext, state: string) {
  const row = prepared(ctx.db, 'SELECT * FROM sandbox_social_state WHERE state = ?').get(state) as
    { state: string; social_type: number; redirect_uri: string; create_time: number } | undefined
  return row && ctx.now() - row.create_time < SOCIAL_STATE_TTL_MS ? row : undefined
}

/**
 * The provider's "user signed in and clicked 授权": a single-use code for `openid`. The state is
 * used up with it: one authorization, one code.
 */
export function issueSocialCode(
  ctx: AppContext,
  socialType: number,
  state: string,
  openid: string,
): string {
  const code = randomToken(16)
  ctx.db.transaction(() => {
    prepared(
      ctx.db,
      'INSERT INTO sandbox_social_code (code, social_type, openid, state, create_time) VALUES (?, ?, ?, ?, ?)',
    ).run(code, socialType, openid, state, ctx.now())
    prepared(ctx.db, 'DELETE FROM sandbox_social_state WHERE state = ?').run(state)
  })()
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
