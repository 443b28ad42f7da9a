import { beforeAll, describe, expect, it } from 'vitest'
import { addTestSku, appCall, expressOrder, memberLogin, skuStock, withDb } from './app-api-support'
import { useLogin, useSandbox } from './support/fixture'
import { ADMIN, call } from './support/http'

interface Detail {
  id: number
  status: number
  payOrderId: number
  payPrice: number
  refundPrice: number
  items: Array<{ id: number; payPrice: number; afterSaleStatus: number }>
}

/**
 * A purchase as the issue tells it, over HTTP: a member buys and pays with the mock channel, staff
 * ship, the member receives and asks for 退货退款, staff agree, the member sends the goods back,
 * staff receive them and refund; the pay refund and the order show it.
 */
describe('a member buys, pays, receives and gets a refund (member and staff calls)', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  let member = ''

  beforeAll(async () => {
    member = (await memberLogin(sandbox)).accessToken
  })

  const detail = async (id: number) =>
    (await appCall<Detail>(sandbox, '/trade/order/get-detail', { token: member, query: { id } }))
      .data
  const staff = (
    path: string,
    method: 'PUT' | 'POST',
    options: { query?: object; json?: unknown },
  ) => call(sandbox, path, { method, token: admin.token, ...options } as Parameters<typeof call>[2])

  it('goes through every step and every yuan is accounted for', async () => {
    const skuId = addTestSku(sandbox, { price: 4200, stock: 3 })
    const created = await appCall<{ id: number; payOrderId: number }>(
      sandbox,
      '/trade/order/create',
      { method: 'POST', token: member, json: expressOrder(skuId, 2) },
    )
    expect(created.code).toBe(0)
    const orderId = created.data.id
    const paid = await appCall<{ status: number }>(sandbox, '/pay/order/submit', {
      method: 'POST',
      token: member,
      json: { id: created.data.payOrderId, channelCode: 'mock', channelExtras: { auto: true } },
    })
    expect(paid.data.status).toBe(10)
    expect((await detail(orderId)).status).toBe(10)

    const shipped = await staff('/trade/order/delivery', 'PUT', {
      json: { id: orderId, logisticsId: 1, logisticsNo: 'SF0000000001' },
    })
    expect(shipped.code).toBe(0)
    expect(
      (
        await appCall(sandbox, '/trade/order/receive', {
          method: 'PUT',
          token: member,
          query: { id: orderId },
        })
      ).code,
    ).toBe(0)
    const received = await detail(orderId)
    expect(received.status).toBe(30)
    const item = received.items[0]

    const applied = await appCall<number>(sandbox, '/trade/after-sale/create', {
      method: 'POST',
      token: member,
      json: {
        orderItemId: item.id,
        way: 20,
        refundPrice: item.payPrice,
        applyReason: '收到商品破损',
      },
    })
    expect(applied.code).toBe(0)
    const afterSaleId = applied.data
    expect(
      (await staff('/trade/after-sale/agree', 'PUT', { query: { id: afterSaleId } })).code,
    ).toBe(0)
    const sent = await appCall(sandbox, '/trade/after-sale/delivery', {
      method: 'PUT',
      token: member,
      json: { id: afterSaleId, logisticsId: 2, logisticsNo: 'ZT0000000002' },
    })
    expect(sent.code).toBe(0)
    expect(
      (await staff('/trade/after-sale/receive', 'PUT', { query: { id: afterSaleId } })).code,
    ).toBe(0)
    // The goods are back on the shelf once received.
    expect(skuStock(sandbox, skuId)).toBe(3)
    expect(
      (await staff('/trade/after-sale/refund', 'PUT', { query: { id: afterSaleId } })).code,
    ).toBe(0)

    const after = await appCall<{ status: number }>(sandbox, '/trade/after-sale/get', {
      token: member,
      query: { id: afterSaleId },
    })
    expect(after.data.status).toBe(50)
    const order = await detail(orderId)
    expect(order).toMatchObject({ status: 30, refundPrice: 8400, payPrice: 8400 })
    expect(order.items[0].afterSaleStatus).toBe(20)
    withDb(sandbox, (db) => {
      expect(
        db
          .prepare('SELECT status, price, refund_price FROM pay_order WHERE id = ?')
          .get(created.data.payOrderId),
      ).toEqual({ status: 20, price: 8400, refund_price: 8400 })
      expect(
        db
          .prepare(
            'SELECT status, refund_price FROM pay_refund WHERE order_id = ? AND duplicate = 0',
          )
          .all(created.data.payOrderId),
      ).toEqual([{ status: 10, refund_price: 8400 }])
      expect(db.prepare('SELECT refund_status FROM trade_order WHERE id = ?').get(orderId)).toEqual(
        { refund_status: 20 },
      )
    })
  })
})
