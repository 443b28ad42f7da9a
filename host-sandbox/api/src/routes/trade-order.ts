import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  tradeOrderAddress,
  tradeOrderDelivery,
  tradeOrderDetail,
  tradeOrderFilters,
  tradeOrderPaidNotify,
  tradeOrderPrice,
  tradeOrderRemark,
  tradeOrderSummary,
} from '../../../../src/shared/wire/trade-order'
import { sessionOf } from '../auth/auth-hook'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { betweenFilter, eqFilter, filterQuery, whereOf, type Filter } from '../lib/filters'
import { idQuery, optionalDateRange, pageParams, parseInput, wireItem } from '../lib/validation'
import {
  deliverOrder,
  pickUpOrderByCode,
  pickUpOrderById,
  updateOrderAddress,
  updateOrderPrice,
  updateOrderRemark,
} from '../mall/trade/order-admin'
import { markOrderPaid, registerShopPayClosedHandler } from '../mall/trade/order-paid'
import {
  findOrder,
  hasMemberTable,
  itemsOfOrder,
  membersByIds,
  toOrder,
  toOrders,
  type OrderRow,
} from '../mall/trade/order-rows'
import { checkNotifySignature } from '../pay/notify-signature'
import { prefixFilter } from '../mall/trade/prefix-filter'
import { picUrlsFor, withOrderPics } from '../mall/trade/trade-pics'

const BASE = '/trade/order'

/**
 * 订单列表 and 订单详情 (trade:order:*), and the shop's payment receiver. Order numbers, receiver
 * names and mobiles match from their start (an index answers, so the page stays fast over
 * 100,000 orders); member nickname and mobile go through the member table.
 */
export function registerTradeOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const guard = (action: string) => ({ config: { permission: `trade:order:${action}` } })
  registerShopPayClosedHandler()

  const memberFilter = (column: 'nickname' | 'mobile', schema: z.ZodType): Filter => ({
    schema,
    apply: (where, value) => {
      if (value === undefined || value === '') return where
      if (!hasMemberTable(db)) return where.raw('0')
      return where.raw(
        `user_id IN (SELECT id FROM member_user WHERE ${column} LIKE ? ESCAPE '\\')`,
        `%${String(value).replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
      )
    },
  })
  const filters = {
    no: prefixFilter('no', tradeOrderFilters.no),
    userId: eqFilter('user_id', tradeOrderFilters.userId),
    userNickname: memberFilter('nickname', tradeOrderFilters.userNickname),
    userMobile: memberFilter('mobile', tradeOrderFilters.userMobile),
    receiverName: prefixFilter('receiver_name', tradeOrderFilters.receiverName),
    receiverMobile: prefixFilter('receiver_mobile', tradeOrderFilters.receiverMobile),
    type: eqFilter('type', tradeOrderFilters.type),
    status: eqFilter('status', tradeOrderFilters.status),
    payChannelCode: eqFilter('pay_channel_code', tradeOrderFilters.payChannelCode),
    terminal: eqFilter('terminal', tradeOrderFilters.terminal),
    deliveryType: eqFilter('delivery_type', tradeOrderFilters.deliveryType),
    createTime: betweenFilter('create_time', optionalDateRange('创建时间')),
  }
  const filterSchema = filterQuery(filters)
  const pagingSchema = z.object(pageParams)
  const whereOfQuery = (query: unknown) => whereOf(filters, parseInput(filterSchema, query))
  const byId = idQuery('订单编号')
  const operator = (request: Parameters<typeof sessionOf>[0]) => ({
    userId: sessionOf(request).userId,
    now: ctx.now(),
  })

  app.get(`${BASE}/page`, guard('query'), async (request) => {
    const where = whereOfQuery(request.query)
    const page = parseInput(pagingSchema, request.query)
    const { total } = db
      .prepare(`SELECT COUNT(*) AS total FROM trade_order${where.sql}`)
      .get(...where.params) as { total: number }
    // The page's ids come off one index (each filter's index ends in id, so it covers them) and
    // only those rows are read: sorting ids is cheap where sorting whole rows of a wide range is not.
    const rows = db
      .prepare(
        `SELECT * FROM trade_order WHERE id IN (
           SELECT id FROM trade_order${where.sql} ORDER BY id DESC LIMIT ? OFFSET ?)
         ORDER BY id DESC`,
      )
      .all(...where.params, page.pageSize, (page.pageNo - 1) * page.pageSize) as OrderRow[]
    const url = picUrlsFor(request, ctx.apiBase)
    return ok({ list: toOrders(db, rows).map((order) => withOrderPics(order, url)), total })
  })

  app.get(`${BASE}/get-summary`, guard('query'), async (request) => {
    const where = whereOfQuery(request.query)
    const row = db
      .prepare(
        `SELECT COUNT(*) AS orderCount,
                COALESCE(SUM(CASE WHEN pay_status = 1 THEN pay_price ELSE 0 END), 0) AS orderPayPrice,
                COALESCE(SUM(CASE WHEN refund_status > 0 THEN 1 ELSE 0 END), 0) AS afterSaleCount,
                COALESCE(SUM(refund_price), 0) AS afterSalePrice
           FROM trade_order${where.sql}`,
      )
      .get(...where.params) as z.output<typeof tradeOrderSummary>
    return ok(wireItem(tradeOrderSummary, row))
  })

  app.get(`${BASE}/get-detail`, guard('query'), async (request) => {
    const { id } = parseInput(byId, request.query)
    const order = findOrder(db, id)
    if (!order) return ok(null)
    const logs = db
      .prepare(
        `SELECT content, user_type AS userType, user_id AS userId, before_status AS beforeStatus,
                after_status AS afterStatus, create_time AS createTime
           FROM trade_order_log WHERE order_id = ? ORDER BY id`,
      )
      .all(id) as z.output<typeof tradeOrderDetail>['logs']
    const express =
      order.logistics_id && order.logistics_id > 0
        ? (db
            .prepare('SELECT name FROM trade_delivery_express WHERE id = ?')
            .get(order.logistics_id) as { name: string } | undefined)
        : undefined
    const store =
      order.pick_up_store_id !== null
        ? (db
            .prepare('SELECT name FROM trade_delivery_pick_up_store WHERE id = ?')
            .get(order.pick_up_store_id) as { name: string } | undefined)
        : undefined
    const user = membersByIds(db, [order.user_id]).get(order.user_id)
    return ok(
      wireItem(tradeOrderDetail, {
        ...withOrderPics(
          toOrder(order, itemsOfOrder(db, id), user),
          picUrlsFor(request, ctx.apiBase),
        ),
        logs,
        logisticsName: express?.name ?? null,
        pickUpStoreName: store?.name ?? null,
      }),
    )
  })

  app.put(`${BASE}/delivery`, guard('update'), async (request) => {
    deliverOrder(db, parseInput(tradeOrderDelivery, request.body), operator(request))
    return ok(true)
  })

  app.put(`${BASE}/update-remark`, guard('update'), async (request) => {
    const body = parseInput(tradeOrderRemark, request.body)
    updateOrderRemark(db, body.id, body.remark.trim(), operator(request))
    return ok(true)
  })

  app.put(`${BASE}/update-price`, guard('update'), async (request) => {
    updateOrderPrice(db, parseInput(tradeOrderPrice, request.body), operator(request))
    return ok(true)
  })

  app.put(`${BASE}/update-address`, guard('update'), async (request) => {
    updateOrderAddress(db, parseInput(tradeOrderAddress, request.body), operator(request))
    return ok(true)
  })

  const codeQuery = z.object({
    pickUpVerifyCode: z
      .string({ error: '核销码不能为空' })
      .trim()
      .min(1, '核销码不能为空')
      .max(32, '核销码不正确'),
  })
  app.put(`${BASE}/pick-up-by-verify-code`, guard('pick-up'), async (request) => {
    const { pickUpVerifyCode } = parseInput(codeQuery, request.query)
    pickUpOrderByCode(db, pickUpVerifyCode, operator(request))
    return ok(true)
  })

  app.put(`${BASE}/pick-up-by-id`, guard('pick-up'), async (request) => {
    const { id } = parseInput(byId, request.query)
    pickUpOrderById(db, id, operator(request))
    return ok(true)
  })

  // The pay center's notification: no token, a signature over the raw body instead.
  app.post(`${BASE}/update-paid`, { config: { auth: 'public' } }, async (request) => {
    checkNotifySignature(db, request)
    const notice = parseInput(tradeOrderPaidNotify, request.body)
    markOrderPaid(db, notice, ctx.now())
    return ok(true)
  })
}
