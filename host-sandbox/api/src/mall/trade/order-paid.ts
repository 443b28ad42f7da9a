import type { Database } from 'better-sqlite3'
import { bizError } from '../../lib/biz-error'
import { PAY_APP_MALL_ID, onPayOrderClosed } from '../../pay/pay-merchant-hooks'
import { findPayOrder } from '../../pay/pay-rows'
import { isPaidStatus } from '../../pay/pay-status'
import { cancelUnpaidOrder } from './order-cancel'
import { addOrderLog, ORDER_LOG } from './order-log'
import { findOrder } from './order-rows'
import { LOG_USER_TYPE, ORDER_CANCEL_TYPE, ORDER_STATUS } from './order-status'
import { TradeErrors } from './trade-errors'

/**
 * The pay center says an order was paid. Nothing in the notification is trusted: the pay order is
 * re-read and must be the shop's, paid, for this order and for its current price. A repeat (the
 * order already paid by this pay order) changes nothing and answers success.
 */
export function markOrderPaid(
  db: Database,
  notice: { merchantOrderId: string; payOrderId: number },
  now: number,
): void {
  db.transaction(() => {
    const payOrder = findPayOrder(db, notice.payOrderId)
    const orderId = /^\d+$/.test(notice.merchantOrderId) ? Number(notice.merchantOrderId) : NaN
    const order = Number.isSafeInteger(orderId) ? findOrder(db, orderId) : undefined
    const matches =
      payOrder !== undefined &&
      order !== undefined &&
      payOrder.app_id === PAY_APP_MALL_ID &&
      payOrder.merchant_order_id === notice.merchantOrderId &&
      order.pay_order_id === payOrder.id &&
      isPaidStatus(payOrder.status)
    if (!matches) throw bizError(TradeErrors.PAY_ORDER_MISMATCH)
    if (order.pay_status === 1) return
    if (order.status !== ORDER_STATUS.UNPAID || payOrder.price !== order.pay_price) {
      throw bizError(TradeErrors.PAY_ORDER_MISMATCH)
    }
    const changed = db
      .prepare(
        `UPDATE trade_order SET status = ?, pay_status = 1, pay_time = ?, pay_channel_code = ?,
                update_time = ?
          WHERE id = ? AND status = ? AND pay_status = 0`,
      )
      .run(
        ORDER_STATUS.UNDELIVERED,
        payOrder.success_time ?? now,
        payOrder.channel_code,
        now,
        order.id,
        ORDER_STATUS.UNPAID,
      )
    if (changed.changes !== 1) return
    addOrderLog(db, {
      orderId: order.id,
      content: ORDER_LOG.MEMBER_PAY,
      userType: LOG_USER_TYPE.MEMBER,
      userId: order.user_id,
      beforeStatus: ORDER_STATUS.UNPAID,
      afterStatus: ORDER_STATUS.UNDELIVERED,
      now,
    })
  })()
}

/**
 * The shop's part of pay order expiry: its order, still unpaid, is cancelled (超时未支付) with its
 * stock returned. Runs inside the sweep's transaction; an order already paid or cancelled is left.
 */
export function registerShopPayClosedHandler(): void {
  onPayOrderClosed(PAY_APP_MALL_ID, (db, merchantOrderId, now) => {
    if (!/^\d+$/.test(merchantOrderId)) return
    const order = findOrder(db, Number(merchantOrderId))
    if (!order || order.status !== ORDER_STATUS.UNPAID || order.pay_status === 1) return
    cancelUnpaidOrder(db, order.id, {
      cancelType: ORDER_CANCEL_TYPE.PAY_TIMEOUT,
      content: ORDER_LOG.SYSTEM_CANCEL,
      userType: LOG_USER_TYPE.SYSTEM,
      userId: 0,
      now,
    })
  })
}
