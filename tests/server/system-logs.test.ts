import BetterSqlite3 from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { purgeExpiredAuthRows } from '../../host-sandbox/api/src/auth/auth-housekeeping'
import { LOGIN_LOG_MAX_ROWS } from '../../host-sandbox/api/src/auth/login-log'
import type { AppContext } from '../../host-sandbox/api/src/lib/context'
import { readXlsxRows } from '../../host-sandbox/api/src/lib/xlsx'
import type { LoginLogItem } from '../../src/shared/wire/login-log'
import type { OperateLogItem } from '../../src/shared/wire/operate-log'
import { useLogin, useSandbox } from './support/fixture'
import { FORBIDDEN } from './support/guards'
import { ADMIN, call, rawCall, STAFF, type Page } from './support/http'

const AGENT = 'Mozilla/5.0 (audit-test)'
const DAY = 86_400_000

describe('login log and operate log', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)

  /** Every stored row of `table`, as the database holds it (all columns). */
  const storedRows = (table: string) => {
    const db = new BetterSqlite3(sandbox.dbPath, { readonly: true })
    try {
      return db.prepare(`SELECT * FROM ${table} ORDER BY id`).all() as Record<string, unknown>[]
    } finally {
      db.close()
    }
  }

  const attempt = (json: Record<string, unknown>, path = '/system/auth/login') =>
    call(sandbox, path, { method: 'POST', json, headers: { 'User-Agent': AGENT } })

  const loginLogs = (query: Record<string, unknown> = {}, token = admin.token) =>
    call<Page<LoginLogItem>>(sandbox, '/system/login-log/page', {
      token,
      query: { pageSize: 100, ...query },
    })

  const operateLogs = (query: Record<string, unknown> = {}, token = admin.token) =>
    call<Page<OperateLogItem>>(sandbox, '/system/operate-log/page', {
      token,
      query: { pageSize: 100, ...query },
    })

  it('logs a wrong password with its result, the name typed, IP and agent, and never the password', async () => {
    const secret = 'Wrong-Pass-77'
    expect((await attempt({ username: 'staff', password: secret })).code).toBe(1_002_000_000)
    expect((await attempt({ username: 'nobody42', password: secret })).code).toBe(1_002_000_000)
    expect((await attempt({ username: 'former', password: 'former123' })).code).toBe(1_002_000_001)

    const { data } = await loginLogs({ status: false })
    const [disabled, unknown, wrong] = data.list
    expect(wrong).toMatchObject({
      logType: 100,
      username: 'staff',
      userIp: '127.0.0.1',
      userAgent: AGENT,
      result: 10,
    })
    expect(unknown).toMatchObject({ username: 'nobody42', result: 10 })
    expect(disabled).toMatchObject({ username: 'former', result: 20 })
    const stored = storedRows('system_login_log')
    expect(JSON.stringify(stored)).not.toContain(secret)
    expect(JSON.stringify(data)).not.toContain(secret)
    // A known account's failure names it; an unknown name names nobody.
    expect(stored.find((row) => row.username === 'staff' && row.result === 10)?.user_id).toBe(2)
    expect(stored.find((row) => row.username === 'nobody42')?.user_id).toBeNull()
  })

  it('logs successes, logouts, locked accounts and SMS codes; filters by result, name and time', async () => {
    const tokens = (await attempt({ username: 'staff', password: STAFF.password })).data as {
      accessToken: string
    }
    await call(sandbox, '/system/auth/logout', { method: 'POST', token: tokens.accessToken })
    for (let i = 0; i < 5; i++) await attempt({ username: 'guide', password: `wrong-${i}x` })
    expect((await attempt({ username: 'guide', password: 'guide123' })).code).toBe(1_002_000_010)
    await attempt({ mobile: '15612345679', code: '123456' }, '/system/auth/sms-login')

    const guide = (await loginLogs({ username: 'guide' })).data.list
    expect(guide.map((log) => log.result)).toEqual([40, 40, 10, 10, 10, 10])
    const staffLogs = (await loginLogs({ username: 'staff', status: true })).data.list
    expect(staffLogs.slice(0, 2).map((log) => [log.logType, log.result])).toEqual([
      [200, 0],
      [100, 0],
    ])
    const [sms] = (await loginLogs({ username: '15612345679' })).data.list
    expect(sms).toMatchObject({ logType: 103, result: 30 })
    expect(JSON.stringify(storedRows('system_login_log'))).not.toContain(tokens.accessToken)

    const future = new Date(sandbox.clock.now() + DAY)
    const day = `${future.getFullYear()}-${String(future.getMonth() + 1).padStart(2, '0')}-${String(future.getDate()).padStart(2, '0')}`
    expect(
      (await loginLogs({ createTime: [`${day} 00:00:00`, `${day} 23:59:59`] })).data.total,
    ).toBe(0)
    expect((await loginLogs({ userIp: '127.0.0' })).data.total).toBeGreaterThan(10)
  })

  it('exports the login log as .xlsx with labels', async () => {
    const response = await rawCall(sandbox.apiUrl, '/system/login-log/export', {
      token: admin.token,
      query: { username: 'nobody42' },
    })
    expect(response.headers.get('content-disposition')).toContain('login-log.xlsx')
    const rows = await readXlsxRows(Buffer.from(await response.arrayBuffer()))
    expect(rows[0].cells).toEqual([
      '日志编号',
      '操作类型',
      '用户名称',
      '登录地址',
      '浏览器',
      '登陆结果',
      '登录日期',
    ])
    expect(rows[1].cells.slice(1, 6)).toEqual([
      '账号登录',
      'nobody42',
      '127.0.0.1',
      AGENT,
      '账号或密码不正确',
    ])
  })

  it('logs a user create with module, operation and type, and no body', async () => {
    const password = 'Secret123abc'
    const created = await call<number>(sandbox, '/system/user/create', {
      method: 'POST',
      token: admin.token,
      headers: { 'User-Agent': AGENT },
      json: { username: 'audit01', nickname: '审计员', password, sex: 1, postIds: [] },
    })
    expect(created.code).toBe(0)
    const duplicate = await call(sandbox, '/system/user/create', {
      method: 'POST',
      token: admin.token,
      json: { username: 'audit01', nickname: '审计员', password, sex: 1, postIds: [] },
    })
    expect(duplicate.msg).toBe('用户账号已经存在')

    // Written after the answer has left: wait for the rows rather than for time.
    await expect.poll(async () => (await operateLogs({ module: '用户管理' })).data.total).toBe(2)
    const [failed, ok] = (await operateLogs({ module: '用户管理' })).data.list
    expect(ok).toMatchObject({
      module: '用户管理',
      name: '用户新增',
      type: 2,
      userNickname: '纪念馆管理员',
      requestMethod: 'POST',
      requestUrl: '/prod-api/admin-api/system/user/create',
      userIp: '127.0.0.1',
      userAgent: AGENT,
      resultCode: 0,
      resultMsg: '',
    })
    expect(ok.duration).toBeGreaterThanOrEqual(0)
    expect(failed).toMatchObject({ name: '用户新增', resultCode: 1_002_003_000 })
    expect(failed.resultMsg).toBe('用户账号已经存在')
    expect((await operateLogs({ success: false, module: '用户管理' })).data.list).toEqual([failed])
    expect((await operateLogs({ type: 2, userNickname: '管理' })).data.total).toBe(2)

    const stored = JSON.stringify(storedRows('system_operate_log'))
    expect(stored).not.toContain(password)
    expect(stored).not.toContain(admin.token)
    expect(stored).not.toContain('audit01')
  })

  it('logs exports and masks secrets in the URL; reads, logins and refusals without a session are not logged', async () => {
    const before = storedRows('system_operate_log').length
    await call(sandbox, '/system/user/page', { token: admin.token })
    await attempt({ username: 'admin', password: ADMIN.password })
    await call(sandbox, '/system/user/create', { method: 'POST', json: {} })
    const exported = await rawCall(sandbox.apiUrl, '/system/user/export', { token: admin.token })
    await exported.arrayBuffer()
    await call(sandbox, '/system/oauth2-token/delete', {
      method: 'DELETE',
      token: admin.token,
      query: { accessToken: 'f'.repeat(64) },
    })
    await expect.poll(() => storedRows('system_operate_log').length).toBe(before + 2)
    const [tokenDelete, userExport] = (await operateLogs()).data.list
    expect(userExport).toMatchObject({ module: '用户管理', name: '用户导出', type: 5 })
    expect(tokenDelete).toMatchObject({ module: '令牌管理', name: '强制退出', type: 4 })
    expect(tokenDelete.requestUrl).toBe(
      '/prod-api/admin-api/system/oauth2-token/delete?accessToken=***',
    )
  })

  it('exports the operate log as .xlsx', async () => {
    const response = await rawCall(sandbox.apiUrl, '/system/operate-log/export', {
      token: admin.token,
      query: { module: '用户管理', success: true },
    })
    expect(response.headers.get('content-disposition')).toContain('operate-log.xlsx')
    const rows = await readXlsxRows(Buffer.from(await response.arrayBuffer()))
    expect(rows[0].cells.slice(0, 5)).toEqual([
      '日志编号',
      '操作模块',
      '操作名',
      '操作类型',
      '操作人',
    ])
    expect(rows.slice(1).map((row) => row.cells.slice(1, 5))).toEqual([
      ['用户管理', '用户导出', '导出', '纪念馆管理员'],
      ['用户管理', '用户新增', '新增', '纪念馆管理员'],
    ])
  })

  it('answers 403 without the log permissions', async () => {
    expect(await loginLogs({}, staff.token)).toEqual(FORBIDDEN)
    expect(await operateLogs({}, staff.token)).toEqual(FORBIDDEN)
    for (const path of ['/system/login-log/export', '/system/operate-log/export']) {
      const answer = await rawCall(sandbox.apiUrl, path, { token: staff.token })
      expect(await answer.json(), path).toEqual(FORBIDDEN)
    }
  })

  it('housekeeping drops login logs past their retention and beyond the row cap', async () => {
    const ctx = { db: new BetterSqlite3(sandbox.dbPath), now: sandbox.clock.now } as AppContext
    try {
      const total = storedRows('system_login_log').length
      expect(purgeExpiredAuthRows(ctx).system_login_log).toBe(0)
      sandbox.clock.advance(91 * DAY)
      expect(purgeExpiredAuthRows(ctx).system_login_log).toBe(total)
      expect(storedRows('system_operate_log').length).toBeGreaterThan(0)

      // A flood of refused attempts is one row each, but the newest LOGIN_LOG_MAX_ROWS are kept.
      const insert = ctx.db.prepare(
        `INSERT INTO system_login_log (log_type, username, user_ip, result, create_time)
         VALUES (100, ?, '10.9.9.9', 40, ?)`,
      )
      const now = sandbox.clock.now()
      ctx.db.transaction(() => {
        for (let i = 0; i < LOGIN_LOG_MAX_ROWS + 25; i++) insert.run(`flood${i}`, now)
      })()
      expect(purgeExpiredAuthRows(ctx).system_login_log).toBe(25)
      const kept = ctx.db.prepare('SELECT COUNT(*) AS n FROM system_login_log').get() as {
        n: number
      }
      expect(kept.n).toBe(LOGIN_LOG_MAX_ROWS)
      expect(
        ctx.db.prepare("SELECT 1 FROM system_login_log WHERE username = 'flood24'").get(),
      ).toBeUndefined()
      expect(
        ctx.db.prepare("SELECT 1 FROM system_login_log WHERE username = 'flood25'").get(),
      ).toBeDefined()
    } finally {
      ctx.db.close()
    }
  })
})
