import { describe, expect, it } from 'vitest'
import type { ConfigItem } from '../contract/schemas'
import { crudApi } from './support/crud-api'
import { parseCsv } from './support/csv'
import { useLogin, useSandbox } from './support/fixture'
import { expectChangesForbidden, FORBIDDEN } from './support/guards'
import { ADMIN, call, formatDateTime, STAFF } from './support/http'

const NEW_CONFIG = {
  category: 'museum',
  name: '讲解服务预约上限',
  key: 'museum.guide.daily-limit',
  value: '20',
  visible: true,
  remark: '每天可预约的人工讲解场次',
}

describe('infra config: /infra/config/*', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)
  const configs = crudApi<ConfigItem>(sandbox, '/infra/config', admin)
  const { page, get, create, update, remove } = configs
  const byKey = async (key: string) =>
    (await page({ key, pageSize: 100 })).data.list.find((c) => c.key === key)
  const valueOf = (key: string, token = staff.token) =>
    call<string | null>(sandbox, '/infra/config/get-value-by-key', { token, query: { key } })

  it('pages configs newest first with the item shape of the contract', async () => {
    const result = await page({})
    expect(result.code).toBe(0)
    expect(result.data.total).toBe(14)
    const first = result.data.list[0]
    expect(first).toEqual({
      id: expect.any(Number),
      category: 'pay',
      name: '支付回调签名密钥',
      key: 'museum.pay.notify-secret',
      value: expect.stringMatching(/^[0-9a-f]{64}$/),
      type: 2,
      visible: false,
      remark: expect.any(String),
      createTime: expect.any(Number),
    })
  })

  it('filters by name, key, type and createTime', async () => {
    expect((await page({ name: '预约' })).data.list.every((c) => c.name.includes('预约'))).toBe(
      true,
    )
    const museum = await page({ key: 'museum.reserve' })
    expect(museum.data.list.map((c) => c.key).sort()).toEqual([
      'museum.reserve.advance-days',
      'museum.reserve.daily-limit',
      'museum.reserve.max-visitors',
    ])
    const builtIn = await page({ type: 1, pageSize: 100 })
    expect(builtIn.data.list.every((c) => c.type === 1)).toBe(true)
    expect(builtIn.data.total).toBe(5)
    const now = sandbox.clock.now()
    // Seeded configs were created over the last 12 hours, an hour apart.
    const lastThreeHours = [formatDateTime(now - 3.5 * 3_600_000), formatDateTime(now)]
    expect((await page({ createTime: lastThreeHours })).data.total).toBe(3)
    expect((await page({ type: 3 })).code).toBe(400)
  })

  it('get returns one config; get-value-by-key returns visible values to any logged-in user', async () => {
    const config = await byKey('museum.reserve.daily-limit')
    const got = await call<ConfigItem>(sandbox, '/infra/config/get', {
      token: admin.token,
      query: { id: config?.id },
    })
    expect(got.data).toEqual(config)
    expect(await valueOf('museum.reserve.daily-limit')).toEqual({ code: 0, data: '8000', msg: '' })
    expect(await valueOf('no.such.key')).toEqual({ code: 0, data: null, msg: '' })
    expect(await valueOf('system.user.init-password')).toEqual({
      code: 1_001_000_004,
      data: null,
      msg: '获取参数配置失败，原因：不允许获取不可见配置',
    })
    expect((await valueOf('', staff.token)).code).toBe(400)
  })

  it('creates a custom config, updates it (key fixed) and deletes it', async () => {
    const created = await create(NEW_CONFIG)
    expect(created.code).toBe(0)
    const id = created.data
    const item = await byKey(NEW_CONFIG.key)
    expect(item).toMatchObject({ ...NEW_CONFIG, id, type: 2 })
    expect(
      await update({ ...NEW_CONFIG, id, value: '30', visible: false, key: 'ignored.key' }),
    ).toEqual({ code: 0, data: true, msg: '' })
    expect(await byKey(NEW_CONFIG.key)).toMatchObject({ value: '30', visible: false })
    expect(await byKey('ignored.key')).toBeUndefined()
    expect(await remove(id)).toEqual({ code: 0, data: true, msg: '' })
    expect(await byKey(NEW_CONFIG.key)).toBeUndefined()
    expect(await remove(id)).toMatchObject({ code: 1_001_000_001, msg: '参数配置不存在' })
  })

  it('keeps keys unique and built-in configs undeletable', async () => {
    expect(await create({ ...NEW_CONFIG, key: 'museum.open-hours' })).toEqual({
      code: 1_001_000_002,
      data: null,
      msg: '参数配置 key 重复',
    })
    const builtIn = await byKey('sys.index.skinName')
    expect(await remove(builtIn?.id ?? 0)).toEqual({
      code: 1_001_000_003,
      data: null,
      msg: '不能删除类型为系统内置的参数配置',
    })
    expect(await byKey('sys.index.skinName')).toBeDefined()
  })

  it('validates create and update bodies', async () => {
    expect(await create({ ...NEW_CONFIG, key: '' })).toMatchObject({
      code: 400,
      msg: '请求参数不正确:参数键名不能为空',
    })
    expect(await create({ ...NEW_CONFIG, name: undefined })).toMatchObject({
      msg: '请求参数不正确:参数名称不能为空',
    })
    expect(await create({ ...NEW_CONFIG, visible: undefined })).toMatchObject({
      msg: '请求参数不正确:是否可见不能为空',
    })
    expect(await create({ ...NEW_CONFIG, value: 'x'.repeat(501) })).toMatchObject({
      msg: '请求参数不正确:参数键值长度不能超过 500 个字符',
    })
    expect(await update({ ...NEW_CONFIG })).toMatchObject({
      msg: '请求参数不正确:参数配置编号不能为空',
    })
    expect(await update({ ...NEW_CONFIG, id: 999_999 })).toMatchObject({ msg: '参数配置不存在' })
  })

  it('staff cannot see or change configs (403), nobody without a token (401)', async () => {
    expect(await page({}, staff.token)).toEqual(FORBIDDEN)
    expect(await get(1, staff.token)).toEqual(FORBIDDEN)
    await expectChangesForbidden(configs, staff.token, {
      create: NEW_CONFIG,
      update: { ...NEW_CONFIG, id: 1 },
    })
    expect((await page({}, '')).code).toBe(401)
  })

  it('exports the filtered configs as CSV with labels for type and visibility', async () => {
    const response = await configs.exportFile({ type: 1 })
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="config.csv"; filename*=UTF-8''${encodeURIComponent('参数配置.csv')}`,
    )
    const { bom, rows } = parseCsv(await response.arrayBuffer())
    expect(bom).toBe(true)
    expect(rows[0]).toEqual([
      '参数配置序号',
      '参数分组',
      '参数名称',
      '参数键名',
      '参数键值',
      '参数类型',
      '是否可见',
      '备注',
      '创建时间',
    ])
    expect(rows).toHaveLength(6)
    const password = rows.find((r) => r[3] === 'system.user.init-password')
    expect(password?.slice(1, 7)).toEqual([
      'biz',
      '用户管理-账号初始密码',
      'system.user.init-password',
      'Museum2024',
      '系统内置',
      '否',
    ])
  })
})
