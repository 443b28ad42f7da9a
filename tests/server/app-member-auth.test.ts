import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { appCall, FIRST_MEMBER, memberLogin } from './app-api-support'
import { useLogin, useSandbox } from './support/fixture'
import { ADMIN, call } from './support/http'

describe('member sign-in on /app-api, apart from staff sessions', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)

  it('logs the first seeded member in; the profile never carries the password', async () => {
    const tokens = await memberLogin(sandbox)
    expect(tokens.accessToken).toMatch(/^[0-9a-f]{64}$/)
    expect(tokens.expiresTime).toBeGreaterThan(sandbox.clock.now())
    const me = await appCall<Record<string, unknown>>(sandbox, '/member/user/get', {
      token: tokens.accessToken,
    })
    expect(me.code).toBe(0)
    expect(me.data).toEqual({
      id: tokens.userId,
      nickname: expect.any(String),
      avatar: '',
      mobile: FIRST_MEMBER.mobile,
    })
    // Only a digest of the token is stored.
    const db = new Database(sandbox.dbPath, { readonly: true })
    try {
      const stored = db
        .prepare('SELECT access_token_hash FROM member_token WHERE member_id = ?')
        .all(tokens.userId) as { access_token_hash: string }[]
      expect(stored.length).toBeGreaterThan(0)
      expect(stored.map((row) => row.access_token_hash)).not.toContain(tokens.accessToken)
    } finally {
      db.close()
    }
  })

  it('a member token opens no admin-api call, a staff token no app-api call', async () => {
    const member = await memberLogin(sandbox)
    const onAdmin = await call(sandbox, '/system/auth/get-permission-info', {
      token: member.accessToken,
    })
    expect(onAdmin.code).toBe(401)
    const onApp = await appCall(sandbox, '/member/user/get', { token: admin.token })
    expect(onApp.code).toBe(401)
    expect((await appCall(sandbox, '/member/user/get')).code).toBe(401)
    // Each still opens its own side.
    expect(
      (await call(sandbox, '/system/auth/get-permission-info', { token: admin.token })).code,
    ).toBe(0)
    expect((await appCall(sandbox, '/member/user/get', { token: member.accessToken })).code).toBe(0)
  })

  it('answers an unknown member call with an envelope, like admin-api', async () => {
    const member = await memberLogin(sandbox)
    const unknown = await appCall(sandbox, '/trade/nothing-here', { token: member.accessToken })
    expect(unknown).toMatchObject({
      code: 404,
      msg: '请求地址不存在:/prod-api/app-api/trade/nothing-here',
    })
  })

  it('refuses a wrong password in Chinese, and stops guessing after five', async () => {
    const mobile = '13900000001'
    const wrong = await appCall(sandbox, '/member/auth/login', {
      method: 'POST',
      json: { mobile, password: 'not-it' },
    })
    expect(wrong).toMatchObject({ code: 1_004_003_000, msg: '登录失败，手机号或密码不正确' })
    const unknown = await appCall(sandbox, '/member/auth/login', {
      method: 'POST',
      json: { mobile: '13800000000', password: 'member123' },
    })
    expect(unknown.msg).toBe('登录失败，手机号或密码不正确')
    const badMobile = await appCall(sandbox, '/member/auth/login', {
      method: 'POST',
      json: { mobile: '123', password: 'member123' },
    })
    expect(badMobile.msg).toBe('请求参数不正确:手机号格式不正确')
    for (let i = 0; i < 4; i++) {
      await appCall(sandbox, '/member/auth/login', {
        method: 'POST',
        json: { mobile, password: `guess-${i}` },
      })
    }
    const locked = await appCall(sandbox, '/member/auth/login', {
      method: 'POST',
      json: FIRST_MEMBER,
    })
    expect(locked.msg).toBe('登录失败次数过多，请 15 分钟后再试')
    sandbox.clock.advance(15 * 60_000 + 1)
    expect((await memberLogin(sandbox)).accessToken).toBeTruthy()
  })

  it('refresh-token rotates the pair; logout ends the session', async () => {
    const first = await memberLogin(sandbox)
    const next = await appCall<{ accessToken: string }>(sandbox, '/member/auth/refresh-token', {
      method: 'POST',
      json: { refreshToken: first.refreshToken },
    })
    expect(next.code).toBe(0)
    expect((await appCall(sandbox, '/member/user/get', { token: first.accessToken })).code).toBe(
      401,
    )
    const again = await appCall(sandbox, '/member/auth/refresh-token', {
      method: 'POST',
      json: { refreshToken: first.refreshToken },
    })
    expect(again.msg).toBe('无效的刷新令牌')
    await appCall(sandbox, '/member/auth/logout', { method: 'POST', token: next.data.accessToken })
    expect(
      (await appCall(sandbox, '/member/user/get', { token: next.data.accessToken })).code,
    ).toBe(401)
  })
})
