import { describe, expect, it } from 'vitest'
import { useSandbox } from './support/fixture'
import { ADMIN, call, login, sandboxCall, type Tokens } from './support/http'

const BAD_CREDENTIALS = { code: 1_002_000_000, msg: '登录失败，账号密码不正确' }
const LOCKED_MSG = '登录失败次数过多，账号已锁定，请 15 分钟后再试'
const MINUTE = 60_000

describe('POST /system/auth/login', () => {
  const sandbox = useSandbox()

  const attempt = (username: string, password: string) =>
    call<Tokens>(sandbox, '/system/auth/login', { method: 'POST', json: { username, password } })

  it('returns a token pair for the right password', async () => {
    const before = sandbox.clock.now()
    const result = await attempt(ADMIN.username, ADMIN.password)
    expect(result).toMatchObject({ code: 0, msg: '' })
    expect(result.data.userId).toBe(1)
    expect(result.data.accessToken).toMatch(/^[0-9a-f]{64}$/)
    expect(result.data.refreshToken).toMatch(/^[0-9a-f]{64}$/)
    expect(result.data.refreshToken).not.toBe(result.data.accessToken)
    // Default access lifetime is 30 minutes.
    expect(result.data.expiresTime - before).toBeGreaterThanOrEqual(30 * MINUTE - 1000)
    expect(result.data.expiresTime - before).toBeLessThanOrEqual(30 * MINUTE + 5000)
  })

  it('issues different tokens on every login', async () => {
    const first = await login(sandbox, ADMIN.username, ADMIN.password)
    const second = await login(sandbox, ADMIN.username, ADMIN.password)
    expect(second.accessToken).not.toBe(first.accessToken)
    expect(second.refreshToken).not.toBe(first.refreshToken)
  })

  it('rejects a wrong password and an unknown account with the same message', async () => {
    expect(await attempt('staff', 'wrong-pass')).toEqual({ ...BAD_CREDENTIALS, data: null })
    expect(await attempt('nobody', 'whatever')).toEqual({ ...BAD_CREDENTIALS, data: null })
  })

  it('does not trim the username (the console does)', async () => {
    const result = await attempt(' admin', ADMIN.password)
    expect(result.code).toBe(400)
    expect(result.msg).toBe('请求参数不正确:账号格式为数字以及字母')
  })

  it('validates the body with field names in the message', async () => {
    expect(await attempt('', 'admin123')).toMatchObject({
      code: 400,
      msg: '请求参数不正确:登录账号不能为空',
    })
    expect(await attempt('admin', '')).toMatchObject({
      code: 400,
      msg: '请求参数不正确:密码不能为空',
    })
    const missing = await call(sandbox, '/system/auth/login', { method: 'POST', json: {} })
    expect(missing).toMatchObject({ code: 400, msg: '请求参数不正确:登录账号不能为空' })
    const socialWithoutCode = await call(sandbox, '/system/auth/login', {
      method: 'POST',
      json: { username: 'admin', password: 'admin123', socialType: 10 },
    })
    expect(socialWithoutCode).toMatchObject({ code: 400, msg: '请求参数不正确:授权码不能为空' })
  })

  it('answers malformed JSON with a code 400 envelope', async () => {
    const response = await fetch(`${sandbox.apiUrl}/system/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"username": ',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      code: 400,
      msg: '请求参数不正确:请求体不是合法的 JSON',
    })
  })

  it('refuses a disabled account once the password is right', async () => {
    expect(await attempt('former', 'former123')).toEqual({
      code: 1_002_000_001,
      data: null,
      msg: '登录失败，账号被禁用',
    })
  })

  it('locks an account after five wrong passwords within 15 minutes, for 15 minutes', async () => {
    for (let i = 1; i <= 4; i++) {
      expect(await attempt('guide', `wrong-${i}`)).toMatchObject(BAD_CREDENTIALS)
    }
    expect(await attempt('guide', 'wrong-5')).toMatchObject({ msg: LOCKED_MSG })
    // Locked even with the right password, and other accounts are unaffected.
    expect(await attempt('guide', 'guide123')).toMatchObject({ msg: LOCKED_MSG })
    expect((await attempt(ADMIN.username, ADMIN.password)).code).toBe(0)

    sandbox.clock.advance(14 * MINUTE)
    expect(await attempt('guide', 'guide123')).toMatchObject({ msg: LOCKED_MSG })
    sandbox.clock.advance(2 * MINUTE)
    expect((await attempt('guide', 'guide123')).code).toBe(0)
  })

  it('only counts failures inside the 15-minute window', async () => {
    for (let i = 1; i <= 4; i++) await attempt('staff', `wrong-${i}`)
    sandbox.clock.advance(16 * MINUTE)
    expect(await attempt('staff', 'wrong-5')).toMatchObject(BAD_CREDENTIALS)
    expect((await attempt('staff', 'staff123')).code).toBe(0)
  })

  it('forgets earlier failures after a successful login', async () => {
    for (let i = 1; i <= 4; i++) await attempt('staff', `wrong-${i}`)
    expect((await attempt('staff', 'staff123')).code).toBe(0)
    for (let i = 1; i <= 4; i++) {
      expect(await attempt('staff', `again-${i}`)).toMatchObject(BAD_CREDENTIALS)
    }
    expect((await attempt('staff', 'staff123')).code).toBe(0)
  })

  it('POST /sandbox/users/unlock lifts a lock at once', async () => {
    for (let i = 1; i <= 5; i++) await attempt('staff', `wrong-${i}`)
    expect(await attempt('staff', 'staff123')).toMatchObject({ msg: LOCKED_MSG })
    const unlocked = await sandboxCall(sandbox, '/sandbox/users/unlock', {
      method: 'POST',
      json: { username: 'staff' },
    })
    expect(unlocked).toMatchObject({ code: 0, data: true })
    expect((await attempt('staff', 'staff123')).code).toBe(0)
  })
})
