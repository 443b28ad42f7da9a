import { describe, expect, it } from 'vitest'
import type { MenuNode } from '../contract/schemas'
import { useLogin, useSandbox } from './support/fixture'
import { ADMIN, call, login, sandboxCall, STAFF, type Tokens } from './support/http'
import { startSandbox, tempDir } from './support/sandbox'

const flatten = (nodes: MenuNode[]): MenuNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children ?? [])])

describe('sessions: tokens, refresh, logout', () => {
  const sandbox = useSandbox({ accessTokenTtlSeconds: 600 })

  const permissionInfo = (token: string | null) =>
    call(sandbox, '/system/auth/get-permission-info', { token })
  const refresh = (refreshToken: string) =>
    call<Tokens>(sandbox, '/system/auth/refresh-token', { method: 'POST', query: { refreshToken } })

  it('answers 401 "账号未登录" without a token and 401 for an unknown token', async () => {
    expect(await permissionInfo(null)).toEqual({ code: 401, data: null, msg: '账号未登录' })
    const unknown = await permissionInfo('f'.repeat(64))
    expect(unknown).toMatchObject({ code: 401, data: null })
    expect(unknown.msg).toBe('访问令牌不存在')
  })

  it('honours the configured access-token lifetime', async () => {
    const tokens = await login(sandbox, ADMIN.username, ADMIN.password)
    expect(tokens.expiresTime - sandbox.clock.now()).toBeLessThanOrEqual(600_000)
    expect(tokens.expiresTime - sandbox.clock.now()).toBeGreaterThan(590_000)
    sandbox.clock.advance(601_000)
    expect(await permissionInfo(tokens.accessToken)).toMatchObject({
      code: 401,
      msg: '访问令牌已过期',
    })
    // The refresh token outlives it and buys a working pair.
    const renewed = await refresh(tokens.refreshToken)
    expect(renewed.code).toBe(0)
    expect((await permissionInfo(renewed.data.accessToken)).code).toBe(0)
  })

  it('rotates on refresh: new pair works, the old refresh and access tokens are revoked', async () => {
    const first = await login(sandbox, ADMIN.username, ADMIN.password)
    const second = await refresh(first.refreshToken)
    expect(second).toMatchObject({ code: 0, msg: '' })
    expect(second.data.userId).toBe(1)
    expect(second.data.accessToken).not.toBe(first.accessToken)
    expect(second.data.refreshToken).not.toBe(first.refreshToken)
    expect((await permissionInfo(second.data.accessToken)).code).toBe(0)

    expect(await refresh(first.refreshToken)).toEqual({
      code: 401,
      data: null,
      msg: '无效的刷新令牌',
    })
    expect((await permissionInfo(first.accessToken)).code).toBe(401)
  })

  it('answers "无效的刷新令牌" for unknown or missing refresh tokens', async () => {
    expect(await refresh('0'.repeat(64))).toEqual({ code: 401, data: null, msg: '无效的刷新令牌' })
    const missing = await call(sandbox, '/system/auth/refresh-token', { method: 'POST' })
    expect(missing).toMatchObject({ code: 401, msg: '无效的刷新令牌' })
  })

  it('answers "刷新令牌已过期" once the refresh token expired', async () => {
    const tokens = await login(sandbox, STAFF.username, STAFF.password)
    const expired = await sandboxCall(sandbox, '/sandbox/tokens/expire', {
      method: 'POST',
      json: { username: 'staff', which: 'refresh' },
    })
    expect(expired.code).toBe(0)
    // Only the refresh side expired: the access token still works.
    expect((await permissionInfo(tokens.accessToken)).code).toBe(0)
    expect(await refresh(tokens.refreshToken)).toEqual({
      code: 401,
      data: null,
      msg: '刷新令牌已过期',
    })
  })

  it('expires refresh tokens after the configured lifetime', async () => {
    const tmp2 = tempDir()
    const short = await startSandbox(`${tmp2.dir}/short.db`, { refreshTokenTtlSeconds: 60 })
    try {
      const tokens = await login(short, ADMIN.username, ADMIN.password)
      short.clock.advance(61_000)
      const result = await call(short, '/system/auth/refresh-token', {
        method: 'POST',
        query: { refreshToken: tokens.refreshToken },
      })
      expect(result).toMatchObject({ code: 401, msg: '刷新令牌已过期' })
    } finally {
      await short.stop()
      tmp2.remove()
    }
  })

  it('POST /sandbox/tokens/expire "access" makes the current access token fail with 401', async () => {
    const tokens = await login(sandbox, STAFF.username, STAFF.password)
    await sandboxCall(sandbox, '/sandbox/tokens/expire', {
      method: 'POST',
      json: { username: 'staff', which: 'access' },
    })
    expect(await permissionInfo(tokens.accessToken)).toMatchObject({
      code: 401,
      msg: '访问令牌已过期',
    })
    expect((await refresh(tokens.refreshToken)).code).toBe(0)
    const invalid = await sandboxCall(sandbox, '/sandbox/tokens/expire', {
      method: 'POST',
      json: { username: 'staff', which: 'sometimes' },
    })
    expect(invalid.code).toBe(400)
  })

  it('logout revokes the access token and its refresh token', async () => {
    const tokens = await login(sandbox, ADMIN.username, ADMIN.password)
    const result = await call(sandbox, '/system/auth/logout', {
      method: 'POST',
      token: tokens.accessToken,
    })
    expect(result).toEqual({ code: 0, data: true, msg: '' })
    expect((await permissionInfo(tokens.accessToken)).code).toBe(401)
    expect(await refresh(tokens.refreshToken)).toMatchObject({ msg: '无效的刷新令牌' })
  })

  it('logout succeeds without a token or with an empty JSON body', async () => {
    expect(await call(sandbox, '/system/auth/logout', { method: 'POST' })).toMatchObject({
      code: 0,
      data: true,
    })
    const response = await fetch(`${sandbox.apiUrl}/system/auth/logout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(await response.json()).toMatchObject({ code: 0, data: true })
  })

  it('captcha is switched off: get hands out a harmless token and every check passes', async () => {
    const got = (await (
      await fetch(`${sandbox.apiUrl}/system/captcha/get`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ captchaType: 'blockPuzzle' }),
      })
    ).json()) as { repCode: string; repData: { token: string } }
    expect(got.repCode).toBe('0000')
    expect(got.repData.token).toMatch(/^[0-9a-f]+$/)
    const checked = (await (
      await fetch(`${sandbox.apiUrl}/system/captcha/check`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          captchaType: 'blockPuzzle',
          token: got.repData.token,
          pointJson: 'x',
        }),
      })
    ).json()) as { repCode: string; repData: { result: boolean; token: string } }
    expect(checked).toMatchObject({ repCode: '0000', success: true })
    expect(checked.repData).toMatchObject({ result: true, token: got.repData.token })
  })
})

describe('GET /system/auth/get-permission-info and /list-menus', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)

  it('gives the super admin role admin and the wildcard permission', async () => {
    const result = await call(sandbox, '/system/auth/get-permission-info', { token: admin.token })
    expect(result).toEqual({
      code: 0,
      msg: '',
      data: {
        user: { id: 1, nickname: '纪念馆管理员', avatar: '', userName: 'admin' },
        roles: ['admin'],
        permissions: ['*:*:*'],
      },
    })
  })

  it("derives staff's permissions from its role's menus", async () => {
    const result = await call<{
      roles: string[]
      permissions: string[]
      user: { nickname: string }
    }>(sandbox, '/system/auth/get-permission-info', { token: staff.token })
    expect(result.data.user.nickname).toBe('票务专员')
    expect(result.data.roles).toEqual(['staff'])
    expect(result.data.permissions).toContain('system:dict:query')
    expect(result.data.permissions).not.toContain('system:dict:create')
    expect(result.data.permissions.some((p) => p.startsWith('infra:config'))).toBe(false)
    expect(result.data.permissions).not.toContain('*:*:*')
  })

  it('a user without roles gets empty roles and permissions', async () => {
    const guide = await login(sandbox, 'guide', 'guide123')
    const info = await call(sandbox, '/system/auth/get-permission-info', {
      token: guide.accessToken,
    })
    expect(info.data).toMatchObject({ roles: [], permissions: [] })
    const menus = await call(sandbox, '/system/auth/list-menus', { token: guide.accessToken })
    expect(menus).toEqual({ code: 0, data: [], msg: '' })
  })

  it('returns the whole tree of dirs and menus to the admin, sorted, without buttons', async () => {
    const result = await call<MenuNode[]>(sandbox, '/system/auth/list-menus', {
      token: admin.token,
    })
    expect(result.code).toBe(0)
    const tops = result.data
    expect(tops.map((m) => m.name)).toEqual([
      '预约管理',
      '票务管理',
      '志愿者管理',
      '活动管理',
      '商品中心',
      '交易中心',
      '支付中心',
      '工作流程',
      '系统管理',
      '基础设施',
      '使用文档',
      '参观须知',
    ])
    // The inner link points at this sandbox's own page, whatever origin the client used.
    const guide = tops.find((m) => m.name === '参观须知')
    expect(guide?.component).toBe('InnerLink')
    expect(guide?.path).toBe(`${sandbox.origin}/sandbox/pages/visit-guide`)
    const page = await fetch(guide?.path ?? '')
    expect(await page.text()).toContain('参观须知')
    for (const top of tops) {
      expect(top.parentId).toBe(0)
      expect(top.path).toMatch(/^(\/|https?:\/\/)/)
    }
    const all = flatten(tops)
    for (const node of all) {
      expect(Object.keys(node).sort()).toEqual(
        [
          'alwaysShow',
          'children',
          'component',
          'componentName',
          'icon',
          'id',
          'keepAlive',
          'name',
          'parentId',
          'path',
          'visible',
        ].sort(),
      )
      if (node.parentId !== 0) expect(node.path.startsWith('/')).toBe(false)
    }
    // Buttons (type 3) never appear: they have no path.
    expect(all.every((node) => node.path !== '')).toBe(true)

    const system = tops.find((m) => m.path === '/system')
    const dict = system?.children?.find((m) => m.path === 'dict')
    expect(dict).toMatchObject({
      name: '字典管理',
      component: 'system/dict/index',
      componentName: 'SystemDictType',
      icon: 'dict',
      visible: true,
      keepAlive: true,
      children: null,
    })
    const notify = system?.children?.find((m) => m.path === 'notify')
    expect(notify?.children?.find((m) => m.path === 'notify-message')).toMatchObject({
      name: '消息记录',
      component: 'system/notify/message/index',
      componentName: 'SystemNotifyMessage',
    })
    const infra = tops.find((m) => m.path === '/infra')
    expect(infra?.children?.[0]).toMatchObject({
      name: '配置管理',
      path: 'config',
      component: 'infra/config/index',
      componentName: 'InfraConfig',
    })
    const bpm = tops.find((m) => m.path === '/bpm')
    const bpmComponents = flatten(bpm?.children ?? []).map((m) => m.component)
    expect(bpmComponents).toEqual(
      expect.arrayContaining(['bpm/model/index', 'bpm/form/index', 'bpm/task/todo/index']),
    )
    // Every seeded menu shows (系统接口 and 表单构建 were the last hidden ones; hidden pages are the
    // console's constant routes); some pages are not kept alive, as the layout must handle that.
    expect(all.filter((m) => !m.visible).map((m) => m.name)).toEqual([])
    expect(all.some((m) => !m.keepAlive)).toBe(true)
    // Children come sorted by their sort order: the first child of 系统管理 is 用户管理.
    expect(system?.children?.[0].name).toBe('用户管理')
  })

  it("gives staff only its role's branches", async () => {
    const result = await call<MenuNode[]>(sandbox, '/system/auth/list-menus', {
      token: staff.token,
    })
    expect(result.data.map((m) => m.name)).toEqual(['预约管理', '工作流程', '系统管理'])
    // Approvals of an ordinary employee, never 流程管理.
    const bpm = result.data.find((m) => m.path === '/bpm')
    expect(bpm?.children?.map((m) => m.name)).toEqual(['任务管理', 'OA 示例'])
    expect(bpm?.children?.[0].children?.map((m) => m.name)).toEqual([
      '我的流程',
      '待办任务',
      '已办任务',
    ])
    const system = result.data.find((m) => m.path === '/system')
    expect(system?.children?.map((m) => m.componentName)).toEqual(['SystemDictType'])
    const reserve = result.data.find((m) => m.path === '/reserve')
    expect(reserve?.children?.map((m) => m.path)).toEqual(['personal', 'team'])
  })

  it('list-menus needs a login', async () => {
    expect(await call(sandbox, '/system/auth/list-menus')).toMatchObject({ code: 401 })
  })
})
