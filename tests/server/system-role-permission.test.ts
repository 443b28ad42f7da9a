import { describe, expect, it } from 'vitest'
import { useLogin, useSandbox } from './support/fixture'
import { FORBIDDEN } from './support/guards'
import { ADMIN, call, login, STAFF, type Tokens } from './support/http'
import type { RunningSandbox } from './support/sandbox'

const BUILT_IN_ROLE = 1 // 超级管理员
const STAFF_ROLE = 2 // 票务专员, held by staff (and the disabled former)
const GUIDE = { id: 3, username: 'guide', password: 'guide123' } // no role at all
const DICT_PAGE = 105
const DICT_QUERY = 1026
const SYSTEM_DIR = 1

interface MenuNode {
  name: string
  children?: MenuNode[] | null
}

const menuNames = (menus: MenuNode[]): string[] =>
  menus.flatMap((m) => [m.name, ...menuNames(m.children ?? [])])

async function permissionsOf(sandbox: RunningSandbox, token: string): Promise<string[]> {
  const info = await call<{ permissions: string[] }>(sandbox, '/system/auth/get-permission-info', {
    token,
  })
  expect(info.code).toBe(0)
  return info.data.permissions
}

async function menusOf(sandbox: RunningSandbox, token: string): Promise<string[]> {
  const menus = await call<MenuNode[]>(sandbox, '/system/auth/list-menus', { token })
  expect(menus.code).toBe(0)
  return menuNames(menus.data)
}

describe('role and user assignments: /system/permission/*', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)
  const post = (path: string, json: unknown, token = admin.token) =>
    call(sandbox, `/system/permission/${path}`, { method: 'POST', token, json })
  const get = <T>(path: string, query: Record<string, unknown>, token = admin.token) =>
    call<T>(sandbox, `/system/permission/${path}`, { token, query })

  it('lists the roles a user holds', async () => {
    expect((await get<number[]>('list-user-roles', { userId: 1 })).data).toEqual([BUILT_IN_ROLE])
    expect((await get<number[]>('list-user-roles', { userId: 2 })).data).toEqual([STAFF_ROLE])
    expect((await get<number[]>('list-user-roles', { userId: GUIDE.id })).data).toEqual([])
  })

  it('lists a role’s menus under both names', async () => {
    const resources = await get<number[]>('list-role-resources', { roleId: STAFF_ROLE })
    const menus = await get<number[]>('list-role-menus', { roleId: STAFF_ROLE })
    expect(resources.code).toBe(0)
    expect(resources.data.length).toBeGreaterThan(0)
    expect(menus.data).toEqual(resources.data)
  })

  it('assigns roles to a user and ends their sessions', async () => {
    const before: Tokens = await login(sandbox, GUIDE.username, GUIDE.password)
    expect(await post('assign-user-role', { userId: GUIDE.id, roleIds: [STAFF_ROLE] })).toEqual({
      code: 0,
      data: true,
      msg: '',
    })
    expect((await get<number[]>('list-user-roles', { userId: GUIDE.id })).data).toEqual([
      STAFF_ROLE,
    ])
    const old = await call(sandbox, '/system/auth/get-permission-info', {
      token: before.accessToken,
    })
    expect(old.code).toBe(401)
    // Signed in again, the guide has the staff role's permissions.
    const again = await login(sandbox, GUIDE.username, GUIDE.password)
    expect(await permissionsOf(sandbox, again.accessToken)).toContain('system:dict:query')
  })

  it('refuses roles or users that do not exist', async () => {
    const unknownRole = await post('assign-user-role', { userId: GUIDE.id, roleIds: [9999] })
    expect(unknownRole).toMatchObject({ code: 1_002_002_000, msg: '角色不存在' })
    const unknownUser = await post('assign-user-role', { userId: 9999, roleIds: [STAFF_ROLE] })
    expect(unknownUser).toMatchObject({ code: 1_002_003_004, msg: '用户不存在' })
    const notAList = await post('assign-user-role', { userId: GUIDE.id, roleIds: 'x' })
    expect(notAList.msg).toBe('请求参数不正确:角色编号必须是数组')
  })

  it('gives a role new menus that its holders see at their next reload, without signing in again', async () => {
    const staffHad = await get<number[]>('list-role-menus', { roleId: STAFF_ROLE })
    expect(await menusOf(sandbox, staff.token)).toContain('字典管理')
    // Only 系统管理 > 角色管理 and its query button: the dictionary screens go.
    const saved = await post('assign-role-menu', {
      roleId: STAFF_ROLE,
      menuIds: [SYSTEM_DIR, 101, 1008],
    })
    expect(saved.code).toBe(0)
    expect((await get<number[]>('list-role-menus', { roleId: STAFF_ROLE })).data).toEqual([
      SYSTEM_DIR,
      101,
      1008,
    ])
    expect(await permissionsOf(sandbox, staff.token)).toEqual(['system:role:query'])
    const menus = await menusOf(sandbox, staff.token)
    expect(menus).toContain('角色管理')
    expect(menus).not.toContain('字典管理')
    // Back to the dictionary menu and its query button.
    await post('assign-role-menu', {
      roleId: STAFF_ROLE,
      menuIds: [SYSTEM_DIR, DICT_PAGE, DICT_QUERY],
    })
    expect(await permissionsOf(sandbox, staff.token)).toEqual(['system:dict:query'])
    expect(await menusOf(sandbox, staff.token)).toContain('字典管理')
    await post('assign-role-menu', { roleId: STAFF_ROLE, menuIds: staffHad.data })
  })

  it('refuses menus of a built-in role and menus that do not exist', async () => {
    const builtIn = await post('assign-role-menu', { roleId: BUILT_IN_ROLE, menuIds: [DICT_PAGE] })
    expect(builtIn).toMatchObject({ code: 1_002_002_003, msg: '不能操作类型为系统内置的角色' })
    const unknown = await post('assign-role-menu', {
      roleId: STAFF_ROLE,
      menuIds: [DICT_PAGE, 99999],
    })
    expect(unknown).toMatchObject({ code: 1_002_002_011, msg: '菜单不存在：99999' })
    const noRole = await post('assign-role-menu', { roleId: 9999, menuIds: [] })
    expect(noRole.msg).toBe('角色不存在')
  })

  it('sets a role’s data scope; departments only for 指定部门 and they must exist', async () => {
    const custom = await post('assign-role-data-scope', {
      roleId: STAFF_ROLE,
      dataScope: 2,
      dataScopeDeptIds: [3, 4],
    })
    expect(custom.code).toBe(0)
    const row = await call<{ dataScope: number; dataScopeDeptIds: number[] } | null>(
      sandbox,
      '/system/role/get',
      { token: admin.token, query: { id: STAFF_ROLE } },
    )
    // /system/role/get lands with the role routes; until then only the refusals are checked.
    if (row.code === 0 && row.data) {
      expect(row.data).toMatchObject({ dataScope: 2, dataScopeDeptIds: [3, 4] })
    }
    const badScope = await post('assign-role-data-scope', {
      roleId: STAFF_ROLE,
      dataScope: 6,
      dataScopeDeptIds: [],
    })
    expect(badScope.msg).toBe('请求参数不正确:数据范围必须在指定范围 [1, 2, 3, 4, 5]')
    const badDept = await post('assign-role-data-scope', {
      roleId: STAFF_ROLE,
      dataScope: 2,
      dataScopeDeptIds: [3, 8888],
    })
    expect(badDept).toMatchObject({ code: 1_002_002_012, msg: '部门不存在：8888' })
    const builtIn = await post('assign-role-data-scope', {
      roleId: BUILT_IN_ROLE,
      dataScope: 5,
      dataScopeDeptIds: [],
    })
    expect(builtIn.msg).toBe('不能操作类型为系统内置的角色')
    await post('assign-role-data-scope', { roleId: STAFF_ROLE, dataScope: 1, dataScopeDeptIds: [] })
  })

  it('answers 403 without the permission', async () => {
    const token = staff.token
    expect(await get('list-user-roles', { userId: 1 }, token)).toEqual(FORBIDDEN)
    expect(await get('list-role-menus', { roleId: 1 }, token)).toEqual(FORBIDDEN)
    expect(await post('assign-user-role', { userId: 3, roleIds: [] }, token)).toEqual(FORBIDDEN)
    expect(await post('assign-role-menu', { roleId: 2, menuIds: [] }, token)).toEqual(FORBIDDEN)
    expect(
      await post(
        'assign-role-data-scope',
        { roleId: 2, dataScope: 1, dataScopeDeptIds: [] },
        token,
      ),
    ).toEqual(FORBIDDEN)
  })
  it('lets only a super administrator grant or take the super administrator role', async () => {
    // A custom role that may assign roles, held by the guide.
    await post('assign-role-menu', { roleId: 4, menuIds: [SYSTEM_DIR, 100, 1352] })
    await post('assign-user-role', { userId: GUIDE.id, roleIds: [4] })
    const guide = await login(sandbox, GUIDE.username, GUIDE.password)
    const escalate = await post(
      'assign-user-role',
      { userId: GUIDE.id, roleIds: [4, BUILT_IN_ROLE] },
      guide.accessToken,
    )
    expect(escalate).toMatchObject({
      code: 1_002_002_013,
      msg: '只有超级管理员可以分配或收回超级管理员角色',
    })
    expect((await get<number[]>('list-user-roles', { userId: GUIDE.id })).data).toEqual([4])
    // Other roles it may assign.
    const plain = await post(
      'assign-user-role',
      { userId: 2, roleIds: [STAFF_ROLE, 4] },
      guide.accessToken,
    )
    expect(plain.code).toBe(0)
  })
})
