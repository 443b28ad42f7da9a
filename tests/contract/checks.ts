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

function configValue(session: ContractSession, key: string) {
  return session.data('GET', '/infra/config/get-value-by-key', shape.configValue, {
    query: { key },
  })
}

/** A row a write check created, remembered for the checks after it and for the clean-up. */
interface Created {
  id: number
}

/** GET `path`: code 0 and data matching `schema`; `then` checks more and remembers what it finds. */
function readCheck<S extends z.ZodType>(
  name: string,
  path: string,
  schema: S,
  options: {
    query?: Record<string, unknown>
    then?: (data: z.output<S>, session: ContractSession) => void
  } = {},
): ContractCheck {
  return {
    name,
    endpoint: `GET ${path}`,
    async run(session) {
      const data = await session.data('GET', path, schema, { query: options.query })
      options.then?.(data, session)
    },
  }
}

/** GET `path?id=` with the id an earlier check remembered under `idKey`. */
function readByIdCheck(
  name: string,
  path: string,
  schema: z.ZodType,
  idKey: string,
  why: string,
): ContractCheck {
  return {
    name,
    endpoint: `GET ${path}`,
    async run(session) {
      const id = remembered<number>(session, idKey, why)
      await session.data('GET', path, schema, { query: { id } })
    },
  }
}

function exportCheck(name: string, path: string, query: Record<string, unknown>): ContractCheck {
  return { name, endpoint: `GET ${path}`, run: (session) => checkExport(session, path, query) }
}

/** POST `path`: the new id is remembered under `key` with `body`'s `remember` fields. */
function createCheck(
  name: string,
  path: string,
  key: string,
  body: (session: ContractSession) => { json: object; remember?: object },
): ContractCheck {
  return {
    name,
    endpoint: `POST ${path}`,
    writes: true,
    async run(session) {
      const { json, remember } = body(session)
      const id = await session.data('POST', path, shape.id, { json })
      session.memo.set(key, { ...remember, id })
    },
  }
}

/** PUT `path` with a body for the row remembered under `key`; `verify` reads the change back. */
function updateCheck<T>(
  name: string,
  path: string,
  key: string,
  why: string,
  body: (created: T, session: ContractSession) => object,
  verify?: (created: T, session: ContractSession) => Promise<void>,
): ContractCheck {
  return {
    name,
    endpoint: `PUT ${path}`,
    writes: true,
    async run(session) {
      const created = remembered<T>(session, key, why)
      await session.data('PUT', path, z.literal(true), { json: body(created, session) })
      await verify?.(created, session)
    },
  }
}

/** DELETE `path?id=` of the row remembered under `key`, which is then forgotten. */
function deleteCheck(name: string, path: string, key: string, why: string): ContractCheck {
  return {
    name,
    endpoint: `DELETE ${path}`,
    writes: true,
    async run(session) {
      const { id } = remembered<Created>(session, key, why)
      await session.data('DELETE', path, z.literal(true), { query: { id } })
      session.memo.delete(key)
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Read-only checks (safe against any backend, e.g. a staging copy of production).

const FIRST_PAGE = { pageNo: 1, pageSize: 10 }

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
  readCheck('permission info', '/system/auth/get-permission-info', shape.permissionInfo),
  readCheck('menu tree', '/system/auth/list-menus', shape.menuTree, {
    then(tree) {
      for (const top of tree) {
        expect(top.parentId === 0, `top-level menu ${top.name} has parentId ${top.parentId}`)
        expect(
          /^(\/|https?:\/\/)/.test(top.path),
          `top-level menu ${top.name} path '${top.path}' does not start with '/'`,
        )
      }
    },
  }),
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
  readCheck('profile', '/system/user/profile/get', shape.profile, {
    then: (profile, session) => session.memo.set('profile', profile),
  }),
  readCheck('users for pickers', '/system/user/list-all-simple', z.array(shape.userSimple)),
]

const dictChecks: ContractCheck[] = [
  readCheck('dict type page', '/system/dict-type/page', shape.pageOf(shape.dictType), {
    query: FIRST_PAGE,
    then(page, session) {
      expect(page.list.length <= 10, `${page.list.length} rows on a page of 10`)
      if (page.list[0]) session.memo.set('dictTypeId', page.list[0].id)
    },
  }),
  readCheck('dict type page, date range', '/system/dict-type/page', shape.pageOf(shape.dictType), {
    query: { ...FIRST_PAGE, createTime: ['2000-01-01 00:00:00', '2099-12-31 23:59:59'] },
  }),
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
  readByIdCheck(
    'dict type get',
    '/system/dict-type/get',
    shape.dictType,
    'dictTypeId',
    'no dict type to read',
  ),
  readCheck(
    'dict types, simple',
    '/system/dict-type/list-all-simple',
    z.array(shape.dictTypeSimple),
  ),
  exportCheck('dict type export', '/system/dict-type/export', { name: '状态' }),
  readCheck('dict data page', '/system/dict-data/page', shape.pageOf(shape.dictData), {
    query: FIRST_PAGE,
    then(page, session) {
      if (page.list[0]) {
        session.memo.set('dictDataId', page.list[0].id)
        session.memo.set('dictDataType', page.list[0].dictType)
      }
    },
  }),
  readByIdCheck(
    'dict data get',
    '/system/dict-data/get',
    shape.dictData,
    'dictDataId',
    'no dict data to read',
  ),
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
  readCheck(
    'dict data, simple',
    '/system/dict-data/list-all-simple',
    z.array(shape.dictDataSimple),
    { then: (list) => expect(list.length > 0, 'no dictionary entries at all') },
  ),
  exportCheck('dict data export', '/system/dict-data/export', {}),
]

const configChecks: ContractCheck[] = [
  readCheck('config page', '/infra/config/page', shape.pageOf(shape.config), {
    query: { pageNo: 1, pageSize: 100 },
    then(page, session) {
      if (page.list[0]) session.memo.set('configId', page.list[0].id)
      const visible = page.list.find((c) => c.visible)
      if (visible) session.memo.set('visibleConfig', { key: visible.key, value: visible.value })
    },
  }),
  readByIdCheck('config get', '/infra/config/get', shape.config, 'configId', 'no config to read'),
  {
    name: 'config value by key',
    endpoint: 'GET /infra/config/get-value-by-key',
    async run(session) {
      const config = remembered<{ key: string; value: string }>(
        session,
        'visibleConfig',
        'no visible config',
      )
      const value = await configValue(session, config.key)
      expect(value === config.value, `value '${value}' differs from the page's '${config.value}'`)
    },
  },
  exportCheck('config export', '/infra/config/export', {}),
]

const notifyChecks: ContractCheck[] = [
  readCheck(
    'my notifications',
    '/system/notify-message/my-page',
    shape.pageOf(shape.notifyMessage),
    {
      query: FIRST_PAGE,
      then(page, session) {
        const unread = page.list.find((m) => !m.readStatus)
        if (unread) session.memo.set('unreadMessageId', unread.id)
      },
    },
  ),
  readCheck(
    'unread notifications',
    '/system/notify-message/get-unread-list',
    z.array(shape.notifyMessage),
    {
      query: { size: 10 },
      then(list) {
        expect(list.length <= 10, `${list.length} messages for size=10`)
        expect(
          list.every((m) => !m.readStatus),
          'a read message in the unread list',
        )
      },
    },
  ),
  readCheck('unread count', '/system/notify-message/get-unread-count', shape.unreadCount),
  readCheck(
    'all notifications (admin)',
    '/system/notify-message/page',
    shape.pageOf(shape.notifyMessage),
    { query: FIRST_PAGE },
  ),
]

/** GET `path?id=` with the string id (BPM models, definitions) an earlier check remembered. */
function readByStringIdCheck<S extends z.ZodType>(
  name: string,
  path: string,
  schema: S,
  idKey: string,
  why: string,
  then?: (data: z.output<S>) => void,
): ContractCheck {
  return {
    name,
    endpoint: `GET ${path}`,
    async run(session) {
      const id = remembered<string>(session, idKey, why)
      then?.(await session.data('GET', path, schema, { query: { id } }))
    },
  }
}

const bpmChecks: ContractCheck[] = [
  readCheck('roles for pickers', '/system/role/list-all-simple', z.array(shape.roleSimple)),
  readCheck('bpm form page', '/bpm/form/page', shape.pageOf(shape.bpmForm), {
    query: FIRST_PAGE,
    then(page, session) {
      if (page.list[0]) session.memo.set('bpmFormId', page.list[0].id)
    },
  }),
  readByIdCheck('bpm form get', '/bpm/form/get', shape.bpmForm, 'bpmFormId', 'no form to read'),
  readCheck('bpm forms, simple', '/bpm/form/list-all-simple', z.array(shape.bpmFormSimple)),
  readCheck('bpm model page', '/bpm/model/page', shape.pageOf(shape.bpmModel), {
    query: FIRST_PAGE,
    then(page, session) {
      if (page.list[0]) session.memo.set('bpmModelId', page.list[0].id)
    },
  }),
  readByStringIdCheck(
    'bpm model get',
    '/bpm/model/get',
    shape.bpmModelDetail,
    'bpmModelId',
    'no model to read',
  ),
  readCheck(
    'bpm definition page',
    '/bpm/process-definition/page',
    shape.pageOf(shape.bpmDefinition),
    {
      query: FIRST_PAGE,
      then(page, session) {
        if (page.list[0]) session.memo.set('bpmDefinitionId', page.list[0].id)
      },
    },
  ),
  readCheck(
    'active bpm definitions',
    '/bpm/process-definition/list',
    z.array(shape.bpmDefinition),
    {
      query: { suspensionState: 1 },
      then: (list) =>
        expect(
          list.every((d) => d.suspensionState === 1),
          'a suspended definition in the list of active ones',
        ),
    },
  ),
  readByStringIdCheck(
    'bpm definition xml',
    '/bpm/process-definition/get-bpmn-xml',
    z.string(),
    'bpmDefinitionId',
    'no definition to read',
    (xml) => expect(/<([\w-]+:)?definitions[\s>]/.test(xml), 'not BPMN definitions XML'),
  ),
  readCheck('oa leave page', '/bpm/oa/leave/page', shape.pageOf(shape.oaLeave), {
    query: FIRST_PAGE,
  }),
]

// ---------------------------------------------------------------------------------------------
// Write checks (--allow-writes): everything created is deleted again.

interface CreatedDictType extends Created {
  type: string
}
interface CreatedConfig extends Created {
  key: string
}

const dictWriteChecks: ContractCheck[] = [
  createCheck('dict type create', '/system/dict-type/create', 'createdDictType', () => {
    const type = `contract_${uniqueSuffix()}`
    return {
      json: { name: `契约检查 ${type}`, type, status: 0, remark: 'contract check' },
      remember: { type },
    }
  }),
  updateCheck<CreatedDictType>(
    'dict type update',
    '/system/dict-type/update',
    'createdDictType',
    'nothing created',
    ({ id, type }) => ({ id, name: `契约检查（改） ${type}`, type, status: 0, remark: '' }),
    async ({ id }, session) => {
      const got = await session.data('GET', '/system/dict-type/get', shape.dictType, {
        query: { id },
      })
      expect(got.name.startsWith('契约检查（改）'), 'update did not change the name')
    },
  ),
  createCheck('dict data create', '/system/dict-data/create', 'createdDictData', (session) => {
    const { type } = remembered<CreatedDictType>(session, 'createdDictType', 'no type created')
    return { json: contractEntry(type, 1, '契约', 'primary') }
  }),
  updateCheck<CreatedDictType>(
    'dict data update',
    '/system/dict-data/update',
    'createdDictType',
    'no type created',
    ({ type }, session) => {
      const { id } = remembered<Created>(session, 'createdDictData', 'no data created')
      return { id, ...contractEntry(type, 2, '契约（改）', 'success') }
    },
  ),
  deleteCheck('dict data delete', '/system/dict-data/delete', 'createdDictData', 'no data created'),
  deleteCheck('dict type delete', '/system/dict-type/delete', 'createdDictType', 'nothing created'),
]

/** The dictionary entry the write checks create (and change) in their own type. */
function contractEntry(dictType: string, sort: number, label: string, colorType: string) {
  return { sort, label, value: 'contract', dictType, status: 0, colorType, cssClass: '' }
}

const otherWriteChecks: ContractCheck[] = [
  createCheck('config create', '/infra/config/create', 'createdConfig', () => {
    const key = `contract.check.${uniqueSuffix()}`
    return { json: contractConfig(key, '1'), remember: { key } }
  }),
  updateCheck<CreatedConfig>(
    'config update',
    '/infra/config/update',
    'createdConfig',
    'nothing created',
    ({ id, key }) => ({ id, ...contractConfig(key, '2') }),
    async ({ key }, session) => {
      const value = await configValue(session, key)
      expect(value === '2', `value after update is '${value}'`)
    },
  ),
  deleteCheck('config delete', '/infra/config/delete', 'createdConfig', 'nothing created'),
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
      const count = await session.data(
        'GET',
        '/system/notify-message/get-unread-count',
        shape.unreadCount,
      )
      expect(count === 0, `${count} unread after update-all-read`)
    },
  },
]

// The museum dashboard's figures (a figure the account may not see is null, still the shape).
const museumStatisticsChecks: ContractCheck[] = [
  readCheck('museum summary', '/museum/statistics/summary', shape.museumSummary),
  readCheck('museum trend', '/museum/statistics/trend', shape.museumTrend, {
    query: { beginDate: '2026-01-01', endDate: '2026-01-31' },
  }),
]

// The museum's announcements and reservation notices: HTML content, stored cleaned.
const museumNoticeChecks: ContractCheck[] = [
  readCheck('museum notice page', '/museum/notice/page', shape.pageOf(shape.museumNotice), {
    query: FIRST_PAGE,
  }),
  readCheck(
    'museum reserve notice page',
    '/museum/reserve-notice/page',
    shape.pageOf(shape.museumReserveNotice),
    { query: FIRST_PAGE },
  ),
]

// The museum's booking core: slots, rules, personal reservations (masked in the list), tickets.
const museumBookingChecks: ContractCheck[] = [
  readCheck('museum time slot page', '/museum/time-slot/page', shape.pageOf(shape.timeSlotItem), {
    query: FIRST_PAGE,
  }),
  readCheck('museum reserve rules', '/museum/reserve-rule/list', z.array(shape.reserveRuleItem)),
  readCheck(
    'museum personal reservation page',
    '/museum/reserve-personal/page',
    shape.pageOf(shape.reservePersonalItem),
    { query: FIRST_PAGE },
  ),
  readCheck('museum ticket page', '/museum/ticket/page', shape.pageOf(shape.ticketItem), {
    query: FIRST_PAGE,
  }),
  readCheck('museum gate counts', '/museum/ticket/today-summary', shape.ticketTodaySummary),
  readCheck(
    'museum concession card page',
    '/museum/card/page',
    shape.pageOf(shape.museumCardItem),
    { query: FIRST_PAGE },
  ),
]

// Volunteers (masked in the list), their service records and the totals per volunteer.
const museumVolunteerChecks: ContractCheck[] = [
  readCheck('museum volunteer page', '/museum/volunteer/page', shape.pageOf(shape.volunteerItem), {
    query: FIRST_PAGE,
  }),
  readCheck(
    'museum volunteer service page',
    '/museum/volunteer-service/page',
    shape.pageOf(shape.volunteerServiceItem),
    { query: FIRST_PAGE },
  ),
  readCheck(
    'museum volunteer service totals',
    '/museum/volunteer-service/summary',
    z.array(shape.volunteerServiceSummaryItem),
  ),
]

// 审计日志 and 令牌管理: read only (the contract's own login is in the login log by then).
const systemLogChecks: ContractCheck[] = [
  readCheck('login log page', '/system/login-log/page', shape.pageOf(shape.loginLogItem), {
    query: FIRST_PAGE,
  }),
  readCheck('operate log page', '/system/operate-log/page', shape.pageOf(shape.operateLogItem), {
    query: FIRST_PAGE,
  }),
  readCheck('oauth2 token page', '/system/oauth2-token/page', shape.pageOf(shape.oauth2TokenItem), {
    query: FIRST_PAGE,
  }),
]

// 角色管理: the role page and a role's menus (the built-in super administrator's, never changed).
const systemRoleChecks: ContractCheck[] = [
  readCheck('role page', '/system/role/page', shape.pageOf(shape.roleItem), { query: FIRST_PAGE }),
  readCheck('role menus', '/system/permission/list-role-menus', z.array(z.number().int()), {
    query: { roleId: 1 },
  }),
]

// 商品中心, 交易中心, 支付中心: read only (orders come from members; payments from the channels).
const mallChecks: ContractCheck[] = [
  readCheck('product category list', '/product/category/list', z.array(shape.productCategoryItem)),
  readCheck('product brand page', '/product/brand/page', shape.pageOf(shape.productBrandItem), {
    query: FIRST_PAGE,
  }),
  readCheck(
    'product property page',
    '/product/property/page',
    shape.pageOf(shape.productPropertyItem),
    { query: FIRST_PAGE },
  ),
  readCheck('product spu page', '/product/spu/page', shape.pageOf(shape.productSpuItem), {
    query: { ...FIRST_PAGE, tabType: 0 },
  }),
  readCheck('product spu tab counts', '/product/spu/get-count', shape.productSpuCount),
  readCheck('trade order page', '/trade/order/page', shape.pageOf(shape.tradeOrder), {
    query: FIRST_PAGE,
  }),
  readCheck('trade order summary', '/trade/order/get-summary', shape.tradeOrderSummary),
  readCheck('trade after-sale page', '/trade/after-sale/page', shape.pageOf(shape.tradeAfterSale), {
    query: FIRST_PAGE,
  }),
  readCheck(
    'express companies',
    '/trade/delivery/express/list-all-simple',
    z.array(shape.expressSimpleItem),
  ),
  readCheck(
    'pick-up store page',
    '/trade/delivery/pick-up-store/page',
    shape.pageOf(shape.pickUpStoreItem),
    { query: FIRST_PAGE },
  ),
  readCheck('area tree', '/system/area/tree', shape.areaTree),
  readCheck('pay app page', '/pay/app/page', shape.pageOf(shape.payAppItem), { query: FIRST_PAGE }),
  readCheck('pay order page', '/pay/order/page', shape.pageOf(shape.payOrderItem), {
    query: FIRST_PAGE,
  }),
  readCheck('pay refund page', '/pay/refund/page', shape.pageOf(shape.payRefundItem), {
    query: FIRST_PAGE,
  }),
  readCheck('pay notify page', '/pay/notify/page', shape.pageOf(shape.payNotifyItem), {
    query: FIRST_PAGE,
  }),
]

/** The setting the write checks create (and change). */
function contractConfig(key: string, value: string) {
  return { category: 'contract', name: '契约检查', key, value, visible: true, remark: '' }
}

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
  ...bpmChecks,
  ...museumStatisticsChecks,
  ...museumBookingChecks,
  ...museumNoticeChecks,
  ...museumVolunteerChecks,
  ...systemRoleChecks,
  ...systemLogChecks,
  ...mallChecks,
  ...dictWriteChecks,
  ...otherWriteChecks,
  ...closingChecks,
]

/** What the write checks create, newest first: the order a failed chain is deleted in. */
const CREATED: Array<[key: string, deletePath: string]> = [
  ['createdDictData', '/system/dict-data/delete'],
  ['createdDictType', '/system/dict-type/delete'],
  ['createdConfig', '/infra/config/delete'],
]

/** Deletes whatever a failed write chain left behind. */
async function cleanUp(session: ContractSession): Promise<void> {
  for (const [key, path] of CREATED) {
    const created = session.memo.get(key) as Created | undefined
    if (!created) continue
    await session.raw('DELETE', path, { query: { id: String(created.id) } }).catch(() => undefined)
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
