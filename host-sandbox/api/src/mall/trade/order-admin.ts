import type { Database } from 'better-sqlite3'
import { bizError } from '../../lib/biz-error'
import { changePayOrderPrice } from '../../pay/pay-orders'
import { areaOf } from './area-tree'
import { addOrderLog, ORDER_LOG } from './order-log'
import { splitAdjustment } from './order-price'
import { findOrder, itemsOfOrder, type OrderRow } from './order-rows'
import { DELIVERY_TYPE, ITEM_AFTER_SALE_STATUS, LOG_USER_TYPE, ORDER_STATUS } from './order-status'
import { TradeErrors } from './trade-errors'

// What staff do to an order from 订单列表 / 订单详情. Each change and its log line are one
// transaction; the status a change starts from is re-checked by its UPDATE, so two staff acting
// at once cannot both move the order.

export interface Operator {
  userId: number
  now: number
}

function orderOrThrow(db: Database, id: number): OrderRow {
  const order = findOrder(db, id)
  if (!order) throw bizError(TradeErrors.ORDER_NOT_FOUND)
  return order
}

function log(db: Database, order: OrderRow, after: number, content: string, by: Operator): void {
  addOrderLog(db, {
    orderId: order.id,
    content,
    userType: LOG_USER_TYPE.ADMIN,
    userId: by.userId,
    beforeStatus: order.status,
    afterStatus: after,
    now: by.now,
  })
}

/** Moves the order from `from` to `to` with `columns`; false when someone moved it first. */
function moveOrder(
  db: Database,
  id: number,
  from: number,
  to: number,
  columns: Record<string, unknown>,
  now: number,
): boolean {
  const names = Object.keys(columns)
  const sets = names.map((name) => `${name} = ?`).join(', ')
  return (
    db
      .prepare(
        `UPDATE trade_order SET status = ?, ${sets}${names.length ? ', ' : ''}update_time = ?
          WHERE id = ? AND status = ?`,
      )
      .run(to, ...Object.values(columns), now, id, from).changes === 1
  )
}

export interface DeliveryInput {
  id: number
  /** 0: shipped without logistics. */
  logisticsId: number
  logisticsNo?: string
}

const NO_LOGISTICS_NAME = '无需物流'

/** 发货: 待发货 (10) express orders without an after-sale in progress -> 已发货 (20). */
export function deliverOrder(db: Database, input: DeliveryInput, by: Operator): void {
  db.transaction(() => {
    const order = orderOrThrow(db, input.id)
    if (order.delivery_type !== DELIVERY_TYPE.EXPRESS) {
      throw bizError(TradeErrors.ORDER_DELIVERY_NOT_EXPRESS)
    }
    const inAfterSale = itemsOfOrder(db, order.id).some(
      (item) => item.after_sale_status === ITEM_AFTER_SALE_STATUS.APPLY,
    )
    if (order.status !== ORDER_STATUS.UNDELIVERED || inAfterSale) {
      throw bizError(TradeErrors.ORDER_DELIVERY_NOT_UNDELIVERED)
    }
    let expressName = NO_LOGISTICS_NAME
    let logisticsNo = ''
    if (input.logisticsId !== 0) {
      const express = db
        .prepare('SELECT name FROM trade_delivery_express WHERE id = ? AND status = 0')
        .get(input.logisticsId) as { name: string } | undefined
      if (!express) throw bizError(TradeErrors.EXPRESS_NOT_FOUND)
      logisticsNo = input.logisticsNo?.trim() ?? ''
      if (!logisticsNo) throw bizError(TradeErrors.LOGISTICS_NO_REQUIRED)
      expressName = express.name
    }
    const moved = moveOrder(
      db,
      order.id,
      ORDER_STATUS.UNDELIVERED,
      ORDER_STATUS.DELIVERED,
      { logistics_id: input.logisticsId, logistics_no: logisticsNo, delivery_time: by.now },
      by.now,
    )
    if (!moved) throw bizError(TradeErrors.ORDER_DELIVERY_NOT_UNDELIVERED)
    log(
      db,
      order,
      ORDER_STATUS.DELIVERED,
      ORDER_LOG.ADMIN_DELIVERY(expressName, logisticsNo || '无'),
      by,
    )
  })()
}

/** 备注: the merchant's remark, in any status. */
export function updateOrderRemark(db: Database, id: number, remark: string, by: Operator): void {
  db.transaction(() => {
    const order = orderOrThrow(db, id)
    db.prepare('UPDATE trade_order SET remark = ?, update_time = ? WHERE id = ?').run(
      remark,
      by.now,
      id,
    )
    log(db, order, order.status, ORDER_LOG.ADMIN_REMARK(remark), by)
  })()
}

/**
 * 调整价格: the new adjustment replaces the old one; payPrice = total - discount + delivery +
 * adjustment stays > 0; the items' shares are split in proportion, and the pay order's price
 * follows in the same transaction (its open submits close).
 */
export function updateOrderPrice(
  db: Database,
  input: { id: number; adjustPrice: number },
  by: Operator,
): void {
  db.transaction(() => {
    const order = orderOrThrow(db, input.id)
    if (order.pay_status === 1) throw bizError(TradeErrors.ORDER_PRICE_PAID)
    if (order.status !== ORDER_STATUS.UNPAID) throw bizError(TradeErrors.ORDER_PRICE_NOT_UNPAID)
    const payPrice =
      order.total_price - order.discount_price + order.delivery_price + input.adjustPrice
    if (payPrice <= 0) throw bizError(TradeErrors.ORDER_PAY_PRICE_NOT_POSITIVE)
    const items = itemsOfOrder(db, order.id)
    const bases = items.map((item) => item.price * item.count - item.discount_price)
    const shares = splitAdjustment(input.adjustPrice, bases)
    const updateItem = db.prepare(
      'UPDATE trade_order_item SET adjust_price = ?, pay_price = ?, update_time = ? WHERE id = ?',
    )
    items.forEach((item, i) => updateItem.run(shares[i], bases[i] + shares[i], by.now, item.id))
    const changed = db
      .prepare(
        `UPDATE trade_order SET adjust_price = ?, pay_price = ?, update_time = ?
          WHERE id = ? AND status = ? AND pay_status = 0`,
      )
      .run(input.adjustPrice, payPrice, by.now, order.id, ORDER_STATUS.UNPAID)
    if (changed.changes !== 1) throw bizError(TradeErrors.ORDER_PRICE_PAID)
    if (order.pay_order_id !== null) {
      changePayOrderPrice(db, order.pay_order_id, payPrice, by.now)
    }
    log(db, order, order.status, ORDER_LOG.ADMIN_UPDATE_PRICE(order.pay_price, payPrice), by)
  })()
}

export interface AddressInput {
  id: number
  receiverName: string
  receiverMobile: string
  receiverAreaId: number
  receiverDetailAddress: string
}

/** 修改地址: an express order before it ships (待支付 or 待发货); the area must be a district. */
export function updateOrderAddress(db: Database, input: AddressInput, by: Operator): void {
  db.transaction(() => {
    const order = orderOrThrow(db, input.id)
    if (order.delivery_type !== DELIVERY_TYPE.EXPRESS) {
      throw bizError(TradeErrors.ORDER_ADDRESS_PICK_UP)
    }
    if (order.status !== ORDER_STATUS.UNPAID && order.status !== ORDER_STATUS.UNDELIVERED) {
      throw bizError(TradeErrors.ORDER_ADDRESS_DELIVERED)
    }
    if (!areaOf(input.receiverAreaId)?.leaf) throw bizError(TradeErrors.AREA_NOT_DISTRICT)
    const changed = db
      .prepare(
        `UPDATE trade_order SET receiver_name = ?, receiver_mobile = ?, receiver_area_id = ?,
                receiver_detail_address = ?, update_time = ?
          WHERE id = ? AND status IN (?, ?)`,
      )
      .run(
        input.receiverName.trim(),
        input.receiverMobile.trim(),
        input.receiverAreaId,
        input.receiverDetailAddress.trim(),
        by.now,
        order.id,
        ORDER_STATUS.UNPAID,
        ORDER_STATUS.UNDELIVERED,
      )
    if (changed.changes !== 1) throw bizError(TradeErrors.ORDER_ADDRESS_DELIVERED)
    log(db, order, order.status, ORDER_LOG.ADMIN_UPDATE_ADDRESS, by)
  })()
}

function pickUp(db: Database, order: OrderRow, by: Operator): void {
  if (order.delivery_type !== DELIVERY_TYPE.PICK_UP) throw bizError(TradeErrors.PICK_UP_NOT_PICK_UP)
  if (order.status !== ORDER_STATUS.UNDELIVERED) {
    throw bizError(TradeErrors.PICK_UP_NOT_UNDELIVERED)
  }
  const moved = moveOrder(
    db,
    order.id,
    ORDER_STATUS.UNDELIVERED,
    ORDER_STATUS.COMPLETED,
    { receive_time: by.now, finish_time: by.now },
    by.now,
  )
  if (!moved) throw bizError(TradeErrors.PICK_UP_NOT_UNDELIVERED)
  log(db, order, ORDER_STATUS.COMPLETED, ORDER_LOG.ADMIN_PICK_UP, by)
}

/** 核销 by order id (from the order's card or detail). */
export function pickUpOrderById(db: Database, id: number, by: Operator): void {
  db.transaction(() => pickUp(db, orderOrThrow(db, id), by))()
}

/**
 * 核销 by the code the member shows. Only pick-up orders carry a code; a code no such order holds
 * is `核销码不正确`, one whose order is not waiting says why.
 */
export function pickUpOrderByCode(db: Database, code: string, by: Operator): void {
  db.transaction(() => {
    const orders = db
      .prepare(
        `SELECT * FROM trade_order WHERE pick_up_verify_code = ? AND delivery_type = ?
          ORDER BY (status = ?) DESC, id DESC`,
      )
      .all(code.trim(), DELIVERY_TYPE.PICK_UP, ORDER_STATUS.UNDELIVERED) as OrderRow[]
    const order = orders[0]
    if (!code.trim() || !order) throw bizError(TradeErrors.PICK_UP_CODE_WRONG)
    pickUp(db, order, by)
  })()
}
