import type { FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import { readXlsxRows } from '../../host-sandbox/api/src/lib/xlsx'
import {
  checkNotifySignature,
  payNotifySecret,
  signNotifyBody,
} from '../../host-sandbox/api/src/pay/notify-signature'
import type { PayNotifyDetail, PayNotifyItem } from '../../src/shared/wire/pay-notify'
import type { PayOrderItem } from '../../src/shared/wire/pay-order'
import type { PayRefundItem } from '../../src/shared/wire/pay-refund'
import {
  ANSWER_OK,
  createTestApp,
  createTestOrder,
  readDb,
  refund,
  submit,
  sweep,
  useStubMerchant,
} from './pay-test-support'
import { useLogin, useSandbox } from './support/fixture'
import { ADMIN, call, rawCall, type Page } from './support/http'

const SECOND = 1000
const MINUTE = 60 * SECOND

describe('pay refunds and merchant notifications', () => {
  // Retries span hours of the moved clock: the staff session must outlive them.
  const sandbox = useSandbox({
    accessTokenTtlSeconds: 7 * 86_400,
    refreshTokenTtlSeconds: 14 * 86_400,
  })
  const admin = useLogin(sandbox, ADMIN)
  const merchant = useStubMerchant()

  const paidOrder = async (appId: number, price = 10_000) => {
    const order = await createTestOrder(sandbox, appId, { price })
    const paid = await submit(sandbox, admin.token, { id: order.id, channelExtras: { auto: true } })
    expect(paid.data.status).toBe(10)
    return order
  }
  const getOrder = async (id: number) =>
    (await call<PayOrderItem>(sandbox, '/pay/order/get', { token: admin.token, query: { id } }))
      .data
  const taskOf = async (merchantOrderId: string, type: number) => {
    const page = await call<Page<PayNotifyItem>>(sandbox, '/pay/notify/page', {
      token: admin.token,
      query: { merchantOrderId, type },
    })
    expect(page.data.list).toHaveLength(1)
    return page.data.list[0]
  }
  const detailOf = async (id: number) =>
    (
      await call<PayNotifyDetail>(sandbox, '/pay/notify/get-detail', {
        token: admin.token,
        query: { id },
      })
    ).data

  it('refunds a paid order up to what was paid, settled and notified before answering', async () => {
    merchant.answer = ANSWER_OK
    const appId = await createTestApp(sandbox, admin.token, merchant)
    const order = await paidOrder(appId, 10_000)
    const base = { appId, payOrderId: order.id }
    const before = merchant.received.length
    const first = await refund(sandbox, { ...base, merchantRefundId: 'AS1', price: 6000 })
    expect(first.msg).toBe('')
    const notes = merchant.received.slice(before)
    expect(notes.map((n) => n.path)).toEqual(['/refunded'])
    expect(JSON.parse(notes[0].body)).toEqual({
      merchantOrderId: order.merchantOrderId,
      payRefundId: first.data,
    })
    const afterFirst = await getOrder(order.id)
    expect(afterFirst).toMatchObject({ status: 20, refundPrice: 6000 })

    expect((await refund(sandbox, { ...base, merchantRefundId: 'AS2', price: 4001 })).msg).toBe(
      '退款金额超过订单可退款金额',
    )
    expect((await refund(sandbox, { ...base, merchantRefundId: 'AS1', price: 100 })).msg).toBe(
      '已经存在退款单',
    )
    expect((await refund(sandbox, { ...base, merchantRefundId: 'AS3', price: 0 })).msg).toBe(
      '退款金额必须大于 0',
    )
    expect((await refund(sandbox, { ...base, merchantRefundId: 'AS4', price: 4000 })).msg).toBe('')
    expect(await getOrder(order.id)).toMatchObject({ status: 20, refundPrice: 10_000 })
    expect((await refund(sandbox, { ...base, merchantRefundId: 'AS5', price: 1 })).msg).toBe(
      '退款金额超过订单可退款金额',
    )

    const waiting = await createTestOrder(sandbox, appId)
    expect(
      (await refund(sandbox, { appId, payOrderId: waiting.id, merchantRefundId: 'W1', price: 1 }))
        .msg,
    ).toBe('支付订单退款失败，原因：状态不是已支付或已退款')
    expect(
      (await refund(sandbox, { appId: 1, payOrderId: order.id, merchantRefundId: 'X1', price: 1 }))
        .msg,
    ).toBe('支付订单不存在')

    const list = await call<Page<PayRefundItem>>(sandbox, '/pay/refund/page', {
      token: admin.token,
      query: { merchantOrderId: order.merchantOrderId },
    })
    expect(list.data.list.map((r) => [r.merchantRefundId, r.refundPrice, r.status])).toEqual([
      ['AS4', 4000, 10],
      ['AS1', 6000, 10],
    ])
    expect(list.data.list[0]).toMatchObject({ payPrice: 10_000, reason: '商品退货' })
  })

  it('allows one refund in progress per order', async () => {
    const appId = await createTestApp(sandbox, admin.token, merchant)
    const order = await paidOrder(appId, 5000)
    // A channel that has not answered yet: the sandbox's mock always answers at once.
    readDb(sandbox, (db) =>
      db
        .prepare(
          `INSERT INTO pay_refund (no, app_id, order_id, merchant_order_id, merchant_refund_id,
             notify_url, status, pay_price, refund_price, reason, create_time, update_time)
           VALUES ('R-PENDING', ?, ?, ?, 'PENDING', '', 0, 5000, 100, '处理中', 1, 1)`,
        )
        .run(appId, order.id, order.merchantOrderId),
    )
    const second = await refund(sandbox, {
      appId,
      payOrderId: order.id,
      merchantRefundId: 'NEXT',
      price: 100,
    })
    expect(second.msg).toBe('已经有退款在处理中')
  })

  it('retries a failing merchant 15 s, 15 s, 30 s, 3 min, 30 min x3, 60 min later, then gives up', async () => {
    merchant.answer = () => JSON.stringify({ code: 500, msg: '商户处理失败' })
    const appId = await createTestApp(sandbox, admin.token, merchant)
    const order = await paidOrder(appId)
    const task = await taskOf(order.merchantOrderId, 1)
    expect(task).toMatchObject({ status: 21, notifyTimes: 1, maxNotifyTimes: 9 })
    const delays = [15, 15, 30, 180, 1800, 1800, 1800, 3600].map((s) => s * SECOND)
    for (const [index, delay] of delays.entries()) {
      const current = await detailOf(task.id)
      expect(current.nextNotifyTime! - current.lastExecuteTime!, `after try ${index + 1}`).toBe(
        delay,
      )
      // One second early: nothing is sent.
      sandbox.clock.advance(delay - SECOND)
      await sweep(sandbox)
      expect((await detailOf(task.id)).notifyTimes).toBe(index + 1)
      sandbox.clock.advance(SECOND)
      await sweep(sandbox)
      expect((await detailOf(task.id)).notifyTimes).toBe(index + 2)
    }
    const last = await detailOf(task.id)
    expect(last).toMatchObject({ status: 20, notifyTimes: 9, nextNotifyTime: null })
    expect(last.logs.map((l) => l.status)).toEqual([21, 21, 21, 21, 21, 21, 21, 21, 20])
    expect(last.logs[0].response).toContain('商户处理失败')
    sandbox.clock.advance(4 * 3600 * SECOND)
    await sweep(sandbox)
    expect((await detailOf(task.id)).logs).toHaveLength(9)
    merchant.answer = ANSWER_OK
  }, 60_000)

  it('a merchant that cannot be reached is 请求失败 (22) and is tried again', async () => {
    const appId = await createTestApp(sandbox, admin.token, merchant)
    await call(sandbox, '/pay/app/update', {
      method: 'PUT',
      token: admin.token,
      json: {
        id: appId,
        name: '关闭的商户',
        status: 0,
        orderNotifyUrl: 'http://127.0.0.1:9/paid',
        refundNotifyUrl: 'http://127.0.0.1:9/refunded',
      },
    })
    const order = await paidOrder(appId)
    const task = await taskOf(order.merchantOrderId, 1)
    expect(task.status).toBe(22)
    expect((await detailOf(task.id)).logs[0].response).toContain('请求失败')
  })

  it('a delivered notification stays 通知成功: no retry, and a late failure does not move it back', async () => {
    let release: (() => void) | null = null
    merchant.answer = () => JSON.stringify({ code: 1, msg: '稍后再试' })
    const appId = await createTestApp(sandbox, admin.token, merchant)
    const order = await paidOrder(appId)
    const task = await taskOf(order.merchantOrderId, 1)
    expect(task.status).toBe(21)
    // The retry hangs at the merchant; meanwhile the notification is delivered another way.
    merchant.answer = () =>
      new Promise((resolve) => {
        release = () => resolve(JSON.stringify({ code: 1, msg: '迟到的失败' }))
      })
    sandbox.clock.advance(15 * SECOND)
    const retry = sweep(sandbox)
    await expect.poll(() => release !== null).toBe(true)
    // A second sweep while the try is in flight joins it instead of sending again.
    const joined = sweep(sandbox)
    readDb(sandbox, (db) =>
      db.prepare('UPDATE pay_notify_task SET status = 10 WHERE id = ?').run(task.id),
    )
    release!()
    await Promise.all([retry, joined])
    const after = await detailOf(task.id)
    expect(after.status).toBe(10)
    expect(after.logs).toHaveLength(2)
    expect(after.logs[1].response).toContain('迟到的失败')
    // Delivered tasks are never tried again.
    merchant.answer = ANSWER_OK
    sandbox.clock.advance(30 * MINUTE)
    await sweep(sandbox)
    expect((await detailOf(task.id)).logs).toHaveLength(2)
  })

  it('checks X-Pay-Sign over the raw body with the configured secret', () => {
    const secret = readDb(sandbox, (db) => payNotifySecret(db))
    const body = '{"merchantOrderId":"1","payOrderId":2}'
    const request = (sign: string | undefined, rawBody: string | undefined = body) =>
      ({
        headers: sign === undefined ? {} : { 'x-pay-sign': sign },
        rawBody,
      }) as unknown as FastifyRequest
    readDb(sandbox, (db) => {
      expect(() => checkNotifySignature(db, request(signNotifyBody(secret, body)))).not.toThrow()
      for (const wrong of [undefined, '', 'abc', signNotifyBody('other', body)])
        expect(() => checkNotifySignature(db, request(wrong))).toThrow('支付通知签名不正确')
      // The same fields re-encoded are not the signed bytes.
      const respaced = '{"merchantOrderId": "1", "payOrderId": 2}'
      expect(() =>
        checkNotifySignature(db, request(signNotifyBody(secret, body), respaced)),
      ).toThrow('支付通知签名不正确')
    })
  })

  it('exports pay orders and refunds as .xlsx with yuan amounts', async () => {
    merchant.answer = ANSWER_OK
    const appId = await createTestApp(sandbox, admin.token, merchant, 0.6)
    const order = await paidOrder(appId, 1999)
    await refund(sandbox, { appId, payOrderId: order.id, merchantRefundId: 'XLSX', price: 999 })
    const orders = await rawCall(sandbox.apiUrl, '/pay/order/export-excel', {
      token: admin.token,
      query: { merchantOrderId: order.merchantOrderId },
    })
    expect(orders.headers.get('content-type')).toContain('spreadsheetml')
    const orderRows = await readXlsxRows(Buffer.from(await orders.arrayBuffer()))
    expect(orderRows[0].cells.slice(0, 4)).toEqual([
      '编号',
      '支付应用',
      '商品标题',
      '支付金额（元）',
    ])
    expect(orderRows[1].cells.slice(2, 10)).toEqual([
      '文创帆布袋',
      '19.99',
      '9.99',
      '0.12',
      order.merchantOrderId,
      (await getOrder(order.id)).no,
      `MOCK-${(await getOrder(order.id)).no}`,
      '已退款',
    ])
    const refunds = await rawCall(sandbox.apiUrl, '/pay/refund/export-excel', {
      token: admin.token,
      query: { merchantOrderId: order.merchantOrderId },
    })
    const refundRows = await readXlsxRows(Buffer.from(await refunds.arrayBuffer()))
    expect(refundRows).toHaveLength(2)
    expect(refundRows[1].cells.slice(2, 5)).toEqual(['19.99', '9.99', '商品退货'])
  })
})
