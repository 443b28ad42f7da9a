import { afterAll, describe, expect, it } from 'vitest'
import { useSandbox } from './support/fixture'
import { call, login, nicknameOf, sandboxCall, STAFF, type Tokens } from './support/http'
import { startSandbox, tempDir } from './support/sandbox'

const CONSOLE_CALLBACK = 'http://127.0.0.1:48081/social-login?type=10&redirect=%2Findex'
const MINUTE = 60_000

interface Issued {
  ssoToken: string
  expiresInSeconds: number
}

describe('SSO issuer: only for the signed-in portal user', () => {
  const sandbox = useSandbox()

  const issue = (token: string | null, json?: unknown) =>
    sandboxCall<Issued>(sandbox, '/sandbox/sso/issue', { method: 'POST', token, json })

  it('refuses a caller without a valid access token, whatever username it names', async () => {
    expect(await issue(null, { username: 'admin' })).toEqual({
      code: 401,
      data: null,
      msg: '账号未登录',
    })
    expect(await issue('0'.repeat(64), { username: 'admin' })).toEqual({
      code: 401,
      data: null,
      msg: '访问令牌不存在',
    })
  })

  it('issues a token for the token holder only: naming another user is refused', async () => {
    const staff = await login(sandbox, STAFF.username, STAFF.password)
    expect(await issue(staff.accessToken, { username: 'admin' })).toEqual({
      code: 403,
      data: null,
      msg: '只能为当前登录的用户发放 SSO 令牌',
    })
    const own = await issue(staff.accessToken)
    expect(own.code).toBe(0)
    const exchanged = await call<Tokens>(sandbox, '/system/sso/login', {
      method: 'POST',
      json: { ssoToken: own.data.ssoToken },
    })
    expect(exchanged.data.userId).toBe(2)
    expect(await nicknameOf(sandbox, exchanged.data.accessToken)).toBe('票务专员')
    // Naming oneself is fine (older portals send the username).
    expect((await issue(staff.accessToken, { username: 'staff' })).code).toBe(0)
  })

  it('parallel exchanges of one token: exactly one session', async () => {
    const staff = await login(sandbox, STAFF.username, STAFF.password)
    const { data } = await issue(staff.accessToken)
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(sandbox, '/system/sso/login', { method: 'POST', json: { ssoToken: data.ssoToken } }),
      ),
    )
    expect(results.filter((r) => r.code === 0)).toHaveLength(1)
  })
})

describe('SSO session lifetime', () => {
  const tmp = tempDir()
  afterAll(() => tmp.remove())

  it("the console's SSO session ends no later than the portal session it came from", async () => {
    const sandbox = await startSandbox(`${tmp.dir}/sso.db`, { refreshTokenTtlSeconds: 3600 })
    try {
      const portal = await login(sandbox, STAFF.username, STAFF.password)
      sandbox.clock.advance(25 * MINUTE)
      const issued = await sandboxCall<Issued>(sandbox, '/sandbox/sso/issue', {
        method: 'POST',
        token: portal.accessToken,
      })
      const console = await call<Tokens>(sandbox, '/system/sso/login', {
        method: 'POST',
        json: { ssoToken: issued.data.ssoToken },
      })
      expect(console.code).toBe(0)
      // The portal's refresh token ends at 60 min; a fresh login's would end at 85 min.
      sandbox.clock.advance(36 * MINUTE)
      const refreshed = await call(sandbox, '/system/auth/refresh-token', {
        method: 'POST',
        json: { refreshToken: console.data.refreshToken },
      })
      expect(refreshed).toMatchObject({ code: 401, msg: '刷新令牌已过期' })
    } finally {
      await sandbox.stop()
    }
  })
})

describe('sandbox social provider: an identity must be proven', () => {
  const sandbox = useSandbox()

  async function start(type = 10) {
    const redirect = await call<string>(sandbox, '/system/auth/social-auth-redirect', {
      query: { type, redirectUri: CONSOLE_CALLBACK },
    })
    return new URL(redirect.data).searchParams.get('state') ?? ''
  }

  const submit = (fields: Record<string, string>) =>
    fetch(`${sandbox.origin}/sandbox/social/authorize`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        type: '10',
        redirect_uri: CONSOLE_CALLBACK,
        decision: 'allow',
        ...fields,
      }).toString(),
      redirect: 'manual',
    })

  it("picking the admin's bound identity without its password gives no code", async () => {
    const state = await start()
    // The old page's fields: a chosen or typed openid.
    const attempts: Array<Record<string, string>> = [
      { openid: 'sandbox-admin' },
      { customOpenid: 'sandbox-admin' },
      { account: 'sandbox-admin' },
      { account: 'sandbox-admin', password: 'admin123' },
      { account: 'sandbox-admin', password: 'social-staff' },
    ]
    for (const fields of attempts) {
      const response = await submit({ state, ...fields })
      expect(response.status, JSON.stringify(fields)).toBe(400)
      expect(response.headers.get('location')).toBeNull()
      expect(await response.text()).toMatch(/社交平台账号(或密码不正确|和密码)/)
    }
  })

  it('the right provider password gives one code per authorization (state)', async () => {
    const state = await start()
    const first = await submit({ state, account: 'sandbox-admin', password: 'social-admin' })
    expect(first.status).toBe(302)
    const code = new URL(first.headers.get('location') ?? '').searchParams.get('code') ?? ''
    const again = await submit({ state, account: 'sandbox-admin', password: 'social-admin' })
    expect(again.status).toBe(400)
    expect(await again.text()).toContain('授权请求无效或已过期')
    const result = await call<Tokens>(sandbox, '/system/auth/social-login', {
      method: 'POST',
      json: { type: 10, code, state },
    })
    expect(result.data.userId).toBe(1)
  })

  it('an authorization left open longer than 10 minutes expires', async () => {
    const state = await start()
    sandbox.clock.advance(10 * MINUTE + 1000)
    const late = await submit({ state, account: 'sandbox-admin', password: 'social-admin' })
    expect(late.status).toBe(400)
  })
})
