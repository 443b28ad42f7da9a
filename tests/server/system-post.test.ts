import { describe, expect, it } from 'vitest'
import { USER_SEEDS } from '../../host-sandbox/api/src/db/seed/organisation'
import { readXlsxRows } from '../../host-sandbox/api/src/lib/xlsx'
import type { PostItem } from '../../src/shared/wire/post'
import { crudApi } from './support/crud-api'
import { useLogin, useSandbox } from './support/fixture'
import { expectChangesForbidden, FORBIDDEN } from './support/guards'
import { ADMIN, call, STAFF } from './support/http'

describe('posts: /system/post/*', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)
  const posts = crudApi<PostItem>(sandbox, '/system/post', admin)
  const { page, get, create, update, remove, exportFile } = posts

  const body = (overrides: Record<string, unknown> = {}) => ({
    name: '安保员',
    code: 'security',
    sort: 7,
    status: 0,
    remark: '负责展厅安保',
    ...overrides,
  })
  const holders = (postId: number) => USER_SEEDS.filter((u) => u.postIds.includes(postId)).length

  it('pages the seeded posts in order with the contract fields, filtered by code, name and status', async () => {
    const all = await page({ pageSize: 100 })
    expect(all.code).toBe(0)
    expect(all.data.total).toBe(6)
    expect(all.data.list[0]).toEqual({
      id: 1,
      name: '馆长',
      code: 'director',
      sort: 1,
      status: 0,
      remark: expect.toBeOneOf([null, '']),
      createTime: expect.any(Number),
    })
    expect(all.data.list.map((p) => p.sort)).toEqual([1, 2, 3, 4, 5, 6])
    expect((await page({ code: 'clerk' })).data.list.map((p) => p.code)).toEqual([
      'ticket_clerk',
      'clerk',
    ])
    expect((await page({ name: '讲解' })).data.list.map((p) => p.name)).toEqual(['讲解员'])
    expect((await page({ status: 1 })).data.total).toBe(0)
    expect((await page({ status: 3 })).msg).toBe('请求参数不正确:状态必须在指定范围 [0, 1]')
  })

  it('creates, reads, updates and deletes a post', async () => {
    const created = await create(body())
    expect(created.code).toBe(0)
    const id = created.data
    expect((await get(id)).data).toMatchObject({ id, ...body() })
    expect((await update({ ...body({ name: '安保主管', status: 1 }), id })).code).toBe(0)
    expect((await get(id)).data).toMatchObject({ name: '安保主管', status: 1 })
    // A disabled post leaves the pickers.
    const simple = await call<Array<{ id: number }>>(sandbox, '/system/post/list-all-simple', {
      token: staff.token,
    })
    expect(simple.data.map((p) => p.id)).not.toContain(id)
    expect(await remove(id)).toEqual({ code: 0, data: true, msg: '' })
    expect(await get(id)).toEqual({ code: 0, data: null, msg: '' })
    expect(await remove(id)).toMatchObject({ code: 1_002_005_000, msg: '当前岗位不存在' })
    expect(await update({ ...body(), id })).toMatchObject({ msg: '当前岗位不存在' })
  })

  it('keeps names and codes unique', async () => {
    expect(await create(body({ name: '馆长' }))).toEqual({
      code: 1_002_005_002,
      data: null,
      msg: '已经存在该名字的岗位',
    })
    expect(await create(body({ code: 'director' }))).toEqual({
      code: 1_002_005_003,
      data: null,
      msg: '已经存在该标识的岗位',
    })
    // Its own name and code are not duplicates; another post's are.
    expect((await update({ ...body({ name: '馆长', code: 'director' }), id: 1 })).code).toBe(0)
    expect((await update({ ...body({ name: '讲解员', code: 'director' }), id: 1 })).msg).toBe(
      '已经存在该名字的岗位',
    )
    expect((await update({ ...body({ name: '馆长', code: 'guide' }), id: 1 })).msg).toBe(
      '已经存在该标识的岗位',
    )
  })

  it('refuses deleting a post users still hold, saying how many', async () => {
    const n = holders(5)
    expect(n).toBeGreaterThan(1)
    expect(await remove(5)).toEqual({
      code: 1_002_005_004,
      data: null,
      msg: `该岗位已分配给 ${n} 个用户，无法删除`,
    })
    expect((await get(5)).data?.name).toBe('部门主任')
    expect((await remove(6)).msg).toBe(`该岗位已分配给 ${holders(6)} 个用户，无法删除`)
  })

  it('checks the body with Chinese messages', async () => {
    expect((await create(body({ name: ' ' }))).msg).toBe('请求参数不正确:岗位名称不能为空')
    expect((await create(body({ code: undefined }))).msg).toBe('请求参数不正确:岗位编码不能为空')
    expect((await create(body({ sort: undefined }))).msg).toBe('请求参数不正确:显示顺序不能为空')
    expect((await create(body({ status: 2 }))).msg).toBe('请求参数不正确:状态必须在指定范围 [0, 1]')
  })

  it('exports the filtered posts as 岗位数据.xlsx', async () => {
    const response = await exportFile({ name: '员' })
    expect(response.headers.get('content-type')).toContain('spreadsheetml')
    expect(decodeURIComponent(response.headers.get('content-disposition') ?? '')).toContain(
      '岗位数据.xlsx',
    )
    const rows = await readXlsxRows(Buffer.from(await response.arrayBuffer()))
    expect(rows[0].cells).toEqual([
      '岗位编号',
      '岗位编码',
      '岗位名称',
      '岗位顺序',
      '状态',
      '备注',
      '创建时间',
    ])
    const listed = (await page({ name: '员' })).data.list.map((p) => p.name)
    expect(listed).toEqual(['票务专员', '讲解员', '职员'])
    expect(rows.slice(1).map((r) => r.cells[2])).toEqual(listed)
    expect(rows[1].cells[4]).toBe('开启')
  })

  it('needs the system:post permissions; the pick list only a login', async () => {
    expect(await page({}, staff.token)).toEqual(FORBIDDEN)
    expect(await get(1, staff.token)).toEqual(FORBIDDEN)
    await expectChangesForbidden(posts, staff.token, {
      create: body(),
      update: { ...body(), id: 1 },
    })
    const simple = await call(sandbox, '/system/post/list-all-simple', { token: staff.token })
    expect(simple.code).toBe(0)
  })
})
