import type { Database } from 'better-sqlite3'
import { bizError } from '../../lib/biz-error'
import { closePayOrder, createPayOrder } from '../../pay/pay-orders'
import { PAY_APP_MALL_ID } from '../../pay/pay-merchant-hooks'
import { DEFAULT_PAY_EXPIRE_MS } from '../../pay/pay-status'
import type {
  MemberOrderCreateBody,
  MemberOrderCreated,
  MemberOrderDetail,
} from '../../../../../src/shared/wire/member-trade'
import { skuForOrder, takeSkuStock, type SkuForOrder } from '../product/sku-stock'
import { areaOf } from '../trade/area-tree'
import { cancelUnpaidOrder } from '../trade/order-cancel'
import { addOrderLog, ORDER_LOG } from '../trade/order-log'
import { newPickUpVerifyCode, nextOrderNo } from '../trade/order-no'
import {
  DELIVERY_TYPE,
  LOG_USER_TYPE,
  ORDER_CANCEL_TYPE,
  ORDER_STATUS,
} from '../trade/order-status'
import { TradeErrors } from '../trade/trade-errors'
import { MemberErrors } from './member-errors'

export const EXPRESS_PRICE_CONFIG_KEY = 'trade.delivery.express-price'

/** The express delivery price in fen (config; a missing or odd value counts as free). */
export function expressPrice(db: Database): number {
  const row = db
    .prepare('SELECT value FROM infra_config WHERE config_key = ?')
    .get(EXPRESS_PRICE_CONFIG_KEY) as { value: string } | undefined
  const fen = Number(row?.value ?? 0)
  return Number.isInteger(fen) && fen > 0 ? fen : 0
}

interface OrderLine {
  sku: SkuForOrder
  count: number
}

/** The same SKU twice in one order is one line (stock is taken once for the total). */
function mergeLines(items: MemberOrderCreateBody['items']): Map<number, number> {
  const counts = new Map<number, number>()
  for (const item of items) counts.set(item.skuId, (counts.get(item.skuId) ?? 0) + item.count)
  return counts
}

function checkDestination(db: Database, body: MemberOrderCreateBody): void {
  if (body.deliveryType === DELIVERY_TYPE.PICK_UP) {
    const store = db
      .prepare('SELECT status FROM trade_delivery_pick_up_store WHERE id = ?')
      .get(body.pickUpStoreId) as { status: number } | undefined
    if (!store || store.status !== 0) throw bizError(TradeErrors.PICK_UP_STORE_NOT_FOUND)
    return
  }
  const area = body.receiverAreaId === undefined ? undefined : areaOf(body.receiverAreaId)
  if (!area?.leaf) throw bizError(TradeErrors.AREA_NOT_DISTRICT)
}

export interface CreateMemberOrderInput {
  memberId: number
  body: MemberOrderCreateBody
  userIp: string | null
  now: number
}

/**
 * A member's purchase, all in one transaction: every SKU's stock taken by a guarded update (the
 * last piece cannot be sold twice), prices read from the SKUs (never from the request), the
 * order with its items, the log line and the pay order (app 商城, expiring in 2 hours). Any
 * refusal rolls everything back.
 */
export function createMemberOrder(db: Database, input: CreateMemberOrderInput): MemberOrderCreated {
  const { body, now, memberId } = input
  return db.transaction((): MemberOrderCreated => {
    checkDestination(db, body)
    const lines: OrderLine[] = []
    for (const [skuId, count] of mergeLines(body.items)) {
      const sku = skuForOrder(db, skuId)
      if (!sku) throw bizError(MemberErrors.SKU_NOT_FOUND)
      if (sku.spuStatus !== 1) throw bizError(MemberErrors.SPU_NOT_ON_SHELF, sku.spuName)
      if (!takeSkuStock(db, skuId, count)) throw bizError(MemberErrors.STOCK_NOT_ENOUGH)
      lines.push({ sku, count })
    }
    const totalPrice = lines.reduce((sum, line) => sum + line.sku.price * line.count, 0)
    const pickUp = body.deliveryType === DELIVERY_TYPE.PICK_UP
    const deliveryPrice = pickUp ? 0 : expressPrice(db)
    const payPrice = totalPrice + deliveryPrice
    const productCount = lines.reduce((sum, line) => sum + line.count, 0)
    const orderId = Number(
      db
        .prepare(
          `INSERT INTO trade_order (no, type, terminal, user_id, status, product_count, user_remark,
             remark, pay_status, total_price, discount_price, delivery_price, adjust_price,
             pay_price, refund_price, refund_status, delivery_type, pick_up_store_id,
             pick_up_verify_code, receiver_name, receiver_mobile, receiver_area_id,
             receiver_detail_address, create_time, update_time)
           VALUES (?, 0, ?, ?, ?, ?, ?, '', 0, ?, 0, ?, 0, ?, 0, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          nextOrderNo(now),
          body.terminal ?? 10,
          memberId,
          ORDER_STATUS.UNPAID,
          productCount,
          body.remark ?? '',
          totalPrice,
          deliveryPrice,
          payPrice,
          body.deliveryType,
          pickUp ? body.pickUpStoreId : null,
          pickUp ? newPickUpVerifyCode(db) : null,
          body.receiverName?.trim() || null,
          body.receiverMobile ?? null,
          pickUp ? null : body.receiverAreaId,
          pickUp ? null : body.receiverDetailAddress?.trim(),
          now,
          now,
        ).lastInsertRowid,
    )
    const insertItem = db.prepare(
      `INSERT INTO trade_order_item (order_id, user_id, spu_id, spu_name, sku_id, properties,
         pic_url, count, price, discount_price, adjust_price, pay_price, after_sale_status,
         create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, ?, 0, ?, ?)`,
    )
    for (const { sku, count } of lines) {
      insertItem.run(
        orderId,
        memberId,
        sku.spuId,
        sku.spuName,
        sku.skuId,
        JSON.stringify(sku.properties),
        sku.picUrl,
        count,
        sku.price,
        sku.price * count,
        now,
        now,
      )
    }
    addOrderLog(db, {
      orderId,
      content: ORDER_LOG.MEMBER_CREATE,
      userType: LOG_USER_TYPE.MEMBER,
      userId: memberId,
      beforeStatus: null,
      afterStatus: ORDER_STATUS.UNPAID,
      now,
    })
    const first = lines[0].sku.spuName
    const payOrderId = createPayOrder(db, {
      appId: PAY_APP_MALL_ID,
      merchantOrderId: String(orderId),
      subject: lines.length > 1 ? `${first} 等 ${lines.length} 件商品` : first,
      body: lines.map((line) => `${line.sku.spuName} x ${line.count}`).join('，'),
      price: payPrice,
      expireTime: now + DEFAULT_PAY_EXPIRE_MS,
      userIp: input.userIp,
      now,
    })
    db.prepare('UPDATE trade_order SET pay_order_id = ? WHERE id = ?').run(payOrderId, orderId)
    return { id: orderId, payOrderId }
  })()
}

interface MemberOrderRow {
  id: number
  no: string
  user_id: number
  status: number
  pay_order_id: number | null
  pay_status: number
  total_price: number
  delivery_price: number
  pay_price: number
  refund_price: number
  delivery_type: number
  pick_up_store_id: number | null
  pick_up_verify_code: string | null
  create_time: number
}

/** The member's own order, or 订单不存在 (another member's order is not told apart). */
export function ownOrder(db: Database, memberId: number, orderId: number): MemberOrderRow {
  const row = db
    .prepare('SELECT * FROM trade_order WHERE id = ? AND user_id = ?')
    .get(orderId, memberId) as MemberOrderRow | undefined
  if (!row) throw bizError(TradeErrors.ORDER_NOT_FOUND)
  return row
}

/**
 * The member cancels an unpaid order: its pay order closes first, so a payment that already went
 * through refuses the cancel (`订单不是待支付状态，无法取消`) rather than losing the money.
 */
export function cancelMemberOrder(db: Database, memberId: number, orderId: number, now: number) {
  db.transaction(() => {
    const order = ownOrder(db, memberId, orderId)
    if (order.status !== ORDER_STATUS.UNPAID) throw bizError(TradeErrors.ORDER_CANCEL_NOT_UNPAID)
    if (order.pay_order_id !== null && !closePayOrder(db, order.pay_order_id, now)) {
      const pay = db
        .prepare('SELECT status FROM pay_order WHERE id = ?')
        .get(order.pay_order_id) as { status: number } | undefined
      // Closed already (expired): the order goes too; anything else means it was paid.
      if (pay?.status !== 30) throw bizError(TradeErrors.ORDER_CANCEL_NOT_UNPAID)
    }
    cancelUnpaidOrder(db, orderId, {
      cancelType: ORDER_CANCEL_TYPE.MEMBER_CANCEL,
      content: ORDER_LOG.MEMBER_CANCEL,
      userType: LOG_USER_TYPE.MEMBER,
      userId: memberId,
      now,
    })
  })()
}

/** The member confirms receipt of a shipped order: 20 -> 30, logged. */
export function receiveMemberOrder(db: Database, memberId: number, orderId: number, now: number) {
  db.transaction(() => {
    ownOrder(db, memberId, orderId)
    const changed = db
      .prepare(
        `UPDATE trade_order SET status = ?, receive_time = ?, finish_time = ?, update_time = ?
          WHERE id = ? AND status = ?`,
      )
      .run(ORDER_STATUS.COMPLETED, now, now, now, orderId, ORDER_STATUS.DELIVERED).changes
    if (changed !== 1) throw bizError(TradeErrors.ORDER_RECEIVE_NOT_DELIVERED)
    addOrderLog(db, {
      orderId,
      content: ORDER_LOG.MEMBER_RECEIVE,
      userType: LOG_USER_TYPE.MEMBER,
      userId: memberId,
      beforeStatus: ORDER_STATUS.DELIVERED,
      afterStatus: ORDER_STATUS.COMPLETED,
      now,
    })
  })()
}

interface ItemRow {
  id: number
  spu_id: number
  spu_name: string
  sku_id: number
  pic_url: string | null
  count: number
  price: number
  pay_price: number
  after_sale_status: number
  properties: string
}

export function memberOrderDetail(
  db: Database,
  memberId: number,
  orderId: number,
): MemberOrderDetail {
  const order = ownOrder(db, memberId, orderId)
  const items = db
    .prepare('SELECT * FROM trade_order_item WHERE order_id = ? ORDER BY id')
    .all(orderId) as ItemRow[]
  return {
    id: order.id,
    no: order.no,
    status: order.status,
    payOrderId: order.pay_order_id,
    payStatus: order.pay_status === 1,
    totalPrice: order.total_price,
    deliveryPrice: order.delivery_price,
    payPrice: order.pay_price,
    refundPrice: order.refund_price,
    deliveryType: order.delivery_type,
    pickUpStoreId: order.pick_up_store_id,
    pickUpVerifyCode: order.pick_up_verify_code,
    createTime: order.create_time,
    items: items.map((item) => ({
      id: item.id,
      spuId: item.spu_id,
      spuName: item.spu_name,
      skuId: item.sku_id,
      picUrl: item.pic_url,
      count: item.count,
      price: item.price,
      payPrice: item.pay_price,
      afterSaleStatus: item.after_sale_status,
      properties: (
        JSON.parse(item.properties) as Array<{ propertyName: string; valueName: string }>
      ).map((p) => ({ propertyName: p.propertyName, valueName: p.valueName })),
    })),
  }
}
