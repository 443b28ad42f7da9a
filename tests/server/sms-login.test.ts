import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { call, nicknameOf, sandboxCall, type Tokens } from './support/http'
import { startSandbox, tempDir, type RunningSandbox } from './support/sandbox'

const ADMIN_MOBILE = '15612345678'
const STAFF_MOBILE = '15612345679'
const MINUTE = 60_000

describe('SMS login', () => {
  const tmp = tempDir()
  let sandbox: RunningSandbox
  let run = 0

  // A fresh database per test: codes and the once-a-minute limit are per mobile.
  beforeEach(async () => {
    if (sandbox) await sandbox.stop()
    sandbox = await startSandbox(`${tmp.dir}/sandbox-${run++}.db`)
  })
  afterAll(async () => {
    await sandbox.stop()
    tmp.remove()
  })

  const send = (mobile: string, scene: unknown = 21) =>
    call(sandbox, '/system/auth/send-sms-code', { method: 'POST', json: { mobile, scene } })
  const smsLogin = (mobile: string, code: string) =>
    call<Tokens>(sandbox, '/system/auth/sms-login', { method: 'POST', json: { mobile, code } })
  const latestCode = async (mobile: string) => {
    const result = await sandboxCall<{ mobile: string; code: string }>(
      sandbox,
      '/sandbox/sms-code',
      {
        query: { mobile },
      },
    )
    expect(result.code).toBe(0)
    return result.data.code
  }

  it('sends a 6-digit code that logs the mobile owner in', async () => {
    expect(await send(ADMIN_MOBILE)).toEqual({ code: 0, data: true, msg: '' })
    const code = await latestCode(ADMIN_MOBILE)
    expect(code).toMatch(/^\d{6}$/)
    const result = await smsLogin(ADMIN_MOBILE, code)
    expect(result.code).toBe(0)
    expect(result.data.userId).toBe(1)
    expect(await nicknameOf(sandbox, result.data.accessToken)).toBe('纪念馆管理员')
  })

  it('refuses a second code within a minute for the same mobile', async () => {
    await send(STAFF_MOBILE)
    expect(await send(STAFF_MOBILE)).toEqual({
      code: 1_002_014_005,
      data: null,
      msg: '短信发送过于频繁',
    })
    // Another mobile is not affected.
    expect((await send(ADMIN_MOBILE)).code).toBe(0)
    sandbox.clock.advance(MINUTE)
    expect((await send(STAFF_MOBILE)).code).toBe(0)
  })

  it('answers a mobile no user has exactly like a known one, and delivers nothing', async () => {
    expect(await send('13900000000')).toEqual(await send(STAFF_MOBILE))
    const peek = await sandboxCall(sandbox, '/sandbox/sms-code', {
      query: { mobile: '13900000000' },
    })
    expect(peek.code).toBe(404)
    // The limits and sms-login answer alike too.
    expect(await send('13900000000')).toEqual(await send(STAFF_MOBILE))
    expect(await smsLogin('13900000000', '000000')).toEqual(
      await smsLogin(
        STAFF_MOBILE,
        (await latestCode(STAFF_MOBILE)) === '000000' ? '111111' : '000000',
      ),
    )
  })

  it('validates mobile and scene', async () => {
    expect(await send('12345')).toMatchObject({ code: 400, msg: '请求参数不正确:手机号格式不正确' })
    expect(await send('', 21)).toMatchObject({ code: 400, msg: '请求参数不正确:手机号不能为空' })
    expect(await send(ADMIN_MOBILE, 99)).toMatchObject({
      code: 400,
      msg: '请求参数不正确:发送场景不正确',
    })
    expect(await smsLogin(ADMIN_MOBILE, 'ab')).toMatchObject({
      code: 400,
      msg: '请求参数不正确:手机验证码必须是 6 位数字',
    })
    expect((await smsLogin(ADMIN_MOBILE, '1234')).msg).toBe(
      '请求参数不正确:手机验证码必须是 6 位数字',
    )
  })

  it('answers "验证码不存在" before any code was sent', async () => {
    expect(await smsLogin(ADMIN_MOBILE, '123456')).toEqual({
      code: 1_002_014_000,
      data: null,
      msg: '验证码不存在',
    })
  })

  it('answers "验证码不正确" for a wrong code', async () => {
    await send(ADMIN_MOBILE)
    const code = await latestCode(ADMIN_MOBILE)
    const wrong = code === '000000' ? '111111' : '000000'
    expect(await smsLogin(ADMIN_MOBILE, wrong)).toMatchObject({
      code: 1_002_014_003,
      msg: '验证码不正确',
    })
  })

  it('answers "验证码已过期" after five minutes', async () => {
    await send(ADMIN_MOBILE)
    const code = await latestCode(ADMIN_MOBILE)
    sandbox.clock.advance(5 * MINUTE + 1000)
    expect(await smsLogin(ADMIN_MOBILE, code)).toMatchObject({
      code: 1_002_014_001,
      msg: '验证码已过期',
    })
  })

  it('answers "验证码已使用" when a code is used twice', async () => {
    await send(ADMIN_MOBILE)
    const code = await latestCode(ADMIN_MOBILE)
    expect((await smsLogin(ADMIN_MOBILE, code)).code).toBe(0)
    expect(await smsLogin(ADMIN_MOBILE, code)).toMatchObject({
      code: 1_002_014_002,
      msg: '验证码已使用',
    })
  })

  it('refuses a disabled account even with a valid code', async () => {
    await send('15612345681')
    const code = await latestCode('15612345681')
    expect(await smsLogin('15612345681', code)).toMatchObject({ msg: '登录失败，账号被禁用' })
  })

  it('the fifth wrong code kills the code: the right one fails after it too', async () => {
    await send(ADMIN_MOBILE)
    const code = await latestCode(ADMIN_MOBILE)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 1; i <= 4; i++) {
      expect(await smsLogin(ADMIN_MOBILE, wrong)).toMatchObject({ msg: '验证码不正确' })
    }
    const tooMany = { code: 1_002_014_006, data: null, msg: '验证码错误次数过多，请重新获取' }
    expect(await smsLogin(ADMIN_MOBILE, wrong)).toEqual(tooMany)
    expect(await smsLogin(ADMIN_MOBILE, code)).toEqual(tooMany)
    // A new code (a minute later) works again.
    sandbox.clock.advance(MINUTE)
    await send(ADMIN_MOBILE)
    expect((await smsLogin(ADMIN_MOBILE, await latestCode(ADMIN_MOBILE))).code).toBe(0)
  })

  it('parallel guesses cannot get past the five tries', async () => {
    await send(ADMIN_MOBILE)
    const code = await latestCode(ADMIN_MOBILE)
    const guesses = Array.from({ length: 40 }, (_, i) => String(i).padStart(6, '0')).filter(
      (guess) => guess !== code,
    )
    const results = await Promise.all(guesses.map((guess) => smsLogin(ADMIN_MOBILE, guess)))
    expect(results.filter((r) => r.msg === '验证码不正确')).toHaveLength(4)
    expect((await smsLogin(ADMIN_MOBILE, code)).code).toBe(1_002_014_006)
  })

  it('one IP gets ten codes an hour, whatever the mobiles (known or not)', async () => {
    const mobiles = Array.from({ length: 10 }, (_, i) => `1390000${String(i).padStart(4, '0')}`)
    mobiles[0] = ADMIN_MOBILE
    for (const mobile of mobiles) expect((await send(mobile)).code).toBe(0)
    const limited = { code: 1_002_014_004, data: null, msg: '短信发送次数过多，请 1 小时后再试' }
    expect(await send(STAFF_MOBILE)).toEqual(limited)
    expect(await send('13911112222')).toEqual(limited)
    sandbox.clock.advance(60 * MINUTE)
    expect((await send(STAFF_MOBILE)).code).toBe(0)
  })
})
