import { describe, expect, it } from 'vitest'
import { readXlsxRows } from '../../host-sandbox/api/src/lib/xlsx'
import type { ApiAccessLogItem, ApiErrorLogItem } from '../../src/shared/wire/infra-api-log'
import { appCall, memberLogin, withDb } from './app-api-support'
import { useLogin, useSandbox } from './support/fixture'
import { FORBIDDEN } from './support/guards'
import { ADMIN, call, formatDateTime, rawCall, STAFF, type Page } from './support/http'

const AGENT = 'Mozilla/5.0 (api-log-test)'
const MASK = '******'

describe('API 访问日志 and API 错误日志', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)

  const accessLogs = (query: Record<string, unknown> = {}) =>
    call<Page<ApiAccessLogItem>>(sandbox, '/infra/api-access-log/page', {
      token: admin.token,
      query: { pageSize: 100, ...query },
    })
  const errorLogs = (query: Record<string, unknown> = {}) =>
    call<Page<ApiErrorLogItem>>(sandbox, '/infra/api-error-log/page', {
      token: admin.token,
      query: { pageSize: 100, ...query },
    })
  /** The newest access row of `path` once it is written (rows are written in batches). */
  /**
   * The newest access row of `path` whose parameters contain `mark` (when given). Rows are written
   * in batches, and the fixtures' own sign-ins are logged too: wait for the row itself, not for any.
   */
  const accessRowOf = async (path: string, mark?: string) => {
    const url = `/prod-api/admin-api${path}`
    const find = async () =>
      (await accessLogs({ requestUrl: path })).data.list.find(
        (r) => r.requestUrl === url && (mark === undefined || r.requestParams.includes(mark)),
      )
    await expect.poll(find).toBeDefined()
    const row = await find()
    if (!row) throw new Error(`no access row of ${url}`)
    return row
  }
  /** Every stored column of both logs, as text: what any reader of the database could see. */
  const everythingStored = () =>
    withDb(sandbox, (db) =>
      JSON.stringify([
        db.prepare('SELECT * FROM api_access_log').all(),
        db.prepare('SELECT * FROM api_error_log').all(),
      ]),
    )

  it('records a staff request: who, what, from where, how long and how it ended', async () => {
    const before = Date.now()
    await call(sandbox, '/system/dict-type/page', {
      token: admin.token,
      query: { pageNo: 1, pageSize: 5, name: '用户' },
      headers: { 'User-Agent': AGENT },
    })
    const row = await accessRowOf('/system/dict-type/page')
    expect(row).toMatchObject({
      userId: 1,
      userType: 2,
      applicationName: 'museum-sandbox',
      requestMethod: 'GET',
      requestUrl: '/prod-api/admin-api/system/dict-type/page',
      userIp: '127.0.0.1',
      userAgent: AGENT,
      resultCode: 0,
      resultMsg: '',
    })
    expect(JSON.parse(row.requestParams)).toEqual({
      query: { pageNo: '1', pageSize: '5', name: '用户' },
      body: null,
    })
    expect(row.traceId).toMatch(/^[0-9a-f]{32}$/)
    expect(row.beginTime).toBeGreaterThanOrEqual(before - 1000)
    expect(row.endTime - row.beginTime).toBe(row.duration)
  })

  it('records refusals with the envelope code and message', async () => {
    expect(await call(sandbox, '/infra/api-access-log/page', { token: staff.token })).toEqual(
      FORBIDDEN,
    )
    await expect
      .poll(async () => (await accessLogs({ resultCode: 403 })).data.list[0]?.resultMsg)
      .toBe('没有该操作权限')
    const [refused] = (await accessLogs({ resultCode: 403 })).data.list
    expect(refused.requestUrl).toBe('/prod-api/admin-api/infra/api-access-log/page')
    expect(refused.userId).not.toBe(1)
  })

  it('filters by user, type, address, time, duration and result', async () => {
    const row = await accessRowOf('/system/dict-type/page')
    const ids = async (query: Record<string, unknown>) =>
      (await accessLogs(query)).data.list.map((r) => r.id)
    expect(await ids({ userId: 1, requestUrl: 'DICT-TYPE/page' })).toContain(row.id)
    expect(await ids({ userId: 999 })).toEqual([])
    expect(await ids({ userType: 1, requestUrl: 'dict-type' })).toEqual([])
    expect(await ids({ requestUrl: 'no-such-address' })).toEqual([])
    expect(await ids({ applicationName: 'museum-sandbox', resultCode: 0 })).toContain(row.id)
    expect(await ids({ resultCode: 500, requestUrl: 'dict-type' })).toEqual([])
    expect(await ids({ duration: row.duration, requestUrl: 'dict-type' })).toContain(row.id)
    expect(await ids({ duration: row.duration + 60_000 })).toEqual([])
    const at = (ms: number) => formatDateTime(ms)
    expect(
      await ids({ beginTime: [at(row.beginTime - 2000), at(row.beginTime + 2000)] }),
    ).toContain(row.id)
    expect(
      await ids({ beginTime: [at(row.beginTime + 60_000), at(row.beginTime + 120_000)] }),
    ).toEqual([])
    expect((await accessLogs({ userType: 3 })).msg).toBe(
      '请求参数不正确:用户类型必须在指定范围 [1, 2]',
    )
  })

  it("masks the token endpoint's snake_case secrets (refresh_token, client_secret) too", async () => {
    await call(sandbox, '/system/oauth2/token', {
      method: 'POST',
      form: {
        grant_type: 'refresh_token',
        refresh_token: 'rt-snake-4711',
        client_id: 'default',
        client_secret: 'cs-snake-4711',
      },
    })
    const row = await accessRowOf('/system/oauth2/token', 'grant_type')
    expect(JSON.parse(row.requestParams).body).toEqual({
      grant_type: 'refresh_token',
      refresh_token: MASK,
      client_id: 'default',
      client_secret: MASK,
    })
    expect(everythingStored()).not.toMatch(/rt-snake-4711|cs-snake-4711/)
  })

  it('never stores passwords, tokens, secrets or sign-in codes: ****** at any depth, any case', async () => {
    await call(sandbox, '/system/auth/login', {
      method: 'POST',
      json: { username: 'admin', password: 'Pw-Login-4711' },
    })
    await call(sandbox, '/system/auth/sms-login', {
      method: 'POST',
      json: { mobile: '15601691300', code: '864209' },
    })
    await call(sandbox, '/system/user/update-password', {
      method: 'PUT',
      token: admin.token,
      json: { id: 999_999, password: 'Pw-New-4711' },
    })
    await call(sandbox, '/system/dict-data/page', {
      token: admin.token,
      query: { accessToken: 'tok-in-query-4711', refresh_token: 'kept', code: 'dict-code-ok' },
    })
    await call(sandbox, '/pay/channel/create', {
      method: 'POST',
      token: admin.token,
      json: {
        code: 'mock',
        config: JSON.stringify({ x: 1 }),
        nested: {
          OldPassword: 'Pw-Old-4711',
          list: [{ ACCESSTOKEN: 'tok-deep-4711', apiV3Key: 'v3-4711' }],
          privateKeyContent: 'pk-4711',
          privateKey: 'pk2-4711',
          apiclientKeyContent: 'kc-4711',
          keyCertContent: 'cc-4711',
          mchKey: 'mch-4711',
          secret: 'sec-4711',
          alipayPublicKey: 'ali-4711',
          captchaVerification: 'cap-4711',
          authCode: 'auth-4711',
          auth_code: 'auth2-4711',
          ssoToken: 'sso-4711',
          apiSecret: 'api-4711',
          accessSecret: 'acc-4711',
        },
      },
    })
    await appCall(sandbox, '/member/auth/login', {
      method: 'POST',
      json: { mobile: '13900000001', password: 'Pw-Member-4711', code: 'mcode-4711' },
    })

    const login = await accessRowOf('/system/auth/login', '"username":"admin"')
    expect(JSON.parse(login.requestParams).body).toEqual({ username: 'admin', password: MASK })
    const sms = await accessRowOf('/system/auth/sms-login', '15601691300')
    expect(JSON.parse(sms.requestParams).body).toEqual({ mobile: '15601691300', code: MASK })
    const dict = await accessRowOf('/system/dict-data/page', 'dict-code-ok')
    // `code` is a secret only on the sign-in routes; elsewhere it is a business value.
    expect(JSON.parse(dict.requestParams).query).toMatchObject({
      accessToken: MASK,
      code: 'dict-code-ok',
    })
    const channel = await accessRowOf('/pay/channel/create', 'nested')
    const nested = JSON.parse(channel.requestParams).body.nested
    expect(nested.list).toEqual([{ ACCESSTOKEN: MASK, apiV3Key: MASK }])
    for (const key of Object.keys(nested).filter((k) => k !== 'list')) {
      expect(nested[key], key).toBe(MASK)
    }
    expect(JSON.parse(channel.requestParams).body.code).toBe('mock')

    await expect
      .poll(() => everythingStored().includes('/prod-api/app-api/member/auth/login'))
      .toBe(true)
    const stored = everythingStored()
    for (const secret of [
      'Pw-Login-4711',
      '864209',
      'Pw-New-4711',
      'tok-in-query-4711',
      'Pw-Old-4711',
      'tok-deep-4711',
      'v3-4711',
      'pk-4711',
      'pk2-4711',
      'kc-4711',
      'cc-4711',
      'mch-4711',
      'sec-4711',
      'ali-4711',
      'cap-4711',
      'auth-4711',
      'auth2-4711',
      'sso-4711',
      'api-4711',
      'acc-4711',
      'Pw-Member-4711',
      'mcode-4711',
      admin.token,
    ]) {
      expect(stored, secret).not.toContain(secret)
    }
  })

  it('records member calls as 会员 with the member id', async () => {
    const member = await memberLogin(sandbox)
    await appCall(sandbox, '/member/user/get', { token: member.accessToken })
    await expect
      .poll(
        async () => (await accessLogs({ userType: 1, requestUrl: '/member/user/get' })).data.list,
      )
      .toHaveLength(1)
    const [row] = (await accessLogs({ userType: 1, requestUrl: '/member/user/get' })).data.list
    expect(row).toMatchObject({
      userId: member.userId,
      requestUrl: '/prod-api/app-api/member/user/get',
      resultCode: 0,
    })
  })

  it('cuts parameters at 2,048 UTF-8 bytes, never inside a character', async () => {
    await call(sandbox, '/system/notice/create', {
      method: 'POST',
      token: admin.token,
      json: { title: 'x', content: '博物馆'.repeat(1000) },
    })
    const row = await accessRowOf('/system/notice/create')
    const bytes = Buffer.byteLength(row.requestParams, 'utf8')
    expect(bytes).toBeLessThanOrEqual(2048)
    expect(bytes).toBeGreaterThan(2040)
    expect(row.requestParams).not.toContain('\uFFFD')
    expect(row.requestParams.startsWith('{"query":{},"body":{"title":"x","content":"博物馆')).toBe(
      true,
    )
  })

  it('records an unexpected error in both logs, with what the stack says', async () => {
    // A table gone from under a running server: a failure no route expects.
    withDb(sandbox, (db) => db.exec('DROP TABLE system_notice'))
    const answer = await call(sandbox, '/system/notice/page', { token: admin.token })
    expect(answer).toEqual({ code: 500, data: null, msg: '系统异常' })

    await expect.poll(async () => (await errorLogs()).data.total).toBe(1)
    const [error] = (await errorLogs()).data.list
    expect(error).toMatchObject({
      userId: 1,
      userType: 2,
      requestMethod: 'GET',
      requestUrl: '/prod-api/admin-api/system/notice/page',
      exceptionName: 'SqliteError',
      processStatus: 0,
      processTime: null,
      processUserId: null,
    })
    expect(error.exceptionMessage).toContain('no such table: system_notice')
    expect(error.exceptionRootCauseMessage).toBe(error.exceptionMessage)
    expect(error.exceptionStackTrace).toContain('SqliteError: no such table')
    expect(error.exceptionFileName).toMatch(/\.(ts|js)$/)
    expect(error.exceptionLineNumber).toBeGreaterThan(0)
    expect(error.exceptionMethodName).not.toBe('')
    const access = await accessRowOf('/system/notice/page')
    expect(access).toMatchObject({ resultCode: 500, resultMsg: '系统异常' })
    expect(access.traceId).toBe(error.traceId)
  })

  it('marks an error 已处理 once: a second mark is refused, unknown ids too', async () => {
    const [error] = (await errorLogs({ processStatus: 0 })).data.list
    const mark = (id: number, processStatus: number, token = admin.token) =>
      call(sandbox, '/infra/api-error-log/update-status', {
        method: 'PUT',
        token,
        query: { id, processStatus },
      })
    expect(await mark(error.id, 1, staff.token)).toEqual(FORBIDDEN)
    expect(await mark(error.id, 0)).toMatchObject({ code: 400 })
    const before = Date.now()
    expect(await mark(error.id, 1)).toEqual({ code: 0, data: true, msg: '' })
    const [done] = (await errorLogs({ processStatus: 1 })).data.list
    expect(done).toMatchObject({ id: error.id, processStatus: 1, processUserId: 1 })
    expect(done.processTime).toBeGreaterThanOrEqual(before - 1000)
    expect(await mark(error.id, 2)).toEqual({
      code: 1_001_002_001,
      data: null,
      msg: 'API 错误日志已处理',
    })
    expect((await mark(987_654, 1)).msg).toBe('API 错误日志不存在')
    expect((await errorLogs({ processStatus: 0 })).data.total).toBe(0)
  })

  it('exports both logs as .xlsx with the filters of the page', async () => {
    const response = await rawCall(sandbox.apiUrl, '/infra/api-error-log/export-excel', {
      token: admin.token,
      query: { processStatus: 1 },
    })
    expect(response.headers.get('content-disposition')).toContain('api-error-log.xlsx')
    const rows = await readXlsxRows(Buffer.from(await response.arrayBuffer()))
    expect(rows[0].cells.slice(0, 3)).toEqual(['编号', '链路追踪', '用户编号'])
    expect(rows).toHaveLength(2)
    expect(rows[1].cells).toContain('SqliteError')
    expect(rows[1].cells).toContain('已处理')

    const access = await rawCall(sandbox.apiUrl, '/infra/api-access-log/export-excel', {
      token: admin.token,
      query: { requestUrl: 'dict-type/page' },
    })
    const accessRows = await readXlsxRows(Buffer.from(await access.arrayBuffer()))
    expect(accessRows[0].cells).toContain('执行时长（毫秒）')
    expect(
      accessRows
        .slice(1)
        .every((r) => r.cells.includes('/prod-api/admin-api/system/dict-type/page')),
    ).toBe(true)
    expect(accessRows.length).toBeGreaterThan(1)
    expect(
      await call(sandbox, '/infra/api-access-log/export-excel', { token: staff.token }),
    ).toEqual(FORBIDDEN)
  })
})

describe('with the access log switched off', () => {
  const sandbox = useSandbox({ apiAccessLog: false })
  const admin = useLogin(sandbox, ADMIN)

  it('writes no access rows, and still records unexpected errors', async () => {
    withDb(sandbox, (db) => db.exec('DROP TABLE system_notice'))
    await call(sandbox, '/system/notice/page', { token: admin.token })
    await expect
      .poll(() =>
        withDb(sandbox, (db) => db.prepare('SELECT COUNT(*) FROM api_error_log').pluck().get()),
      )
      .toBe(1)
    const accessRows = withDb(sandbox, (db) =>
      db.prepare('SELECT COUNT(*) FROM api_access_log').pluck().get(),
    )
    expect(accessRows).toBe(0)
  })
})

describe('when the server closes', () => {
  const sandbox = useSandbox()

  it('writes the rows still waiting in the queue', async () => {
    await call(sandbox, '/system/auth/login', {
      method: 'POST',
      json: { username: 'admin', password: 'wrong-pw' },
    })
    await sandbox.stop()
    const rows = withDb(sandbox, (db) =>
      db
        .prepare("SELECT COUNT(*) FROM api_access_log WHERE request_url LIKE '%/auth/login'")
        .pluck()
        .get(),
    )
    expect(rows).toBe(1)
  })
})
