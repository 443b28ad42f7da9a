import { describe, expect, it } from 'vitest'
import { signNotifyBody, payNotifySecret } from '../../host-sandbox/api/src/pay/notify-signature'
import { onPayOrderClosed } from '../../host-sandbox/api/src/pay/pay-merchant-hooks'
import type { PayNotifyDetail, PayNotifyItem } from '../../src/shared/wire/pay-notify'
import type { PayOrderDetail, PayOrderItem } from '../../src/shared/wire/pay-order'
import type { PayRefundItem } from '../../src/shared/wire/pay-refund'
import {
  confirmOnPage,
  createTestApp,
  createTestOrder,
  readDb,
  submit,
  sweep,
  useStubMerchant,
} from './pay-test-support'
import { useLogin, useSandbox } from './support/fixture'
import { ADMIN, call, sandboxCall, type Page } from './support/http'

// Short expiries: moving the clock by hours would end the staff session too.
const MINUTE = 60_000

describe('pay orders: submit, the mock channel, paid once', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const merchant = useStubMerchant()

  const getOrder = async (id: number) =>
    (await call<PayOrderItem>(sandbox, '/pay/order/get', { token: admin.token, query: { id } }))
      .data
  const refundsOf = async (merchantOrderId: string) =>
    (
      await call<Page<PayRefundItem>>(sandbox, '/pay/refund/page', {
        token: admin.token,
        query: { merchantOrderId, pageSize: 100 },
      })
    ).data.list
  const extensionsOf = (orderId: number) =>
    readDb(sandbox, (db) =>
      db
        .prepare('SELECT no, status FROM pay_order_extension WHERE order_id = ? ORDER BY id')
        .all(orderId),
    ) as Array<{ no: string; status: number }>

  it('makes a new extension per submit and answers a QR code of the mock pay page', async () => {
    const appId = await createTestApp(sandbox, admin.token, merchant)
    const order = await createTestOrder(sandbox, appId)
    const first = await submit(sandbox, admin.token, { id: order.id })
    const second = await submit(sandbox, admin.token, { id: order.id })
    expect(first.msg).toBe('')
    expect(first.data.status).toBe(0)
    expect(first.data.displayMode).toBe('qr_code')
    expect(first.data.displayContent).toMatch(
      new RegExp(`^${sandbox.origin}/sandbox/mock-pay/P\\d{14}[0-9a-f]{16}$`),
    )
    expect(second.data.displayContent).not.toBe(first.data.displayContent)
    expect(extensionsOf(order.id)).toHaveLength(2)

    const page = await fetch(first.data.displayContent)
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(html).toContain('模拟支付')
    expect(html).toContain('确认支付')
    expect(html).toContain('取消')
    expect(html).toContain('¥19.99')
    expect(html).not.toContain('<script')
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    // An unknown number shows nothing about any order.
    const unknown = await fetch(
      `${sandbox.origin}/sandbox/mock-pay/P20260101000000abcdefabcdefabcd`,
    )
    expect(unknown.status).toBe(404)
  })

  it('确认支付 pays the order and notifies the merchant, signed, before answering', async () => {
    const appId = await createTestApp(sandbox, admin.token, merchant, 0.6)
    const order = await createTestOrder(sandbox, appId, { price: 1999 })
    const { data } = await submit(sandbox, admin.token, { id: order.id })
    const before = merchant.received.length
    // A form posted from another site is refused: the page's own buttons only.
    const forged = await confirmOnPage(data.displayContent, { origin: 'http://evil.example' })
    expect(forged.status).toBe(403)
    expect((await getOrder(order.id)).status).toBe(0)

    const confirmed = await confirmOnPage(data.displayContent)
    expect(confirmed.html).toContain('支付成功')
    const paid = await getOrder(order.id)
    expect(paid.status).toBe(10)
    expect(paid.channelCode).toBe('mock')
    expect(paid.successTime).not.toBeNull()
    expect(paid.no).toBe(data.displayContent.split('/').at(-1))
    // round-half-up(1999 x 0.6 / 100) = round(11.994) = 12
    expect(paid.channelFeePrice).toBe(12)
    expect(paid.channelFeeRate).toBe(0.6)

    const notes = merchant.received.slice(before)
    expect(notes).toHaveLength(1)
    expect(notes[0].path).toBe('/paid')
    expect(JSON.parse(notes[0].body)).toEqual({
      merchantOrderId: order.merchantOrderId,
      payOrderId: order.id,
    })
    const secret = readDb(sandbox, (db) => payNotifySecret(db))
    expect(secret).toMatch(/^[0-9a-f]{64}$/)
    expect(notes[0].headers['x-pay-sign']).toBe(signNotifyBody(secret, notes[0].body))

    // The same button again: nothing more is taken, nothing more is sent.
    const again = await confirmOnPage(data.displayContent)
    expect(again.html).toContain('已支付')
    expect(merchant.received.length - before).toBe(1)
    expect(await refundsOf(order.merchantOrderId)).toEqual([])

    const detail = await call<PayOrderDetail>(sandbox, '/pay/order/get-detail', {
      token: admin.token,
      query: { id: order.id },
    })
    expect(detail.data.extension?.no).toBe(paid.no)
    expect(detail.data.extension?.channelNotifyData).toContain('mock')
  })

  it('channelExtras.auto pays at once: the answer is 10 and the merchant already knows', async () => {
    const appId = await createTestApp(sandbox, admin.token, merchant)
    const order = await createTestOrder(sandbox, appId)
    const before = merchant.received.length
    const answer = await submit(sandbox, admin.token, {
      id: order.id,
      channelExtras: { auto: true },
    })
    expect(answer.data.status).toBe(10)
    expect(merchant.received.length - before).toBe(1)
  })

  it('refuses each submit that cannot pay, with its text', async () => {
    const appId = await createTestApp(sandbox, admin.token, merchant)
    const msg = async (json: Parameters<typeof submit>[2]) =>
      (await submit(sandbox, admin.token, json)).msg

    expect(await msg({ id: 999_999 })).toBe('支付订单不存在')

    const paid = await createTestOrder(sandbox, appId)
    await submit(sandbox, admin.token, { id: paid.id, channelExtras: { auto: true } })
    expect(await msg({ id: paid.id })).toBe('支付订单已支付，请勿重复支付')

    const expired = await createTestOrder(sandbox, appId, {
      expireTime: sandbox.clock.now() + MINUTE,
    })
    sandbox.clock.advance(MINUTE + 1000)
    expect(await msg({ id: expired.id })).toBe('支付订单已经过期')
    await sweep(sandbox)
    expect(await msg({ id: expired.id })).toBe('支付订单不处于待支付状态')

    const waiting = await createTestOrder(sandbox, appId)
    expect(await msg({ id: waiting.id, channelCode: 'alipay_qr' })).toBe(
      '支付渠道的配置不存在或已禁用',
    )
    const alipay = await call(sandbox, '/pay/channel/create', {
      method: 'POST',
      token: admin.token,
      json: {
        appId,
        code: 'alipay_qr',
        status: 0,
        feeRate: 0.6,
        config: JSON.stringify({
          serverUrl: 'https://openapi.alipay.com/gateway.do',
          appId: '2021000000000000',
          signType: 'RSA2',
          mode: 1,
          privateKey: 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC',
          alipayPublicKey: 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8A',
        }),
      },
    })
    expect(alipay.msg).toBe('')
    expect(await msg({ id: waiting.id, channelCode: 'alipay_qr' })).toBe(
      '沙箱环境无法连接该支付渠道，请使用模拟支付',
    )
    const mock = await call<{ id: number }>(sandbox, '/pay/channel/get', {
      token: admin.token,
      query: { appId, code: 'mock' },
    })
    await call(sandbox, '/pay/channel/update', {
      method: 'PUT',
      token: admin.token,
      json: { id: mock.data.id, status: 1, feeRate: 0, config: '{}' },
    })
    expect(await msg({ id: waiting.id })).toBe('支付渠道的配置不存在或已禁用')
    await call(sandbox, '/pay/app/update-status', {
      method: 'PUT',
      token: admin.token,
      json: { id: appId, status: 1 },
    })
    expect(await msg({ id: waiting.id })).toBe('支付应用已禁用')
    // Nothing refused made an extension.
    expect(extensionsOf(waiting.id)).toEqual([])
  })

  it('two parallel auto submits: the order is paid once, the second payment is refunded', async () => {
    const appId = await createTestApp(sandbox, admin.token, merchant)
    const order = await createTestOrder(sandbox, appId, { price: 5000 })
    const before = merchant.received.length
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        submit(sandbox, admin.token, { id: order.id, channelExtras: { auto: true } }),
      ),
    )
    const paidAnswers = answers.filter((a) => a.code === 0)
    // Each submit either paid, found it paid (refused) or paid again (refunded): never twice paid.
    expect(paidAnswers.length).toBeGreaterThanOrEqual(1)
    for (const a of answers) if (a.code !== 0) expect(a.msg).toBe('支付订单已支付，请勿重复支付')
    const paid = await getOrder(order.id)
    expect(paid.status).toBe(10)
    expect(paid.refundPrice).toBe(0)
    const duplicates = await refundsOf(order.merchantOrderId)
    expect(duplicates).toHaveLength(paidAnswers.length - 1)
    for (const r of duplicates) {
      expect(r.reason).toBe('重复支付，自动退款')
      expect(r.status).toBe(10)
      expect(r.refundPrice).toBe(5000)
    }
    // The merchant heard of one payment, and of no refund.
    const notes = merchant.received.slice(before)
    expect(notes.map((n) => n.path)).toEqual(['/paid'])
  })

  it('a member who pays on two channels (two pages) gets the second payment back', async () => {
    const appId = await createTestApp(sandbox, admin.token, merchant)
    const order = await createTestOrder(sandbox, appId, { price: 3000 })
    const a = (await submit(sandbox, admin.token, { id: order.id })).data.displayContent
    const b = (await submit(sandbox, admin.token, { id: order.id })).data.displayContent
    const before = merchant.received.length
    // Both phones press 确认支付 at once, several times each.
    const pages = await Promise.all([a, b, a, b, a, b].map((url) => confirmOnPage(url)))
    expect(pages.every((p) => p.status === 200)).toBe(true)
    const paid = await getOrder(order.id)
    expect(paid.status).toBe(10)
    expect(paid.refundPrice).toBe(0)
    const duplicates = await refundsOf(order.merchantOrderId)
    expect(duplicates).toHaveLength(1)
    expect(duplicates[0]).toMatchObject({
      reason: '重复支付，自动退款',
      status: 10,
      refundPrice: 3000,
      payPrice: 3000,
    })
    expect(duplicates[0].orderNo).not.toBe(paid.no)
    expect(extensionsOf(order.id).map((e) => e.status)).toEqual([10, 10])
    expect(merchant.received.slice(before).map((n) => n.path)).toEqual(['/paid'])
  })

  it('a price change closes the open submits: paying an old one is refunded, the order waits', async () => {
    const appId = await createTestApp(sandbox, admin.token, merchant)
    const order = await createTestOrder(sandbox, appId, { price: 2000 })
    const old = (await submit(sandbox, admin.token, { id: order.id })).data.displayContent
    const changed = await sandboxCall(sandbox, '/sandbox/pay/order/update-price', {
      method: 'POST',
      json: { id: order.id, price: 1500 },
    })
    expect(changed.msg).toBe('')
    expect(extensionsOf(order.id).map((e) => e.status)).toEqual([30])
    const page = await fetch(old)
    expect(await page.text()).toContain('该支付已失效')
    const confirmed = await confirmOnPage(old)
    expect(confirmed.html).toContain('自动退回')
    const waiting = await getOrder(order.id)
    expect(waiting.status).toBe(0)
    expect(waiting.price).toBe(1500)
    const duplicates = await refundsOf(order.merchantOrderId)
    expect(duplicates).toHaveLength(1)
    expect(duplicates[0]).toMatchObject({ refundPrice: 2000, reason: '重复支付，自动退款' })
    // The new price is still payable.
    const paid = await submit(sandbox, admin.token, { id: order.id, channelExtras: { auto: true } })
    expect(paid.data.status).toBe(10)
  })

  it('expiry closes a waiting order (30); a payment arriving afterwards is refunded', async () => {
    const appId = await createTestApp(sandbox, admin.token, merchant)
    const order = await createTestOrder(sandbox, appId, {
      expireTime: sandbox.clock.now() + MINUTE,
    })
    const late = (await submit(sandbox, admin.token, { id: order.id })).data.displayContent
    const untouched = await createTestOrder(sandbox, appId)
    sandbox.clock.advance(MINUTE + 1000)
    // Past its expiry the page no longer offers 确认支付, even before the sweep closes the order.
    const expiredPage = await (await fetch(late)).text()
    expect(expiredPage).toContain('支付订单已经过期')
    expect(expiredPage).not.toContain('确认支付')
    const swept = await sweep(sandbox)
    expect(swept.data.closed).toBeGreaterThanOrEqual(1)
    expect((await getOrder(order.id)).status).toBe(30)
    expect((await getOrder(untouched.id)).status).toBe(0)
    const before = merchant.received.length
    await confirmOnPage(late)
    expect((await getOrder(order.id)).status).toBe(30)
    const duplicates = await refundsOf(order.merchantOrderId)
    expect(duplicates.map((r) => r.reason)).toEqual(['重复支付，自动退款'])
    expect(merchant.received.length).toBe(before)
  })

  it('a payment and the expiry sweep racing: exactly one of them wins', async () => {
    const appId = await createTestApp(sandbox, admin.token, merchant)
    const orders = await Promise.all(
      Array.from({ length: 6 }, () =>
        createTestOrder(sandbox, appId, { expireTime: sandbox.clock.now() + MINUTE }),
      ),
    )
    const pages = await Promise.all(
      orders.map(
        async (o) => (await submit(sandbox, admin.token, { id: o.id })).data.displayContent,
      ),
    )
    sandbox.clock.advance(MINUTE + 1000)
    await Promise.all([...pages.map((url) => confirmOnPage(url)), sweep(sandbox)])
    for (const o of orders) {
      const status = (await getOrder(o.id)).status
      const refunds = await refundsOf(o.merchantOrderId)
      // Paid and kept, or closed and the money given back: never both, never neither.
      if (status === 10) expect(refunds).toEqual([])
      else {
        expect(status).toBe(30)
        expect(refunds).toHaveLength(1)
      }
    }
  })

  it('expiry tells the merchant inside the closing transaction; a failing merchant keeps it open', async () => {
    const appId = await createTestApp(sandbox, admin.token, merchant)
    const order = await createTestOrder(sandbox, appId, {
      expireTime: sandbox.clock.now() + MINUTE,
    })
    const seen: Array<{ merchantOrderId: string; inTransaction: boolean; status: number }> = []
    let fail = true
    onPayOrderClosed(appId, (db, merchantOrderId) => {
      const row = db
        .prepare('SELECT status FROM pay_order WHERE app_id = ? AND merchant_order_id = ?')
        .get(appId, merchantOrderId) as { status: number }
      seen.push({ merchantOrderId, inTransaction: db.inTransaction, status: row.status })
      if (fail) throw new Error('商户处理失败')
    })
    sandbox.clock.advance(MINUTE + 1000)
    await sweep(sandbox)
    // The merchant could not cancel its order: the pay order stays waiting, tried again later.
    expect((await getOrder(order.id)).status).toBe(0)
    fail = false
    await sweep(sandbox)
    expect((await getOrder(order.id)).status).toBe(30)
    expect(seen.at(-1)).toEqual({
      merchantOrderId: order.merchantOrderId,
      inTransaction: true,
      status: 30,
    })
    const calls = seen.length
    await sweep(sandbox)
    expect(seen).toHaveLength(calls)
  })

  it('sends {sandbox-origin} URLs to the sandbox itself, at its listening address', async () => {
    const appId = await createTestApp(sandbox, admin.token, merchant)
    const updated = await call(sandbox, '/pay/app/update', {
      method: 'PUT',
      token: admin.token,
      json: {
        id: appId,
        name: '自己的商户',
        status: 0,
        orderNotifyUrl: '{sandbox-origin}/admin-api/pay/order/page',
        refundNotifyUrl: '{sandbox-origin}/admin-api/pay/refund/page',
      },
    })
    expect(updated.msg).toBe('')
    const order = await createTestOrder(sandbox, appId)
    await submit(sandbox, admin.token, { id: order.id, channelExtras: { auto: true } })
    const task = (
      await call<Page<PayNotifyItem>>(sandbox, '/pay/notify/page', {
        token: admin.token,
        query: { merchantOrderId: order.merchantOrderId },
      })
    ).data.list[0]
    expect(task.notifyUrl).toBe('{sandbox-origin}/admin-api/pay/order/page')
    const detail = await call<PayNotifyDetail>(sandbox, '/pay/notify/get-detail', {
      token: admin.token,
      query: { id: task.id },
    })
    // The sandbox itself answered, under its API prefix (there is no POST there): reached, refused.
    expect(detail.data.status).toBe(21)
    expect(JSON.parse(detail.data.logs[0].response ?? '{}')).toMatchObject({
      code: 404,
      msg: '请求地址不存在:/prod-api/admin-api/pay/order/page',
    })
  })
})
