import { describe, expect, it } from 'vitest'
import { readXlsxRows } from '../../host-sandbox/api/src/lib/xlsx'
import type { RoleItem } from '../../src/shared/wire/role'
import { crudApi } from './support/crud-api'
import { useLogin, useSandbox } from './support/fixture'
import { expectChangesForbidden, FORBIDDEN } from './support/guards'
import { ADMIN, call, formatDateTime, login, STAFF } from './support/http'

const BUILT_IN = 1 // 超级管理员
const STAFF_ROLE = 2 // 票务专员
const BUILT_IN_REFUSED = { code: 1_002_002_003, data: null, msg: '不能操作类型为系统内置的角色' }

describe('roles: /system/role/*', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)
  const roles = crudApi<RoleItem>(sandbox, '/system/role', admin)
  const { page, get, create, update, remove, exportFile } = roles
  const updateStatus = (id: number, status: number) =>
    call(sandbox, '/system/role/update-status', {
      method: 'PUT',
      token: admin.token,
      json: { id, status },
    })
  const body = (overrides: Record<string, unknown> = {}) => ({
    name: '讲解主管',
    code: 'guide_lead',
    sort: 20,
    status: 0,
    remark: '讲解队伍的排班',
    ...overrides,
  })

  it('pages the seeded roles in their order with type and data scope', async () => {
    const result = await page({ pageSize: 100 })
    expect(result.code).toBe(0)
    expect(result.data.total).toBeGreaterThanOrEqual(4)
    const first = result.data.list[0]
    expect(first).toMatchObject({ id: BUILT_IN, name: '超级管理员', code: 'admin', type: 1 })
    expect(first.dataScope).toBe(1)
    expect(first.dataScopeDeptIds).toEqual([])
    const sorts = result.data.list.map((r) => r.sort)
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b))
  })

  it('filters by name, code, status and creation time', async () => {
    expect((await page({ name: '票务' })).data.list.map((r) => r.code)).toEqual(['staff'])
    expect((await page({ code: 'gate' })).data.list.map((r) => r.name)).toEqual(['前台检票员'])
    expect((await page({ status: 1 })).data.total).toBe(0)
    const now = sandbox.clock.now()
    const future = await page({ createTime: [formatDateTime(now + 60_000), ''] })
    expect(future.data.total).toBe(0)
    const past = await page({ createTime: [formatDateTime(now - 86_400_000 * 400), ''] })
    expect(past.data.total).toBeGreaterThan(0)
  })

  it('creates a custom role, reads and updates it', async () => {
    const created = await create(body())
    expect(created.code).toBe(0)
    const id = created.data
    const item = (await get(id)).data
    expect(item).toMatchObject({ ...body(), id, type: 2, dataScope: 1, dataScopeDeptIds: [] })
    expect(await update({ ...body({ name: '讲解组长', sort: 21 }), id })).toMatchObject({ code: 0 })
    expect((await get(id)).data).toMatchObject({ name: '讲解组长', sort: 21 })
    expect(await remove(id)).toMatchObject({ code: 0, data: true })
    expect((await get(id)).data).toBeNull()
  })

  it('refuses a name or code another role has, saying which', async () => {
    const byName = await create(body({ name: '票务专员' }))
    expect(byName).toEqual({
      code: 1_002_002_001,
      data: null,
      msg: '已经存在名为【票务专员】的角色',
    })
    const byCode = await create(body({ name: '新角色', code: 'staff' }))
    expect(byCode).toEqual({
      code: 1_002_002_002,
      data: null,
      msg: '已经存在编码为【staff】的角色',
    })
    const id = (await create(body({ name: '临时角色', code: 'temp_role' }))).data
    const renamed = await update({ ...body({ name: '前台检票员', code: 'temp_role' }), id })
    expect(renamed.msg).toBe('已经存在名为【前台检票员】的角色')
    // Its own name and code are no conflict.
    expect((await update({ ...body({ name: '临时角色', code: 'temp_role' }), id })).code).toBe(0)
    await remove(id)
  })

  it('keeps the code admin for the super administrator', async () => {
    const reserved = await create(body({ name: '另一个管理员', code: 'admin' }))
    expect(reserved.msg).toBe('请求参数不正确:角色标识 admin 为系统保留，请换一个')
  })

  it('checks the fields with Chinese messages', async () => {
    expect((await create(body({ name: ' ' }))).msg).toBe('请求参数不正确:角色名称不能为空')
    expect((await create(body({ code: undefined }))).msg).toBe('请求参数不正确:角色标识不能为空')
    expect((await create(body({ sort: -1 }))).msg).toBe('请求参数不正确:显示顺序不能小于 0')
    expect((await create(body({ status: 3 }))).msg).toBe('请求参数不正确:状态必须在指定范围 [0, 1]')
  })

  it('never changes a built-in role', async () => {
    const admins = (await get(BUILT_IN)).data
    expect(await update({ ...body({ name: '管理员', code: 'root' }), id: BUILT_IN })).toEqual(
      BUILT_IN_REFUSED,
    )
    expect(await updateStatus(BUILT_IN, 1)).toEqual(BUILT_IN_REFUSED)
    expect(await remove(BUILT_IN)).toEqual(BUILT_IN_REFUSED)
    expect((await get(BUILT_IN)).data).toEqual(admins)
  })

  it('refuses deleting a role its users still hold, saying how many', async () => {
    const holders = (
      await call<number[]>(sandbox, '/system/permission/list-user-roles', {
        token: admin.token,
        query: { userId: 2 },
      })
    ).data
    expect(holders).toContain(STAFF_ROLE)
    const refused = await remove(STAFF_ROLE)
    // staff and the disabled former clerk hold 票务专员.
    expect(refused).toEqual({
      code: 1_002_002_010,
      data: null,
      msg: '该角色已分配给 2 个用户，无法删除',
    })
    expect((await get(STAFF_ROLE)).data?.name).toBe('票务专员')
    expect((await remove(9999)).msg).toBe('角色不存在')
  })

  it('disabling a role takes its permissions at the holders’ next reload', async () => {
    const before = await call<{ permissions: string[] }>(
      sandbox,
      '/system/auth/get-permission-info',
      {
        token: staff.token,
      },
    )
    expect(before.data.permissions.length).toBeGreaterThan(0)
    expect(await updateStatus(STAFF_ROLE, 1)).toMatchObject({ code: 0 })
    const after = await call<{ permissions: string[]; roles: string[] }>(
      sandbox,
      '/system/auth/get-permission-info',
      { token: staff.token },
    )
    // The session stays; the role's permissions are gone.
    expect(after.code).toBe(0)
    expect(after.data.permissions).toEqual([])
    expect(after.data.roles).not.toContain('staff')
    // Gone from the pickers too.
    const simple = await call<Array<{ id: number }>>(sandbox, '/system/role/list-all-simple', {
      token: admin.token,
    })
    expect(simple.data.map((r) => r.id)).not.toContain(STAFF_ROLE)
    await updateStatus(STAFF_ROLE, 0)
    const again = await call<{ permissions: string[] }>(
      sandbox,
      '/system/auth/get-permission-info',
      {
        token: staff.token,
      },
    )
    expect(again.data.permissions).toEqual(before.data.permissions)
  })

  it('exports an .xlsx with the filtered roles', async () => {
    const response = await exportFile({ name: '员' })
    expect(response.headers.get('content-type')).toContain('spreadsheetml')
    expect(response.headers.get('content-disposition')).toContain('roles.xlsx')
    const rows = await readXlsxRows(Buffer.from(await response.arrayBuffer()))
    expect(rows[0].cells).toEqual([
      '角色编号',
      '角色名称',
      '角色标识',
      '角色类型',
      '显示顺序',
      '数据范围',
      '状态',
      '备注',
      '创建时间',
    ])
    const data = rows.slice(1)
    expect(data.length).toBe((await page({ name: '员' })).data.total)
    const superAdmin = data.find((r) => r.cells[2] === 'admin')
    expect(superAdmin?.cells.slice(3, 7)).toEqual(['内置', '1', '全部数据权限', '开启'])
  })

  it('answers 403 without the role permissions; list-all-simple needs only a login', async () => {
    await expectChangesForbidden(roles, staff.token, {
      create: body({ code: 'x1' }),
      update: { ...body({ code: 'x1' }), id: STAFF_ROLE },
    })
    expect(await page({}, staff.token)).toEqual(FORBIDDEN)
    const guide = (await login(sandbox, 'guide', 'guide123')).accessToken
    const simple = await call(sandbox, '/system/role/list-all-simple', { token: guide })
    expect(simple.code).toBe(0)
  })
})
