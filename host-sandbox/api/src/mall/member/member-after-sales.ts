import type { Database } from 'better-sqlite3'
import { bizError } from '../../lib/biz-error'
import type {
  MemberAfterSale,
  MemberAfterSaleCreateBody,
  MemberAfterSaleDeliveryBody,
} from '../../../../../src/shared/wire/member-trade'
import { addAfterSaleLog, AFTER_SALE_LOG } from '../trade/after-sale-log'
import { nextAfterSaleNo } from '../trade/order-no'
import {
  AFTER_SALE_STATUS,
  AFTER_SALE_TYPE,
  AFTER_SALE_WAY,
  DELIVERY_TYPE,
  ITEM_AFTER_SALE_STATUS,
  LOG_USER_TYPE,
  ORDER_STATUS,
} from '../trade/order-status'
import { TradeErrors } from '../trade/trade-errors'
import { MemberErrors } from './member-errors'

interface ItemRow {
  id: number
  order_id: number
  spu_id: number
  spu_name: string
  sku_id: number
  properties: string
  pic_url: string | null
  count: number
  pay_price: number
  after_sale_status: number
}

interface OrderRow {
  id: number
  no: string
  status: number
  pay_status: number
  delivery_type: number
}

interface AfterSaleRow {
  id: number
  no: string
  status: number
  type: number
  way: number
  user_id: number
  order_id: number
  order_item_id: number
  refund_price: number
  create_time: number
}

/** States from which the member may still withdraw (before the refund is under way). */
const CANCELLABLE: readonly number[] = [
  AFTER_SALE_STATUS.APPLY,
  AFTER_SALE_STATUS.SELLER_AGREE,
  AFTER_SALE_STATUS.BUYER_DELIVERY,
]

const isUniqueViolation = (error: unknown) =>
  error instanceof Error &&
  'code' in error &&
  String((error as { code: unknown }).code).startsWith('SQLITE_CONSTRAINT_UNIQUE')

/**
 * A member applies for a refund of one paid item (仅退款, or 退货退款 once an express order has
 * shipped). Type 10 售中退款 when the order still waits for shipping, else 20. The item is 售后中
 * until the after-sale ends; a second application for it is refused, even when two race.
 */
export function applyAfterSale(
  db: Database,
  memberId: number,
  body: MemberAfterSaleCreateBody,
  now: number,
): number {
  return db.transaction((): number => {
    const item = db
      .prepare('SELECT * FROM trade_order_item WHERE id = ? AND user_id = ?')
      .get(body.orderItemId, memberId) as ItemRow | undefined
    if (!item) throw bizError(MemberErrors.ORDER_ITEM_NOT_FOUND)
    const order = db
      .prepare('SELECT id, no, status, pay_status, delivery_type FROM trade_order WHERE id = ?')
      .get(item.order_id) as OrderRow
    if (order.pay_status !== 1 || order.status === ORDER_STATUS.UNPAID) {
      throw bizError(TradeErrors.AFTER_SALE_ORDER_UNPAID)
    }
    if (item.after_sale_status !== ITEM_AFTER_SALE_STATUS.NONE) {
      throw bizError(TradeErrors.AFTER_SALE_ITEM_OPEN)
    }
    if (body.refundPrice > item.pay_price) throw bizError(TradeErrors.AFTER_SALE_PRICE_OVER)
    if (
      body.way === AFTER_SALE_WAY.RETURN_AND_REFUND &&
      (order.delivery_type !== DELIVERY_TYPE.EXPRESS ||
        (order.status !== ORDER_STATUS.DELIVERED && order.status !== ORDER_STATUS.COMPLETED))
    ) {
      throw bizError(TradeErrors.AFTER_SALE_RETURN_NOT_DELIVERED)
    }
    const type =
      order.status === ORDER_STATUS.UNDELIVERED
        ? AFTER_SALE_TYPE.IN_SALE
        : AFTER_SALE_TYPE.AFTER_SALE
    let id: number
    try {
      id = Number(
        db
          .prepare(
            `INSERT INTO trade_after_sale (no, status, type, way, user_id, apply_reason,
               apply_description, apply_pic_urls, order_id, order_no, order_item_id, spu_id,
               spu_name, sku_id, properties, pic_url, count, refund_price, create_time, update_time)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            nextAfterSaleNo(now),
            AFTER_SALE_STATUS.APPLY,
            type,
            body.way,
            memberId,
            body.applyReason.trim(),
            body.applyDescription ?? null,
            JSON.stringify(body.applyPicUrls ?? []),
            order.id,
            order.no,
            item.id,
            item.spu_id,
            item.spu_name,
            item.sku_id,
            item.properties,
            item.pic_url,
            item.count,
            body.refundPrice,
            now,
            now,
          ).lastInsertRowid,
      )
    } catch (error) {
      if (isUniqueViolation(error)) throw bizError(TradeErrors.AFTER_SALE_ITEM_OPEN)
      throw error
    }
    db.prepare(
      'UPDATE trade_order_item SET after_sale_status = ?, update_time = ? WHERE id = ?',
    ).run(ITEM_AFTER_SALE_STATUS.APPLY, now, item.id)
    addAfterSaleLog(db, {
      afterSaleId: id,
      content: AFTER_SALE_LOG.MEMBER_CREATE,
      userType: LOG_USER_TYPE.MEMBER,
      userId: memberId,
      beforeStatus: null,
      afterStatus: AFTER_SALE_STATUS.APPLY,
      now,
    })
    return id
  })()
}

function ownAfterSale(db: Database, memberId: number, id: number): AfterSaleRow {
  const row = db
    .prepare('SELECT * FROM trade_after_sale WHERE id = ? AND user_id = ?')
    .get(id, memberId) as AfterSaleRow | undefined
  if (!row) throw bizError(TradeErrors.AFTER_SALE_NOT_FOUND)
  return row
}

/** The member sent the goods back (退货退款 agreed): 20 -> 30 with the express and number. */
export function deliverAfterSale(
  db: Database,
  memberId: number,
  body: MemberAfterSaleDeliveryBody,
  now: number,
): void {
  db.transaction(() => {
    const afterSale = ownAfterSale(db, memberId, body.id)
    if (afterSale.status !== AFTER_SALE_STATUS.SELLER_AGREE) {
      throw bizError(TradeErrors.AFTER_SALE_WRONG_STATUS, '填写退货物流')
    }
    const express = db
      .prepare('SELECT name, status FROM trade_delivery_express WHERE id = ?')
      .get(body.logisticsId) as { name: string; status: number } | undefined
    if (!express || express.status !== 0) throw bizError(TradeErrors.EXPRESS_NOT_FOUND)
    const logisticsNo = body.logisticsNo.trim()
    db.prepare(
      `UPDATE trade_after_sale SET status = ?, logistics_id = ?, logistics_no = ?,
         delivery_time = ?, update_time = ? WHERE id = ?`,
    ).run(AFTER_SALE_STATUS.BUYER_DELIVERY, body.logisticsId, logisticsNo, now, now, body.id)
    addAfterSaleLog(db, {
      afterSaleId: body.id,
      content: AFTER_SALE_LOG.MEMBER_DELIVERY(express.name, logisticsNo),
      userType: LOG_USER_TYPE.MEMBER,
      userId: memberId,
      beforeStatus: AFTER_SALE_STATUS.SELLER_AGREE,
      afterStatus: AFTER_SALE_STATUS.BUYER_DELIVERY,
      now,
    })
  })()
}

/** The member withdraws (from 10, 20 or 30): 61, and the item is 未售后 again. */
export function cancelAfterSale(db: Database, memberId: number, id: number, now: number): void {
  db.transaction(() => {
    const afterSale = ownAfterSale(db, memberId, id)
    if (!CANCELLABLE.includes(afterSale.status)) {
      throw bizError(TradeErrors.AFTER_SALE_WRONG_STATUS, '取消售后')
    }
    db.prepare('UPDATE trade_after_sale SET status = ?, update_time = ? WHERE id = ?').run(
      AFTER_SALE_STATUS.BUYER_CANCEL,
      now,
      id,
    )
    db.prepare(
      'UPDATE trade_order_item SET after_sale_status = ?, update_time = ? WHERE id = ?',
    ).run(ITEM_AFTER_SALE_STATUS.NONE, now, afterSale.order_item_id)
    addAfterSaleLog(db, {
      afterSaleId: id,
      content: AFTER_SALE_LOG.MEMBER_CANCEL,
      userType: LOG_USER_TYPE.MEMBER,
      userId: memberId,
      beforeStatus: afterSale.status,
      afterStatus: AFTER_SALE_STATUS.BUYER_CANCEL,
      now,
    })
  })()
}

export function memberAfterSale(db: Database, memberId: number, id: number): MemberAfterSale {
  const row = ownAfterSale(db, memberId, id)
  return {
    id: row.id,
    no: row.no,
    status: row.status,
    type: row.type,
    way: row.way,
    orderId: row.order_id,
    orderItemId: row.order_item_id,
    refundPrice: row.refund_price,
    createTime: row.create_time,
  }
}
