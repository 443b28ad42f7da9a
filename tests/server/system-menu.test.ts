import { describe, expect, it } from 'vitest'
import type { MenuItem, MenuSimpleItem } from '../../src/shared/wire/menu'
import { useLogin, useSandbox } from './support/fixture'
import { FORBIDDEN } from './support/guards'
import { ADMIN, call, STAFF } from './support/http'

interface NavNode {
  id: number
  name: string
  children?: NavNode[] | null
}

const flatNames = (nodes: NavNode[]): string[] =>
  nodes.flatMap((node) => [node.name, ...flatNames(node.children ?? [])])

describe('menus: /system/menu/*', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)

  const list = (query: Record<string, unknown> = {}, token = admin.token) =>
    call<MenuItem[]>(sandbox, '/system/menu/list', { token, query })
  const get = (id: number) =>
    call<MenuItem | null>(sandbox, '/system/menu/get', { token: admin.token, query: { id } })
  const create = (json: Record<string, unknown>, token = admin.token) =>
    call<number>(sandbox, '/system/menu/create', { method: 'POST', token, json })
  const update = (json: Record<string, unknown>, token = admin.token) =>
    call(sandbox, '/system/menu/update', { method: 'PUT', token, json })
  const remove = (id: number, token = admin.token) =>
    call(sandbox, '/system/menu/delete', { method: 'DELETE', token, query: { id } })

  const dir = (overrides: Record<string, unknown> = {}) => ({
    name: '展陈管理',
    type: 1,
    parentId: 0,
    path: '/exhibit',
    icon: 'education',
    sort: 50,
    status: 0,
    visible: true,
    keepAlive: true,
    alwaysShow: true,
    ...overrides,
  })
  const menu = (parentId: number, overrides: Record<string, unknown> = {}) => ({
    name: '展品登记',
    type: 2,
    parentId,
    path: 'item',
    icon: 'list',
    component: 'system/post/index',
    componentName: 'ExhibitItem',
    sort: 1,
    status: 0,
    visible: true,
    keepAlive: true,
    alwaysShow: true,
    ...overrides,
  })
  const button = (parentId: number, overrides: Record<string, unknown> = {}) => ({
    name: '展品新增',
    type: 3,
    parentId,
    permission: 'exhibit:item:create',
    sort: 1,
    status: 0,
    ...overrides,
  })

  it('lists every menu flat with the contract fields, filtered by name and status', async () => {
    const all = await list()
    expect(all.code).toBe(0)
    expect(all.data.find((m) => m.id === 102)).toEqual({
      id: 102,
      name: '菜单管理',
      permission: '',
      type: 2,
      sort: expect.any(Number),
      parentId: 1,
      path: 'menu',
      icon: 'tree-table',
      component: 'system/menu/index',
      componentName: 'SystemMenu',
      status: 0,
      visible: true,
      keepAlive: true,
      alwaysShow: true,
      createTime: expect.any(Number),
    })
    expect(all.data.some((m) => m.type === 3 && m.permission === 'system:menu:delete')).toBe(true)
    const named = await list({ name: '菜单' })
    expect(named.data.map((m) => m.name)).toContain('菜单管理')
    expect(named.data.every((m) => m.name.includes('菜单'))).toBe(true)
    expect((await list({ status: 1 })).data).toEqual([])
  })

  it('offers the enabled menus as a pick list only to who manages menus or roles', async () => {
    const simple = await call<MenuSimpleItem[]>(sandbox, '/system/menu/list-all-simple', {
      token: admin.token,
    })
    expect(simple.data.find((m) => m.id === 102)).toEqual({
      id: 102,
      name: '菜单管理',
      parentId: 1,
      type: 2,
    })
    expect(await call(sandbox, '/system/menu/list-all-simple', { token: staff.token })).toEqual(
      FORBIDDEN,
    )
    expect(await list({}, staff.token)).toEqual(FORBIDDEN)
    expect(await create(dir(), staff.token)).toEqual(FORBIDDEN)
    expect(await remove(102, staff.token)).toEqual(FORBIDDEN)
  })

  it('creates a directory, a menu in it and a button in that, reads, updates and deletes them', async () => {
    const dirId = (await create(dir())).data
    const menuId = (await create(menu(dirId))).data
    const buttonId = (await create(button(menuId, { path: 'ignored', icon: 'x' }))).data
    expect((await get(menuId)).data).toMatchObject({ ...menu(dirId), id: menuId })
    // A button has no route of its own; a directory no component.
    expect((await get(buttonId)).data).toMatchObject({ path: '', icon: '', component: null })
    expect((await get(dirId)).data).toMatchObject({ component: null, componentName: null })

    expect(
      (await update({ ...menu(dirId, { name: '展品台账', visible: false }), id: menuId })).code,
    ).toBe(0)
    expect((await get(menuId)).data).toMatchObject({ name: '展品台账', visible: false })

    expect(await remove(dirId)).toEqual({
      code: 1_002_001_004,
      data: null,
      msg: '存在子菜单，无法删除',
    })
    expect(await remove(buttonId)).toEqual({ code: 0, data: true, msg: '' })
    expect(await remove(menuId)).toMatchObject({ code: 0 })
    expect(await remove(dirId)).toMatchObject({ code: 0 })
    expect(await get(dirId)).toEqual({ code: 0, data: null, msg: '' })
    expect(await remove(dirId)).toEqual({ code: 1_002_001_003, data: null, msg: '菜单不存在' })
    expect(await update({ ...dir(), id: dirId })).toMatchObject({ msg: '菜单不存在' })
  })

  it('asks each type for what it uses', async () => {
    const refused = async (body: Record<string, unknown>) => (await create(body)).msg
    expect(await refused(dir({ path: '' }))).toBe('请求参数不正确:路由地址不能为空')
    expect(await refused(dir({ path: 'exhibit' }))).toBe(
      '请求参数不正确:顶级菜单的路由地址必须以 / 开头',
    )
    expect(await refused(menu(1, { component: '' }))).toBe('请求参数不正确:组件路径不能为空')
    expect(await refused(menu(1, { componentName: ' ' }))).toBe('请求参数不正确:组件名称不能为空')
    expect(await refused(button(102, { permission: '' }))).toBe('请求参数不正确:权限标识不能为空')
    expect(await refused(dir({ name: '' }))).toBe('请求参数不正确:菜单名称不能为空')
    expect(await refused(dir({ type: 4 }))).toBe('请求参数不正确:菜单类型必须在指定范围 [1, 2, 3]')
    // A child's path is relative to its directory's: it need not start with /.
    const id = (await create(menu(1, { path: 'exhibit-item', name: '展品' }))).data
    expect(id).toBeGreaterThan(0)
    await remove(id)
  })

  it('keeps the tree a tree: an existing parent that is a directory or menu, no loops', async () => {
    expect(await create(menu(99_999))).toEqual({
      code: 1_002_001_001,
      data: null,
      msg: '父菜单不存在',
    })
    expect(await create(menu(1013))).toEqual({
      code: 1_002_001_005,
      data: null,
      msg: '父菜单的类型必须是目录或者菜单',
    })
    expect(await create(button(1))).toEqual({
      code: 1_002_001_010,
      data: null,
      msg: '按钮的上级菜单必须是菜单类型',
    })
    expect((await create(button(0))).msg).toBe('按钮的上级菜单必须是菜单类型')

    const system = (await get(1)).data as MenuItem
    expect(await update({ ...system, parentId: 1 })).toEqual({
      code: 1_002_001_002,
      data: null,
      msg: '不能设置自己或下级为父级',
    })
    expect((await update({ ...system, parentId: 102 })).msg).toBe('不能设置自己或下级为父级')
    // A type change that would strand the children is refused.
    const menuPage = (await get(102)).data as MenuItem
    expect((await update({ ...menuPage, type: 1 })).msg).toBe('该菜单下存在按钮，不能改为目录')
    expect((await update({ ...menuPage, type: 3, permission: 'x:y:z' })).msg).toBe(
      '该菜单下存在子菜单，不能改为按钮',
    )
  })

  it('keeps names unique among siblings only', async () => {
    expect(await create(menu(1, { name: '用户管理' }))).toEqual({
      code: 1_002_001_000,
      data: null,
      msg: '已经存在该名字的菜单',
    })
    const elsewhere = (await create(dir({ name: '用户管理', path: '/people' }))).data
    expect(elsewhere).toBeGreaterThan(0)
    // Its own name is not a duplicate.
    expect(
      (await update({ ...dir({ name: '用户管理', path: '/people' }), id: elsewhere })).code,
    ).toBe(0)
    await remove(elsewhere)
  })

  it("reaches the affected users' menus and permissions at their next reload, and a deleted menu's grants go", async () => {
    const staffMenus = async () =>
      flatNames(
        (await call<NavNode[]>(sandbox, '/system/auth/list-menus', { token: staff.token })).data,
      )
    const staffPermissions = async () =>
      (
        await call<{ permissions: string[] }>(sandbox, '/system/auth/get-permission-info', {
          token: staff.token,
        })
      ).data.permissions
    expect(await staffMenus()).toContain('字典管理')
    expect(await staffPermissions()).toContain('system:dict:query')

    const dictPage = (await get(105)).data as MenuItem
    expect((await update({ ...dictPage, name: '数据字典' })).code).toBe(0)
    expect(await staffMenus()).toContain('数据字典')
    expect(await staffMenus()).not.toContain('字典管理')

    const dictQuery = (await get(1026)).data as MenuItem
    await update({ ...dictQuery, status: 1 })
    expect(await staffPermissions()).not.toContain('system:dict:query')
    await update({ ...dictQuery, status: 0 })
    expect(await staffPermissions()).toContain('system:dict:query')

    // A granted button deleted: the grant goes with it, the permission is gone.
    expect(await remove(1026)).toMatchObject({ code: 0 })
    expect(await staffPermissions()).not.toContain('system:dict:query')
    const grants = await call<number[]>(sandbox, '/system/permission/list-role-menus', {
      token: admin.token,
      query: { roleId: 2 },
    })
    if (grants.code === 0) expect(grants.data).not.toContain(1026)
    await update({ ...dictPage, name: '字典管理' })
  })
})
