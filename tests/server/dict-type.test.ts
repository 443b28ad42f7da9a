import { describe, expect, it } from 'vitest'
import { ALL_DICT_TYPES } from '../../src/shared/dict/dict-types'
import type { DictTypeItem } from '../contract/schemas'
import { crudApi } from './support/crud-api'
import { parseCsv } from './support/csv'
import { useLogin, useSandbox } from './support/fixture'
import { expectChangesForbidden, expectLoginRequired } from './support/guards'
import { ADMIN, call, formatDateTime, STAFF, type Page } from './support/http'

describe('dictionary types: /system/dict-type/*', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)
  const types = crudApi<DictTypeItem>(sandbox, '/system/dict-type', admin)
  const { page, get, create, update, remove } = types

  it('pages newest first with total, default page size 10', async () => {
    const result = await page({})
    expect(result.code).toBe(0)
    expect(result.data.list).toHaveLength(10)
    expect(result.data.total).toBe(ALL_DICT_TYPES.length)
    expect(result.data.list[0]).toEqual({
      id: expect.any(Number),
      name: '团队预约状态',
      type: 'team_reserve_status',
      status: 0,
      remark: '',
      createTime: expect.any(Number),
    })
    const second = await page({ pageNo: 2, pageSize: 5 })
    expect(second.data.list).toHaveLength(5)
    expect(second.data.list[0].id).toBe(result.data.list[5].id)
  })

  it('filters by name (like), type (like), status and createTime range', async () => {
    const byName = await page({ name: '状态', pageSize: 100 })
    expect(byName.data.total).toBeGreaterThan(5)
    expect(byName.data.list.every((t) => t.name.includes('状态'))).toBe(true)
    const byType = await page({ type: 'system_sms' })
    expect(byType.data.list.map((t) => t.type).sort()).toEqual([
      'system_sms_channel_code',
      'system_sms_receive_status',
      'system_sms_send_status',
      'system_sms_template_type',
    ])
    // A '_' in the filter is literal, not a LIKE wildcard.
    expect((await page({ type: 'system_' })).data.total).toBe(16)
    expect((await page({ status: 1 })).data.total).toBe(0)

    const now = sandbox.clock.now()
    const range = [formatDateTime(now - 86_400_000), formatDateTime(now + 86_400_000)]
    expect((await page({ createTime: range })).data.total).toBe(ALL_DICT_TYPES.length)
    const future = [formatDateTime(now + 86_400_000), formatDateTime(now + 2 * 86_400_000)]
    expect((await page({ createTime: future })).data.total).toBe(0)
    // Repeated keys are accepted too.
    const repeated = await call<Page<DictTypeItem>>(sandbox, '/system/dict-type/page', {
      token: admin.token,
      query: { createTime: future },
      repeatArrays: true,
    })
    expect(repeated.data.total).toBe(0)
  })

  it('rejects invalid page and filter parameters with code 400', async () => {
    expect(await page({ pageNo: 0 })).toMatchObject({
      code: 400,
      msg: '请求参数不正确:页码最小值为 1',
    })
    expect(await page({ pageSize: 0 })).toMatchObject({
      code: 400,
      msg: '请求参数不正确:每页条数最小值为 1',
    })
    expect(await page({ pageSize: 101 })).toMatchObject({
      code: 400,
      msg: '请求参数不正确:每页条数最大值为 100',
    })
    expect(await page({ pageNo: 'abc' })).toMatchObject({
      code: 400,
      msg: '请求参数不正确:页码必须是整数',
    })
    expect((await page({ createTime: ['yesterday', 'today'] })).code).toBe(400)
    expect((await page({ status: 7 })).msg).toBe('请求参数不正确:状态必须在指定范围 [0, 1]')
  })

  it('creates, reads, updates and deletes a type', async () => {
    const created = await create({
      name: '展厅类型',
      type: 'hall_type',
      status: 0,
      remark: '常设与临时展厅',
    })
    expect(created.code).toBe(0)
    const id = created.data
    expect(id).toBeGreaterThan(81)
    expect((await get(id)).data).toMatchObject({
      id,
      name: '展厅类型',
      type: 'hall_type',
      status: 0,
      remark: '常设与临时展厅',
    })
    expect(await update({ id, name: '展厅分类', status: 1, remark: '' })).toEqual({
      code: 0,
      data: true,
      msg: '',
    })
    expect((await get(id)).data).toMatchObject({ name: '展厅分类', type: 'hall_type', status: 1 })
    expect(await remove(id)).toEqual({ code: 0, data: true, msg: '' })
    expect(await get(id)).toEqual({ code: 0, data: null, msg: '' })
    expect(await remove(id)).toMatchObject({ code: 1_002_006_001, msg: '当前字典类型不存在' })
  })

  it('keeps type and name unique', async () => {
    expect(await create({ name: '另一个名字', type: 'common_status', status: 0 })).toMatchObject({
      code: 1_002_006_004,
      msg: '已经存在该类型的字典类型',
    })
    expect(await create({ name: '系统状态', type: 'brand_new_type', status: 0 })).toMatchObject({
      code: 1_002_006_003,
      msg: '已经存在该名字的字典类型',
    })
    const id = (await create({ name: '临时类型', type: 'temp_type', status: 0 })).data
    expect(await update({ id, name: '系统状态', status: 0 })).toMatchObject({
      msg: '已经存在该名字的字典类型',
    })
    // Its own name is not a duplicate.
    expect((await update({ id, name: '临时类型', status: 0 })).code).toBe(0)
  })

  it('refuses to delete a type that still has data', async () => {
    const common = (await page({ type: 'common_status' })).data.list[0]
    expect(await remove(common.id)).toEqual({
      code: 1_002_006_005,
      data: null,
      msg: '无法删除，该字典类型还有字典数据',
    })
  })

  it('validates create and update bodies', async () => {
    expect(await create({ name: '缺类型', status: 0 })).toMatchObject({
      code: 400,
      msg: '请求参数不正确:字典类型不能为空',
    })
    expect(await create({ type: 'x_type', status: 0 })).toMatchObject({
      msg: '请求参数不正确:字典名称不能为空',
    })
    expect(await create({ name: '   ', type: 'x_type', status: 0 })).toMatchObject({
      msg: '请求参数不正确:字典名称不能为空',
    })
    expect(await create({ name: '无状态', type: 'x_type' })).toMatchObject({
      msg: '请求参数不正确:状态不能为空',
    })
    expect(await create({ name: '长', type: 'x'.repeat(101), status: 0 })).toMatchObject({
      msg: '请求参数不正确:字典类型类型长度不能超过100个字符',
    })
    expect(await update({ name: '无编号', status: 0 })).toMatchObject({
      msg: '请求参数不正确:字典类型编号不能为空',
    })
    expect(await update({ id: 999_999, name: '不存在', status: 0 })).toMatchObject({
      msg: '当前字典类型不存在',
    })
    expect((await get(Number.NaN)).code).toBe(400)
  })

  it('staff may read but not create, update, delete or export (403)', async () => {
    expect((await page({}, staff.token)).code).toBe(0)
    await expectChangesForbidden(types, staff.token, {
      create: { name: '员工新建', type: 'staff_type', status: 0 },
      update: { id: 1, name: '用户类型', status: 0 },
    })
  })

  it('answers 401 without a token on every endpoint', async () => {
    const paths = ['page', 'get?id=1', 'list-all-simple', 'export']
    await expectLoginRequired(
      sandbox,
      paths.map((path) => ({ path: `/system/dict-type/${path}` })),
    )
  })

  it('list-all-simple lists enabled types as {id, name, type} for any logged-in user', async () => {
    const result = await call<Array<{ id: number; name: string; type: string }>>(
      sandbox,
      '/system/dict-type/list-all-simple',
      { token: staff.token },
    )
    expect(result.code).toBe(0)
    expect(result.data[0]).toEqual({ id: 1, name: '用户类型', type: 'user_type' })
    expect(result.data.some((t) => t.type === 'team_reserve_status')).toBe(true)
  })

  it('exports a UTF-8 CSV with a BOM, a Chinese file name and the page filters applied', async () => {
    const response = await types.exportFile({ type: 'bpm_' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="dict-type.csv"; filename*=UTF-8''${encodeURIComponent('字典类型.csv')}`,
    )
    const { bom, rows } = parseCsv(await response.arrayBuffer())
    expect(bom).toBe(true)
    expect(rows[0]).toEqual(['字典主键', '字典名称', '字典类型', '状态', '备注', '创建时间'])
    const body = rows.slice(1)
    expect(body).toHaveLength(7)
    expect(body.every((row) => row[2].startsWith('bpm_'))).toBe(true)
    const leave = body.find((row) => row[2] === 'bpm_oa_leave_type')
    expect(leave?.[1]).toBe('请假类型')
    expect(leave?.[3]).toBe('开启')
    expect(leave?.[5]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  })

  it('quotes cells with commas and neutralises formula-like text in exports', async () => {
    await create({ name: '=HYPERLINK("x")', type: 'csv_probe', status: 0, remark: '含,逗号' })
    const response = await types.exportFile({ type: 'csv_probe' })
    const { rows } = parseCsv(await response.arrayBuffer())
    expect(rows[1][1]).toBe(`'=HYPERLINK("x")`)
    expect(rows[1][4]).toBe('含,逗号')
  })
})
