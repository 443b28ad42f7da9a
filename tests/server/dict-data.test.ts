import { describe, expect, it } from 'vitest'
import type { DictDataItem, DictDataSimpleItem } from '../contract/schemas'
import { crudApi } from './support/crud-api'
import { parseCsv } from './support/csv'
import { useLogin, useSandbox } from './support/fixture'
import { expectChangesForbidden } from './support/guards'
import { ADMIN, call, STAFF } from './support/http'

describe('dictionary data: /system/dict-data/*', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)
  const entries = crudApi<DictDataItem>(sandbox, '/system/dict-data', admin)
  const { page, get, create, update, remove } = entries

  it('pages the entries of a type in sort order', async () => {
    const result = await page({ dictType: 'common_status' })
    expect(result.code).toBe(0)
    expect(result.data.total).toBe(2)
    expect(
      result.data.list.map(({ label, value, colorType, sort }) => ({
        label,
        value,
        colorType,
        sort,
      })),
    ).toEqual([
      { label: '开启', value: '0', colorType: 'primary', sort: 1 },
      { label: '关闭', value: '1', colorType: 'info', sort: 2 },
    ])
    expect(result.data.list[0]).toEqual({
      id: expect.any(Number),
      sort: 1,
      label: '开启',
      value: '0',
      dictType: 'common_status',
      status: 0,
      colorType: 'primary',
      cssClass: '',
      remark: '',
      createTime: expect.any(Number),
    })
  })

  it('filters by label (like) and status', async () => {
    const byLabel = await page({ label: '支付', pageSize: 100 })
    expect(byLabel.data.total).toBeGreaterThan(3)
    expect(byLabel.data.list.every((d) => d.label.includes('支付'))).toBe(true)
    // The seed has no disabled entry: disable one (the next tests expect it disabled).
    const codes = await page({ dictType: 'system_sms_channel_code' })
    const aliyun = codes.data.list.find((d) => d.value === 'ALIYUN')!
    expect((await update({ ...aliyun, status: 1 })).code).toBe(0)
    const disabled = await page({ status: 1 })
    expect(disabled.data.list.map((d) => `${d.dictType}:${d.value}`)).toEqual([
      'system_sms_channel_code:ALIYUN',
    ])
  })

  it('GET /type/{type} returns the enabled entries of one type to any logged-in user', async () => {
    const ofType = (type: string) =>
      call<DictDataItem[]>(sandbox, `/system/dict-data/type/${type}`, { token: staff.token })
    const result = await ofType('system_notify_template_type')
    expect(result.data.map((d) => [d.value, d.label])).toEqual([
      ['1', '通知公告'],
      ['2', '系统消息'],
    ])
    const channels = await ofType('system_sms_channel_code')
    expect(channels.data.map((d) => d.value)).toEqual(['DEBUG_DING_TALK', 'TENCENT'])
    expect((await ofType('unknown_type')).data).toEqual([])
  })

  it('list-all-simple gives every enabled entry as {dictType, value, label, colorType, cssClass}', async () => {
    const result = await call<DictDataSimpleItem[]>(sandbox, '/system/dict-data/list-all-simple', {
      token: staff.token,
    })
    expect(result.code).toBe(0)
    for (const item of result.data) {
      expect(Object.keys(item).sort()).toEqual([
        'colorType',
        'cssClass',
        'dictType',
        'label',
        'value',
      ])
      expect(typeof item.value).toBe('string')
    }
    expect(result.data.filter((d) => d.dictType === 'common_status')).toEqual([
      { dictType: 'common_status', value: '0', label: '开启', colorType: 'primary', cssClass: '' },
      { dictType: 'common_status', value: '1', label: '关闭', colorType: 'info', cssClass: '' },
    ])
    expect(result.data.some((d) => d.value === 'ALIYUN')).toBe(false)
    expect((await call(sandbox, '/system/dict-data/list-all-simple')).code).toBe(401)
  })

  it('creates, updates and deletes an entry', async () => {
    const created = await create({
      sort: 5,
      label: '年假',
      value: '9',
      dictType: 'bpm_oa_leave_type',
      status: 0,
      colorType: 'success',
      cssClass: 'leave-annual',
      remark: '测试',
    })
    expect(created.code).toBe(0)
    const id = created.data
    expect((await get(id)).data).toMatchObject({ label: '年假', value: '9', colorType: 'success' })
    expect(
      await update({
        id,
        sort: 6,
        label: '年休假',
        value: '9',
        dictType: 'bpm_oa_leave_type',
        status: 1,
      }),
    ).toEqual({ code: 0, data: true, msg: '' })
    expect((await get(id)).data).toMatchObject({
      label: '年休假',
      sort: 6,
      status: 1,
      colorType: '',
    })
    expect(await remove(id)).toEqual({ code: 0, data: true, msg: '' })
    expect((await get(id)).data).toBeNull()
    expect(await remove(id)).toMatchObject({ code: 1_002_007_001, msg: '当前字典数据不存在' })
  })

  it('keeps values unique within a type, but not across types', async () => {
    expect(
      await create({ sort: 9, label: '重复', value: '0', dictType: 'common_status', status: 0 }),
    ).toEqual({ code: 1_002_007_003, data: null, msg: '已经存在该值的字典数据' })
    const other = await create({
      sort: 9,
      label: '零',
      value: '0',
      dictType: 'yes_no_extra',
      status: 0,
    })
    expect(other).toMatchObject({ code: 1_002_006_001, msg: '当前字典类型不存在' })
    const ok = await create({ sort: 9, label: '待定', value: '9', dictType: 'yes_no', status: 0 })
    expect(ok.code).toBe(0)
    // Updating an entry to a value another entry of the type has is refused as well.
    expect(
      await update({
        id: ok.data,
        sort: 9,
        label: '待定',
        value: '1',
        dictType: 'yes_no',
        status: 0,
      }),
    ).toMatchObject({ msg: '已经存在该值的字典数据' })
  })

  it('refuses entries for a disabled type', async () => {
    const typeId = (
      await call<number>(sandbox, '/system/dict-type/create', {
        method: 'POST',
        token: admin.token,
        json: { name: '停用的类型', type: 'disabled_type', status: 1 },
      })
    ).data
    expect(typeId).toBeGreaterThan(0)
    expect(
      await create({ sort: 1, label: 'x', value: 'x', dictType: 'disabled_type', status: 0 }),
    ).toMatchObject({ code: 1_002_006_002, msg: '字典类型不处于开启状态，不允许选择' })
  })

  it('validates input', async () => {
    const base = { sort: 1, label: '标签', value: 'v', dictType: 'common_status', status: 0 }
    expect(await create({ ...base, label: '' })).toMatchObject({
      code: 400,
      msg: '请求参数不正确:字典标签不能为空',
    })
    expect(await create({ ...base, value: undefined })).toMatchObject({
      msg: '请求参数不正确:字典键值不能为空',
    })
    expect(await create({ ...base, dictType: '' })).toMatchObject({
      msg: '请求参数不正确:字典类型不能为空',
    })
    expect(await create({ ...base, sort: undefined })).toMatchObject({
      msg: '请求参数不正确:显示顺序不能为空',
    })
    expect(await create({ ...base, colorType: 'purple' })).toMatchObject({
      msg: '请求参数不正确:颜色类型必须是 default、primary、success、info、warning、danger 之一',
    })
    expect(await update(base)).toMatchObject({ msg: '请求参数不正确:字典数据编号不能为空' })
  })

  it('staff may read but not change or export (403)', async () => {
    expect((await page({ dictType: 'common_status' }, staff.token)).code).toBe(0)
    const entry = { sort: 1, label: 'x', value: 'x', dictType: 'yes_no', status: 0 }
    await expectChangesForbidden(entries, staff.token, {
      create: entry,
      update: { id: 1, ...entry },
    })
    expect((await page({}, '')).code).toBe(401)
  })

  it('exports the filtered entries as CSV', async () => {
    const response = await entries.exportFile({ dictType: 'system_user_sex' })
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('字典数据.csv')}`,
    )
    expect(response.headers.get('content-disposition')).toContain('filename="dict-data.csv"')
    const { bom, rows } = parseCsv(await response.arrayBuffer())
    expect(bom).toBe(true)
    expect(rows[0].slice(0, 6)).toEqual([
      '字典编码',
      '字典排序',
      '字典标签',
      '字典键值',
      '字典类型',
      '状态',
    ])
    expect(rows.slice(1).map((r) => [r[2], r[3], r[4], r[5]])).toEqual([
      ['男', '1', 'system_user_sex', '开启'],
      ['女', '2', 'system_user_sex', '开启'],
    ])
  })
})
