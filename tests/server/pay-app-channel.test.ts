import { describe, expect, it } from 'vitest'
import type { PayAppItem } from '../../src/shared/wire/pay-app'
import type { PayChannelItem } from '../../src/shared/wire/pay-channel'
import { hashPassword } from '../../host-sandbox/api/src/auth/password'
import { createTestApp, createTestOrder, readDb, submit, useStubMerchant } from './pay-test-support'
import { useLogin, useSandbox } from './support/fixture'
import { FORBIDDEN } from './support/guards'
import { ADMIN, STAFF, call, login, type Page } from './support/http'

const WECHAT_V3 = {
  appId: 'wx1234567890abcdef',
  mchId: '1600000001',
  apiVersion: 'v3',
  apiV3Key: 'abcdefghijklmnopqrstuvwxyz123456',
  privateKeyContent: '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADAN\n-----END PRIVATE KEY-----',
  privateCertContent: '-----BEGIN CERTIFICATE-----\nMIID8zCCAtug\n-----END CERTIFICATE-----',
}

describe('pay apps and channels: /pay/app/*, /pay/channel/*', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)
  const merchant = useStubMerchant()
  const post = <T = unknown>(path: string, json: unknown, token = admin.token) =>
    call<T>(sandbox, path, { method: 'POST', token, json })
  const put = <T = unknown>(path: string, json: unknown, token = admin.token) =>
    call<T>(sandbox, path, { method: 'PUT', token, json })
  const appBody = (overrides: Record<string, unknown> = {}) => ({
    name: '自助售票机',
    status: 0,
    remark: '',
    orderNotifyUrl: 'https://merchant.example/pay/notify',
    refundNotifyUrl: 'https://merchant.example/refund/notify',
    ...overrides,
  })

  it('seeds 商城 and 活动报名 with the mock channel, notifying the sandbox itself', async () => {
    const list = await call<PayAppItem[]>(sandbox, '/pay/app/list', { token: staff.token })
    expect(list.code).toBe(0)
    expect(list.data.slice(0, 2)).toMatchObject([
      {
        id: 1,
        name: '商城',
        status: 0,
        channelCodes: ['mock'],
        orderNotifyUrl: '{sandbox-origin}/admin-api/trade/order/update-paid',
        refundNotifyUrl: '{sandbox-origin}/admin-api/trade/after-sale/update-refunded',
      },
      {
        id: 2,
        name: '活动报名',
        channelCodes: ['mock'],
        orderNotifyUrl: '{sandbox-origin}/admin-api/museum/activity-sign/update-paid',
      },
    ])
    const mock = await call<PayChannelItem>(sandbox, '/pay/channel/get', {
      token: admin.token,
      query: { appId: 1, code: 'mock' },
    })
    expect(mock.data).toMatchObject({ status: 0, feeRate: 0, config: '{}' })
  })

  it('creates, pages, updates and switches an app; notify URLs must be URLs', async () => {
    expect((await post('/pay/app/create', appBody({ orderNotifyUrl: 'not a url' }))).msg).toBe(
      '请求参数不正确:支付结果的回调地址必须为 URL 格式',
    )
    expect(
      (await post('/pay/app/create', appBody({ refundNotifyUrl: 'ftp://x.example/' }))).msg,
    ).toBe('请求参数不正确:退款结果的回调地址必须为 URL 格式')
    expect((await post('/pay/app/create', appBody({ name: '' }))).msg).toBe(
      '请求参数不正确:应用名不能为空',
    )
    const created = await post<number>('/pay/app/create', appBody())
    expect(created.code).toBe(0)
    const page = await call<Page<PayAppItem>>(sandbox, '/pay/app/page', {
      token: admin.token,
      query: { name: '售票' },
    })
    expect(page.data.list.map((a) => a.id)).toEqual([created.data])
    expect(page.data.list[0].channelCodes).toEqual([])
    expect(
      (await put('/pay/app/update', { id: created.data, ...appBody({ name: '售票机' }) })).code,
    ).toBe(0)
    expect((await put('/pay/app/update-status', { id: created.data, status: 1 })).code).toBe(0)
    const got = await call<PayAppItem>(sandbox, '/pay/app/get', {
      token: admin.token,
      query: { id: created.data },
    })
    expect(got.data).toMatchObject({ name: '售票机', status: 1 })
    expect((await put('/pay/app/update', { id: 99_999, ...appBody() })).msg).toBe('支付应用不存在')
    const removed = await call(sandbox, '/pay/app/delete', {
      method: 'DELETE',
      token: admin.token,
      query: { id: created.data },
    })
    expect(removed.code).toBe(0)
  })

  it('refuses to delete an app that has pay orders', async () => {
    const appId = await createTestApp(sandbox, admin.token, merchant)
    await createTestOrder(sandbox, appId)
    const refused = await call(sandbox, '/pay/app/delete', {
      method: 'DELETE',
      token: admin.token,
      query: { id: appId },
    })
    expect(refused.msg).toBe('支付应用存在支付订单，无法删除')
  })

  it('one channel per app and code; the enabled codes are listed for the cashier', async () => {
    const appId = (await post<number>('/pay/app/create', appBody({ name: '渠道测试' }))).data
    const mock = { appId, code: 'mock', status: 0, feeRate: 0, remark: '', config: '{}' }
    expect((await post('/pay/channel/create', mock)).code).toBe(0)
    expect((await post('/pay/channel/create', mock)).msg).toBe('已存在相同的渠道')
    expect((await post('/pay/channel/create', { ...mock, code: 'paypal' })).msg).toBe(
      '请求参数不正确:渠道编码不正确',
    )
    expect((await post('/pay/channel/create', { ...mock, feeRate: 0.123 })).msg).toBe(
      '请求参数不正确:渠道费率最多保留两位小数',
    )
    expect(
      (
        await post('/pay/channel/create', {
          ...mock,
          code: 'wx_native',
          status: 1,
          config: JSON.stringify(WECHAT_V3),
        })
      ).code,
    ).toBe(0)
    expect(
      (await put('/pay/channel/update', { id: 99_999, status: 0, feeRate: 0, config: '{}' })).msg,
    ).toBe('支付渠道的配置不存在')
    expect(
      (
        await call(sandbox, '/pay/channel/delete', {
          method: 'DELETE',
          token: admin.token,
          query: { id: 99_999 },
        })
      ).msg,
    ).toBe('支付渠道的配置不存在')
    expect((await post('/pay/channel/create', { ...mock, appId: 99_999 })).msg).toBe(
      '支付应用不存在',
    )
    const codes = await call<string[]>(sandbox, '/pay/channel/get-enable-code-list', {
      token: admin.token,
      query: { appId },
    })
    expect(codes.data).toEqual(['mock'])
    const app = await call<PayAppItem>(sandbox, '/pay/app/get', {
      token: admin.token,
      query: { id: appId },
    })
    expect(app.data.channelCodes).toEqual(['mock'])
  })

  it('checks each channel setting with its own message', async () => {
    const appId = (await post<number>('/pay/app/create', appBody({ name: '配置校验' }))).data
    const create = async (code: string, config: Record<string, unknown> | string) =>
      (
        await post('/pay/channel/create', {
          appId,
          code,
          status: 0,
          feeRate: 0.6,
          config: typeof config === 'string' ? config : JSON.stringify(config),
        })
      ).msg
    const without = (config: Record<string, unknown>, field: string) =>
      Object.fromEntries(Object.entries(config).filter(([key]) => key !== field))
    expect(await create('wx_pub', '{oops')).toBe('请求参数不正确:渠道配置必须是 JSON 对象')
    const wechat: Array<[string, string]> = [
      ['appId', '公众号或小程序的 APPID 不能为空'],
      ['mchId', '商户号不能为空'],
      ['apiVersion', 'API 版本不能为空'],
      ['apiV3Key', 'APIv3 密钥不能为空'],
      ['privateKeyContent', 'apiclient_key.pem 证书不能为空'],
      ['privateCertContent', 'apiclient_cert.pem 证书不能为空'],
    ]
    for (const [field, message] of wechat)
      expect(await create('wx_pub', without(WECHAT_V3, field)), field).toBe(
        `请求参数不正确:${message}`,
      )
    expect(await create('wx_pub', { ...WECHAT_V3, apiVersion: 'v4' })).toBe(
      '请求参数不正确:API 版本必须是 v2 或 v3',
    )
    const v2 = {
      appId: 'wx1',
      mchId: '16',
      apiVersion: 'v2',
      mchKey: 'k'.repeat(32),
      keyContent: 'MIIK',
    }
    expect(await create('wx_lite', without(v2, 'mchKey'))).toBe('请求参数不正确:商户密钥不能为空')
    expect(await create('wx_lite', without(v2, 'keyContent'))).toBe(
      '请求参数不正确:apiclient_cert.p12 证书不能为空',
    )
    const alipay1 = {
      serverUrl: 'https://openapi.alipay.com/gateway.do',
      appId: '2021000000000000',
      signType: 'RSA2',
      mode: 1,
      privateKey: 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC',
      alipayPublicKey: 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8A',
    }
    const alipay: Array<[string, string]> = [
      ['serverUrl', '网关地址不能为空'],
      ['appId', '开放平台应用的 APPID 不能为空'],
      ['signType', '签名算法类型不能为空'],
      ['mode', '公钥类型不能为空'],
      ['privateKey', '商户私钥不能为空'],
      ['alipayPublicKey', '支付宝公钥不能为空'],
    ]
    for (const [field, message] of alipay)
      expect(await create('alipay_pc', without(alipay1, field)), field).toBe(
        `请求参数不正确:${message}`,
      )
    const alipay2 = {
      ...without(alipay1, 'alipayPublicKey'),
      mode: 2,
      appCertContent: 'app-cert',
      alipayPublicCertContent: 'alipay-cert',
      rootCertContent: 'root-cert',
    }
    for (const [field, message] of [
      ['appCertContent', '商户公钥应用证书不能为空'],
      ['alipayPublicCertContent', '支付宝公钥证书不能为空'],
      ['rootCertContent', '根证书不能为空'],
    ])
      expect(await create('alipay_wap', without(alipay2, field)), field).toBe(
        `请求参数不正确:${message}`,
      )
    expect(await create('alipay_qr', { ...alipay1, serverUrl: 'gateway' })).toBe(
      '请求参数不正确:网关地址必须为 URL 格式',
    )
    expect(await create('alipay_bar', { ...alipay1, signType: 'RSA' })).toBe(
      '请求参数不正确:签名算法类型必须是 RSA2',
    )
    expect(await create('alipay_app', alipay2)).toBe('')
    // A 2 MB .p12 certificate, base64-encoded in the settings, is taken whole.
    const bigCertificate = Buffer.alloc(2 * 1024 * 1024, 7).toString('base64')
    expect(await create('wx_app', { ...v2, keyContent: bigCertificate })).toBe('')
  })

  it('answers secrets masked; sending the mask back keeps the stored secret', async () => {
    const appId = (await post<number>('/pay/app/create', appBody({ name: '密钥测试' }))).data
    await post('/pay/channel/create', {
      appId,
      code: 'wx_native',
      status: 0,
      feeRate: 0.6,
      config: JSON.stringify(WECHAT_V3),
    })
    const read = async () =>
      (
        await call<PayChannelItem>(sandbox, '/pay/channel/get', {
          token: admin.token,
          query: { appId, code: 'wx_native' },
        })
      ).data
    const shown = await read()
    const config = JSON.parse(shown.config) as Record<string, string>
    expect(config.apiV3Key).toBe('****3456')
    expect(config.privateKeyContent).toBe('****----')
    expect(shown.config).not.toContain('abcdefghijklmnop')
    expect(shown.config).not.toContain('MIIEvQIBADAN')
    // Public parts stay readable.
    expect(config.mchId).toBe('1600000001')
    expect(config.privateCertContent).toBe(WECHAT_V3.privateCertContent)

    // The dialog sends back what it was shown, with one field changed.
    expect(
      (
        await put('/pay/channel/update', {
          id: shown.id,
          status: 0,
          feeRate: 0.38,
          config: JSON.stringify({ ...config, mchId: '1600000002' }),
        })
      ).code,
    ).toBe(0)
    const stored = readDb(sandbox, (db) =>
      JSON.parse(
        (
          db.prepare('SELECT config FROM pay_channel WHERE id = ?').get(shown.id) as {
            config: string
          }
        ).config,
      ),
    ) as Record<string, string>
    expect(stored.apiV3Key).toBe(WECHAT_V3.apiV3Key)
    expect(stored.privateKeyContent).toBe(WECHAT_V3.privateKeyContent)
    expect(stored.mchId).toBe('1600000002')
    expect((await read()).feeRate).toBe(0.38)

    // A new secret replaces the old one.
    await put('/pay/channel/update', {
      id: shown.id,
      status: 0,
      feeRate: 0.38,
      config: JSON.stringify({ ...config, apiV3Key: 'ZYXWVUTSRQPONMLKJIHGFEDCBA654321' }),
    })
    expect(JSON.parse((await read()).config).apiV3Key).toBe('****4321')
  })

  it('refuses every pay call to a user without its permission (staff)', async () => {
    const gets = [
      '/pay/app/page',
      '/pay/app/get?id=1',
      '/pay/channel/get?appId=1&code=mock',
      '/pay/channel/get-enable-code-list?appId=1',
      '/pay/order/page',
      '/pay/order/get?id=1',
      '/pay/order/get-detail?id=1',
      '/pay/order/export-excel',
      '/pay/refund/page',
      '/pay/refund/get?id=1',
      '/pay/refund/export-excel',
      '/pay/notify/page',
      '/pay/notify/get-detail?id=1',
    ]
    for (const path of gets) {
      const [p, q] = path.split('?')
      const query = Object.fromEntries(new URLSearchParams(q ?? ''))
      expect(await call(sandbox, p, { token: staff.token, query }), path).toEqual(FORBIDDEN)
    }
    const changes: Array<[string, 'POST' | 'PUT' | 'DELETE']> = [
      ['/pay/app/create', 'POST'],
      ['/pay/app/update', 'PUT'],
      ['/pay/app/update-status', 'PUT'],
      ['/pay/app/delete', 'DELETE'],
      ['/pay/channel/create', 'POST'],
      ['/pay/channel/update', 'PUT'],
      ['/pay/channel/delete', 'DELETE'],
      ['/pay/order/submit', 'POST'],
    ]
    for (const [path, method] of changes)
      expect(await call(sandbox, path, { method, token: staff.token, json: {} }), path).toEqual(
        FORBIDDEN,
      )
  })

  it('a cashier with only pay:order:submit can take a payment and do nothing else', async () => {
    const password = await hashPassword('cashier123')
    readDb(sandbox, (db) => {
      const now = Date.now()
      const roleId = Number(
        db
          .prepare(
            `INSERT INTO system_role (name, code, sort, type, status, create_time)
             VALUES ('收银员', 'pay_cashier', 9, 2, 0, ?)`,
          )
          .run(now).lastInsertRowid,
      )
      db.prepare(
        `INSERT INTO system_role_menu (role_id, menu_id)
         SELECT ?, id FROM system_menu WHERE permission = 'pay:order:submit'`,
      ).run(roleId)
      const userId = Number(
        db
          .prepare(
            `INSERT INTO system_users (username, password, nickname, dept_id, status, create_time,
               update_time) VALUES ('cashier1', ?, '收银员', 3, 0, ?, ?)`,
          )
          .run(password, now, now).lastInsertRowid,
      )
      db.prepare('INSERT INTO system_user_role (user_id, role_id) VALUES (?, ?)').run(
        userId,
        roleId,
      )
    })
    const cashier = (await login(sandbox, 'cashier1', 'cashier123')).accessToken
    const appId = await createTestApp(sandbox, admin.token, merchant)
    const order = await createTestOrder(sandbox, appId)
    const got = await call<{ status: number }>(sandbox, '/pay/order/get', {
      token: cashier,
      query: { id: order.id },
    })
    expect(got.data.status).toBe(0)
    const codes = await call<string[]>(sandbox, '/pay/channel/get-enable-code-list', {
      token: cashier,
      query: { appId },
    })
    expect(codes.data).toEqual(['mock'])
    expect((await submit(sandbox, cashier, { id: order.id })).data.displayMode).toBe('qr_code')
    for (const path of [
      '/pay/order/page',
      '/pay/order/get-detail',
      '/pay/app/page',
      '/pay/refund/page',
    ])
      expect(await call(sandbox, path, { token: cashier, query: { id: order.id } }), path).toEqual(
        FORBIDDEN,
      )
  })
})
