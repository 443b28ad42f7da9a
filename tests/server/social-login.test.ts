import { describe, expect, it } from 'vitest'
import { useSandbox } from './support/fixture'
import { ADMIN, call, type Tokens } from './support/http'

const CONSOLE_CALLBACK = 'http://127.0.0.1:48081/social-login?type=10&redirect=%2Findex'

interface FormFields {
  action: string
  fields: Record<string, string>
  inputs: string[]
}

/** The fake provider's own accounts (not console users); sandbox-admin is bound to admin. */
const SOCIAL_PASSWORDS: Record<string, string> = {
  'sandbox-admin': 'social-admin',
  'sandbox-staff': 'social-staff',
  'sandbox-visitor': 'social-visitor',
}

/** Reads the authorize page's form the way a browser would submit it. */
function readForm(html: string): FormFields {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? ''
  const fields: Record<string, string> = {}
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[match[1]] = match[2].replace(/&amp;/g, '&').replace(/&quot;/g, '"')
  }
  const inputs = [...html.matchAll(/<input type="(?:text|password)" name="([^"]+)"/g)].map(
    (m) => m[1],
  )
  return { action, fields, inputs }
}

describe('social login through the sandbox provider', () => {
  const sandbox = useSandbox()

  /** social-auth-redirect -> authorize page -> sign in as `openid` and 授权 -> callback URL. */
  async function authorizeAs(openid: string, type = 10) {
    const redirect = await call<string>(sandbox, '/system/auth/social-auth-redirect', {
      query: { type, redirectUri: CONSOLE_CALLBACK },
    })
    expect(redirect.code).toBe(0)
    const page = await fetch(redirect.data)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    const form = readForm(await page.text())
    const response = await fetch(new URL(form.action, sandbox.origin), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...form.fields,
        account: openid,
        password: SOCIAL_PASSWORDS[openid],
        decision: 'allow',
      }).toString(),
      redirect: 'manual',
    })
    expect(response.status).toBe(302)
    const callback = new URL(response.headers.get('location') ?? '')
    return {
      callback,
      code: callback.searchParams.get('code') ?? '',
      state: callback.searchParams.get('state') ?? '',
      redirectState: new URL(redirect.data).searchParams.get('state') ?? '',
    }
  }

  const socialLogin = (body: { type: number; code: string; state: string }) =>
    call<Tokens>(sandbox, '/system/auth/social-login', { method: 'POST', json: body })

  it('social-auth-redirect points at the sandbox provider with a fresh random state', async () => {
    const first = await call<string>(sandbox, '/system/auth/social-auth-redirect', {
      query: { type: 10, redirectUri: CONSOLE_CALLBACK },
    })
    const second = await call<string>(sandbox, '/system/auth/social-auth-redirect', {
      query: { type: 10, redirectUri: CONSOLE_CALLBACK },
    })
    const url = new URL(first.data)
    expect(`${url.origin}${url.pathname}`).toBe(`${sandbox.origin}/sandbox/social/authorize`)
    expect(url.searchParams.get('type')).toBe('10')
    expect(url.searchParams.get('redirect_uri')).toBe(CONSOLE_CALLBACK)
    expect(url.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/)
    expect(new URL(second.data).searchParams.get('state')).not.toBe(url.searchParams.get('state'))
  })

  it('the authorize page is Chinese and asks for a provider account and password', async () => {
    const redirect = await call<string>(sandbox, '/system/auth/social-auth-redirect', {
      query: { type: 10, redirectUri: CONSOLE_CALLBACK },
    })
    const html = await (await fetch(redirect.data)).text()
    expect(html).toContain('沙箱社交登录授权')
    expect(html).toContain('授权')
    expect(html).toContain('Gitee')
    expect(readForm(html).inputs).toEqual(['account', 'password'])
    expect(html).toContain('sandbox-admin')
    // The page names the accounts but never their passwords.
    for (const password of Object.values(SOCIAL_PASSWORDS)) expect(html).not.toContain(password)
  })

  it('logs in the bound user end to end, and the code works only once', async () => {
    const { callback, code, state, redirectState } = await authorizeAs('sandbox-admin')
    // The callback keeps the console's own query and adds code and state.
    expect(callback.pathname).toBe('/social-login')
    expect(callback.searchParams.get('redirect')).toBe('/index')
    expect(state).toBe(redirectState)
    const result = await socialLogin({ type: 10, code, state })
    expect(result.code).toBe(0)
    expect(result.data.userId).toBe(1)
    const again = await socialLogin({ type: 10, code, state })
    expect(again.code).toBe(1_002_018_000)
    expect(again.msg).toBe('社交授权失败，原因是：授权码已使用')
  })

  it('rejects a state that does not belong to the code', async () => {
    const { code } = await authorizeAs('sandbox-admin')
    const result = await socialLogin({ type: 10, code, state: 'not-the-state' })
    expect(result.msg).toBe('社交授权失败，原因是：state 不匹配')
  })

  it('rejects a code older than five minutes', async () => {
    const { code, state } = await authorizeAs('sandbox-admin')
    sandbox.clock.advance(5 * 60_000 + 1000)
    expect((await socialLogin({ type: 10, code, state })).msg).toBe(
      '社交授权失败，原因是：授权码已过期',
    )
  })

  it('an unbound identity must bind: password login with the social code binds it', async () => {
    const { code, state } = await authorizeAs('sandbox-staff')
    expect(await socialLogin({ type: 10, code, state })).toEqual({
      code: 1_002_000_005,
      data: null,
      msg: '未绑定账号，需要进行绑定',
    })
    const bound = await call<Tokens>(sandbox, '/system/auth/login', {
      method: 'POST',
      json: {
        username: 'staff',
        password: 'staff123',
        socialType: 10,
        socialCode: code,
        socialState: state,
      },
    })
    expect(bound.code).toBe(0)
    const profile = await call<{ socialUsers: unknown[] }>(sandbox, '/system/user/profile/get', {
      token: bound.data.accessToken,
    })
    expect(profile.data.socialUsers).toEqual([{ type: 10, openid: 'sandbox-staff' }])

    const next = await authorizeAs('sandbox-staff')
    const result = await socialLogin({ type: 10, code: next.code, state: next.state })
    expect(result.code).toBe(0)
    expect(result.data.userId).toBe(2)
  })

  it('the provider refuses a redirect URI other than the one registered with the state', async () => {
    const redirect = await call<string>(sandbox, '/system/auth/social-auth-redirect', {
      query: { type: 10, redirectUri: CONSOLE_CALLBACK },
    })
    const state = new URL(redirect.data).searchParams.get('state') ?? ''
    const response = await fetch(`${sandbox.origin}/sandbox/social/authorize`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        type: '10',
        state,
        redirect_uri: 'https://evil.example.com/steal',
        account: 'sandbox-admin',
        password: 'social-admin',
        decision: 'allow',
      }).toString(),
      redirect: 'manual',
    })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('回调地址与授权请求不一致')
  })

  it('取消 sends the user back with error=access_denied', async () => {
    const redirect = await call<string>(sandbox, '/system/auth/social-auth-redirect', {
      query: { type: 20, redirectUri: CONSOLE_CALLBACK },
    })
    const url = new URL(redirect.data)
    const response = await fetch(`${sandbox.origin}/sandbox/social/authorize`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        type: '20',
        state: url.searchParams.get('state') ?? '',
        redirect_uri: CONSOLE_CALLBACK,
        decision: 'deny',
      }).toString(),
      redirect: 'manual',
    })
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get('location') ?? '')
    expect(location.searchParams.get('error')).toBe('access_denied')
    expect(location.searchParams.get('code')).toBeNull()
  })

  it('validates its inputs', async () => {
    const badType = await call(sandbox, '/system/auth/social-auth-redirect', {
      query: { type: 99, redirectUri: CONSOLE_CALLBACK },
    })
    expect(badType.code).toBe(400)
    expect(badType.msg).toContain('社交平台的类型')
    const noUri = await call(sandbox, '/system/auth/social-auth-redirect', { query: { type: 10 } })
    expect(noUri).toMatchObject({ code: 400, msg: '请求参数不正确:回调地址不能为空' })
    const noCode = await call(sandbox, '/system/auth/social-login', {
      method: 'POST',
      json: { type: 10, state: 'x' },
    })
    expect(noCode).toMatchObject({ code: 400, msg: '请求参数不正确:授权码不能为空' })
  })

  it('password login still works for the bound admin (binding is optional)', async () => {
    const result = await call(sandbox, '/system/auth/login', { method: 'POST', json: ADMIN })
    expect(result.code).toBe(0)
  })
})
