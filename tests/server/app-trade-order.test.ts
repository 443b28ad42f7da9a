import { beforeAll, describe, expect, it } from 'vitest'
import {
  addTestSku,
  addTestStore,
  appCall,
  expressOrder,
  memberLogin,
  skuStock,
  withDb,
} from './app-api-support'
import { useSandbox } from './support/fixture'

interface Created {
  id: number
  payOrderId: number
}

const HOUR = 3_600_000

describe('member orders on /app-api/trade/order', () => {
  const sandbox = useSandbox()
  let token = ''
  let otherToken = ''
  let storeId = 0

  beforeAll(async () => {
    token = (await memberLogin(sandbox)).accessToken
    const second = withDb(
      sandbox,
      (db) =>
        (
          db.prepare('SELECT mobile FROM member_user ORDER BY id LIMIT 1 OFFSET 1').get() as {
            mobile: string
          }
        ).mobile,
    )
    otherToken = (await memberLogin(sandbox, { mobile: second, password: 'member123' })).accessToken
    storeId = addTestStore(sandbox)
  })

  const create = (body: unknown, as = token) =>
    appCall<Created>(sandbox, '/trade/order/create', { method: 'POST', json: body, token: as })

  it('50 buyers at once for 10 in stock: exactly 10 orders, 40 told 商品库存不足', async () => {
    const skuId = addTestSku(sandbox, { stock: 10, price: 1200 })
    const answers = await Promise.all(Array.from({ length: 50 }, () => create(expressOrder(skuId))))
    const won = answers.filter((a) => a.code === 0)
    const lost = answers.filter((a) => a.code !== 0)
    expect(won).toHaveLength(10)
    expect(lost).toHaveLength(40)
    expect(new Set(lost.map((a) => a.msg))).toEqual(new Set(['商品库存不足']))
    expect(skuStock(sandbox, skuId)).toBe(0)
    withDb(sandbox, (db) => {
      const orders = db
        .prepare(
          `SELECT COUNT(DISTINCT o.id) AS n FROM trade_order o
             JOIN trade_order_item i ON i.order_id = o.id WHERE i.sku_id = ?`,
        )
        .get(skuId) as { n: number }
      expect(orders.n).toBe(10)
      const pays = db
        .prepare(
          `SELECT COUNT(*) AS n FROM pay_order WHERE merchant_order_id IN (${won
            .map((a) => `'${a.data.id}'`)
            .join(',')})`,
        )
        .get() as { n: number }
      expect(pays.n).toBe(10)
      const spu = db
        .prepare(
          'SELECT p.sales_count, p.stock FROM product_spu p JOIN product_sku k ON k.spu_id = p.id WHERE k.id = ?',
        )
        .get(skuId) as { sales_count: number; stock: number }
      expect(spu).toEqual({ sales_count: 10, stock: 0 })
    })
  })

  it('prices come from the server: prices in the request are ignored, express costs the config', async () => {
    const skuId = addTestSku(sandbox, { price: 1999, stock: 5 })
    withDb(sandbox, (db) =>
      db
        .prepare(
          "UPDATE infra_config SET value = '800' WHERE config_key = 'trade.delivery.express-price'",
        )
        .run(),
    )
    const created = await create({
      ...expressOrder(skuId, 2),
      items: [{ skuId, count: 2, price: 1, payPrice: 1 }],
      payPrice: 1,
      totalPrice: 1,
      deliveryPrice: 0,
    })
    expect(created.code).toBe(0)
    const detail = await appCall<Record<string, unknown>>(sandbox, '/trade/order/get-detail', {
      token,
      query: { id: created.data.id },
    })
    const item = (detail.data.items as Array<{ picUrl: string }>)[0]
    expect(item.picUrl).toBe(`${sandbox.apiUrl}/infra/file/4/get/product/test.png`)
    expect(detail.data).toMatchObject({
      status: 0,
      totalPrice: 3998,
      deliveryPrice: 800,
      payPrice: 4798,
      payOrderId: created.data.payOrderId,
    })
    withDb(sandbox, (db) => {
      const pay = db
        .prepare('SELECT * FROM pay_order WHERE id = ?')
        .get(created.data.payOrderId) as {
        app_id: number
        merchant_order_id: string
        price: number
        status: number
        expire_time: number
        create_time: number
      }
      expect(pay).toMatchObject({
        app_id: 1,
        merchant_order_id: String(created.data.id),
        price: 4798,
        status: 0,
      })
      expect(pay.expire_time - pay.create_time).toBe(2 * HOUR)
      const logs = db
        .prepare('SELECT content, user_type, after_status FROM trade_order_log WHERE order_id = ?')
        .all(created.data.id)
      expect(logs).toEqual([{ content: '用户下单', user_type: 1, after_status: 0 }])
      db.prepare(
        "UPDATE infra_config SET value = '0' WHERE config_key = 'trade.delivery.express-price'",
      ).run()
    })
  })

  it('自提 costs no delivery and gets a pick-up code; it needs an open store', async () => {
    const skuId = addTestSku(sandbox, { price: 500, stock: 5 })
    withDb(sandbox, (db) =>
      db
        .prepare(
          "UPDATE infra_config SET value = '800' WHERE config_key = 'trade.delivery.express-price'",
        )
        .run(),
    )
    const created = await create({
      items: [{ skuId, count: 1 }],
      deliveryType: 2,
      pickUpStoreId: storeId,
    })
    expect(created.code).toBe(0)
    const detail = await appCall<{
      deliveryPrice: number
      payPrice: number
      pickUpVerifyCode: string
    }>(sandbox, '/trade/order/get-detail', { token, query: { id: created.data.id } })
    expect(detail.data.deliveryPrice).toBe(0)
    expect(detail.data.payPrice).toBe(500)
    expect(detail.data.pickUpVerifyCode).toMatch(/^\d{8}$/)
    const noStore = await create({ items: [{ skuId, count: 1 }], deliveryType: 2 })
    expect(noStore.msg).toBe('请求参数不正确:自提门店不能为空')
    const closed = addTestStore(sandbox, 1)
    const closedStore = await create({
      items: [{ skuId, count: 1 }],
      deliveryType: 2,
      pickUpStoreId: closed,
    })
    expect(closedStore.msg).toBe('自提门店不存在')
    withDb(sandbox, (db) =>
      db
        .prepare(
          "UPDATE infra_config SET value = '0' WHERE config_key = 'trade.delivery.express-price'",
        )
        .run(),
    )
  })

  it('refuses off-shelf and unknown goods, a province as address, and takes no stock then', async () => {
    const offShelf = addTestSku(sandbox, { name: '库存青瓷', spuStatus: 0, stock: 5 })
    expect((await create(expressOrder(offShelf))).msg).toBe('商品【库存青瓷】已下架，无法购买')
    expect(skuStock(sandbox, offShelf)).toBe(5)
    expect((await create(expressOrder(999_999))).msg).toBe('商品不存在')
    const skuId = addTestSku(sandbox, { stock: 3 })
    const province = await create(expressOrder(skuId, 1, { receiverAreaId: 320000 }))
    expect(province.msg).toBe('所在地区必须选择到区县')
    // A second line failing rolls the first line's stock back.
    const mixed = await create({
      ...expressOrder(skuId),
      items: [
        { skuId, count: 2 },
        { skuId: offShelf, count: 1 },
      ],
    })
    expect(mixed.code).not.toBe(0)
    expect(skuStock(sandbox, skuId)).toBe(3)
    expect((await create(expressOrder(skuId, 4))).msg).toBe('商品库存不足')
  })

  it('cancel: an unpaid order only, its stock back and its pay order closed', async () => {
    const skuId = addTestSku(sandbox, { stock: 4 })
    const created = await create(expressOrder(skuId, 3))
    expect(skuStock(sandbox, skuId)).toBe(1)
    const cancel = (id: number, as = token) =>
      appCall(sandbox, '/trade/order/cancel', { method: 'PUT', token: as, query: { id } })
    expect((await cancel(created.data.id, otherToken)).msg).toBe('订单不存在')
    expect((await cancel(created.data.id)).code).toBe(0)
    expect(skuStock(sandbox, skuId)).toBe(4)
    withDb(sandbox, (db) => {
      expect(
        db.prepare('SELECT status, cancel_type FROM trade_order WHERE id = ?').get(created.data.id),
      ).toEqual({ status: 40, cancel_type: 30 })
      expect(
        db.prepare('SELECT status FROM pay_order WHERE id = ?').get(created.data.payOrderId),
      ).toEqual({ status: 30 })
      const logs = db
        .prepare('SELECT content FROM trade_order_log WHERE order_id = ? ORDER BY id')
        .all(created.data.id)
      expect(logs).toEqual([{ content: '用户下单' }, { content: '取消订单' }])
    })
    expect((await cancel(created.data.id)).msg).toBe('订单不是待支付状态，无法取消')
  })

  it('receive: a shipped order only, 20 -> 30 with its log line', async () => {
    const skuId = addTestSku(sandbox, { stock: 4 })
    const created = await create(expressOrder(skuId))
    const receive = () =>
      appCall(sandbox, '/trade/order/receive', {
        method: 'PUT',
        token,
        query: { id: created.data.id },
      })
    expect((await receive()).msg).toBe('订单不是已发货状态，无法确认收货')
    withDb(sandbox, (db) =>
      db
        .prepare('UPDATE trade_order SET status = 20, pay_status = 1 WHERE id = ?')
        .run(created.data.id),
    )
    expect((await receive()).code).toBe(0)
    withDb(sandbox, (db) => {
      const order = db
        .prepare('SELECT status, receive_time, finish_time FROM trade_order WHERE id = ?')
        .get(created.data.id) as { status: number; receive_time: number; finish_time: number }
      expect(order.status).toBe(30)
      expect(order.receive_time).toBeGreaterThan(0)
      const last = db
        .prepare(
          'SELECT content, before_status, after_status FROM trade_order_log WHERE order_id = ? ORDER BY id DESC LIMIT 1',
        )
        .get(created.data.id)
      expect(last).toEqual({ content: '用户已收货', before_status: 20, after_status: 30 })
    })
    expect((await receive()).msg).toBe('订单不是已发货状态，无法确认收货')
  })

  it("pay submit: the member pays its own order with the mock channel, never another member's", async () => {
    const skuId = addTestSku(sandbox, { stock: 4, price: 300 })
    const created = await create(expressOrder(skuId))
    const submit = (as: string) =>
      appCall<{ status: number }>(sandbox, '/pay/order/submit', {
        method: 'POST',
        token: as,
        json: { id: created.data.payOrderId, channelCode: 'mock', channelExtras: { auto: true } },
      })
    expect((await submit(otherToken)).msg).toBe('支付订单不存在')
    const paid = await submit(token)
    expect(paid.code).toBe(0)
    expect(paid.data.status).toBe(10)
    withDb(sandbox, (db) => {
      expect(
        db.prepare('SELECT status, price FROM pay_order WHERE id = ?').get(created.data.payOrderId),
      ).toEqual({ status: 10, price: 300 })
    })
    // The shop heard of it before the answer: the order waits for shipping.
    const detail = await appCall<{ status: number; payStatus: boolean }>(
      sandbox,
      '/trade/order/get-detail',
      { token, query: { id: created.data.id } },
    )
    expect(detail.data).toMatchObject({ status: 10, payStatus: true })
    expect((await submit(token)).msg).toBe('支付订单已支付，请勿重复支付')
  })
})
