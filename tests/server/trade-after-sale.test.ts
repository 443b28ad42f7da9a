import { describe, expect, it } from 'vitest'
import { useLogin, useSandbox } from './support/fixture'
import { FORBIDDEN } from './support/guards'
import { ADMIN, STAFF, call, type Page } from './support/http'
import {
  insertAfterSale,
  insertOrder,
  insertSku,
  postSignedNotify,
  stockOf,
  useTradeDb,
} from './support/trade-fixtures'

interface AfterSaleDetail {
  id: number
  no: string
  status: number
  way: number
  refundPrice: number
  payRefundId: number | null
  refundTime: number | null
  auditReason: string | null
  receiveReason: string | null
  order: {
    id: number
    status: number
    refundPrice: number
    refundStatus: number
    cancelType: number | null
  } | null
  orderItem: { id: number; afterSaleStatus: number } | null
  logs: Array<{
    content: string
    userType: number
    beforeStatus: number | null
    afterStatus: number | null
  }>
}

describe('售后退款 and 售后详情 (/trade/after-sale)', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)
  const trade = useTradeDb(sandbox)

  const detail = async (id: number) =>
    (
      await call<AfterSaleDetail>(sandbox, '/trade/after-sale/get-detail', {
        token: admin.token,
        query: { id },
      })
    ).data
  const act = (path: string, options: { json?: unknown; query?: Record<string, unknown> }) =>
    call(sandbox, `/trade/after-sale/${path}`, { method: 'PUT', token: admin.token, ...options })
  const paidOrder = (items = [{ price: 3000, count: 2 }], status = 20, skuId?: number) =>
    insertOrder(trade.db, {
      status,
      withPayOrder: true,
      items: items.map((item) => ({ ...item, skuId })),
    })

  it('pages after-sales with filters; detail carries the order, its item and the timeline', async () => {
    const order = paidOrder()
    const id = insertAfterSale(trade.db, { order, way: 10, status: 10, refundPrice: 3000 })
    const page = await call<Page<{ id: number; orderNo: string }>>(
      sandbox,
      '/trade/after-sale/page',
      {
        token: admin.token,
        query: { orderNo: order.no, status: 10 },
      },
    )
    expect(page.data.list.map((row) => row.id)).toEqual([id])
    const got = await detail(id)
    expect(got).toMatchObject({
      status: 10,
      order: { id: order.id },
      orderItem: { id: order.itemIds[0], afterSaleStatus: 10 },
      logs: [{ content: '会员申请退款', userType: 1 }],
    })
  })

  it('仅退款: 同意售后 10 -> 40; each wrong move names its button', async () => {
    const order = paidOrder()
    const id = insertAfterSale(trade.db, { order, way: 10, status: 10, refundPrice: 3000 })
    expect(await act('receive', { query: { id } })).toMatchObject({
      msg: '售后状态不正确，无法确认收货',
    })
    expect(await act('refuse', { json: { id, refuseMemo: '包装破损' } })).toMatchObject({
      msg: '售后状态不正确，无法拒绝收货',
    })
    expect(await act('refund', { query: { id } })).toMatchObject({
      msg: '售后状态不正确，无法确认退款',
    })
    expect(await act('agree', { query: { id } })).toMatchObject({ code: 0 })
    const agreed = await detail(id)
    expect(agreed.status).toBe(40)
    expect(agreed.logs.at(-1)).toMatchObject({
      content: '商家同意退款',
      userType: 2,
      beforeStatus: 10,
      afterStatus: 40,
    })
    expect(await act('agree', { query: { id } })).toMatchObject({
      msg: '售后状态不正确，无法同意售后',
    })
    expect(await act('disagree', { json: { id, auditReason: '已超过售后期' } })).toMatchObject({
      msg: '售后状态不正确，无法拒绝售后',
    })
  })

  it('拒绝售后 10 -> 62 and 拒绝收货 30 -> 63 put the item back to 未售后', async () => {
    const order = paidOrder()
    const a = insertAfterSale(trade.db, { order, way: 10, status: 10, refundPrice: 3000 })
    expect(await act('disagree', { json: { id: a, auditReason: '已超过售后期' } })).toMatchObject({
      code: 0,
    })
    expect(await detail(a)).toMatchObject({
      status: 62,
      auditReason: '已超过售后期',
      orderItem: { afterSaleStatus: 0 },
    })
    expect((await detail(a)).logs.at(-1)?.content).toBe('商家拒绝退款，原因：已超过售后期')
    const b = insertAfterSale(trade.db, { order, way: 20, status: 30, refundPrice: 3000 })
    expect(await act('refuse', { json: { id: b, refuseMemo: '退回商品缺少配件' } })).toMatchObject({
      code: 0,
    })
    expect(await detail(b)).toMatchObject({
      status: 63,
      receiveReason: '退回商品缺少配件',
      orderItem: { afterSaleStatus: 0 },
    })
  })

  it('退货退款: 同意 10 -> 20, 确认收货 30 -> 40 returns the stock', async () => {
    const { skuId } = insertSku(trade.db, { stock: 5, salesCount: 2 })
    const order = paidOrder([{ price: 3000, count: 2 }], 20, skuId)
    const id = insertAfterSale(trade.db, { order, way: 20, status: 10, refundPrice: 6000 })
    expect(await act('agree', { query: { id } })).toMatchObject({ code: 0 })
    expect((await detail(id)).status).toBe(20)
    expect(await act('receive', { query: { id } })).toMatchObject({
      msg: '售后状态不正确，无法确认收货',
    })
    // The member sends the goods back (the member's call moves 20 -> 30).
    trade.db.prepare('UPDATE trade_after_sale SET status = 30 WHERE id = ?').run(id)
    expect(await act('receive', { query: { id } })).toMatchObject({ code: 0 })
    expect(await detail(id)).toMatchObject({ status: 40 })
    const stock = stockOf(trade.db, skuId)
    expect(stock).toMatchObject({ stock: 7, spuStock: 7, salesCount: 2 })
  })

  it('确认退款 creates the pay refund; the notification completes it: after-sale 50, item 已退款, order refund figures', async () => {
    const { skuId } = insertSku(trade.db, { stock: 5, salesCount: 4 })
    const order = paidOrder(
      [
        { price: 3000, count: 1 },
        { price: 2000, count: 1 },
      ],
      20,
      skuId,
    )
    const id = insertAfterSale(trade.db, { order, way: 10, status: 40, refundPrice: 3000 })
    expect(await act('refund', { query: { id } })).toMatchObject({ code: 0 })
    const done = await detail(id)
    expect(done).toMatchObject({
      status: 50,
      payRefundId: expect.any(Number),
      refundTime: expect.any(Number),
      orderItem: { afterSaleStatus: 20 },
      order: { status: 20, refundPrice: 3000, refundStatus: 10 },
    })
    expect(done.logs.map((log) => log.content).slice(-2)).toEqual(['商家发起退款', '退款成功'])
    const refund = trade.db
      .prepare('SELECT refund_price, status, merchant_refund_id FROM pay_refund WHERE id = ?')
      .get(done.payRefundId) as { refund_price: number; status: number; merchant_refund_id: string }
    expect(refund).toEqual({ refund_price: 3000, status: 10, merchant_refund_id: String(id) })
    // 仅退款: nothing comes back to stock, the sale of the refunded piece is undone.
    expect(stockOf(trade.db, skuId)).toMatchObject({ stock: 5, salesCount: 3, spuSales: 3 })
    // A repeated notification is a no-op.
    const body = { merchantOrderId: String(order.id), payRefundId: done.payRefundId }
    expect(
      await postSignedNotify(sandbox, trade.db, '/trade/after-sale/update-refunded', body),
    ).toMatchObject({ code: 0 })
    expect((await detail(id)).logs).toHaveLength(done.logs.length)
    // POST is accepted too (an older console), and refused the same way once done.
    expect(
      await call(sandbox, '/trade/after-sale/refund', {
        method: 'POST',
        token: admin.token,
        query: { id },
      }),
    ).toMatchObject({ msg: '售后状态不正确，无法确认退款' })
  })

  it('refunding every item of a 待发货 order cancels it (退款关闭)', async () => {
    const order = paidOrder([{ price: 1500, count: 1 }], 10)
    const id = insertAfterSale(trade.db, { order, way: 10, status: 40, refundPrice: 1500 })
    expect(await act('refund', { query: { id } })).toMatchObject({ code: 0 })
    expect((await detail(id)).order).toMatchObject({
      status: 40,
      cancelType: 20,
      refundStatus: 20,
      refundPrice: 1500,
    })
  })

  it('a failed refund is logged and stays 等待退款; 确认退款 again makes a new refund', async () => {
    const order = paidOrder()
    const id = insertAfterSale(trade.db, { order, way: 10, status: 40, refundPrice: 3000 })
    // Paid through a channel the sandbox cannot reach: its refund fails.
    trade.db
      .prepare("UPDATE pay_order SET channel_code = 'wx_lite' WHERE id = ?")
      .run(order.payOrderId)
    const failed = await act('refund', { query: { id } })
    expect(failed.msg).toMatch(/^退款失败：.+/)
    const after = await detail(id)
    expect(after.status).toBe(40)
    expect(after.logs.map((log) => log.content).slice(-2)).toEqual(['商家发起退款', failed.msg])
    trade.db
      .prepare("UPDATE pay_order SET channel_code = 'mock' WHERE id = ?")
      .run(order.payOrderId)
    expect(await act('refund', { query: { id } })).toMatchObject({ code: 0 })
    expect((await detail(id)).status).toBe(50)
    const refunds = trade.db
      .prepare('SELECT merchant_refund_id, status FROM pay_refund WHERE order_id = ? ORDER BY id')
      .all(order.payOrderId)
    expect(refunds).toEqual([
      { merchant_refund_id: String(id), status: 20 },
      { merchant_refund_id: `${id}-2`, status: 10 },
    ])
  })

  it('two 确认退款 presses at once make one refund', async () => {
    const order = paidOrder()
    const id = insertAfterSale(trade.db, { order, way: 10, status: 40, refundPrice: 3000 })
    const answers = await Promise.all([
      act('refund', { query: { id } }),
      act('refund', { query: { id } }),
    ])
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(1)
    expect((await detail(id)).status).toBe(50)
    const { count } = trade.db
      .prepare('SELECT COUNT(*) AS count FROM pay_refund WHERE order_id = ?')
      .get(order.payOrderId) as { count: number }
    expect(count).toBe(1)
  })

  it('update-refunded refuses a bad signature and a refund that does not match', async () => {
    const order = paidOrder()
    const id = insertAfterSale(trade.db, { order, way: 10, status: 40, refundPrice: 3000 })
    const now = Date.now()
    const refundId = Number(
      trade.db
        .prepare(
          `INSERT INTO pay_refund (no, app_id, order_id, merchant_order_id, merchant_refund_id,
             notify_url, status, pay_price, refund_price, reason, success_time, create_time, update_time)
           VALUES (?, 1, ?, ?, ?, '', 10, 6000, 2999, '测试', ?, ?, ?)`,
        )
        .run(`RX${now}`, order.payOrderId, String(order.id), String(id), now, now, now)
        .lastInsertRowid,
    )
    const body = { merchantOrderId: String(order.id), payRefundId: refundId }
    const forged = await postSignedNotify(
      sandbox,
      trade.db,
      '/trade/after-sale/update-refunded',
      body,
      '0'.repeat(64),
    )
    expect(forged.code).not.toBe(0)
    expect(
      await postSignedNotify(sandbox, trade.db, '/trade/after-sale/update-refunded', body),
    ).toMatchObject({ msg: '支付单不匹配' })
    expect((await detail(id)).status).toBe(40)
  })

  it('staff without the after-sale permissions get 403', async () => {
    const token = staff.token
    expect(await call(sandbox, '/trade/after-sale/page', { token })).toEqual(FORBIDDEN)
    expect(
      await call(sandbox, '/trade/after-sale/get-detail', { token, query: { id: 1 } }),
    ).toEqual(FORBIDDEN)
    for (const path of ['agree?id=1', 'disagree', 'receive?id=1', 'refuse', 'refund?id=1']) {
      expect(
        await call(sandbox, `/trade/after-sale/${path}`, { method: 'PUT', token, json: {} }),
      ).toEqual(FORBIDDEN)
    }
  })
})
