import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  tradeAfterSaleDetail,
  tradeAfterSaleDisagree,
  tradeAfterSaleFilters,
  tradeAfterSaleRefundedNotify,
  tradeAfterSaleRefuse,
  type TradeAfterSaleLog,
} from '../../../../src/shared/wire/trade-after-sale'
import { sessionOf } from '../auth/auth-hook'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { betweenFilter, eqFilter, filterQuery, likeFilter, whereOf } from '../lib/filters'
import { selectPage } from '../lib/paging'
import { idQuery, optionalDateRange, pageParams, parseInput, wireItem } from '../lib/validation'
import {
  agreeAfterSale,
  disagreeAfterSale,
  receiveAfterSale,
  refuseAfterSale,
} from '../mall/trade/after-sale-admin'
import { markAfterSaleRefunded, refundAfterSale } from '../mall/trade/after-sale-refund'
import {
  findAfterSale,
  toAfterSale,
  toAfterSales,
  type AfterSaleRow,
} from '../mall/trade/after-sale-rows'
import {
  findOrder,
  findOrderItem,
  membersByIds,
  toOrder,
  toOrderItem,
} from '../mall/trade/order-rows'
import { prefixFilter } from '../mall/trade/prefix-filter'
import { picUrlsFor, withItemPics } from '../mall/trade/trade-pics'
import { checkNotifySignature } from '../pay/notify-signature'

const BASE = '/trade/after-sale'

/** 售后退款 and 售后详情 (trade:after-sale:*), and the shop's refund receiver. */
export function registerTradeAfterSaleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const guard = (action: string) => ({ config: { permission: `trade:after-sale:${action}` } })
  const filters = {
    no: prefixFilter('no', tradeAfterSaleFilters.no),
    status: eqFilter('status', tradeAfterSaleFilters.status),
    type: eqFilter('type', tradeAfterSaleFilters.type),
    way: eqFilter('way', tradeAfterSaleFilters.way),
    orderNo: prefixFilter('order_no', tradeAfterSaleFilters.orderNo),
    spuName: likeFilter('spu_name', tradeAfterSaleFilters.spuName),
    createTime: betweenFilter('create_time', optionalDateRange('创建时间')),
  }
  const filterSchema = filterQuery(filters)
  const pagingSchema = z.object(pageParams)
  const byId = idQuery('售后编号')
  const operator = (request: FastifyRequest) => ({
    userId: sessionOf(request).userId,
    now: ctx.now(),
  })

  app.get(`${BASE}/page`, guard('query'), async (request) => {
    const where = whereOf(filters, parseInput(filterSchema, request.query))
    const page = parseInput(pagingSchema, request.query)
    const result = selectPage(
      db,
      { table: 'trade_after_sale', where, orderBy: 'id DESC', page },
      (row: AfterSaleRow) => row,
    )
    const url = picUrlsFor(request, ctx.apiBase)
    return ok({
      list: toAfterSales(db, result.list).map((row) => withItemPics(row, url)),
      total: result.total,
    })
  })

  app.get(`${BASE}/get-detail`, guard('query'), async (request) => {
    const { id } = parseInput(byId, request.query)
    const row = findAfterSale(db, id)
    if (!row) return ok(null)
    const members = membersByIds(db, [row.user_id])
    const order = findOrder(db, row.order_id)
    const item = findOrderItem(db, row.order_item_id)
    const logs = db
      .prepare(
        `SELECT content, user_type AS userType, user_id AS userId, before_status AS beforeStatus,
                after_status AS afterStatus, create_time AS createTime
           FROM trade_after_sale_log WHERE after_sale_id = ? ORDER BY id`,
      )
      .all(id) as TradeAfterSaleLog[]
    const express =
      row.logistics_id !== null
        ? (db
            .prepare('SELECT name FROM trade_delivery_express WHERE id = ?')
            .get(row.logistics_id) as { name: string } | undefined)
        : undefined
    const orderWire = order ? toOrder(order, [], members.get(order.user_id)) : null
    const url = picUrlsFor(request, ctx.apiBase)
    return ok(
      wireItem(tradeAfterSaleDetail, {
        ...withItemPics(toAfterSale(row, members.get(row.user_id)), url),
        order: orderWire ? (({ items: _items, ...rest }) => rest)(orderWire) : null,
        orderItem: item ? withItemPics(toOrderItem(item), url) : null,
        logs,
        logisticsName: express?.name ?? null,
      }),
    )
  })

  app.put(`${BASE}/agree`, guard('agree'), async (request) => {
    agreeAfterSale(db, parseInput(byId, request.query).id, operator(request))
    return ok(true)
  })

  app.put(`${BASE}/disagree`, guard('disagree'), async (request) => {
    disagreeAfterSale(db, parseInput(tradeAfterSaleDisagree, request.body), operator(request))
    return ok(true)
  })

  app.put(`${BASE}/receive`, guard('receive'), async (request) => {
    receiveAfterSale(db, parseInput(byId, request.query).id, operator(request))
    return ok(true)
  })

  app.put(`${BASE}/refuse`, guard('refuse'), async (request) => {
    refuseAfterSale(db, parseInput(tradeAfterSaleRefuse, request.body), operator(request))
    return ok(true)
  })

  // PUT is the current call; an older console POSTs it.
  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: `${BASE}/refund`,
      ...guard('refund'),
      handler: async (request) => {
        const body = typeof request.body === 'object' && request.body !== null ? request.body : {}
        const { id } = parseInput(byId, { ...body, ...(request.query as object) })
        await refundAfterSale(ctx, id, { ...operator(request), userIp: request.ip })
        return ok(true)
      },
    })
  }

  // The pay center's refund notification: no token, a signature over the raw body instead.
  app.post(`${BASE}/update-refunded`, { config: { auth: 'public' } }, async (request) => {
    checkNotifySignature(db, request)
    const notice = parseInput(tradeAfterSaleRefundedNotify, request.body)
    markAfterSaleRefunded(db, notice, ctx.now())
    return ok(true)
  })
}
