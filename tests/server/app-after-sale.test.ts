import { beforeAll, describe, expect, it } from 'vitest'
import { addTestSku, appCall, expressOrder, memberLogin, withDb } from './app-api-support'
import { useSandbox } from './support/fixture'

interface Detail {
  id: number
  items: Array<{ id: number; payPrice: number; afterSaleStatus: number }>
}

describe('member after-sales on /app-api/trade/after-sale', () => {
  const sandbox = useSandbox()
  let token = ''

  beforeAll(async () => {
    token = (await memberLogin(sandbox)).accessToken
  })

  /** An order of one item in `status`, paid unless 0 (as the shop's own calls would leave it). */
  async function orderIn(status: number, deliveryType = 1): Promise<Detail> {
    const skuId = addTestSku(sandbox, { stock: 5, price: 2500 })
    const created = await appCall<{ id: number }>(sandbox, '/trade/order/create', {
      method: 'POST',
      token,
      json: expressOrder(skuId, 2),
    })
    withDb(sandbox, (db) =>
      db
        .prepare(
          'UPDATE trade_order SET status = ?, pay_status = ?, delivery_type = ? WHERE id = ?',
        )
        .run(status, status === 0 ? 0 : 1, deliveryType, created.data.id),
    )
    const detail = await appCall<Detail>(sandbox, '/trade/order/get-detail', {
      token,
      query: { id: created.data.id },
    })
    return detail.data
  }

  const apply = (orderItemId: number, extra: Record<string, unknown> = {}) =>
    appCall<number>(sandbox, '/trade/after-sale/create', {
      method: 'POST',
      token,
      json: { orderItemId, way: 10, refundPrice: 5000, applyReason: '不想要了', ...extra },
    })
  const afterSale = (id: number) =>
    appCall<{ status: number; type: number; way: number }>(sandbox, '/trade/after-sale/get', {
      token,
      query: { id },
    })
  const itemStatus = (itemId: number) =>
    withDb(
      sandbox,
      (db) =>
        (
          db
            .prepare('SELECT after_sale_status AS s FROM trade_order_item WHERE id = ?')
            .get(itemId) as {
            s: number
          }
        ).s,
    )
  const deliver = (id: number) =>
    appCall(sandbox, '/trade/after-sale/delivery', {
      method: 'PUT',
      token,
      json: { id, logisticsId: 1, logisticsNo: 'SF1234567890' },
    })
  const cancel = (id: number) =>
    appCall(sandbox, '/trade/after-sale/cancel', { method: 'DELETE', token, query: { id } })

  it('refuses an unpaid order, more than was paid, and a return before shipping', async () => {
    const unpaid = await orderIn(0)
    expect((await apply(unpaid.items[0].id)).msg).toBe('订单未支付，无法申请售后')
    const paid = await orderIn(10)
    expect(paid.items[0].payPrice).toBe(5000)
    expect((await apply(paid.items[0].id, { refundPrice: 5001 })).msg).toBe(
      '退款金额不能超过实付金额',
    )
    expect((await apply(paid.items[0].id, { way: 20 })).msg).toBe('订单未发货，无法申请退货退款')
    expect((await apply(999_999)).msg).toBe('订单项不存在')
  })

  it('仅退款 before shipping is 售中退款; the item is 售后中 and cannot be applied for twice', async () => {
    const order = await orderIn(10)
    const itemId = order.items[0].id
    const created = await apply(itemId, { refundPrice: 1000 })
    expect(created.code).toBe(0)
    expect((await afterSale(created.data)).data).toMatchObject({ status: 10, type: 10, way: 10 })
    expect(itemStatus(itemId)).toBe(10)
    expect((await apply(itemId)).msg).toBe('订单项已申请售后，无法重复申请')
    expect((await deliver(created.data)).msg).toBe('售后状态不正确，无法填写退货物流')
    expect((await cancel(created.data)).code).toBe(0)
    expect((await afterSale(created.data)).data.status).toBe(61)
    expect(itemStatus(itemId)).toBe(0)
    expect((await cancel(created.data)).msg).toBe('售后状态不正确，无法取消售后')
    // Withdrawn: the item may be applied for again.
    expect((await apply(itemId)).code).toBe(0)
  })

  it('退货退款 after shipping: agreed, the member sends it back (20 -> 30), then may still withdraw', async () => {
    const order = await orderIn(20)
    const itemId = order.items[0].id
    const created = await apply(itemId, { way: 20 })
    expect((await afterSale(created.data)).data).toMatchObject({ status: 10, type: 20, way: 20 })
    // Staff agree (their own call): 10 -> 20.
    withDb(sandbox, (db) =>
      db.prepare('UPDATE trade_after_sale SET status = 20 WHERE id = ?').run(created.data),
    )
    const badExpress = await appCall(sandbox, '/trade/after-sale/delivery', {
      method: 'PUT',
      token,
      json: { id: created.data, logisticsId: 999, logisticsNo: 'X1' },
    })
    expect(badExpress.msg).toBe('快递公司不存在')
    expect((await deliver(created.data)).code).toBe(0)
    withDb(sandbox, (db) => {
      const row = db
        .prepare('SELECT status, logistics_id, logistics_no FROM trade_after_sale WHERE id = ?')
        .get(created.data)
      expect(row).toEqual({ status: 30, logistics_id: 1, logistics_no: 'SF1234567890' })
      const logs = db
        .prepare('SELECT content FROM trade_after_sale_log WHERE after_sale_id = ? ORDER BY id')
        .all(created.data) as Array<{ content: string }>
      expect(logs.map((l) => l.content)).toEqual([
        '会员申请退款',
        '会员填写退货物流信息，快递公司：顺丰速运，快递单号：SF1234567890',
      ])
    })
    expect((await deliver(created.data)).msg).toBe('售后状态不正确，无法填写退货物流')
    expect((await cancel(created.data)).code).toBe(0)
    expect(itemStatus(itemId)).toBe(0)
  })

  it('an after-sale past 30 cannot be withdrawn; 50 applications at once open exactly one', async () => {
    const order = await orderIn(30)
    const itemId = order.items[0].id
    const answers = await Promise.all(Array.from({ length: 50 }, () => apply(itemId)))
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1)
    const id = answers.find((a) => a.code === 0)!.data
    withDb(sandbox, (db) =>
      db.prepare('UPDATE trade_after_sale SET status = 40 WHERE id = ?').run(id),
    )
    expect((await cancel(id)).msg).toBe('售后状态不正确，无法取消售后')
  })
})
