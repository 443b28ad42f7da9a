import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { LoginLogItem } from '../../src/shared/wire/login-log'
import type { OAuth2TokenItem } from '../../src/shared/wire/oauth2-token'
import { useLogin, useSandbox } from './support/fixture'
import { FORBIDDEN } from './support/guards'
import { ADMIN, call, login, STAFF, type Page } from './support/http'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const STAFF_ID = 2

describe('tokens: /system/oauth2-token/*', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)

  const page = (query: Record<string, unknown>, token = admin.token) =>
    call<Page<OAuth2TokenItem>>(sandbox, '/system/oauth2-token/page', { token, query })
  const forceLogout = (accessToken: string, token = admin.token) =>
    call(sandbox, '/system/oauth2-token/delete', {
      method: 'DELETE',
      token,
      query: { accessToken },
    })
  const whoAmI = async (token: string) =>
    (await call(sandbox, '/system/auth/get-permission-info', { token })).code

  it('lists live sessions by handle, never by token', async () => {
    const first = await login(sandbox, STAFF.username, STAFF.password)
    const second = await login(sandbox, STAFF.username, STAFF.password)
    const answer = await page({ userId: STAFF_ID })
    expect(answer.data.total).toBe(2)
    const [newest, oldest] = answer.data.list
    expect(newest).toMatchObject({
      accessToken: sha256(second.accessToken),
      refreshToken: sha256(second.refreshToken),
      userId: STAFF_ID,
      userType: 2,
      clientId: 'default',
      expiresTime: second.expiresTime,
    })
    expect(oldest.accessToken).toBe(sha256(first.accessToken))
    const text = JSON.stringify(answer)
    for (const secret of [first.accessToken, first.refreshToken, second.accessToken]) {
      expect(text).not.toContain(secret)
    }
    expect((await page({ userId: STAFF_ID, clientId: 'other' })).data.total).toBe(0)
    expect((await page({ userId: STAFF_ID, userType: 1 })).data.total).toBe(0)
    expect((await page({ userType: 2 })).data.total).toBeGreaterThanOrEqual(3)
  })

  it('强退 by handle ends that session only: its next request answers 401, the other goes on', async () => {
    const ended = await login(sandbox, STAFF.username, STAFF.password)
    const kept = await login(sandbox, STAFF.username, STAFF.password)
    expect(await forceLogout(sha256(ended.accessToken))).toMatchObject({ code: 0, data: true })

    expect(await whoAmI(ended.accessToken)).toBe(401)
    const refreshed = await call(sandbox, '/system/auth/refresh-token', {
      method: 'POST',
      json: { refreshToken: ended.refreshToken },
    })
    expect(refreshed.code).toBe(401)
    expect(await whoAmI(kept.accessToken)).toBe(0)
    const handles = (await page({ userId: STAFF_ID, pageSize: 100 })).data.list.map(
      (row) => row.accessToken,
    )
    expect(handles).toContain(sha256(kept.accessToken))
    expect(handles).not.toContain(sha256(ended.accessToken))

    const logs = await call<Page<LoginLogItem>>(sandbox, '/system/login-log/page', {
      token: admin.token,
      query: { username: 'staff' },
    })
    expect(logs.data.list[0]).toMatchObject({ logType: 202, username: 'staff', result: 0 })
  })

  it('强退 also takes the token itself (callers of the Java server send it)', async () => {
    const session = await login(sandbox, STAFF.username, STAFF.password)
    expect((await forceLogout(session.accessToken)).code).toBe(0)
    expect(await whoAmI(session.accessToken)).toBe(401)
    // A session already ended, or a handle of nothing, is no error.
    expect(await forceLogout(session.accessToken)).toMatchObject({ code: 0, data: true })
    expect(await whoAmI(admin.token)).toBe(0)
  })

  it('answers 403 without the token permissions, and ends nothing', async () => {
    const staff = await login(sandbox, STAFF.username, STAFF.password)
    expect(await page({}, staff.accessToken)).toEqual(FORBIDDEN)
    expect(await forceLogout(sha256(admin.token), staff.accessToken)).toEqual(FORBIDDEN)
    expect(await whoAmI(admin.token)).toBe(0)
  })

  it('leaves expired sessions out of the list', async () => {
    const fresh = await login(sandbox, STAFF.username, STAFF.password)
    sandbox.clock.advance(31 * 60_000)
    const adminAgain = await login(sandbox, ADMIN.username, ADMIN.password)
    const handles = (await page({ pageSize: 100 }, adminAgain.accessToken)).data.list.map(
      (row) => row.accessToken,
    )
    expect(handles).toEqual([sha256(adminAgain.accessToken)])
    expect(handles).not.toContain(sha256(fresh.accessToken))
  })
})
