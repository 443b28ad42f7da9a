import { z } from 'zod'
import {
  CheckSkipped,
  ContractSession,
  ContractViolation,
  lacksPermission,
  parseShape,
} from './client'
import * as shape from './schemas'

export interface ContractRunOptions {
  /** e.g. http://127.0.0.1:48080/prod-api/admin-api */
  baseUrl: string
  username: string
  password: string
  /** Also run checks that create, change and delete rows (cleaned up afterwards). */
  allowWrites?: boolean
  /** OAuth2 client to describe (GET /system/oauth2/authorize); default 'museum-portal'. */
  oauth2ClientId?: string
}

export interface ContractCheck {
  name: string
  /** 'GET /system/dict-type/page' */
  endpoint: string
  /** Changes data on the backend: only with allowWrites. */
  writes?: boolean
  /** Replaces or ends the session: runs after the clean-up of write checks. */
  closesSession?: boolean
  run(session: ContractSession, options: ContractRunOptions): Promise<void>
}

export type CheckOutcome = 'yes' | 'no' | 'skipped'

export interface CheckResult {
  name: string
  endpoint: string
  outcome: CheckOutcome
  reason: string
}

const LOGIN_FAILED = 'login failed'

function expect(condition: boolean, reason: string): asserts condition {
  if (!condition) throw new ContractViolation(reason)
}

function remembered<T>(session: ContractSession, key: string, why: string): T {
  if (!session.memo.has(key)) throw new CheckSkipped(why)
  return session.memo.get(key) as T
}

const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`

/** GET of a blob export: HTTP 200, a file (not an envelope), a file name in Content-Disposition. */
async function checkExport(session: ContractSession, path: string, query: Record<string, unknown>) {
  const answer = await session.raw('GET', path, { query })
  expect(answer.status === 200, `HTTP ${answer.status}`)
  const type = answer.headers.get('content-type') ?? ''
  if (type.includes('application/json')) {
    const text = Buffer.from(answer.body).toString('utf8')
    const parsed = shape.envelope.safeParse(JSON.parse(text))
    if (parsed.success && parsed.data.code === 403) throw lacksPermission(parsed.data.msg)
    throw new ContractViolation(`answered JSON instead of a file: ${text.slice(0, 120)}`)
  }
  const disposition = answer.headers.get('content-disposition') ?? ''
  expect(/filename\*?=/i.test(disposition), 'no file name in Content-Disposition')
  expect(answer.body.byteLength > 0, 'empty file')
}

// ---------------------------------------------------------------------------------------------
// Read-only checks (safe against any backend, e.g. a staging copy of production).

const sessionChecks: ContractCheck[] = [
  {
    name: 'password login',
    endpoint: 'POST /system/auth/login',
    async run(session, options) {
      const tokens = await session.data('POST', '/system/auth/login', shape.tokens, {
        json: { username: options.username, password: options.password },
        auth: false,
      })
      session.accessToken = tokens.accessToken
      session.refreshToken = tokens.refreshToken
    },
  },
  {
    name: 'permission info',
    endpoint: 'GET /system/auth/get-permission-info',
    async run(session) {
      await session.data('GET', '/system/auth/get-permission-info', shape.permissionInfo)
    },
  },
  {
    name: 'menu tree',
    endpoint: 'GET /system/auth/list-menus',
    async run(session) {
      const tree = await session.data('GET', '/system/auth/list-menus', shape.menuTree)
      for (const top of tree) {
        expect(top.parentId === 0, `top-level menu ${top.name} has parentId ${top.parentId}`)
        expect(
          /^(\/|https?:\/\/)/.test(top.path),
          `top-level menu ${top.name} path '${top.path}' does not start with '/'`,
        )
      }
    },
  },
  {
    name: 'no token -> 401',
    endpoint: 'GET /system/auth/get-permission-info',
    async run(session) {
      const result = await session.envelope('GET', '/system/auth/get-permission-info', {
        auth: false,
      })
      expect(result.code === 401, `code ${result.code} (expected 401)`)
    },
  },
  {
    name: 'unknown refresh token message',
    endpoint: 'POST /system/auth/refresh-token',
    async run(session) {
      const result = await session.envelope('POST', '/system/auth/refresh-token', {
        query: { refreshToken: `contract-check-${uniqueSuffix()}` },
        auth: false,
      })
      expect(result.code !== 0, 'an unknown refresh token was accepted')
      expect(result.msg === '无效的刷新令牌', `msg '${result.msg}' (expected '无效的刷新令牌')`)
    },
  },
  {
    name: 'captcha get',
    endpoint: 'POST /system/captcha/get',
    async run(session) {
      const answer = await session.raw('POST', '/system/captcha/get', {
        json: { captchaType: 'blockPuzzle' },
        auth: false,
      })
      expect(answer.status === 200, `HTTP ${answer.status}`)
      parseShape(
        shape.captchaResponse,
        JSON.parse(Buffer.from(answer.body).toString('utf8')),
        'body',
      )
    },
  },
  {
    name: 'social auth redirect',
    endpoint: 'GET /system/auth/social-auth-redirect',
    async run(session) {
      const origin = new URL(session.baseUrl).origin
      const url = await session.data('GET', '/system/auth/social-auth-redirect', z.string(), {
        query: { type: 10, redirectUri: `${origin}/social-login?type=10` },
        auth: false,
      })
      expect(/^https?:\/\//.test(url), `'${url}' is not a URL`)
    },
  },
  {
    name: 'oauth2 client info',
    endpoint: 'GET /system/oauth2/authorize',
    async run(session, options) {
      await session.data('GET', '/system/oauth2/authorize', shape.oauth2AuthorizeInfo, {
        query: { clientId: options.oauth2ClientId ?? 'museum-portal' },
      })
    },
  },
]

const userChecks: ContractCheck[] = [
  {
    name: 'profile',
    endpoint: 'GET /system/user/profile/get',
    async run(session) {
      session.memo.set(
        'profile',
        await session.data('GET', '/system/user/profile/get', shape.profile),
      )
    },
  },
  {
    name: 'users for pickers',
    endpoint: 'GET /system/user/list-all-simple',
    async run(session) {
      await session.data('GET', '/system/user/list-all-simple', z.array(shape.userSimple))
    },
  },
]

const dictChecks: ContractCheck[] = [
  {
    name: 'dict type page',
    endpoint: 'GET /system/dict-type/page',
    async run(session) {
      const page = await session.data(
        'GET',
        '/system/dict-type/page',
        shape.pageOf(shape.dictType),
        {
          query: { pageNo: 1, pageSize: 10 },
        },
      )
      expect(page.list.length <= 10, `${page.list.length} rows on a page of 10`)
      if (page.list[0]) session.memo.set('dictTypeId', page.list[0].id)
    },
  },
  {
    name: 'dict type page, date range',
    endpoint: 'GET /system/dict-type/page',
    async run(session) {
      await session.data('GET', '/system/dict-type/page', shape.pageOf(shape.dictType), {
        query: {
          pageNo: 1,
          pageSize: 10,
          createTime: ['2000-01-01 00:00:00', '2099-12-31 23:59:59'],
        },
      })
    },
  },
  {
    name: 'page size over 100 -> 400',
    endpoint: 'GET /system/dict-type/page',
    async run(session) {
      const result = await session.envelope('GET', '/system/dict-type/page', {
        query: { pageNo: 1, pageSize: 101 },
      })
      expect(result.code === 400, `code ${result.code} (expected 400)`)
    },
  },
  {
    name: 'dict type get',
    endpoint: 'GET /system/dict-type/get',
    async run(session) {
      const id = remembered<number>(session, 'dictTypeId', 'no dict type to read')
      await session.data('GET', '/system/dict-type/get', shape.dictType, { query: { id } })
    },
  },
  {
    name: 'dict types, simple',
    endpoint: 'GET /system/dict-type/list-all-simple',
    async run(session) {
      await session.data('GET', '/system/dict-type/list-all-simple', z.array(shape.dictTypeSimple))
    },
  },
  {
    name: 'dict type export',
    endpoint: 'GET /system/dict-type/export',
    run: (session) => checkExport(session, '/system/dict-type/export', { name: '状态' }),
  },
  {
    name: 'dict data page',
    endpoint: 'GET /system/dict-data/page',
    async run(session) {
      const page = await session.data(
        'GET',
        '/system/dict-data/page',
        shape.pageOf(shape.dictData),
        {
          query: { pageNo: 1, pageSize: 10 },
        },
      )
      if (page.list[0]) {
        session.memo.set('dictDataId', page.list[0].id)
        session.memo.set('dictDataType', page.list[0].dictType)
      }
    },
  },
  {
    name: 'dict data get',
    endpoint: 'GET /system/dict-data/get',
    async run(session) {
      const id = remembered<number>(session, 'dictDataId', 'no dict data to read')
      await session.data('GET', '/system/dict-data/get', shape.dictData, { query: { id } })
    },
  },
  {
    name: 'dict data of one type',
    endpoint: 'GET /system/dict-data/type/{type}',
    async run(session) {
      const type = remembered<string>(session, 'dictDataType', 'no dict type with data')
      const list = await session.data(
        'GET',
        `/system/dict-data/type/${encodeURIComponent(type)}`,
        z.array(shape.dictData),
      )
      expect(
        list.every((item) => item.dictType === type),
        'entries of another type in the answer',
      )
    },
  },
  {
    name: 'dict data, simple',
    endpoint: 'GET /system/dict-data/list-all-simple',
    async run(session) {
      const list = await session.data(
        'GET',
        '/system/dict-data/list-all-simple',
        z.array(shape.dictDataSimple),
      )
      expect(list.length > 0, 'no dictionary entries at all')
    },
  },
  {
    name: 'dict data export',
    endpoint: 'GET /system/dict-data/export',
    run: (session) => checkExport(session, '/system/dict-data/export', {}),
  },
]

const configChecks: ContractCheck[] = [
  {
    name: 'config page',
    endpoint: 'GET /infra/config/page',
    async run(session) {
      const page = await session.data('GET', '/infra/config/page', shape.pageOf(shape.config), {
        query: { pageNo: 1, pageSize: 100 },
      })
      if (page.list[0]) session.memo.set('configId', page.list[0].id)
      const visible = page.list.find((c) => c.visible)
      if (visible) session.memo.set('visibleConfig', { key: visible.key, value: visible.value })
    },
  },
  {
    name: 'config get',
    endpoint: 'GET /infra/config/get',
    async run(session) {
      const id = remembered<number>(session, 'configId', 'no config to read')
      await session.data('GET', '/infra/config/get', shape.config, { query: { id } })
    },
  },
  {
    name: 'config value by key',
    endpoint: 'GET /infra/config/get-value-by-key',
    async run(session) {
      const config = remembered<{ key: string; value: string }>(
        session,
        'visibleConfig',
        'no visible config',
      )
      const value = await session.data(
        'GET',
        '/infra/config/get-value-by-key',
        z.string().nullable(),
        {
          query: { key: config.key },
        },
      )
      expect(value === config.value, `value '${value}' differs from the page's '${config.value}'`)
    },
  },
  {
    name: 'config export',
    endpoint: 'GET /infra/config/export',
    run: (session) => checkExport(session, '/infra/config/export', {}),
  },
]

const notifyChecks: ContractCheck[] = [
  {
    name: 'my notifications',
    endpoint: 'GET /system/notify-message/my-page',
    async run(session) {
      const page = await session.data(
        'GET',
        '/system/notify-message/my-page',
        shape.pageOf(shape.notifyMessage),
        { query: { pageNo: 1, pageSize: 10 } },
      )
      const unread = page.list.find((m) => !m.readStatus)
      if (unread) session.memo.set('unreadMessageId', unread.id)
    },
  },
  {
    name: 'unread notifications',
    endpoint: 'GET /system/notify-message/get-unread-list',
    async run(session) {
      const list = await session.data(
        'GET',
        '/system/notify-message/get-unread-list',
        z.array(shape.notifyMessage),
        { query: { size: 10 } },
      )
      expect(list.length <= 10, `${list.length} messages for size=10`)
      expect(
        list.every((m) => !m.readStatus),
        'a read message in the unread list',
      )
    },
  },
  {
    name: 'unread count',
    endpoint: 'GET /system/notify-message/get-unread-count',
    async run(session) {
      await session.data('GET', '/system/notify-message/get-unread-count', z.number().int().min(0))
    },
  },
  {
    name: 'all notifications (admin)',
    endpoint: 'GET /system/notify-message/page',
    async run(session) {
      await session.data('GET', '/system/notify-message/page', shape.pageOf(shape.notifyMessage), {
        query: { pageNo: 1, pageSize: 10 },
      })
    },
  },
]

// ---------------------------------------------------------------------------------------------
// Write checks (--allow-writes): everything created is deleted again.

const dictWriteChecks: ContractCheck[] = [
  {
    name: 'dict type create',
    endpoint: 'POST /system/dict-type/create',
    writes: true,
    async run(session) {
      const type = `contract_${uniqueSuffix()}`
      const id = await session.data('POST', '/system/dict-type/create', shape.id, {
        json: { name: `契约检查 ${type}`, type, status: 0, remark: 'contract check' },
      })
      session.memo.set('createdDictType', { id, type })
    },
  },
  {
    name: 'dict type update',
    endpoint: 'PUT /system/dict-type/update',
    writes: true,
    async run(session) {
      const created = remembered<{ id: number; type: string }>(
        session,
        'createdDictType',
        'nothing created',
      )
      await session.data('PUT', '/system/dict-type/update', z.literal(true), {
        json: {
          id: created.id,
          name: `契约检查（改） ${created.type}`,
          type: created.type,
          status: 0,
          remark: '',
        },
      })
      const got = await session.data('GET', '/system/dict-type/get', shape.dictType, {
        query: { id: created.id },
      })
      expect(got.name.startsWith('契约检查（改）'), 'update did not change the name')
    },
  },
  {
    name: 'dict data create',
    endpoint: 'POST /system/dict-data/create',
    writes: true,
    async run(session) {
      const created = remembered<{ id: number; type: string }>(
        session,
        'createdDictType',
        'no type created',
      )
      const id = await session.data('POST', '/system/dict-data/create', shape.id, {
        json: {
          sort: 1,
          label: '契约',
          value: 'contract',
          dictType: created.type,
          status: 0,
          colorType: 'primary',
          cssClass: '',
        },
      })
      session.memo.set('createdDictData', id)
    },
  },
  {
    name: 'dict data update',
    endpoint: 'PUT /system/dict-data/update',
    writes: true,
    async run(session) {
      const type = remembered<{ type: string }>(session, 'createdDictType', 'no type created').type
      const id = remembered<number>(session, 'createdDictData', 'no data created')
      await session.data('PUT', '/system/dict-data/update', z.literal(true), {
        json: {
          id,
          sort: 2,
          label: '契约（改）',
          value: 'contract',
          dictType: type,
          status: 0,
          colorType: 'success',
          cssClass: '',
        },
      })
    },
  },
  {
    name: 'dict data delete',
    endpoint: 'DELETE /system/dict-data/delete',
    writes: true,
    async run(session) {
      const id = remembered<number>(session, 'createdDictData', 'no data created')
      await session.data('DELETE', '/system/dict-data/delete', z.literal(true), { query: { id } })
      session.memo.delete('createdDictData')
    },
  },
  {
    name: 'dict type delete',
    endpoint: 'DELETE /system/dict-type/delete',
    writes: true,
    async run(session) {
      const created = remembered<{ id: number }>(session, 'createdDictType', 'nothing created')
      await session.data('DELETE', '/system/dict-type/delete', z.literal(true), {
        query: { id: created.id },
      })
      session.memo.delete('createdDictType')
    },
  },
]

const otherWriteChecks: ContractCheck[] = [
  {
    name: 'config create',
    endpoint: 'POST /infra/config/create',
    writes: true,
    async run(session) {
      const key = `contract.check.${uniqueSuffix()}`
      const id = await session.data('POST', '/infra/config/create', shape.id, {
        json: {
          category: 'contract',
          name: '契约检查',
          key,
          value: '1',
          visible: true,
          remark: '',
        },
      })
      session.memo.set('createdConfig', { id, key })
    },
  },
  {
    name: 'config update',
    endpoint: 'PUT /infra/config/update',
    writes: true,
    async run(session) {
      const created = remembered<{ id: number; key: string }>(
        session,
        'createdConfig',
        'nothing created',
      )
      await session.data('PUT', '/infra/config/update', z.literal(true), {
        json: {
          id: created.id,
          category: 'contract',
          name: '契约检查',
          key: created.key,
          value: '2',
          visible: true,
          remark: '',
        },
      })
      const value = await session.data(
        'GET',
        '/infra/config/get-value-by-key',
        z.string().nullable(),
        {
          query: { key: created.key },
        },
      )
      expect(value === '2', `value after update is '${value}'`)
    },
  },
  {
    name: 'config delete',
    endpoint: 'DELETE /infra/config/delete',
    writes: true,
    async run(session) {
      const created = remembered<{ id: number }>(session, 'createdConfig', 'nothing created')
      await session.data('DELETE', '/infra/config/delete', z.literal(true), {
        query: { id: created.id },
      })
      session.memo.delete('createdConfig')
    },
  },
  {
    name: 'profile update (same values)',
    endpoint: 'PUT /system/user/profile/update',
    writes: true,
    async run(session) {
      const profile = remembered<z.infer<typeof shape.profile>>(
        session,
        'profile',
        'no profile read',
      )
      await session.data('PUT', '/system/user/profile/update', z.literal(true), {
        json: {
          nickname: profile.nickname,
          email: profile.email ?? '',
          mobile: profile.mobile ?? '',
          sex: profile.sex ?? 0,
        },
      })
    },
  },
  {
    name: 'mark one notification read',
    endpoint: 'PUT /system/notify-message/update-read',
    writes: true,
    async run(session) {
      const id = remembered<number>(session, 'unreadMessageId', 'no unread message')
      await session.data('PUT', '/system/notify-message/update-read', z.literal(true), {
        query: { ids: [id] },
      })
    },
  },
  {
    name: 'mark all notifications read',
    endpoint: 'PUT /system/notify-message/update-all-read',
    writes: true,
    async run(session) {
      await session.data('PUT', '/system/notify-message/update-all-read', z.literal(true))
      const count = await session.data('GET', '/system/notify-message/get-unread-count', z.number())
      expect(count === 0, `${count} unread after update-all-read`)
    },
  },
]

// Last: they replace or end the session the checks above use.
const closingChecks: ContractCheck[] = [
  {
    name: 'refresh token',
    endpoint: 'POST /system/auth/refresh-token',
    closesSession: true,
    async run(session) {
      const tokens = await session.data('POST', '/system/auth/refresh-token', shape.tokens, {
        query: { refreshToken: session.refreshToken },
        auth: false,
      })
      session.accessToken = tokens.accessToken
      session.refreshToken = tokens.refreshToken
      await session.data('GET', '/system/auth/get-permission-info', shape.permissionInfo)
    },
  },
  {
    name: 'logout',
    endpoint: 'POST /system/auth/logout',
    closesSession: true,
    async run(session) {
      await session.data('POST', '/system/auth/logout', z.literal(true))
      const after = await session.envelope('GET', '/system/auth/get-permission-info')
      expect(after.code === 401, `token still accepted after logout (code ${after.code})`)
    },
  },
]

/** Every check, in the order they run. */
export const CONTRACT_CHECKS: readonly ContractCheck[] = [
  ...sessionChecks,
  ...userChecks,
  ...dictChecks,
  ...configChecks,
  ...notifyChecks,
  ...dictWriteChecks,
  ...otherWriteChecks,
  ...closingChecks,
]

/** Deletes whatever a failed write chain left behind. */
async function cleanUp(session: ContractSession): Promise<void> {
  const attempts: Array<[string, string]> = []
  const data = session.memo.get('createdDictData') as number | undefined
  if (data !== undefined) attempts.push(['/system/dict-data/delete', String(data)])
  const type = session.memo.get('createdDictType') as { id: number } | undefined
  if (type) attempts.push(['/system/dict-type/delete', String(type.id)])
  const config = session.memo.get('createdConfig') as { id: number } | undefined
  if (config) attempts.push(['/infra/config/delete', String(config.id)])
  for (const [path, id] of attempts) {
    await session.raw('DELETE', path, { query: { id } }).catch(() => undefined)
  }
}

/** Runs the checks against one backend; never throws for a failing check. */
export async function runContractChecks(options: ContractRunOptions): Promise<CheckResult[]> {
  const session = new ContractSession(options.baseUrl.replace(/\/+$/, ''))
  const results: CheckResult[] = []
  let loggedIn = false
  let cleanedUp = false
  for (const check of CONTRACT_CHECKS) {
    const base = { name: check.name, endpoint: check.endpoint }
    if (check.closesSession && !cleanedUp) {
      cleanedUp = true
      if (loggedIn && options.allowWrites) await cleanUp(session)
    }
    if (check.writes && !options.allowWrites) {
      results.push({ ...base, outcome: 'skipped', reason: 'writes data (use --allow-writes)' })
      continue
    }
    if (check.name !== 'password login' && !loggedIn) {
      results.push({ ...base, outcome: 'skipped', reason: LOGIN_FAILED })
      continue
    }
    try {
      await check.run(session, options)
      results.push({ ...base, outcome: 'yes', reason: '' })
      if (check.name === 'password login') loggedIn = true
    } catch (error) {
      if (error instanceof CheckSkipped) {
        results.push({ ...base, outcome: 'skipped', reason: error.message })
      } else {
        const reason =
          error instanceof ContractViolation ? error.message : `error: ${String(error)}`
        results.push({ ...base, outcome: 'no', reason })
      }
    }
  }
  return results
}
