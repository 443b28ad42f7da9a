import type { Database } from 'better-sqlite3'
import { bizError } from '../../lib/biz-error'
import { returnSkuStock } from '../product/sku-stock'
import { addOrderLog } from './order-log'
import { ORDER_STATUS, type LogUserType } from './order-status'
import { TradeErrors } from './trade-errors'

export interface CancelOrderInput {
  /** trade_order_cancel_type: 10 超时未支付, 30 买家取消. */
  cancelType: number
  /** The log line (ORDER_LOG.MEMBER_CANCEL or ORDER_LOG.SYSTEM_CANCEL). */
  content: string
  userType: LogUserType
  userId: number
  now: number
}

/**
 * Cancels an unpaid order: 0 -> 40 with its cancel type, each item's stock and sales returned,
 * one log line. Runs in the caller's transaction and closes nothing itself: the member's cancel
 * closes the pay order, the expiry sweep has closed it already. A paid or finished order is
 * refused (`订单不是待支付状态，无法取消`), so a late cancel can never undo a payment.
 */
export function cancelUnpaidOrder(db: Database, orderId: number, input: CancelOrderInput): void {
  const changed = db
    .prepare(
      `UPDATE trade_order SET status = ?, cancel_type = ?, cancel_time = ?, update_time = ?
        WHERE id = ? AND status = ?`,
    )
    .run(
      ORDER_STATUS.CANCELED,
      input.cancelType,
      input.now,
      input.now,
      orderId,
      ORDER_STATUS.UNPAID,
    )
  if (changed.changes !== 1) {
    const exists = db.prepare('SELECT 1 FROM trade_order WHERE id = ?').get(orderId)
    throw bizError(exists ? TradeErrors.ORDER_CANCEL_NOT_UNPAID : TradeErrors.ORDER_NOT_FOUND)
  }
  const items = db
    .prepare('SELECT sku_id, count FROM trade_order_item WHERE order_id = ?')
    .all(orderId) as Array<{ sku_id: number; count: number }>
  for (const item of items) returnSkuStock(db, item.sku_id, item.count, { sales: true })
  addOrderLog(db, {
    orderId,
    content: input.content,
    userType: input.userType,
    userId: input.userId,
    beforeStatus: ORDER_STATUS.UNPAID,
    afterStatus: ORDER_STATUS.CANCELED,
    now: input.now,
  })
}
