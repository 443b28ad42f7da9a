import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPasswordHasher } from '../../host-sandbox/api/src/auth/password-hasher'
import { purgeExpiredAuthRows } from '../../host-sandbox/api/src/auth/auth-housekeeping'
import { createBpmRuntime } from '../../host-sandbox/api/src/bpm/runtime/runtime'
import {
  assignUserRoles,
  changeUserStatus,
  resetUserPassword,
} from '../../host-sandbox/api/src/auth/account-changes'
import { loadConfig } from '../../host-sandbox/api/src/config'
import { openDatabase, type Database } from '../../host-sandbox/api/src/db/database'
import type { AppContext } from '../../host-sandbox/api/src/lib/context'
import { useSandbox } from './support/fixture'
import { ADMIN, call, login, rawCall, STAFF, type Tokens } from './support/http'
import { API_PATH, startSandbox, tempDir, type RunningSandbox } from './support/sandbox'

const LOCKED_MSG = '登录失败次数过多，账号已锁定，请 15 分钟后再试'
const BUSY = { code: 429, data: null, msg: '系统繁忙，请稍后再试' }
const MINUTE = 60_000

/** In-process requests: handlers start in the order they are sent, unlike parallel sockets. */
async function injectLogin(sandbox: RunningSandbox, username: string, password: string) {
  const response = await sandbox.app.inject({
    method: 'POST',
    url: `${API_PATH}/system/auth/login`,
    headers: { 'tenant-id': '1' },
    payload: { username, password },
  })
  return response.json() as { code: number; msg: string; data: Tokens | null }
}

/** A second connection to the sandbox's database, as the services see it, on its clock. */
async function contextOf(sandbox: RunningSandbox): Promise<AppContext & { close(): void }> {
  const db: Database = await openDatabase(sandbox.dbPath)
  const passwords = createPasswordHasher({ threads: 1 })
  return {
    db,
    now: sandbox.clock.now,
    accessTtlMs: 30 * MINUTE,
    refreshTtlMs: 30 * 24 * 60 * MINUTE,
    apiBase: API_PATH,
    passwords,
    testRoutes: true,
    bpm: createBpmRuntime({ db, now: sandbox.clock.now, warn: () => undefined }),
    close() {
      void passwords.close()
      db.close()
    },
  }
}

describe('password login under parallel guessing', () => {
  const sandbox = useSandbox()

  it('30 parallel attempts: at most five are checked, the right password last gets nowhere', async () => {
    const guesses = Array.from({ length: 29 }, (_, i) => `wrong-${i}`)
    const results = await Promise.all(
      [...guesses, 'staff123'].map((password) => injectLogin(sandbox, 'staff', password)),
    )
    // Checks beyond the five running ones are refused as busy without hashing or counting.
    const checked = results.filter((r) => r.code !== BUSY.code)
    expect(checked.length).toBeLessThanOrEqual(5)
    expect(results.at(-1)).toEqual(BUSY)
    expect(results.filter((r) => r.code === 0)).toHaveLength(0)
    // Still locked afterwards, for the full 15 minutes.
    expect(await injectLogin(sandbox, 'staff', 'staff123')).toMatchObject({ msg: LOCKED_MSG })
    sandbox.clock.advance(16 * MINUTE)
    expect((await injectLogin(sandbox, 'staff', 'staff123')).code).toBe(0)
  })
})

describe('password hashing pool', () => {
  const tmp = tempDir()
  afterAll(() => tmp.remove())

  it('a full queue answers "系统繁忙" at once, for unknown users too (they are hashed as well)', async () => {
    const sandbox = await startSandbox(`${tmp.dir}/busy.db`, {
      passwordHashing: { threads: 1, maxQueue: 1 },
    })
    try {
      const known = Array.from({ length: 5 }, () => injectLogin(sandbox, 'admin', 'admin123'))
      // Unknown accounts go through the same pool (same time as a real check), so they are
      // refused as busy too rather than answered at once.
      const unknown = injectLogin(sandbox, 'nobody', 'whatever1')
      const results = await Promise.all([...known, unknown])
      expect(results.filter((r) => r.code === 0)).toHaveLength(2)
      expect(results.filter((r) => r.code === BUSY.code)).toHaveLength(4)
      expect(results.at(-1)).toEqual(BUSY)
      // Busy refusals do not count as wrong passwords: five more logins still work.
      for (let i = 0; i < 5; i++)
        expect((await injectLogin(sandbox, 'admin', 'admin123')).code).toBe(0)
      expect(await injectLogin(sandbox, 'nobody', 'whatever1')).toMatchObject({
        msg: '登录失败，账号密码不正确',
      })
    } finally {
      await sandbox.stop()
    }
  })

  it('logins being hashed do not hold up file reads (their own threads, not libuv)', async () => {
    const sandbox = await startSandbox(`${tmp.dir}/starve.db`)
    try {
      const finished: string[] = []
      // Two accounts: at most five checks of one account run at a time.
      const logins = Array.from({ length: 8 }, (_, i) =>
        login(
          sandbox,
          ...((i % 2 ? [ADMIN.username, ADMIN.password] : [STAFF.username, STAFF.password]) as [
            string,
            string,
          ]),
        ).then(() => finished.push('login')),
      )
      const asset = fetch(`${sandbox.origin}/sandbox/assets/museum-portal-logo.svg`).then(
        async (response) => {
          expect(response.status).toBe(200)
          await response.arrayBuffer()
          finished.push('asset')
        },
      )
      await Promise.all([...logins, asset])
      expect(finished[0]).toBe('asset')
    } finally {
      await sandbox.stop()
    }
  })

  it('hashes stay in the seeded format and verify against it', async () => {
    const hasher = createPasswordHasher({ threads: 1 })
    try {
      const hash = await hasher.hash('新密码abc')
      expect(hash).toMatch(/^scrypt\$16384\$[0-9a-f]{32}\$[0-9a-f]{128}$/)
      expect(await hasher.verify('新密码abc', hash)).toBe(true)
      expect(await hasher.verify('other', hash)).toBe(false)
      expect(await hasher.verify('x', 'scrypt$99999999999$00$00')).toBe(false)
    } finally {
      await hasher.close()
    }
  })
})

describe('refresh token outside the URL', () => {
  const sandbox = useSandbox()

  it('POST /system/auth/refresh-token takes the refresh token from a JSON or form body', async () => {
    const first = await login(sandbox, STAFF.username, STAFF.password)
    const viaJson = await call<Tokens>(sandbox, '/system/auth/refresh-token', {
      method: 'POST',
      json: { refreshToken: first.refreshToken },
    })
    expect(viaJson.code).toBe(0)
    const viaForm = await call<Tokens>(sandbox, '/system/auth/refresh-token', {
      method: 'POST',
      form: { refreshToken: viaJson.data.refreshToken },
    })
    expect(viaForm.code).toBe(0)
    // The contract's query form still works.
    const viaQuery = await call<Tokens>(sandbox, '/system/auth/refresh-token', {
      method: 'POST',
      query: { refreshToken: viaForm.data.refreshToken },
    })
    expect(viaQuery.code).toBe(0)
  })
})

describe('sessions end when the account changes', () => {
  const sandbox = useSandbox()
  let ctx: Awaited<ReturnType<typeof contextOf>>
  beforeAll(async () => {
    ctx = await contextOf(sandbox)
  })
  afterAll(() => ctx.close())

  const works = async (token: string) =>
    (await call(sandbox, '/system/auth/get-permission-info', { token })).code === 0
  const refreshes = async (refreshToken: string) =>
    (
      await call(sandbox, '/system/auth/refresh-token', {
        method: 'POST',
        json: { refreshToken },
      })
    ).code === 0
  const staffId = () =>
    (ctx.db.prepare("SELECT id FROM system_users WHERE username = 'staff'").get() as { id: number })
      .id

  it('disabling a user ends all of their sessions, refresh tokens included', async () => {
    const a = await login(sandbox, STAFF.username, STAFF.password)
    const b = await login(sandbox, STAFF.username, STAFF.password)
    changeUserStatus(ctx, staffId(), 1)
    changeUserStatus(ctx, staffId(), 0)
    // Re-enabled: the old sessions stay ended.
    expect(await works(a.accessToken)).toBe(false)
    expect(await works(b.accessToken)).toBe(false)
    expect(await refreshes(a.refreshToken)).toBe(false)
    expect((await login(sandbox, STAFF.username, STAFF.password)).userId).toBe(staffId())
  })

  it('a reset password ends all sessions and lifts a lock', async () => {
    const before = await login(sandbox, STAFF.username, STAFF.password)
    for (let i = 1; i <= 5; i++) await injectLogin(sandbox, 'staff', `wrong-${i}`)
    await resetUserPassword(ctx, staffId(), 'reset123')
    expect(await works(before.accessToken)).toBe(false)
    expect(await refreshes(before.refreshToken)).toBe(false)
    expect((await injectLogin(sandbox, 'staff', 'reset123')).code).toBe(0)
    await resetUserPassword(ctx, staffId(), STAFF.password)
  })

  it('new roles end all sessions (the user signs in again under them)', async () => {
    const before = await login(sandbox, STAFF.username, STAFF.password)
    const roles = ctx.db
      .prepare('SELECT role_id FROM system_user_role WHERE user_id = ?')
      .all(staffId()) as { role_id: number }[]
    assignUserRoles(
      ctx,
      staffId(),
      roles.map((r) => r.role_id),
    )
    expect(await works(before.accessToken)).toBe(false)
    expect(await refreshes(before.refreshToken)).toBe(false)
  })
})

describe('purge of dead auth rows', () => {
  const sandbox = useSandbox()
  let ctx: Awaited<ReturnType<typeof contextOf>>
  beforeAll(async () => {
    ctx = await contextOf(sandbox)
  })
  afterAll(() => ctx.close())

  const count = (table: string) =>
    (ctx.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n

  it('deletes expired tokens, old SMS codes and login failures, and keeps live ones', async () => {
    purgeExpiredAuthRows(ctx)
    const old = await login(sandbox, ADMIN.username, ADMIN.password)
    await injectLogin(sandbox, 'staff', 'wrong-1')
    await call(sandbox, '/system/auth/send-sms-code', {
      method: 'POST',
      json: { mobile: '15612345678', scene: 21 },
    })
    expect(count('system_login_failure')).toBe(1)
    expect(count('system_sms_code')).toBe(1)

    // Past the access lifetime: access tokens and failures go, refresh tokens stay.
    sandbox.clock.advance(61 * MINUTE)
    const fresh = await login(sandbox, ADMIN.username, ADMIN.password)
    const report = purgeExpiredAuthRows(ctx)
    expect(report.system_oauth2_access_token).toBeGreaterThanOrEqual(1)
    expect(report.system_login_failure).toBe(1)
    expect(report.system_sms_code).toBe(1)
    expect(report.system_oauth2_refresh_token).toBe(0)
    expect(
      (await call(sandbox, '/system/auth/get-permission-info', { token: fresh.accessToken })).code,
    ).toBe(0)
    expect(
      ctx.db
        .prepare('SELECT 1 FROM system_oauth2_access_token WHERE access_token = ?')
        .get(old.accessToken),
    ).toBeUndefined()

    // Past the refresh lifetime everything of those logins is gone.
    sandbox.clock.advance(31 * 24 * 60 * MINUTE)
    purgeExpiredAuthRows(ctx)
    expect(count('system_oauth2_refresh_token')).toBe(0)
    expect(count('system_oauth2_access_token')).toBe(0)
  })
})

describe('test routes are off unless asked for', () => {
  const tmp = tempDir()
  let sandbox: RunningSandbox
  beforeAll(async () => {
    sandbox = await startSandbox(`${tmp.dir}/default.db`, { sandboxTestRoutes: undefined })
  })
  afterAll(async () => {
    await sandbox.stop()
    tmp.remove()
  })

  it('SANDBOX_TEST_ROUTES defaults to off', () => {
    expect(loadConfig({}).testRoutes).toBe(false)
    expect(loadConfig({ SANDBOX_TEST_ROUTES: 'true' }).testRoutes).toBe(true)
  })

  it('without them: no SMS code peek, no token or lock helpers, no fake social provider', async () => {
    for (const [method, path] of [
      ['GET', '/sandbox/sms-code?mobile=15612345678'],
      ['POST', '/sandbox/tokens/expire'],
      ['POST', '/sandbox/users/unlock'],
      ['POST', '/sandbox/notify/send'],
      ['GET', '/sandbox/social/authorize?type=10&redirect_uri=x&state=y'],
      ['POST', '/sandbox/social/authorize'],
    ] as const) {
      const response = await rawCall(sandbox.origin, path, {
        method,
        json: method === 'POST' ? {} : undefined,
      })
      expect(response.status, path).toBe(404)
    }
    const redirect = await call(sandbox, '/system/auth/social-auth-redirect', {
      query: { type: 10, redirectUri: 'http://127.0.0.1:48081/social-login' },
    })
    expect(redirect).toEqual({
      code: 1_002_018_000,
      data: null,
      msg: '社交授权失败，原因是：未配置社交登录平台',
    })
  })
})
