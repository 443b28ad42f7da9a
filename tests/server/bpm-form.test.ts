import { describe, expect, it } from 'vitest'
import { formConfSchema, formFieldSchema } from '../../src/shared/form-render/form-definition'
import { crudApi } from './support/crud-api'
import { useLogin, useSandbox } from './support/fixture'
import { expectLoginRequired, FORBIDDEN } from './support/guards'
import { ADMIN, call, STAFF } from './support/http'

interface FormItem {
  id: number
  name: string
  status: number
  remark: string | null
  conf: string
  fields: string[]
  createTime: number
}

const CONF = JSON.stringify({ labelWidth: 120, size: 'medium', labelPosition: 'top' })
const field = (name: string, label: string, type = 'input') =>
  JSON.stringify({ id: name, type, field: name, label, required: true })

describe('process forms: /bpm/form/*', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)
  const forms = crudApi<FormItem>(sandbox, '/bpm/form', admin)
  const { page, create, update, remove } = forms
  const get = (id: number) => forms.get(id) as Promise<{ code: number; data: FormItem | null }>

  it('pages the seeded team reservation form with its conf and JSON-string fields', async () => {
    const result = await page({})
    expect(result.code).toBe(0)
    // The team form and the two of the seeded purchase and exhibition processes, newest first.
    expect(result.data.list.map((f) => f.name)).toEqual([
      '展陈方案表单',
      '采购申请表单',
      '团队预约审核表单',
    ])
    const form = result.data.list[2]
    expect(form).toEqual({
      id: 1,
      name: '团队预约审核表单',
      status: 0,
      remark: '团队预约提交的信息，馆员据此审核',
      conf: JSON.stringify({ labelWidth: 100, size: 'small', labelPosition: 'right' }),
      fields: expect.any(Array),
      createTime: expect.any(Number),
    })
    const fields = form.fields.map((text) => JSON.parse(text))
    expect(fields.map((f) => [f.field, f.type, f.label, f.required])).toEqual([
      ['teamName', 'input', '团队名称', true],
      ['teamType', 'select', '团队类型', true],
      ['contactName', 'input', '联系人', true],
      ['contactMobile', 'input', '联系电话', true],
      ['visitorCount', 'number', '参观人数', true],
      ['visitDate', 'date', '参观日期', true],
      ['remark', 'textarea', '备注', false],
    ])
    expect(fields[1].options).toContainEqual({ label: '学校', value: 'school' })
    // The console's renderer reads every seeded field and the conf as they are.
    for (const item of fields) expect(formFieldSchema.safeParse(item).error).toBeUndefined()
    expect(formConfSchema.parse(JSON.parse(form.conf))).toEqual(JSON.parse(form.conf))
  })

  it('creates, reads, filters by name, updates and deletes a form (newest first)', async () => {
    const created = await create({
      name: '志愿者报名表单',
      status: 0,
      remark: '报名信息',
      conf: CONF,
      fields: [field('volunteerName', '姓名'), field('skills', '特长', 'textarea')],
    })
    expect(created.code).toBe(0)
    const id = created.data
    expect(id).toBe(4)
    expect((await get(id)).data).toEqual({
      id,
      name: '志愿者报名表单',
      status: 0,
      remark: '报名信息',
      conf: CONF,
      fields: [field('volunteerName', '姓名'), field('skills', '特长', 'textarea')],
      createTime: expect.any(Number),
    })
    expect((await page({})).data.list.map((f) => f.id)).toEqual([id, 3, 2, 1])
    expect((await page({ name: '志愿者' })).data.list.map((f) => f.id)).toEqual([id])
    expect((await page({ name: '不存在的表单' })).data).toEqual({ list: [], total: 0 })

    expect(
      await update({ id, name: '志愿者报名', status: 1, conf: '{}', fields: [field('a', '甲')] }),
    ).toEqual({ code: 0, data: true, msg: '' })
    expect((await get(id)).data).toMatchObject({
      name: '志愿者报名',
      status: 1,
      remark: null,
      conf: '{}',
      fields: [field('a', '甲')],
    })

    expect(await remove(id)).toEqual({ code: 0, data: true, msg: '' })
    expect(await get(id)).toEqual({ code: 0, data: null, msg: '' })
    expect(await remove(id)).toEqual({ code: 1_009_010_000, data: null, msg: '动态表单不存在' })
    expect(await update({ id: 999, name: 'x', status: 0, conf: '{}', fields: [] })).toMatchObject({
      code: 1_009_010_000,
      msg: '动态表单不存在',
    })
  })

  it('validates the body: required values, JSON conf and fields, unique field names', async () => {
    const body = { name: '表单', status: 0, conf: '{}', fields: [] }
    const without = (key: keyof typeof body) =>
      Object.fromEntries(Object.entries(body).filter(([k]) => k !== key))
    expect(await create(without('name'))).toMatchObject({
      code: 400,
      msg: '请求参数不正确:表单名称不能为空',
    })
    expect((await create(without('status'))).msg).toBe('请求参数不正确:表单状态不能为空')
    expect((await create(without('conf'))).msg).toBe('请求参数不正确:表单的配置不能为空')
    expect((await create(without('fields'))).msg).toBe('请求参数不正确:表单项的数组不能为空')
    expect((await create({ ...body, status: 3 })).msg).toBe(
      '请求参数不正确:表单状态必须在指定范围 [0, 1]',
    )
    expect((await create({ ...body, conf: 'labelWidth=100' })).msg).toBe(
      '请求参数不正确:表单的配置不是合法的 JSON 对象',
    )
    expect((await create({ ...body, fields: [field('a', '甲'), '{"type":'] })).msg).toBe(
      '请求参数不正确:第 2 个表单项不是合法的 JSON 对象',
    )
    expect((await create({ ...body, fields: [field('a', '甲'), '[1]'] })).msg).toBe(
      '请求参数不正确:第 2 个表单项不是合法的 JSON 对象',
    )
    expect(
      await create({ ...body, fields: [field('teamName', '团队名称'), field('teamName', '名称')] }),
    ).toEqual({
      code: 1_009_010_001,
      data: null,
      msg: '表单项(团队名称) 和 (名称) 使用了相同的字段名(teamName)',
    })
    // Nothing was stored by the refused calls.
    expect((await page({})).data.total).toBe(3)
  })

  it('limits the size of a form: conf 64 KB, each field 64 KB, 500 fields', async () => {
    const body = { name: '大表单', status: 0, conf: '{}', fields: [] as string[] }
    const bigText = JSON.stringify({ labelWidth: 100, note: '备'.repeat(22 * 1024) })
    expect(await create({ ...body, conf: bigText })).toEqual({
      code: 400,
      data: null,
      msg: '请求参数不正确:表单的配置不能超过 64 KB',
    })
    expect((await create({ ...body, fields: [bigText] })).msg).toBe(
      '请求参数不正确:每个表单项不能超过 64 KB',
    )
    const many = Array.from({ length: 501 }, (_, i) => field(`f${i}`, `项 ${i}`))
    expect((await create({ ...body, fields: many })).msg).toBe(
      '请求参数不正确:表单项不能超过 500 个',
    )
    const created = await create({ ...body, fields: many.slice(0, 500) })
    expect(created.code).toBe(0)
    await remove(created.data)
  })

  it('list-all-simple lists enabled forms as {id, name} for any logged-in user', async () => {
    const disabled = await create({ name: '停用表单', status: 1, conf: '{}', fields: [] })
    const simple = await call<Array<{ id: number; name: string }>>(
      sandbox,
      '/bpm/form/list-all-simple',
      { token: staff.token },
    )
    expect(simple).toEqual({
      code: 0,
      data: [
        { id: 1, name: '团队预约审核表单' },
        { id: 2, name: '采购申请表单' },
        { id: 3, name: '展陈方案表单' },
      ],
      msg: '',
    })
    await remove(disabled.data)
  })

  it('staff (no bpm:form:*) is refused every form endpoint but the simple list (403)', async () => {
    const token = staff.token
    expect(await page({}, token)).toEqual(FORBIDDEN)
    expect(await forms.get(1, token)).toEqual(FORBIDDEN)
    expect(await create({ name: 'x', status: 0, conf: '{}', fields: [] }, token)).toEqual(FORBIDDEN)
    expect(await update({ id: 1, name: 'x', status: 0, conf: '{}', fields: [] }, token)).toEqual(
      FORBIDDEN,
    )
    expect(await remove(1, token)).toEqual(FORBIDDEN)
    expect((await get(1)).data?.name).toBe('团队预约审核表单')
  })

  it('answers 401 without a token on every endpoint', async () => {
    await expectLoginRequired(sandbox, [
      { path: '/bpm/form/page' },
      { path: '/bpm/form/get?id=1' },
      { path: '/bpm/form/list-all-simple' },
      { path: '/bpm/form/create', method: 'POST' },
      { path: '/bpm/form/update', method: 'PUT' },
      { path: '/bpm/form/delete?id=1', method: 'DELETE' },
    ])
  })
})
