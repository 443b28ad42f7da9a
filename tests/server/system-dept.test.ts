import { describe, expect, it } from 'vitest'
import type { DeptItem } from '../../src/shared/wire/dept'
import { useLogin, useSandbox } from './support/fixture'
import { FORBIDDEN } from './support/guards'
import { ADMIN, call, STAFF } from './support/http'

describe('departments: /system/dept/*', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)

  const list = (query: Record<string, unknown> = {}, token = admin.token) =>
    call<DeptItem[]>(sandbox, '/system/dept/list', { token, query })
  const get = (id: number) =>
    call<DeptItem | null>(sandbox, '/system/dept/get', { token: admin.token, query: { id } })
  const create = (json: Record<string, unknown>, token = admin.token) =>
    call<number>(sandbox, '/system/dept/create', { method: 'POST', token, json })
  const update = (json: Record<string, unknown>, token = admin.token) =>
    call(sandbox, '/system/dept/update', { method: 'PUT', token, json })
  const remove = (id: number, token = admin.token) =>
    call(sandbox, '/system/dept/delete', { method: 'DELETE', token, query: { id } })

  const body = (overrides: Record<string, unknown> = {}) => ({
    name: '安保部',
    parentId: 1,
    sort: 9,
    leaderUserId: 1,
    phone: '02584000009',
    email: 'security@museum.cn',
    status: 0,
    ...overrides,
  })

  it('lists every department flat with the contract fields, filtered by name and status', async () => {
    const all = await list()
    expect(all.code).toBe(0)
    expect(all.data[0]).toEqual({
      id: 1,
      name: '纪念馆',
      parentId: 0,
      sort: 0,
      leaderUserId: 5,
      phone: '025-84000001',
      email: expect.toBeOneOf([null, expect.any(String)]),
      status: 0,
      createTime: expect.any(Number),
    })
    expect(all.data.map((d) => d.name)).toEqual(
      expect.arrayContaining(['纪念馆', '信息中心', '票务部', '宣教部', '志愿服务部', '办公室']),
    )
    expect((await list({ name: '票务' })).data.map((d) => d.name)).toEqual(['票务部'])
    expect((await list({ status: 1 })).data).toEqual([])
    expect((await list({ status: 3 })).msg).toBe('请求参数不正确:状态必须在指定范围 [0, 1]')
  })

  it('lets only who manages departments see or change them; the pick list stays login-only', async () => {
    expect(await list({}, staff.token)).toEqual(FORBIDDEN)
    expect(await create(body(), staff.token)).toEqual(FORBIDDEN)
    expect(await update({ ...body(), id: 3 }, staff.token)).toEqual(FORBIDDEN)
    expect(await remove(6, staff.token)).toEqual(FORBIDDEN)
    const simple = await call<unknown[]>(sandbox, '/system/dept/list-all-simple', {
      token: staff.token,
    })
    expect(simple.data).toContainEqual({ id: 3, name: '票务部', parentId: 1 })
  })

  it('creates, reads, updates and deletes a department', async () => {
    const id = (await create(body())).data
    expect((await get(id)).data).toMatchObject({ id, ...body() })
    expect(
      (await update({ ...body({ name: '安全保卫部', phone: '', email: '', status: 1 }), id })).code,
    ).toBe(0)
    expect((await get(id)).data).toMatchObject({
      name: '安全保卫部',
      phone: null,
      email: null,
      status: 1,
    })
    // A disabled department leaves the pickers.
    const simple = await call<Array<{ id: number }>>(sandbox, '/system/dept/list-all-simple', {
      token: staff.token,
    })
    expect(simple.data.map((d) => d.id)).not.toContain(id)
    expect(await remove(id)).toEqual({ code: 0, data: true, msg: '' })
    expect(await get(id)).toEqual({ code: 0, data: null, msg: '' })
    expect(await remove(id)).toEqual({ code: 1_002_004_002, data: null, msg: '当前部门不存在' })
    expect((await update({ ...body(), id })).msg).toBe('当前部门不存在')
  })

  it("takes a deleted department out of the roles' custom data scopes", async () => {
    const id = (await create(body({ name: '临时展陈部' }))).data
    const assign = (deptIds: number[]) =>
      call(sandbox, '/system/permission/assign-role-data-scope', {
        method: 'POST',
        token: admin.token,
        json: { roleId: 3, dataScope: 2, dataScopeDeptIds: deptIds },
      })
    expect((await assign([3, id])).code).toBe(0)
    expect(await remove(id)).toMatchObject({ code: 0 })
    const role = await call<{ dataScopeDeptIds: number[] }>(sandbox, '/system/role/get', {
      token: admin.token,
      query: { id: 3 },
    })
    expect(role.data.dataScopeDeptIds).toEqual([3])
  })

  it('refuses deleting a department with sub-departments or staff', async () => {
    expect(await remove(1)).toEqual({
      code: 1_002_004_003,
      data: null,
      msg: '存在子部门，无法删除',
    })
    expect(await remove(3)).toEqual({
      code: 1_002_004_005,
      data: null,
      msg: '部门中存在员工，无法删除',
    })
    expect((await get(3)).data).toMatchObject({ name: '票务部' })
  })

  it('keeps the tree a tree and names unique among siblings', async () => {
    expect(await create(body({ parentId: 99_999 }))).toEqual({
      code: 1_002_004_001,
      data: null,
      msg: '父级部门不存在',
    })
    const museum = (await get(1)).data as DeptItem
    expect(await update({ ...museum, parentId: 1 })).toEqual({
      code: 1_002_004_004,
      data: null,
      msg: '不能设置自己或下级为父级',
    })
    expect((await update({ ...museum, parentId: 3 })).msg).toBe('不能设置自己或下级为父级')

    expect(await create(body({ name: '票务部' }))).toEqual({
      code: 1_002_004_000,
      data: null,
      msg: '已经存在该名字的部门',
    })
    // The same name under another parent is fine; a department's own name is no duplicate.
    const nested = (await create(body({ name: '票务部', parentId: 3 }))).data
    expect(nested).toBeGreaterThan(0)
    expect((await update({ ...body({ name: '票务部', parentId: 3 }), id: nested })).code).toBe(0)
    await remove(nested)
  })

  it('checks each field with a clear message', async () => {
    expect((await create(body({ leaderUserId: 99_999 }))).msg).toBe('负责人不存在')
    expect((await create(body({ name: ' ' }))).msg).toBe('请求参数不正确:部门名称不能为空')
    expect((await create(body({ email: 'not-an-email' }))).msg).toBe(
      '请求参数不正确:邮箱格式不正确',
    )
    expect((await create(body({ phone: '025-840000091234567890' }))).msg).toBe(
      '请求参数不正确:联系电话长度不能超过 20 个字符',
    )
    expect((await create(body({ sort: -1 }))).msg).toBe(
      '请求参数不正确:显示排序必须在 0 到 9999 之间',
    )
    // No leader is fine.
    const id = (await create(body({ leaderUserId: null, name: '无负责人部门' }))).data
    expect((await get(id)).data).toMatchObject({ leaderUserId: null })
    await remove(id)
  })
})
