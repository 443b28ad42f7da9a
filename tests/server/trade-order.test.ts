import { describe, expect, it } from 'vitest'
import { useLogin, useSandbox } from './support/fixture'
import { FORBIDDEN } from './support/guards'
import { ADMIN, STAFF, call, sandboxCall, type Page } from './support/http'
import {
  insertOrder,
  insertSku,
  postSignedNotify,
  stockOf,
  useTradeDb,
} from './support/trade-fixtures'

interface OrderItem {
  id: number
  payPrice: number
  adjustPrice: number
  properties: unknown[]
}
interface OrderRow {
  id: number
  no: string
  status: number
  payStatus: boolean
  payPrice: number
  adjustPrice: number
  remark: string | null
  cancelType: number | null
  logisticsId: number | null
  logisticsNo: string | null
  receiverName: string | null
  receiverAreaId: number | null
  receiverAreaName: string | null
  items: OrderItem[]
}
interface OrderLog {
  content: string
  userType: number
  userId: number
  beforeStatus: number | null
  afterStatus: number | null
}
interface OrderDetail extends OrderRow {
  logs: OrderLog[]
  logisticsName: string | null
}

describe('订单列表 and 订单详情 (/trade/order)', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)
  const trade = useTradeDb(sandbox)

  const detail = async (id: number) =>
    (
      await call<OrderDetail>(sandbox, '/trade/order/get-detail', {
        token: admin.token,
        query: { id },
      })
    ).data
  const put = (path: string, options: { json?: unknown; query?: Record<string, unknown> }) =>
    call(sandbox, `/trade/order/${path}`, { method: 'PUT', token: admin.token, ...options })
  const page = (query: Record<string, unknown>) =>
    call<Page<OrderRow>>(sandbox, '/trade/order/page', { token: admin.token, query })
  const lastLog = async (id: number) => (await detail(id)).logs.at(-1)

  it('pages newest first with items, properties and the area name; each filter narrows', async () => {
    const userId = 7001
    const t0 = new Date(2030, 0, 5, 10, 0, 0).getTime()
    const a = insertOrder(trade.db, {
      userId,
      status: 10,
      items: [{ price: 1999, count: 2 }],
      receiverName: '周慕白',
      receiverMobile: '13711112222',
      createTime: t0,
    })
    const b = insertOrder(trade.db, {
      userId,
      status: 0,
      items: [{ price: 500, count: 1 }],
      receiverName: '周晴',
      receiverMobile: '13711113333',
      createTime: t0 + 86_400_000,
    })
    const all = await page({ userId })
    expect(all.code).toBe(0)
    expect(all.data.list.map((o) => o.id)).toEqual([b.id, a.id])
    expect(all.data.list[1]).toMatchObject({
      status: 10,
      payStatus: true,
      payPrice: 3998,
      receiverAreaName: '江苏省 南京市 玄武区',
    })
    expect(all.data.list[1].items[0].properties).toEqual([
      { propertyId: 1, propertyName: '颜色', valueId: 1, valueName: '青花' },
    ])
    const ids = async (query: Record<string, unknown>) =>
      (await page({ userId, ...query })).data.list.map((o) => o.id)
    expect(await ids({ status: 10 })).toEqual([a.id])
    expect(await ids({ no: a.no })).toEqual([a.id])
    expect(await ids({ no: a.no.slice(0, -3) })).toContain(a.id)
    expect(await ids({ receiverMobile: '13711113' })).toEqual([b.id])
    expect(await ids({ receiverName: '周慕' })).toEqual([a.id])
    expect(await ids({ createTime: ['2030-01-06 00:00:00', '2030-01-06 23:59:59'] })).toEqual([
      b.id,
    ])
    expect(await ids({ deliveryType: 2 })).toEqual([])
  })

  it('get-summary: orders matching, paid amount, refunded orders and amount', async () => {
    const userId = 7002
    insertOrder(trade.db, { userId, status: 10, items: [{ price: 1000, count: 1 }] })
    insertOrder(trade.db, { userId, status: 0, items: [{ price: 800, count: 1 }] })
    const refunded = insertOrder(trade.db, {
      userId,
      status: 20,
      items: [{ price: 3000, count: 1 }],
    })
    trade.db
      .prepare('UPDATE trade_order SET refund_price = 1200, refund_status = 10 WHERE id = ?')
      .run(refunded.id)
    const summary = await call(sandbox, '/trade/order/get-summary', {
      token: admin.token,
      query: { userId },
    })
    expect(summary).toEqual({
      code: 0,
      msg: '',
      data: { orderCount: 3, orderPayPrice: 4000, afterSaleCount: 1, afterSalePrice: 1200 },
    })
    const onlyPaid = await call(sandbox, '/trade/order/get-summary', {
      token: admin.token,
      query: { userId, status: 0 },
    })
    expect(onlyPaid.data).toEqual({
      orderCount: 1,
      orderPayPrice: 0,
      afterSaleCount: 0,
      afterSalePrice: 0,
    })
  })

  it('update-price splits the adjustment in proportion (rounded down, remainder last); the pay order follows', async () => {
    const order = insertOrder(trade.db, {
      withPayOrder: true,
      items: [
        { price: 1000, count: 1 },
        { price: 2000, count: 1 },
        { price: 3001, count: 1 },
      ],
    })
    expect(await put('update-price', { json: { id: order.id, adjustPrice: -1000 } })).toMatchObject(
      {
        code: 0,
      },
    )
    const after = await detail(order.id)
    expect(after.payPrice).toBe(5001)
    expect(after.adjustPrice).toBe(-1000)
    // -1000 x 1000/6001 = -166.6 -> -167; x 2000/6001 = -333.3 -> -334; the last takes -499.
    expect(after.items.map((i) => i.adjustPrice)).toEqual([-167, -334, -499])
    expect(after.items.map((i) => i.payPrice)).toEqual([833, 1666, 2502])
    expect(after.logs.at(-1)).toMatchObject({
      content: '修改价格：60.01 元 → 50.01 元',
      userType: 2,
      userId: 1,
      beforeStatus: 0,
      afterStatus: 0,
    })
    const payOrder = trade.db
      .prepare('SELECT price FROM pay_order WHERE id = ?')
      .get(order.payOrderId) as { price: number }
    expect(payOrder.price).toBe(5001)
    // A new adjustment replaces the old one (not added to it); positive raises.
    await put('update-price', { json: { id: order.id, adjustPrice: 99 } })
    expect((await detail(order.id)).payPrice).toBe(6100)
    expect(await lastLog(order.id)).toMatchObject({ content: '修改价格：50.01 元 → 61.00 元' })
  })

  it('update-price refuses a price of 0 or less and a paid order', async () => {
    const order = insertOrder(trade.db, { items: [{ price: 1000, count: 1 }] })
    expect(await put('update-price', { json: { id: order.id, adjustPrice: -1000 } })).toMatchObject(
      {
        msg: '支付金额必须大于 0',
      },
    )
    const paid = insertOrder(trade.db, { status: 10, items: [{ price: 1000, count: 1 }] })
    expect(await put('update-price', { json: { id: paid.id, adjustPrice: -10 } })).toMatchObject({
      msg: '订单已支付，无法调整价格',
    })
    expect((await detail(order.id)).payPrice).toBe(1000)
  })

  it('delivery ships a 待发货 order with the company and number in the log; other states refused', async () => {
    const order = insertOrder(trade.db, { status: 10, items: [{ price: 1000, count: 1 }] })
    const express = trade.db
      .prepare("SELECT id FROM trade_delivery_express WHERE name = '顺丰速运'")
      .get() as { id: number }
    expect(
      await put('delivery', {
        json: { id: order.id, logisticsId: express.id, logisticsNo: 'SF1234567890' },
      }),
    ).toMatchObject({ code: 0 })
    const shipped = await detail(order.id)
    expect(shipped).toMatchObject({
      status: 20,
      logisticsNo: 'SF1234567890',
      logisticsName: '顺丰速运',
    })
    expect(shipped.logs.at(-1)).toMatchObject({
      content: '已发货，快递公司：顺丰速运，快递单号：SF1234567890',
      beforeStatus: 10,
      afterStatus: 20,
    })
    expect(
      await put('delivery', {
        json: { id: order.id, logisticsId: express.id, logisticsNo: 'SF1' },
      }),
    ).toMatchObject({ msg: '订单状态不是待发货，无法发货' })
    const unpaid = insertOrder(trade.db, { items: [{ price: 1000, count: 1 }] })
    expect(await put('delivery', { json: { id: unpaid.id, logisticsId: 0 } })).toMatchObject({
      msg: '订单状态不是待发货，无法发货',
    })
    const inAfterSale = insertOrder(trade.db, { status: 10, items: [{ price: 1000, count: 1 }] })
    trade.db
      .prepare('UPDATE trade_order_item SET after_sale_status = 10 WHERE id = ?')
      .run(inAfterSale.itemIds[0])
    expect(await put('delivery', { json: { id: inAfterSale.id, logisticsId: 0 } })).toMatchObject({
      msg: '订单状态不是待发货，无法发货',
    })
  })

  it('update-remark and update-address write their log lines; the address is fixed once shipped', async () => {
    const order = insertOrder(trade.db, { status: 10, items: [{ price: 1000, count: 1 }] })
    expect(
      await put('update-remark', { json: { id: order.id, remark: '加急，周五前送达' } }),
    ).toMatchObject({ code: 0 })
    expect(await lastLog(order.id)).toMatchObject({ content: '商家备注：加急，周五前送达' })
    const address = {
      id: order.id,
      receiverName: '秦雨桐',
      receiverMobile: '13811118888',
      receiverAreaId: 110101,
      receiverDetailAddress: '景山前街 4 号',
    }
    expect(await put('update-address', { json: address })).toMatchObject({ code: 0 })
    const changed = await detail(order.id)
    expect(changed).toMatchObject({
      remark: '加急，周五前送达',
      receiverName: '秦雨桐',
      receiverAreaName: '北京市 北京市 东城区',
    })
    expect(changed.logs.at(-1)).toMatchObject({ content: '修改收货地址' })
    expect(
      await put('update-address', { json: { ...address, receiverAreaId: 320100 } }),
    ).toMatchObject({
      msg: '所在地区必须选择到区县',
    })
    await put('delivery', { json: { id: order.id, logisticsId: 0 } })
    expect(await put('update-address', { json: address })).toMatchObject({
      msg: '订单已发货，无法修改收货地址',
    })
  })

  it('pick-up by code or by id: 待发货 自提 orders become 已完成; a wrong code is refused', async () => {
    const order = insertOrder(trade.db, {
      status: 10,
      deliveryType: 2,
      pickUpVerifyCode: '73190524',
      items: [{ price: 1000, count: 1 }],
    })
    expect(
      await put('pick-up-by-verify-code', { query: { pickUpVerifyCode: '00000000' } }),
    ).toMatchObject({ msg: '核销码不正确' })
    expect(
      await put('pick-up-by-verify-code', { query: { pickUpVerifyCode: '73190524' } }),
    ).toMatchObject({ code: 0 })
    const done = await detail(order.id)
    expect(done.status).toBe(30)
    expect(done.logs.at(-1)).toMatchObject({
      content: '管理员自提核销',
      beforeStatus: 10,
      afterStatus: 30,
    })
    expect(
      await put('pick-up-by-verify-code', { query: { pickUpVerifyCode: '73190524' } }),
    ).toMatchObject({ msg: '订单不是待核销状态，无法核销' })
    const other = insertOrder(trade.db, {
      status: 10,
      deliveryType: 2,
      pickUpVerifyCode: '73190525',
      items: [{ price: 1000, count: 1 }],
    })
    expect(await put('pick-up-by-id', { query: { id: other.id } })).toMatchObject({ code: 0 })
    expect((await detail(other.id)).status).toBe(30)
    const express = insertOrder(trade.db, { status: 10, items: [{ price: 1000, count: 1 }] })
    expect(await put('pick-up-by-id', { query: { id: express.id } })).toMatchObject({
      msg: '订单不是自提订单，无法核销',
    })
  })

  it('staff without trade permissions get 403 on every call but the lookups', async () => {
    const token = staff.token
    expect(await call(sandbox, '/trade/order/page', { token })).toEqual(FORBIDDEN)
    expect(await call(sandbox, '/trade/order/get-summary', { token })).toEqual(FORBIDDEN)
    expect(await call(sandbox, '/trade/order/get-detail', { token, query: { id: 1 } })).toEqual(
      FORBIDDEN,
    )
    for (const path of ['delivery', 'update-remark', 'update-price', 'update-address']) {
      expect(
        await call(sandbox, `/trade/order/${path}`, { method: 'PUT', token, json: {} }),
      ).toEqual(FORBIDDEN)
    }
    for (const path of ['pick-up-by-id?id=1', 'pick-up-by-verify-code?pickUpVerifyCode=1']) {
      expect(await call(sandbox, `/trade/order/${path}`, { method: 'PUT', token })).toEqual(
        FORBIDDEN,
      )
    }
    const express = await call<Array<{ id: number; name: string }>>(
      sandbox,
      '/trade/delivery/express/list-all-simple',
      { token },
    )
    expect(express.data.map((e) => e.name)).toEqual([
      '顺丰速运',
      '中通快递',
      '圆通速递',
      '韵达快递',
      '中国邮政 EMS',
    ])
  })

  describe('the shop receives payments (POST /trade/order/update-paid)', () => {
    const unpaidWithPayOrder = () => {
      const order = insertOrder(trade.db, {
        withPayOrder: true,
        items: [{ price: 2500, count: 2 }],
      })
      return order
    }
    const payIt = (payOrderId: number | null, price?: number) =>
      trade.db
        .prepare(
          `UPDATE pay_order SET status = 10, channel_code = 'mock', success_time = ?,
             price = COALESCE(?, price) WHERE id = ?`,
        )
        .run(Date.now(), price ?? null, payOrderId)

    it('refuses a notification without a valid signature', async () => {
      const order = unpaidWithPayOrder()
      payIt(order.payOrderId)
      const body = { merchantOrderId: String(order.id), payOrderId: order.payOrderId }
      const forged = await postSignedNotify(
        sandbox,
        trade.db,
        '/trade/order/update-paid',
        body,
        'f'.repeat(64),
      )
      expect(forged.code).not.toBe(0)
      expect((await detail(order.id)).status).toBe(0)
    })

    it('pays the order once: 0 -> 10 with 用户付款成功; a repeat changes nothing', async () => {
      const order = unpaidWithPayOrder()
      payIt(order.payOrderId)
      const body = { merchantOrderId: String(order.id), payOrderId: order.payOrderId }
      expect(
        await postSignedNotify(sandbox, trade.db, '/trade/order/update-paid', body),
      ).toMatchObject({
        code: 0,
        data: true,
      })
      const paid = await detail(order.id)
      expect(paid).toMatchObject({ status: 10, payStatus: true })
      expect(paid.logs.at(-1)).toMatchObject({
        content: '用户付款成功',
        userType: 1,
        beforeStatus: 0,
        afterStatus: 10,
      })
      expect(
        await postSignedNotify(sandbox, trade.db, '/trade/order/update-paid', body),
      ).toMatchObject({
        code: 0,
      })
      expect((await detail(order.id)).logs).toHaveLength(paid.logs.length)
    })

    it("answers 支付单不匹配 when the pay order is not paid, not this order's, or of another price", async () => {
      const order = unpaidWithPayOrder()
      const body = { merchantOrderId: String(order.id), payOrderId: order.payOrderId }
      expect(
        await postSignedNotify(sandbox, trade.db, '/trade/order/update-paid', body),
      ).toMatchObject({
        msg: '支付单不匹配',
      })
      payIt(order.payOrderId, 4999)
      expect(
        await postSignedNotify(sandbox, trade.db, '/trade/order/update-paid', body),
      ).toMatchObject({
        msg: '支付单不匹配',
      })
      const other = unpaidWithPayOrder()
      expect(
        await postSignedNotify(sandbox, trade.db, '/trade/order/update-paid', {
          merchantOrderId: String(other.id),
          payOrderId: order.payOrderId,
        }),
      ).toMatchObject({ msg: '支付单不匹配' })
      expect((await detail(order.id)).status).toBe(0)
      expect((await detail(other.id)).status).toBe(0)
    })
  })

  it('an unpaid order whose pay order expires is cancelled by the system (超时未支付), its stock back', async () => {
    // The order took 3 pieces: 7 left, 3 sold.
    const { skuId } = insertSku(trade.db, { stock: 7, salesCount: 3 })
    const order = insertOrder(trade.db, {
      withPayOrder: true,
      items: [{ price: 1000, count: 3, skuId }],
    })
    trade.db
      .prepare('UPDATE pay_order SET expire_time = ? WHERE id = ?')
      .run(sandbox.clock.now() - 1000, order.payOrderId)
    await sandboxCall(sandbox, '/sandbox/pay/sweep', { method: 'POST' })
    const cancelled = await detail(order.id)
    expect(cancelled).toMatchObject({ status: 40, cancelType: 10 })
    expect(cancelled.logs.at(-1)).toMatchObject({
      content: '到期未支付，系统自动取消订单',
      userType: 0,
      userId: 0,
      beforeStatus: 0,
      afterStatus: 40,
    })
    expect(stockOf(trade.db, skuId)).toMatchObject({ stock: 10, salesCount: 0, spuStock: 10 })
  })
})
