import { describe, expect, it } from 'vitest'
import { NOTIFY_TEMPLATE_SEEDS } from '../../host-sandbox/api/src/db/seed/system-content'
import type { NotifyMessageItem } from '../../src/shared/wire/notify-message'
import type { NotifyTemplateItem } from '../../src/shared/wire/notify-template'
import { crudApi } from './support/crud-api'
import { useLogin, useSandbox } from './support/fixture'
import { FORBIDDEN } from './support/guards'
import { ADMIN, call, formatDateTime, STAFF } from './support/http'

const STAFF_ID = 2

describe('notify templates: /system/notify-template/*', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)
  const templates = crudApi<NotifyTemplateItem>(sandbox, '/system/notify-template', admin)
  const { page, get, create, update, remove } = templates

  const body = (overrides: Record<string, unknown> = {}) => ({
    name: '讲解预约确认',
    code: 'guide_booking',
    nickname: '宣教部',
    content: '{name}，您预约的 {date} 讲解已确认，讲解员：{guide}。{name}请准时到场。',
    type: 2,
    status: 0,
    remark: '测试',
    ...overrides,
  })
  const send = (json: Record<string, unknown>, token = admin.token) =>
    call<number>(sandbox, '/system/notify-template/send-notify', { method: 'POST', token, json })
  const unread = (token: string) =>
    call<NotifyMessageItem[]>(sandbox, '/system/notify-message/get-unread-list', { token })

  it('pages the seeded templates with their params, filtered by name, code, status and time', async () => {
    const all = await page({ pageSize: 100 })
    expect(all.data.total).toBe(NOTIFY_TEMPLATE_SEEDS.length)
    const shift = all.data.list.find((t) => t.code === 'volunteer_shift_reminder')
    expect(shift).toEqual({
      id: expect.any(Number),
      name: '志愿者排班提醒',
      code: 'volunteer_shift_reminder',
      nickname: '志愿服务部',
      content: expect.stringContaining('{serviceDate}'),
      params: ['volunteerName', 'serviceDate', 'startTime', 'post'],
      type: 2,
      status: 0,
      remark: '排班前一天发送',
      createTime: expect.any(Number),
    })
    expect((await page({ name: '预约' })).data.list.map((t) => t.code)).toEqual([
      'reserve_audit_result',
    ])
    expect((await page({ code: 'refund' })).data.list.map((t) => t.name)).toEqual(['退票处理提醒'])
    expect((await page({ status: 1 })).data.total).toBe(1)
    const now = sandbox.clock.now()
    const recent = await page({
      createTime: [formatDateTime(now - 36 * 3_600_000), formatDateTime(now)],
    })
    expect(recent.data.list.map((t) => t.code)).toEqual(['refund_reminder'])
  })

  it('reads the {param} names from the content on every save, each once', async () => {
    const id = (await create(body())).data
    expect((await get(id)).data).toMatchObject({ ...body(), params: ['name', 'date', 'guide'] })
    expect(
      (await update({ ...body({ content: '您的 {orderNo} 已退款 { amount } 元。' }), id })).code,
    ).toBe(0)
    expect((await get(id)).data?.params).toEqual(['orderNo', 'amount'])
    expect((await update({ ...body({ content: '没有参数的消息' }), id })).code).toBe(0)
    expect((await get(id)).data?.params).toEqual([])
    expect(await remove(id)).toEqual({ code: 0, data: true, msg: '' })
    expect(await remove(id)).toEqual({ code: 1_002_026_000, data: null, msg: '站内信模板不存在' })
    expect((await update({ ...body(), id })).msg).toBe('站内信模板不存在')
  })

  it('keeps codes unique, naming the code', async () => {
    expect(await create(body({ code: 'closing_notice' }))).toEqual({
      code: 1_002_026_001,
      data: null,
      msg: '已经存在编码为【closing_notice】的站内信模板',
    })
    const id = (await create(body())).data
    expect((await update({ ...body({ name: '改名' }), id })).code).toBe(0)
    expect((await update({ ...body({ code: 'refund_reminder' }), id })).msg).toBe(
      '已经存在编码为【refund_reminder】的站内信模板',
    )
  })

  it('checks the body with Chinese messages', async () => {
    expect((await create(body({ name: '' }))).msg).toBe('请求参数不正确:模板名称不能为空')
    expect((await create(body({ nickname: ' ' }))).msg).toBe('请求参数不正确:发送人名称不能为空')
    expect((await create(body({ content: undefined }))).msg).toBe('请求参数不正确:模板内容不能为空')
    expect((await create(body({ type: 3 }))).msg).toBe(
      '请求参数不正确:模板类型必须在指定范围 [1, 2]',
    )
    expect((await create(body({ code: '1 bad' }))).msg).toBe(
      '请求参数不正确:模板编码只能包含字母、数字、下划线和中划线，且以字母开头',
    )
  })

  it("send-notify writes the filled-in message to the recipient's bell", async () => {
    await create(body())
    const before = (await unread(staff.token)).data.length
    const sent = await send({
      userId: STAFF_ID,
      userType: 2,
      templateCode: 'guide_booking',
      templateParams: { name: '李老师', date: '5 月 6 日', guide: '王讲解', extra: '不保存' },
    })
    expect(sent.code).toBe(0)
    const bell = (await unread(staff.token)).data
    expect(bell).toHaveLength(before + 1)
    expect(bell[0]).toMatchObject({
      id: sent.data,
      userId: STAFF_ID,
      templateCode: 'guide_booking',
      templateNickname: '宣教部',
      templateContent: '李老师，您预约的 5 月 6 日 讲解已确认，讲解员：王讲解。李老师请准时到场。',
      templateType: 2,
      templateParams: { name: '李老师', date: '5 月 6 日', guide: '王讲解' },
      readStatus: false,
    })
    // Not the sender's.
    expect((await unread(admin.token)).data.map((m) => m.id)).not.toContain(sent.data)
  })

  it('send-notify refuses a missing parameter, an unknown or closed template and an unknown user', async () => {
    const ok = {
      userId: STAFF_ID,
      userType: 2,
      templateCode: 'closing_notice',
      templateParams: { reason: '布展', date: '周一' },
    }
    expect(await send({ ...ok, templateParams: { reason: '布展' } })).toEqual({
      code: 1_002_026_002,
      data: null,
      msg: '模板参数(date)缺失',
    })
    expect((await send({ ...ok, templateParams: { reason: '布展', date: '  ' } })).msg).toBe(
      '模板参数(date)缺失',
    )
    expect((await send({ ...ok, templateParams: undefined })).msg).toBe('模板参数(reason)缺失')
    expect(await send({ ...ok, templateCode: 'nope' })).toMatchObject({
      code: 1_002_026_000,
      msg: '站内信模板不存在',
    })
    expect(
      await send({ ...ok, templateCode: 'refund_reminder', templateParams: { orderNo: 'T1' } }),
    ).toEqual({
      code: 1_002_026_003,
      data: null,
      msg: '站内信模板【退票处理提醒】已关闭，无法发送',
    })
    expect(await send({ ...ok, userId: 99_999 })).toMatchObject({
      code: 1_002_003_004,
      msg: '用户不存在',
    })
    expect((await send({ ...ok, userId: undefined })).msg).toBe('请求参数不正确:接收人不能为空')
    expect((await unread(staff.token)).data.some((m) => m.templateCode === 'closing_notice')).toBe(
      false,
    )
    expect((await send(ok)).code).toBe(0)
  })

  it('needs the system:notify-template permissions, send-notify its own', async () => {
    expect(await page({}, staff.token)).toEqual(FORBIDDEN)
    expect(await get(1, staff.token)).toEqual(FORBIDDEN)
    expect(await create(body(), staff.token)).toEqual(FORBIDDEN)
    expect(await update({ ...body(), id: 1 }, staff.token)).toEqual(FORBIDDEN)
    expect(await remove(1, staff.token)).toEqual(FORBIDDEN)
    expect(
      await send(
        { userId: STAFF_ID, userType: 2, templateCode: 'closing_notice', templateParams: {} },
        staff.token,
      ),
    ).toEqual(FORBIDDEN)
  })
})
