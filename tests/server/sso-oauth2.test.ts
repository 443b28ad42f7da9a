import { describe, expect, it } from 'vitest'
import { useLogin, useSandbox } from './support/fixture'
import { ADMIN, call, login, nicknameOf, sandboxCall, STAFF, type Tokens } from './support/http'

const SSO_INVALID = { code: 401, data: null, msg: 'SSO 令牌无效或已过期' }

describe('SSO: /sandbox/sso/issue + POST /system/sso/login', () => {
  const sandbox = useSandbox()

  const PASSWORDS: Record<string, string> = { admin: ADMIN.password, staff: STAFF.password }
  /** What the portal does: signs its user in, then asks for a token with that session. */
  const issue = async (username: string) => {
    const portal = await login(sandbox, username, PASSWORDS[username])
    const result = await sandboxCall<{ ssoToken: string; expiresInSeconds: number }>(
      sandbox,
      '/sandbox/sso/issue',
      { method: 'POST', token: portal.accessToken },
    )
    expect(result.code).toBe(0)
    return result.data
  }
  const exchange = (ssoToken: string) =>
    call<Tokens>(sandbox, '/system/sso/login', { method: 'POST', json: { ssoToken } })

  it('exchanges a fresh token for the user session, once', async () => {
    const issued = await issue('staff')
    expect(issued.expiresInSeconds).toBe(60)
    expect(issued.ssoToken).toMatch(/^[0-9a-f]{64}$/)
    const result = await exchange(issued.ssoToken)
    expect(result.code).toBe(0)
    expect(result.data.userId).toBe(2)
    expect(await nicknameOf(sandbox, result.data.accessToken)).toBe('票务专员')
    expect(await exchange(issued.ssoToken)).toEqual(SSO_INVALID)
  })

  it('refuses an expired or unknown token', async () => {
    const issued = await issue('admin')
    sandbox.clock.advance(61_000)
    expect(await exchange(issued.ssoToken)).toEqual(SSO_INVALID)
    expect(await exchange('nonsense')).toEqual(SSO_INVALID)
  })

  it('validates input on both sides', async () => {
    expect(await call(sandbox, '/system/sso/login', { method: 'POST', json: {} })).toMatchObject({
      code: 400,
      msg: '请求参数不正确:SSO 令牌不能为空',
    })
    const anonymous = await sandboxCall(sandbox, '/sandbox/sso/issue', {
      method: 'POST',
      json: { username: 'admin' },
    })
    expect(anonymous).toEqual({ code: 401, data: null, msg: '账号未登录' })
  })
})

describe('OAuth2 authorize', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)

  const info = (clientId: string, withToken = true) =>
    call<{
      client: { name: string; logo: string }
      scopes: Array<{ key: string; value: boolean }>
    }>(sandbox, '/system/oauth2/authorize', {
      query: { clientId },
      token: withToken ? admin.token : null,
    })

  const authorize = (params: Record<string, string>) =>
    call<string | null>(sandbox, '/system/oauth2/authorize', {
      method: 'POST',
      token: admin.token,
      query: params,
      form: {},
    })

  const base = {
    response_type: 'code',
    client_id: 'museum-portal',
    redirect_uri: 'http://127.0.0.1:48081/oauth/callback',
    state: 'xyz-123',
  }

  it('GET describes the client and its scopes (none approved yet)', async () => {
    const result = await info('museum-portal')
    expect(result.code).toBe(0)
    expect(result.data.client.name).toBe('纪念馆门户')
    expect(result.data.client.logo).toBe(`${sandbox.origin}/sandbox/assets/museum-portal-logo.svg`)
    expect(result.data.scopes).toEqual([
      { key: 'user.read', value: false },
      { key: 'user.write', value: false },
    ])
    const logo = await fetch(result.data.client.logo)
    expect(logo.status).toBe(200)
    expect(logo.headers.get('content-type')).toContain('image/svg+xml')
  })

  it('GET needs a login and a known client', async () => {
    expect((await info('museum-portal', false)).code).toBe(401)
    expect(await info('no-such-client')).toEqual({
      code: 1_002_020_000,
      data: null,
      msg: 'OAuth2 客户端不存在',
    })
  })

  it('auto_approve before any approval answers null (the console then asks the user)', async () => {
    const result = await authorize({
      ...base,
      auto_approve: 'true',
      scope: JSON.stringify({ 'user.read': true }),
    })
    expect(result).toEqual({ code: 0, data: null, msg: '' })
  })

  it('approving returns the redirect URI with ?code=&state= appended, and remembers the approval', async () => {
    const result = await authorize({
      ...base,
      auto_approve: 'false',
      scope: JSON.stringify({ 'user.read': true, 'user.write': false }),
    })
    expect(result.code).toBe(0)
    const url = new URL(result.data ?? '')
    expect(`${url.origin}${url.pathname}`).toBe(base.redirect_uri)
    expect(url.searchParams.get('code')).toMatch(/^[0-9a-f]{32}$/)
    expect(url.searchParams.get('state')).toBe('xyz-123')

    const after = await info('museum-portal')
    expect(after.data.scopes).toEqual([
      { key: 'user.read', value: true },
      { key: 'user.write', value: false },
    ])
    const auto = await authorize({
      ...base,
      auto_approve: 'true',
      scope: JSON.stringify({ 'user.read': true }),
    })
    expect(new URL(auto.data ?? '').searchParams.get('code')).toMatch(/^[0-9a-f]{32}$/)
  })

  it('keeps an existing query of the redirect URI and omits an empty state', async () => {
    const result = await authorize({
      ...base,
      redirect_uri: 'http://localhost:48081/callback?from=portal',
      state: '',
      auto_approve: 'false',
      scope: JSON.stringify({ 'user.read': true }),
    })
    const url = new URL(result.data ?? '')
    expect(url.searchParams.get('from')).toBe('portal')
    expect(url.searchParams.has('code')).toBe(true)
    expect(url.searchParams.has('state')).toBe(false)
  })

  it('denying every scope redirects with error=access_denied', async () => {
    const result = await authorize({
      ...base,
      auto_approve: 'false',
      scope: JSON.stringify({ 'user.read': false, 'user.write': false }),
    })
    const url = new URL(result.data ?? '')
    expect(url.searchParams.get('error')).toBe('access_denied')
    expect(url.searchParams.get('state')).toBe('xyz-123')
  })

  it('response_type=token returns an access token in the fragment that works on the API', async () => {
    const result = await authorize({
      ...base,
      response_type: 'token',
      auto_approve: 'false',
      scope: JSON.stringify({ 'user.read': true }),
    })
    const fragment = new URLSearchParams(new URL(result.data ?? '').hash.slice(1))
    expect(fragment.get('token_type')).toBe('bearer')
    expect(fragment.get('state')).toBe('xyz-123')
    const accessToken = fragment.get('access_token') ?? ''
    const me = await call(sandbox, '/system/user/profile/get', { token: accessToken })
    expect(me.code).toBe(0)
  })

  it('refuses unknown clients, foreign redirect URIs, unknown scopes and bad parameters', async () => {
    const scope = JSON.stringify({ 'user.read': true })
    expect(
      await authorize({ ...base, client_id: 'ghost', auto_approve: 'false', scope }),
    ).toMatchObject({
      code: 1_002_020_000,
      msg: 'OAuth2 客户端不存在',
    })
    expect(
      await authorize({
        ...base,
        redirect_uri: 'https://evil.example.com/',
        auto_approve: 'false',
        scope,
      }),
    ).toMatchObject({ code: 1_002_020_005, msg: '无效 redirect_uri: https://evil.example.com/' })
    expect(
      await authorize({
        ...base,
        auto_approve: 'false',
        scope: JSON.stringify({ 'admin.all': true }),
      }),
    ).toMatchObject({ code: 1_002_020_004, msg: '授权范围过大' })
    expect(await authorize({ ...base, response_type: 'password', scope })).toMatchObject({
      code: 400,
      msg: '请求参数不正确:response_type 参数值只允许 code 和 token',
    })
    expect((await authorize({ ...base, scope: 'not json' })).code).toBe(400)
  })

  it('reads the parameters from a form-encoded body too', async () => {
    const result = await call<string>(sandbox, '/system/oauth2/authorize', {
      method: 'POST',
      token: admin.token,
      form: { ...base, auto_approve: 'false', scope: JSON.stringify({ 'user.read': true }) },
    })
    expect(result.code).toBe(0)
    expect(new URL(result.data).searchParams.get('state')).toBe('xyz-123')
  })
})
