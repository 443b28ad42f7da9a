import { describe, expect, it } from 'vitest'
import { appCall, memberLogin } from './app-api-support'
import { useLogin, useSandbox } from './support/fixture'
import { ADMIN, call } from './support/http'
import { stockOf, useTradeDb } from './support/trade-fixtures'

interface OrderDetail {
  id: number
  status: number
  payStatus: boolean
  payPrice: number
  refundPrice: number
  refundStatus: number
  items: Array<{ id: number; payPrice: number; afterSaleStatus: number; picUrl: string | null }>
  logs: Array<{ content: string; userType: number }>
}

describe('a member buys, pays, receives and returns; staff ship, receive and refund', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const trade = useTradeDb(sandbox)

  const order = async (id: number) =>
    (
      await call<OrderDetail>(sandbox, '/trade/order/get-detail', {
        token: admin.token,
        query: { id },
      })
    ).data
  const staffPut = (path: string, options: { json?: unknown; query?: Record<string, unknown> }) =>
    call(sandbox, path, { method: 'PUT', token: admin.token, ...options })

  it('moves the order and the after-sale through every state with the log lines', async () => {
    const member = await memberLogin(sandbox)
    const sku = trade.db
      .prepare(
        `SELECT k.id, k.price FROM product_sku k JOIN product_spu s ON s.id = k.spu_id
          WHERE s.status = 1 AND k.stock >= 5 ORDER BY k.id LIMIT 1`,
      )
      .get() as { id: number; price: number }
    const stockBefore = stockOf(trade.db, sku.id)
    const created = await appCall<{ id: number; payOrderId: number }>(
      sandbox,
      '/trade/order/create',
      {
        method: 'POST',
        token: member.accessToken,
        json: {
          items: [{ skuId: sku.id, count: 2 }],
          deliveryType: 1,
          receiverName: '林晓雯',
          receiverMobile: '13912345678',
          receiverAreaId: 320102,
          receiverDetailAddress: '中山东路 321 号',
          terminal: 10,
        },
      },
    )
    expect(created.code).toBe(0)
    const { id, payOrderId } = created.data
    expect(stockOf(trade.db, sku.id).stock).toBe(stockBefore.stock - 2)

    // Staff lower the price before payment; the pay order follows, so the payment matches.
    expect(
      await staffPut('/trade/order/update-price', { json: { id, adjustPrice: -100 } }),
    ).toMatchObject({ code: 0 })
    const adjusted = await order(id)
    expect(adjusted.payPrice).toBe(sku.price * 2 - 100)

    const paid = await appCall(sandbox, '/pay/order/submit', {
      method: 'POST',
      token: member.accessToken,
      json: { id: payOrderId, channelCode: 'mock', channelExtras: { auto: true } },
    })
    expect(paid.code).toBe(0)
    // The notification ran before the submit answered.
    expect(await order(id)).toMatchObject({ status: 10, payStatus: true })

    expect(
      await staffPut('/trade/order/delivery', {
        json: { id, logisticsId: 2, logisticsNo: 'ZT7788990011' },
      }),
    ).toMatchObject({ code: 0 })
    expect(
      await appCall(sandbox, '/trade/order/receive', {
        method: 'PUT',
        token: member.accessToken,
        query: { id },
      }),
    ).toMatchObject({ code: 0 })
    const received = await order(id)
    expect(received.status).toBe(30)

    const item = received.items[0]
    // The item keeps the picture it was bought with; staff get a URL they can load.
    expect(item.picUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/prod-api\/admin-api\/infra\/file\//)
    const applied = await appCall<number>(sandbox, '/trade/after-sale/create', {
      method: 'POST',
      token: member.accessToken,
      json: {
        orderItemId: item.id,
        way: 20,
        refundPrice: item.payPrice,
        applyReason: '尺寸不合适',
      },
    })
    expect(applied.code).toBe(0)
    const afterSaleId = applied.data
    expect(await staffPut('/trade/after-sale/agree', { query: { id: afterSaleId } })).toMatchObject(
      { code: 0 },
    )
    expect(
      await appCall(sandbox, '/trade/after-sale/delivery', {
        method: 'PUT',
        token: member.accessToken,
        json: { id: afterSaleId, logisticsId: 1, logisticsNo: 'SF5566778899' },
      }),
    ).toMatchObject({ code: 0 })
    expect(
      await staffPut('/trade/after-sale/receive', { query: { id: afterSaleId } }),
    ).toMatchObject({ code: 0 })
    expect(stockOf(trade.db, sku.id).stock).toBe(stockBefore.stock)
    expect(
      await staffPut('/trade/after-sale/refund', { query: { id: afterSaleId } }),
    ).toMatchObject({ code: 0 })

    const afterSale = await call<{
      status: number
      picUrl: string | null
      payRefundId: number
      logs: Array<{ content: string }>
    }>(sandbox, '/trade/after-sale/get-detail', { token: admin.token, query: { id: afterSaleId } })
    expect(afterSale.data.status).toBe(50)
    expect(afterSale.data.picUrl).toBe(item.picUrl)
    expect(afterSale.data.logs.map((log) => log.content)).toEqual([
      '会员申请退款',
      '商家同意退款',
      '会员填写退货物流信息，快递公司：顺丰速运，快递单号：SF5566778899',
      '商家收货',
      '商家发起退款',
      '退款成功',
    ])
    const refunded = await order(id)
    // Every item refunded: 全部退款; a finished order keeps its status.
    expect(refunded).toMatchObject({
      status: 30,
      refundStatus: 20,
      refundPrice: item.payPrice,
      items: [{ afterSaleStatus: 20 }],
    })
    expect(refunded.logs.map((log) => log.content)).toEqual([
      '用户下单',
      '修改价格：' +
        ((sku.price * 2) / 100).toFixed(2) +
        ' 元 → ' +
        ((sku.price * 2 - 100) / 100).toFixed(2) +
        ' 元',
      '用户付款成功',
      '已发货，快递公司：中通快递，快递单号：ZT7788990011',
      '用户已收货',
      `售后退款成功，退款金额：${(item.payPrice / 100).toFixed(2)} 元`,
    ])
    const payRefund = trade.db
      .prepare('SELECT refund_price, status FROM pay_refund WHERE id = ?')
      .get(afterSale.data.payRefundId) as { refund_price: number; status: number }
    expect(payRefund).toEqual({ refund_price: item.payPrice, status: 10 })
    expect(stockOf(trade.db, sku.id).salesCount).toBe(stockBefore.salesCount)
  })
})
