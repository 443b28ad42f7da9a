import { describe, expect, it } from 'vitest'
import { redactUrl } from '../../host-sandbox/api/src/lib/request-log'
import { useSandbox } from './support/fixture'
import { ADMIN, call, login, rawCall } from './support/http'

const ADMIN_MOBILE = '15612345678'

describe('request log', () => {
  const lines: string[] = []
  const sandbox = useSandbox({ requestLog: (line) => lines.push(line) })

  it('writes one readable line per request: method, path, status, envelope code, ms', async () => {
    lines.length = 0
    await login(sandbox, ADMIN.username, ADMIN.password)
    await call(sandbox, '/system/dict-type/page', { query: { pageNo: 1 } })
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/^POST \/prod-api\/admin-api\/system\/auth\/login 200 \d+ms$/)
    // Failures travel over HTTP 200: the envelope's code tells them apart.
    expect(lines[1]).toMatch(
      /^GET \/prod-api\/admin-api\/system\/dict-type\/page\?pageNo=1 200 code=401 \d+ms$/,
    )
  })

  it('never logs passwords, access or refresh tokens (bodies are not logged, queries masked)', async () => {
    lines.length = 0
    const tokens = await login(sandbox, ADMIN.username, ADMIN.password)
    const refreshed = await call<{ accessToken: string; refreshToken: string }>(
      sandbox,
      '/system/auth/refresh-token',
      { method: 'POST', query: { refreshToken: tokens.refreshToken } },
    )
    expect(refreshed.code).toBe(0)
    const changed = await call(sandbox, '/system/user/profile/update-password', {
      method: 'PUT',
      token: refreshed.data.accessToken,
      json: { oldPassword: ADMIN.password, newPassword: 'Secret#2468' },
    })
    expect(changed.code).toBe(0)
    await rawCall(sandbox.origin, '/sandbox/sso/callback', {
      query: { ssoToken: 'sso-secret-1', code: 'oauth-code-1', state: 'keep-me' },
    })
    const log = lines.join('\n')
    expect(log).toContain('/system/auth/refresh-token?refreshToken=*** 200')
    expect(log).toContain('state=keep-me')
    for (const secret of [
      ADMIN.password,
      'Secret#2468',
      tokens.accessToken,
      tokens.refreshToken,
      refreshed.data.accessToken,
      refreshed.data.refreshToken,
      'sso-secret-1',
      'oauth-code-1',
    ]) {
      expect(log).not.toContain(secret)
    }
  })

  it('prints the SMS code the sandbox "sent" on a line of its own', async () => {
    lines.length = 0
    const sent = await call(sandbox, '/system/auth/send-sms-code', {
      method: 'POST',
      json: { mobile: ADMIN_MOBILE, scene: 21 },
    })
    expect(sent.code).toBe(0)
    const peek = await rawCall(sandbox.origin, '/sandbox/sms-code', {
      query: { mobile: ADMIN_MOBILE },
    })
    const code = ((await peek.json()) as { data: { code: string } }).data.code
    expect(lines).toContain(`短信验证码 [登录] 156****5678: ${code} (5 分钟内有效)`)
  })

  it('masks secret query parameters whatever their case or form', () => {
    expect(redactUrl('/a?Token=x&b=1&ACCESS_TOKEN=y&password&refresh_token=z#frag')).toBe(
      '/a?Token=***&b=1&ACCESS_TOKEN=***&password&refresh_token=***#frag',
    )
    expect(redactUrl('/a?code%5B0%5D=1&client_secret=s')).toBe(
      '/a?code%5B0%5D=***&client_secret=***',
    )
    expect(redactUrl('/plain/path')).toBe('/plain/path')
  })
})
