import BetterSqlite3 from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { useLogin, useSandbox } from './support/fixture'
import { FORBIDDEN } from './support/guards'
import { ADMIN, call, STAFF, type Page } from './support/http'

interface ClientItem {
  id: number
  clientId: string
  secret: string
  name: string
  logo: string
  status: number
  accessTokenValiditySeconds: number
  refreshTokenValiditySeconds: number
  redirectUris: string[]
  authorizedGrantTypes: string[]
  scopes: string[]
  autoApproveScopes: string[]
  authorities: string[]
  resourceIds: string[]
  additionalInformation: string | null
}

const BODY = {
  clientId: 'exhibit-app',
  secret: 'exhibit-secret',
  name: '展览小程序',
  logo: 'http://127.0.0.1:48080/logo.png',
  description: '线上展厅',
  status: 0,
  accessTokenValiditySeconds: 600,
  refreshTokenValiditySeconds: 3600,
  redirectUris: ['http://127.0.0.1:9000/callback'],
  authorizedGrantTypes: ['authorization_code', 'refresh_token'],
  scopes: ['user.read', 'exhibit.read'],
  autoApproveScopes: ['exhibit.read'],
  authorities: ['exhibit'],
  resourceIds: ['museum'],
  additionalInformation: '{"contact":"李老师"}',
}

describe('OAuth 2.0 应用管理: /system/oauth2-client/*', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)
  const api = (path: string, options: Parameters<typeof call>[2] = {}) =>
    call<unknown>(sandbox, `/system/oauth2-client/${path}`, { token: admin.token, ...options })
  const page = async (query: Record<string, unknown> = {}, token = admin.token) =>
    (
      await call<Page<ClientItem>>(sandbox, '/system/oauth2-client/page', {
        token,
        query: { pageNo: 1, pageSize: 10, ...query },
      })
    ).data
  const get = async (id: number, token = admin.token) =>
    (await call<ClientItem>(sandbox, '/system/oauth2-client/get', { token, query: { id } })).data
  const idOf = async (clientId: string) =>
    (await page()).list.find((c) => c.clientId === clientId)?.id ?? 0

  it('lists the seeded clients, the built-in one among them, with their secrets masked', async () => {
    const list = (await page()).list
    expect(list.map((c) => c.clientId)).toEqual(['museum-portal', 'default'])
    expect(list.every((c) => c.secret === '******')).toBe(true)
    const builtIn = list[1]
    expect(builtIn).toMatchObject({
      name: '纪念馆管理后台',
      status: 0,
      accessTokenValiditySeconds: 1800,
      authorizedGrantTypes: ['password', 'authorization_code', 'implicit', 'refresh_token'],
    })
    expect(builtIn.logo).toBe(`${sandbox.origin}/sandbox/assets/museum-portal-logo.svg`)
    expect((await page({ name: '门户' })).list.map((c) => c.clientId)).toEqual(['museum-portal'])
  })

  it('creates a client with every field, and get shows the secret to who may update', async () => {
    const created = await api('create', { method: 'POST', json: BODY })
    expect(created.code).toBe(0)
    const item = await get(created.data as number)
    expect(item).toMatchObject({ ...BODY, secret: 'exhibit-secret' })
  })

  it('refuses a second client with the same client id, and bad bodies in Chinese', async () => {
    expect(await api('create', { method: 'POST', json: { ...BODY, name: '另一个' } })).toEqual({
      code: 1_002_020_001,
      data: null,
      msg: 'OAuth2 客户端编号已存在',
    })
    const refusal = (body: object) => api('create', { method: 'POST', json: body })
    expect(await refusal({ ...BODY, clientId: 'x2', secret: '' })).toMatchObject({
      code: 400,
      msg: '请求参数不正确:客户端密钥不能为空',
    })
    expect(await refusal({ ...BODY, clientId: 'x2', redirectUris: ['not a url'] })).toMatchObject({
      msg: '请求参数不正确:可重定向的 URI 地址必须是 http(s) 地址',
    })
    expect(
      await refusal({ ...BODY, clientId: 'x2', authorizedGrantTypes: ['magic'] }),
    ).toMatchObject({ code: 400 })
    expect(
      await refusal({ ...BODY, clientId: 'x2', autoApproveScopes: ['user.write'] }),
    ).toMatchObject({ msg: '请求参数不正确:自动授权范围必须在授权范围之内' })
    expect(
      await refusal({ ...BODY, clientId: 'x2', additionalInformation: '{oops' }),
    ).toMatchObject({
      msg: '请求参数不正确:附加信息必须是 JSON 格式',
    })
    expect((await page({ name: '另一个' })).total).toBe(0)
  })

  it('updates a client; a masked secret sent back keeps the stored one', async () => {
    const id = await idOf('exhibit-app')
    const updated = await api('update', {
      method: 'PUT',
      json: { ...BODY, id, secret: '******', name: '展览小程序 2', status: 1 },
    })
    expect(updated.code).toBe(0)
    expect(await get(id)).toMatchObject({
      name: '展览小程序 2',
      status: 1,
      secret: 'exhibit-secret',
    })
    expect(
      await api('update', { method: 'PUT', json: { ...BODY, id, clientId: 'museum-portal' } }),
    ).toMatchObject({ code: 1_002_020_001, msg: 'OAuth2 客户端编号已存在' })
  })

  it('the built-in client can neither be deleted nor disabled', async () => {
    const id = await idOf('default')
    expect(await api('delete', { method: 'DELETE', query: { id } })).toEqual({
      code: 1_002_020_007,
      data: null,
      msg: '系统内置客户端，不允许删除',
    })
    const row = await get(id)
    expect(
      await api('update', { method: 'PUT', json: { ...row, id, status: 1, description: '' } }),
    ).toMatchObject({ msg: '系统内置客户端，不允许禁用' })
    expect((await get(id)).status).toBe(0)
  })

  it('deletes an ordinary client', async () => {
    const id = await idOf('exhibit-app')
    expect((await api('delete', { method: 'DELETE', query: { id } })).code).toBe(0)
    expect(await get(id)).toBeNull()
    expect(await api('delete', { method: 'DELETE', query: { id } })).toMatchObject({
      msg: 'OAuth2 客户端不存在',
    })
  })

  it('403 without the permissions; with query only, get masks the secret', async () => {
    const asStaff = (path: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', extra = {}) =>
      call(sandbox, `/system/oauth2-client/${path}`, { token: staff.token, method, ...extra })
    expect(await asStaff('page', 'GET')).toEqual(FORBIDDEN)
    expect(await asStaff('create', 'POST', { json: BODY })).toEqual(FORBIDDEN)
    expect(await asStaff('update', 'PUT', { json: BODY })).toEqual(FORBIDDEN)
    expect(await asStaff('delete', 'DELETE', { query: { id: 1 } })).toEqual(FORBIDDEN)

    const db = new BetterSqlite3(sandbox.dbPath)
    try {
      db.prepare(
        `INSERT INTO system_role_menu (role_id, menu_id)
         SELECT ur.role_id, m.id FROM system_user_role ur, system_menu m
         WHERE ur.user_id = (SELECT id FROM system_users WHERE username = 'staff')
           AND m.permission = 'system:oauth2-client:query'`,
      ).run()
    } finally {
      db.close()
    }
    const id = await idOf('museum-portal')
    expect((await get(id, staff.token)).secret).toBe('******')
    expect((await get(id)).secret).toBe('museum-portal-secret')
  })
})
