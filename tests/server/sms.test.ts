import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SmsChannelItem, SmsLogItem, SmsTemplateItem } from '../../src/shared/wire/system-sms'
import { useLogin, useSandbox } from './support/fixture'
import { ADMIN, call, rawCall, sandboxCall, STAFF, type Page } from './support/http'
import {
  aliyunReceipt,
  startAliyunSmsStandIn,
  type AliyunSmsStandIn,
} from './support/stand-ins/aliyun-sms'
import {
  startTencentSmsStandIn,
  tencentReceipt,
  type TencentSmsStandIn,
} from './support/stand-ins/tencent-sms'

const ALIYUN = { accessKeyId: 'LTAI-test-key', accessKeySecret: 'aliyun-secret-0001' }
const TENCENT = {
  secretId: 'AKID-test-id',
  secretKey: 'tencent-secret-0001',
  sdkAppId: '1400006666',
}
const MOBILE = '13912345678'

describe('短信管理', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)
  let aliyun: AliyunSmsStandIn
  let tencent: TencentSmsStandIn

  beforeAll(async () => {
    aliyun = await startAliyunSmsStandIn({
      ...ALIYUN,
      templates: {
        SMS_100: { status: 1 },
        SMS_CHECKING: { status: 0 },
        SMS_REJECTED: { status: 2, reason: '签名与内容不符' },
      },
    })
    tencent = await startTencentSmsStandIn({
      ...TENCENT,
      templates: {
        '2001': { status: 0 },
        '2002': { status: 1 },
        '2003': { status: -1, reason: '变量格式不规范' },
      },
    })
    process.env.SANDBOX_SMS_ALIYUN_ENDPOINT = aliyun.origin
    process.env.SANDBOX_SMS_TENCENT_ENDPOINT = tencent.origin
  })
  afterAll(async () => {
    delete process.env.SANDBOX_SMS_ALIYUN_ENDPOINT
    delete process.env.SANDBOX_SMS_TENCENT_ENDPOINT
    await aliyun.stop()
    await tencent.stop()
  })

  const api = <T = unknown>(path: string, options: Parameters<typeof call>[2] = {}) =>
    call<T>(sandbox, path, { token: admin.token, ...options })
  const createChannel = async (body: Record<string, unknown>) => {
    const result = await api<number>('/system/sms-channel/create', { method: 'POST', json: body })
    expect(result).toMatchObject({ code: 0 })
    return result.data
  }
  const createTemplate = async (body: Record<string, unknown>) =>
    api<number>('/system/sms-template/create', {
      method: 'POST',
      json: { type: 2, status: 0, name: '测试模板', remark: '', ...body },
    })
  const sendTest = (
    templateCode: string,
    templateParams: Record<string, unknown>,
    mobile = MOBILE,
  ) =>
    api<number>('/system/sms-template/send-sms', {
      method: 'POST',
      json: { mobile, templateCode, templateParams },
    })
  const logs = async (query: Record<string, unknown> = {}) =>
    (await api<Page<SmsLogItem>>('/system/sms-log/page', { query: { pageSize: 100, ...query } }))
      .data.list
  /** Waits until the log row has left 初始化 (the provider answers after the request). */
  const settled = async (id: number): Promise<SmsLogItem> => {
    for (;;) {
      const row = (await logs()).find((item) => item.id === id)
      if (row && row.sendStatus !== 0) return row
      await new Promise((resolve) => setImmediate(resolve))
    }
  }

  let aliyunChannel = 0
  let tencentChannel = 0

  it('sends through Aliyun with a signature the provider accepts, and its receipt lands in the log', async () => {
    aliyunChannel = await createChannel({
      signature: '纪念馆',
      code: 'ALIYUN',
      status: 0,
      apiKey: ALIYUN.accessKeyId,
      apiSecret: ALIYUN.accessKeySecret,
    })
    expect(
      await createTemplate({
        code: 'aliyun-notice',
        content: '尊敬的{name}，您预约的{date}参观已确认。',
        apiTemplateId: 'SMS_100',
        channelId: aliyunChannel,
      }),
    ).toMatchObject({ code: 0 })
    const sent = await sendTest('aliyun-notice', { name: '张三', date: '5月1日' })
    expect(sent.code).toBe(0)
    const row = await settled(sent.data)
    expect(row).toMatchObject({
      sendStatus: 10,
      apiSendCode: 'OK',
      channelCode: 'ALIYUN',
      templateContent: '尊敬的张三，您预约的5月1日参观已确认。',
      templateParams: { name: '张三', date: '5月1日' },
      mobile: '139****5678',
      receiveStatus: 0,
    })
    const message = aliyun.sent.at(-1)
    expect(message).toMatchObject({
      phoneNumbers: MOBILE,
      signName: '纪念馆',
      templateCode: 'SMS_100',
      templateParam: { name: '张三', date: '5月1日' },
      outId: String(sent.data),
    })
    expect(row.apiSerialNo).toBe(message?.bizId)

    // A receipt for another log id with this BizId is ignored; the right one is recorded.
    const forged = aliyunReceipt({ ...message!, outId: '999999' }, false)
    expect(
      await (
        await rawCall(sandbox.apiUrl, '/system/sms/callback/aliyun', {
          method: 'POST',
          json: forged,
        })
      ).json(),
    ).toEqual({ code: 0, msg: '成功' })
    expect((await settled(sent.data)).receiveStatus).toBe(0)
    await rawCall(sandbox.apiUrl, '/system/sms/callback/aliyun', {
      method: 'POST',
      json: aliyunReceipt(message!, true),
    })
    expect(await settled(sent.data)).toMatchObject({
      receiveStatus: 10,
      apiReceiveCode: 'DELIVERED',
      apiReceiveMsg: '用户接收成功',
    })
  })

  it('sends through Tencent (positional parameters), and a failed receipt is recorded as 接收失败', async () => {
    tencentChannel = await createChannel({
      signature: '纪念馆',
      code: 'TENCENT',
      status: 0,
      apiKey: `${TENCENT.secretId} ${TENCENT.sdkAppId}`,
      apiSecret: TENCENT.secretKey,
    })
    expect(
      await createTemplate({
        code: 'tencent-notice',
        content: '{name}您好，验证码{code}。',
        apiTemplateId: '2001',
        channelId: tencentChannel,
      }),
    ).toMatchObject({ code: 0 })
    const sent = await sendTest('tencent-notice', { code: '8888', name: '李四' })
    const row = await settled(sent.data)
    expect(row).toMatchObject({ sendStatus: 10, apiSendCode: 'Ok', channelCode: 'TENCENT' })
    const message = tencent.sent.at(-1)!
    expect(message).toMatchObject({
      phoneNumber: `+86${MOBILE}`,
      templateId: '2001',
      params: ['李四', '8888'],
      sessionContext: String(sent.data),
    })
    const answer = await rawCall(sandbox.apiUrl, '/system/sms/callback/tencent', {
      method: 'POST',
      json: tencentReceipt(message, false),
    })
    expect(await answer.json()).toEqual({ result: 0, errmsg: 'OK' })
    expect(await settled(sent.data)).toMatchObject({
      receiveStatus: 20,
      apiReceiveCode: 'MK:0005',
      apiReceiveMsg: '用户短信未送达',
    })
  })

  it('a wrong secret is refused by each provider’s signature check and logged as 发送失败', async () => {
    const refusedBefore = aliyun.refused + tencent.refused
    for (const [id, code] of [
      [aliyunChannel, 'ALIYUN'],
      [tencentChannel, 'TENCENT'],
    ] as const) {
      const channel = (await api<SmsChannelItem>('/system/sms-channel/get', { query: { id } })).data
      expect(
        (
          await api('/system/sms-channel/update', {
            method: 'PUT',
            json: { ...channel, code, apiSecret: 'not-the-right-secret' },
          })
        ).code,
      ).toBe(0)
    }
    const viaAliyun = await settled(
      (await sendTest('aliyun-notice', { name: 'a', date: 'b' })).data,
    )
    const viaTencent = await settled(
      (await sendTest('tencent-notice', { name: 'a', code: '1' })).data,
    )
    expect(viaAliyun).toMatchObject({ sendStatus: 20, apiSendCode: 'SignatureDoesNotMatch' })
    expect(viaTencent).toMatchObject({
      sendStatus: 20,
      apiSendCode: 'AuthFailure.SignatureFailure',
    })
    expect(aliyun.refused + tencent.refused).toBe(refusedBefore + 2)
    // Saving a template asks the provider too: the refusal is named.
    expect(
      await createTemplate({
        code: 'x1',
        content: 'x',
        apiTemplateId: 'SMS_100',
        channelId: aliyunChannel,
      }),
    ).toMatchObject({
      code: 1_002_012_002,
      msg: '短信 API 模板调用失败，原因是：Specified signature is not matched with our calculation.',
    })
  })

  it('masks the secret; the mask sent back keeps it, a new value replaces it', async () => {
    const id = await createChannel({
      signature: '掩码',
      code: 'ALIYUN',
      status: 0,
      apiKey: ALIYUN.accessKeyId,
      apiSecret: ALIYUN.accessKeySecret,
    })
    const got = (await api<SmsChannelItem>('/system/sms-channel/get', { query: { id } })).data
    expect(got.apiSecret).toBe('****0001')
    const page = await api<Page<SmsChannelItem>>('/system/sms-channel/page', {
      query: { signature: '掩码' },
    })
    expect(page.data.list.map((c) => c.apiSecret)).toEqual(['****0001'])
    // Round trip with the mask, and a try to change the code: both kept.
    await api('/system/sms-channel/update', {
      method: 'PUT',
      json: { ...got, code: 'TENCENT', remark: '改了备注' },
    })
    expect(
      await createTemplate({
        code: 'masked-ok',
        content: '掩码{x}',
        apiTemplateId: 'SMS_100',
        channelId: id,
      }),
    ).toMatchObject({ code: 0 })
    const after = (await api<SmsChannelItem>('/system/sms-channel/get', { query: { id } })).data
    expect(after).toMatchObject({ code: 'ALIYUN', remark: '改了备注', apiSecret: '****0001' })
    const sent = await settled((await sendTest('masked-ok', { x: '1' })).data)
    expect(sent.sendStatus).toBe(10)
  })

  it('refuses what 短信模板 and 短信渠道 must refuse, each with its text', async () => {
    const disabled = await createChannel({
      signature: '停用',
      code: 'DEBUG_DING_TALK',
      status: 1,
      apiKey: 'debug',
    })
    const base = { content: '您好{name}', apiTemplateId: 'SMS_100', channelId: aliyunChannel }
    // The Aliyun channel still holds the wrong secret: point these at a fresh, right one.
    const good = await createChannel({
      signature: '纪念馆',
      code: 'ALIYUN',
      status: 0,
      apiKey: ALIYUN.accessKeyId,
      apiSecret: ALIYUN.accessKeySecret,
    })
    const onGood = { ...base, channelId: good }
    expect(await createTemplate({ ...onGood, code: 'admin-sms-login' })).toMatchObject({
      code: 1_002_012_001,
      msg: '已经存在编码为【admin-sms-login】的短信模板',
    })
    expect(
      await createTemplate({ ...base, code: 'on-disabled', channelId: disabled }),
    ).toMatchObject({
      code: 1_002_011_001,
      msg: '短信渠道不处于开启状态，不允许选择',
    })
    expect(
      await createTemplate({ ...onGood, code: 'c1', apiTemplateId: 'SMS_NONE' }),
    ).toMatchObject({
      msg: '短信 API 模版无法使用，原因：模版不存在',
    })
    expect(
      await createTemplate({ ...onGood, code: 'c2', apiTemplateId: 'SMS_CHECKING' }),
    ).toMatchObject({
      msg: '短信 API 模版无法使用，原因：审批中',
    })
    expect(
      await createTemplate({ ...onGood, code: 'c3', apiTemplateId: 'SMS_REJECTED' }),
    ).toMatchObject({
      msg: '短信 API 模版无法使用，原因：审批不通过，签名与内容不符',
    })
    expect(
      await createTemplate({
        ...onGood,
        code: 'c4',
        apiTemplateId: '2003',
        channelId: tencentChannel,
      }),
    ).toMatchObject({ code: 1_002_012_002 })
    expect(await createTemplate({ ...onGood, code: '' })).toMatchObject({
      code: 400,
      msg: '请求参数不正确:模板编码不能为空',
    })
    expect(await sendTest('tencent-notice', { name: '只有名字' })).toMatchObject({
      code: 1_002_013_001,
      msg: '模板参数(code)缺失',
    })
    expect(await sendTest('no-such-template', {})).toMatchObject({
      code: 1_002_013_002,
      msg: '短信模板不存在',
    })
    expect(
      await api('/system/sms-channel/delete', { method: 'DELETE', query: { id: good } }),
    ).toMatchObject({ code: 0 }) // no template was saved on it
    expect(await api('/system/sms-channel/delete', { method: 'DELETE', query: { id: 1 } })).toEqual(
      { code: 1_002_011_002, data: null, msg: '无法删除，该短信渠道还有短信模板' },
    )
  })

  it('a disabled template or channel still logs the message, as 不发送 (30)', async () => {
    const channel = await createChannel({
      signature: '调试',
      code: 'DEBUG_DING_TALK',
      status: 0,
      apiKey: 'debug',
    })
    expect(
      await createTemplate({
        code: 'quiet',
        content: '安静{n}',
        apiTemplateId: 'q',
        channelId: channel,
        status: 1,
      }),
    ).toMatchObject({ code: 0 })
    const logId = (await sendTest('quiet', { n: 1 })).data
    const row = (await logs()).find((item) => item.id === logId)
    expect(row).toMatchObject({ sendStatus: 30, templateContent: '安静1' })

    const loud = await createTemplate({
      code: 'loud',
      content: '响{n}',
      apiTemplateId: 'l',
      channelId: channel,
    })
    expect(loud.code).toBe(0)
    const channelItem = (
      await api<SmsChannelItem>('/system/sms-channel/get', { query: { id: channel } })
    ).data
    await api('/system/sms-channel/update', { method: 'PUT', json: { ...channelItem, status: 1 } })
    const viaDisabled = (await sendTest('loud', { n: 2 })).data
    expect((await logs()).find((item) => item.id === viaDisabled)?.sendStatus).toBe(30)
  })

  it('the login code goes through admin-sms-login and shows in 短信日志; other scenes are refused', async () => {
    const adminMobile = '15612345678'
    const sent = await call(sandbox, '/system/auth/send-sms-code', {
      method: 'POST',
      json: { mobile: adminMobile, scene: 21 },
    })
    expect(sent).toEqual({ code: 0, data: true, msg: '' })
    const { code } = (
      await sandboxCall<{ code: string }>(sandbox, '/sandbox/sms-code', {
        query: { mobile: adminMobile },
      })
    ).data
    let row: SmsLogItem | undefined
    while (!row || row.sendStatus === 0) {
      row = (await logs({ mobile: adminMobile })).find(
        (item) => item.templateCode === 'admin-sms-login',
      )
      if (!row || row.sendStatus === 0) await new Promise((resolve) => setImmediate(resolve))
    }
    expect(row).toMatchObject({
      sendStatus: 10,
      receiveStatus: 10,
      channelCode: 'DEBUG_DING_TALK',
      templateParams: { code },
      userId: 1,
      userType: 2,
      mobile: '156****5678',
    })
    expect(row.templateContent).toContain(code)

    for (const scene of [22, 23, 24]) {
      expect(
        await call(sandbox, '/system/auth/send-sms-code', {
          method: 'POST',
          json: { mobile: adminMobile, scene },
        }),
      ).toMatchObject({ code: 400, msg: '请求参数不正确:发送场景不正确' })
    }
    // An unknown mobile: true, and nothing sent or logged.
    const before = (await logs()).length
    expect(
      await call(sandbox, '/system/auth/send-sms-code', {
        method: 'POST',
        json: { mobile: '13700000000', scene: 21 },
      }),
    ).toEqual({ code: 0, data: true, msg: '' })
    expect(await logs({ mobile: '13700000000' })).toEqual([])
    expect((await logs()).length).toBe(before)
  })

  it('filters the log and exports templates and logs as .xlsx', async () => {
    expect(
      (await logs({ channelId: tencentChannel })).every((row) => row.channelCode === 'TENCENT'),
    ).toBe(true)
    expect((await logs({ sendStatus: 30 })).length).toBe(2)
    for (const path of ['/system/sms-template/export-excel', '/system/sms-log/export-excel']) {
      const response = await rawCall(sandbox.apiUrl, path, { token: admin.token })
      expect(response.headers.get('content-type')).toContain('spreadsheetml')
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000)
    }
    const templates = await api<Page<SmsTemplateItem>>('/system/sms-template/page', {
      query: { code: 'admin-sms' },
    })
    expect(templates.data.list.map((t) => [t.code, t.params])).toEqual([
      ['admin-sms-register', ['code']],
      ['admin-sms-login', ['code']],
    ])
  })

  it('answers 403 without the permissions (staff holds none of 短信管理)', async () => {
    const forbidden = { code: 403, data: null, msg: '没有该操作权限' }
    for (const [method, path] of [
      ['GET', '/system/sms-channel/page'],
      ['GET', '/system/sms-channel/list-all-simple'],
      ['POST', '/system/sms-channel/create'],
      ['GET', '/system/sms-template/page'],
      ['POST', '/system/sms-template/send-sms'],
      ['GET', '/system/sms-template/export-excel'],
      ['GET', '/system/sms-log/page'],
      ['GET', '/system/sms-log/export-excel'],
    ] as const) {
      expect(
        await call(sandbox, path, {
          method,
          token: staff.token,
          json: method === 'POST' ? {} : undefined,
        }),
      ).toEqual(forbidden)
    }
  })
})
