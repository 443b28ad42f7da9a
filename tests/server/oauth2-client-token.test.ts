import { describe, expect, it } from 'vitest'
import { useLogin, useSandbox } from './support/fixture'
import { ADMIN, call, type Envelope } from './support/http'

interface Grant {
  access_token: string
  refresh_token?: string
  token_type: string
  expires_in: number
  scope: string
}

const PORTAL = { clientId: 'museum-portal', secret: 'museum-portal-secret' }
const REDIRECT = 'http://127.0.0.1:48081/oauth/callback'

const basic = (clientId: string, secret: string) =>
  `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`

describe('POST /system/oauth2/token, check-token, DELETE token', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)

  const clientApi = (path: string, options: Parameters<typeof call>[2] = {}) =>
    call<unknown>(sandbox, `/system/oauth2-client/${path}`, { token: admin.token, ...options })
  const portal = async () => {
    const page = await call<{ list: Array<Record<string, unknown>> }>(
      sandbox,
      '/system/oauth2-client/page',
      { token: admin.token, query: { pageNo: 1, pageSize: 10, name: '门户' } },
    )
    const id = page.data.list[0].id as number
    return (
      await call<Record<string, unknown>>(sandbox, '/system/oauth2-client/get', {
        token: admin.token,
        query: { id },
      })
    ).data
  }
  const updatePortal = async (changes: Record<string, unknown>) => {
    const row = await portal()
    const result = await clientApi('update', {
      method: 'PUT',
      json: { ...row, description: '', additionalInformation: '', ...changes },
    })
    expect(result.code).toBe(0)
  }
  const token = (form: Record<string, string>, client = PORTAL) =>
    call<Grant>(sandbox, '/system/oauth2/token', {
      method: 'POST',
      form,
      headers: { Authorization: basic(client.clientId, client.secret) },
    }) as Promise<Envelope<Grant>>
  const authorizeCode = async (scope: Record<string, boolean>, autoApprove = false) => {
    const result = await call<string | null>(sandbox, '/system/oauth2/authorize', {
      method: 'POST',
      token: admin.token,
      query: {
        response_type: 'code',
        client_id: PORTAL.clientId,
        redirect_uri: REDIRECT,
        auto_approve: String(autoApprove),
        scope: JSON.stringify(scope),
      },
      form: {},
    })
    return result
  }
  const codeOf = (url: string | null) => new URL(url ?? '').searchParams.get('code') ?? ''

  it('authorization_code: the code buys a pair once, with the client validity and scopes', async () => {
    await updatePortal({ accessTokenValiditySeconds: 120, refreshTokenValiditySeconds: 600 })
    const code = codeOf((await authorizeCode({ 'user.read': true })).data)
    const result = await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT })
    expect(result.code).toBe(0)
    expect(result.data).toMatchObject({ token_type: 'bearer', expires_in: 120, scope: 'user.read' })
    const profile = await call(sandbox, '/system/user/profile/get', {
      token: result.data.access_token,
    })
    expect(profile.code).toBe(0)
    expect(
      await token({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT }),
    ).toMatchObject({ code: 1_002_022_000, msg: 'code 不存在' })

    // The refresh token lives 600 s: at 601 s it buys nothing.
    sandbox.clock.advance(601_000)
    expect(
      await token({ grant_type: 'refresh_token', refresh_token: result.data.refresh_token ?? '' }),
    ).toMatchObject({ code: 401, msg: '刷新令牌已过期' })
  })

  it('refresh_token rotates the pair and keeps the scopes', async () => {
    const code = codeOf((await authorizeCode({ 'user.read': true, 'user.write': true })).data)
    const first = (await token({ grant_type: 'authorization_code', code })).data
    const second = await token({
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token ?? '',
    })
    expect(second.code).toBe(0)
    expect(second.data.scope).toBe('user.read user.write')
    expect(second.data.access_token).not.toBe(first.access_token)
    expect(
      await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token ?? '' }),
    ).toMatchObject({ code: 401, msg: '无效的刷新令牌' })
  })

  it('password needs the grant on the client; then it signs the user in', async () => {
    expect(
      await token({ grant_type: 'password', username: 'admin', password: 'admin123' }),
    ).toMatchObject({ code: 1_002_020_003, msg: '不支持该授权类型' })
    await updatePortal({
      authorizedGrantTypes: ['authorization_code', 'implicit', 'refresh_token', 'password'],
    })
    const result = await token({
      grant_type: 'password',
      username: 'admin',
      password: 'admin123',
      scope: 'user.read',
    })
    expect(result.code).toBe(0)
    expect(result.data.expires_in).toBe(120)
    expect(
      await token({ grant_type: 'password', username: 'admin', password: 'wrong', scope: '' }),
    ).toMatchObject({ msg: '登录失败，账号密码不正确' })
    expect(
      await token({
        grant_type: 'password',
        username: 'admin',
        password: 'admin123',
        scope: 'all',
      }),
    ).toMatchObject({ code: 1_002_020_004, msg: '授权范围过大' })
  })

  it('client_credentials: a token for the client itself that check-token describes', async () => {
    expect(await token({ grant_type: 'client_credentials' })).toMatchObject({
      msg: '不支持该授权类型',
    })
    await updatePortal({
      authorizedGrantTypes: ['authorization_code', 'refresh_token', 'client_credentials'],
    })
    const grant = await token({ grant_type: 'client_credentials', scope: 'user.read' })
    expect(grant.data).toMatchObject({ token_type: 'bearer', expires_in: 120, scope: 'user.read' })
    expect(grant.data.refresh_token).toBeUndefined()
    const checked = await call(sandbox, '/system/oauth2/check-token', {
      method: 'POST',
      form: { token: grant.data.access_token },
      headers: { Authorization: basic(PORTAL.clientId, PORTAL.secret) },
    })
    expect(checked.data).toMatchObject({
      userId: null,
      clientId: 'museum-portal',
      scopes: ['user.read'],
    })
    const removed = await call(sandbox, '/system/oauth2/token', {
      method: 'DELETE',
      query: { token: grant.data.access_token },
      headers: { Authorization: basic(PORTAL.clientId, PORTAL.secret) },
    })
    expect(removed).toEqual({ code: 0, data: true, msg: '' })
    expect(
      await call(sandbox, '/system/oauth2/check-token', {
        method: 'POST',
        form: { token: grant.data.access_token },
        headers: { Authorization: basic(PORTAL.clientId, PORTAL.secret) },
      }),
    ).toMatchObject({ code: 401, msg: '访问令牌不存在' })
  })

  it('check-token of a user token names the user; DELETE token revokes it', async () => {
    await updatePortal({ authorizedGrantTypes: ['authorization_code', 'refresh_token'] })
    const code = codeOf((await authorizeCode({ 'user.read': true })).data)
    const grant = (await token({ grant_type: 'authorization_code', code })).data
    const headers = { Authorization: basic(PORTAL.clientId, PORTAL.secret) }
    const checked = await call<{ userId: number; exp: number }>(
      sandbox,
      '/system/oauth2/check-token',
      {
        method: 'POST',
        form: { token: grant.access_token },
        headers,
      },
    )
    expect(checked.data).toMatchObject({ userId: 1, userType: 2, tenantId: 1 })
    expect(Math.abs(checked.data.exp - (sandbox.clock.now() + 120_000) / 1000)).toBeLessThan(2)
    await call(sandbox, '/system/oauth2/token', {
      method: 'DELETE',
      query: { token: grant.access_token },
      headers,
    })
    expect(
      (await call(sandbox, '/system/user/profile/get', { token: grant.access_token })).code,
    ).toBe(401)
  })

  it('refuses a missing client, an unknown grant, a wrong secret and a disabled client', async () => {
    expect(
      await call(sandbox, '/system/oauth2/token', {
        method: 'POST',
        form: { grant_type: 'client_credentials' },
      }),
    ).toMatchObject({ code: 400, msg: 'client_id 或 client_secret 未正确传递' })
    expect(await token({ grant_type: 'magic' })).toMatchObject({
      code: 400,
      msg: '未知授权类型(magic)',
    })
    expect(
      await token(
        { grant_type: 'refresh_token', refresh_token: 'x' },
        { clientId: 'ghost', secret: 'x' },
      ),
    ).toMatchObject({
      code: 1_002_020_000,
      msg: 'OAuth2 客户端不存在',
    })
    expect(
      await token({ grant_type: 'refresh_token', refresh_token: 'x' }, { ...PORTAL, secret: 'no' }),
    ).toMatchObject({ code: 1_002_020_006, msg: '无效 client_secret' })
    await updatePortal({ status: 1 })
    expect(await token({ grant_type: 'refresh_token', refresh_token: 'x' })).toMatchObject({
      code: 1_002_020_002,
      msg: 'OAuth2 客户端已禁用',
    })
    await updatePortal({ status: 0 })
  })

  it('five wrong secrets in a row lock the client out, even with the right secret', async () => {
    const wrong = { ...PORTAL, secret: 'guess' }
    // The test above guessed once already: three more make four.
    for (let i = 0; i < 3; i += 1) {
      expect((await token({ grant_type: 'refresh_token', refresh_token: 'x' }, wrong)).msg).toBe(
        '无效 client_secret',
      )
    }
    const guesses = await Promise.all(
      Array.from({ length: 5 }, () =>
        token({ grant_type: 'refresh_token', refresh_token: 'x' }, wrong),
      ),
    )
    expect(guesses.filter((g) => g.msg === '无效 client_secret')).toHaveLength(1)
    expect(await token({ grant_type: 'refresh_token', refresh_token: 'x' })).toMatchObject({
      code: 1_002_020_009,
      msg: '客户端密钥错误次数过多，请 15 分钟后再试',
    })
    sandbox.clock.advance(15 * 60_000 + 1)
    expect(await token({ grant_type: 'refresh_token', refresh_token: 'x' })).toMatchObject({
      msg: '无效的刷新令牌',
    })
  })
})

describe('the consent page obeys the client row', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const authorize = (params: Record<string, string>) =>
    call<string | null>(sandbox, '/system/oauth2/authorize', {
      method: 'POST',
      token: admin.token,
      query: {
        response_type: 'code',
        client_id: PORTAL.clientId,
        redirect_uri: REDIRECT,
        ...params,
      },
      form: {},
    })
  const setPortal = async (changes: Record<string, unknown>) => {
    const page = await call<{ list: Array<Record<string, unknown>> }>(
      sandbox,
      '/system/oauth2-client/page',
      { token: admin.token, query: { pageNo: 1, pageSize: 10, name: '门户' } },
    )
    const row = (
      await call<Record<string, unknown>>(sandbox, '/system/oauth2-client/get', {
        token: admin.token,
        query: { id: page.data.list[0].id },
      })
    ).data
    const result = await call(sandbox, '/system/oauth2-client/update', {
      method: 'PUT',
      token: admin.token,
      json: { ...row, description: '', additionalInformation: '', ...changes },
    })
    expect(result.code).toBe(0)
  }

  it('auto-approved scopes skip the consent; others still ask', async () => {
    const scope = JSON.stringify({ 'user.read': true })
    expect((await authorize({ auto_approve: 'true', scope })).data).toBeNull()
    await setPortal({ autoApproveScopes: ['user.read'] })
    const url = new URL((await authorize({ auto_approve: 'true', scope })).data ?? '')
    expect(url.searchParams.get('code')).toMatch(/^[0-9a-f]{32}$/)
    const both = JSON.stringify({ 'user.read': true, 'user.write': true })
    expect((await authorize({ auto_approve: 'true', scope: both })).data).toBeNull()
  })

  it('a disabled client, an unlisted redirect URI, a grant or scope not allowed are refused', async () => {
    const scope = JSON.stringify({ 'user.read': true })
    expect(
      await authorize({ auto_approve: 'false', scope, redirect_uri: 'http://127.0.0.1:9/x' }),
    ).toMatchObject({ msg: '无效 redirect_uri: http://127.0.0.1:9/x' })
    expect(
      await authorize({ auto_approve: 'false', scope: JSON.stringify({ admin: true }) }),
    ).toMatchObject({ msg: '授权范围过大' })
    await setPortal({ authorizedGrantTypes: ['authorization_code', 'refresh_token'] })
    expect(await authorize({ auto_approve: 'false', scope, response_type: 'token' })).toMatchObject(
      { msg: '不支持该授权类型' },
    )
    await setPortal({ status: 1 })
    expect(await authorize({ auto_approve: 'false', scope })).toMatchObject({
      code: 1_002_020_002,
      msg: 'OAuth2 客户端已禁用',
    })
  })
})

describe('the built-in client: staff sessions take its lifetimes unless the sandbox sets them', () => {
  const plain = useSandbox()
  const configured = useSandbox({ accessTokenTtlSeconds: 90 })

  it('row lifetimes without variables, the variables when set', async () => {
    const admin = await call<{ accessToken: string; expiresTime: number }>(
      plain,
      '/system/auth/login',
      { method: 'POST', json: ADMIN },
    )
    const db = (await import('better-sqlite3')).default
    const handle = new db(plain.dbPath)
    try {
      handle
        .prepare(
          "UPDATE system_oauth2_client SET access_token_validity_seconds = 300 WHERE client_id = 'default'",
        )
        .run()
    } finally {
      handle.close()
    }
    const near = (actual: number, expected: number) =>
      expect(Math.abs(actual - expected)).toBeLessThan(2_000)
    near(admin.data.expiresTime, plain.clock.now() + 1800_000)
    const again = await call<{ expiresTime: number }>(plain, '/system/auth/login', {
      method: 'POST',
      json: ADMIN,
    })
    near(again.data.expiresTime, plain.clock.now() + 300_000)
    const set = await call<{ expiresTime: number }>(configured, '/system/auth/login', {
      method: 'POST',
      json: ADMIN,
    })
    near(set.data.expiresTime, configured.clock.now() + 90_000)
  })
})
