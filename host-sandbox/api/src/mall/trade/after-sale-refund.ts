import type { Database } from 'better-sqlite3'
import { bizError } from '../../lib/biz-error'
import type { AppContext } from '../../lib/context'
import { PAY_APP_MALL_ID } from '../../pay/pay-merchant-hooks'
import { createPayRefund } from '../../pay/pay-refunds'
import { findPayRefund, type PayRefundRow } from '../../pay/pay-rows'
import { PAY_REFUND_STATUS } from '../../pay/pay-status'
import {
  AFTER_SALE_ACTION,
  afterSaleIn,
  moveAfterSale,
  setItemAfterSaleStatus,
} from './after-sale-admin'
import { addAfterSaleLog, AFTER_SALE_LOG } from './after-sale-log'
import { findAfterSale, type AfterSaleRow } from './after-sale-rows'
import type { Operator } from './order-admin'
import { addOrderLog, ORDER_LOG } from './order-log'
import { findOrder } from './order-rows'
import {
  AFTER_SALE_STATUS,
  ITEM_AFTER_SALE_STATUS,
  LOG_USER_TYPE,
  ORDER_CANCEL_TYPE,
  ORDER_REFUND_STATUS,
  ORDER_STATUS,
} from './order-status'
import { TradeErrors } from './trade-errors'

// 确认退款 and the refund's outcome. The pay refund's merchantRefundId is the after-sale id, with
// '-2', '-3' ... for a retry after a failed attempt (the pay center keeps one refund per merchant
// refund id). The after-sale stays 40 until the pay center's notification says the refund
// succeeded.

/** After-sales whose 确认退款 is running in this process: a double press makes one refund. */
const refunding = new Set<number>()

const afterSaleIdOf = (merchantRefundId: string): number | null => {
  const match = /^(\d+)(?:-\d+)?$/.exec(merchantRefundId)
  return match ? Number(match[1]) : null
}

function nextMerchantRefundId(db: Database, afterSaleId: number): string {
  const { tries } = db
    .prepare(
      `SELECT COUNT(*) AS tries FROM pay_refund
        WHERE app_id = ? AND (merchant_refund_id = ? OR merchant_refund_id LIKE ?)`,
    )
    .get(PAY_APP_MALL_ID, String(afterSaleId), `${afterSaleId}-%`) as { tries: number }
  return tries === 0 ? String(afterSaleId) : `${afterSaleId}-${tries + 1}`
}

/** 确认退款 (after-sale 40): creates the pay refund of refundPrice and records its id. */
export async function refundAfterSale(
  ctx: AppContext,
  id: number,
  by: Operator & { userIp: string | null },
): Promise<void> {
  const { db } = ctx
  if (refunding.has(id)) throw bizError(TradeErrors.AFTER_SALE_REFUNDING)
  refunding.add(id)
  try {
    const { row, payOrderId, merchantRefundId } = db.transaction(() => {
      const row = afterSaleIn(db, id, AFTER_SALE_STATUS.WAIT_REFUND, AFTER_SALE_ACTION.REFUND)
      const earlier = row.pay_refund_id !== null ? findPayRefund(db, row.pay_refund_id) : undefined
      if (earlier && earlier.status !== PAY_REFUND_STATUS.FAILURE) {
        throw bizError(TradeErrors.AFTER_SALE_REFUNDING)
      }
      const order = findOrder(db, row.order_id)
      if (!order || order.pay_status !== 1 || order.pay_order_id === null) {
        throw bizError(TradeErrors.AFTER_SALE_ORDER_UNPAID)
      }
      addAfterSaleLog(db, {
        afterSaleId: row.id,
        content: AFTER_SALE_LOG.ADMIN_REFUND,
        userType: LOG_USER_TYPE.ADMIN,
        userId: by.userId,
        beforeStatus: row.status,
        afterStatus: row.status,
        now: by.now,
      })
      return {
        row,
        payOrderId: order.pay_order_id,
        merchantRefundId: nextMerchantRefundId(db, row.id),
      }
    })()
    let refundId: number
    try {
      refundId = await createPayRefund(ctx, {
        appId: PAY_APP_MALL_ID,
        payOrderId,
        merchantRefundId,
        reason: `售后退款：${row.spu_name}`,
        price: row.refund_price,
        userIp: by.userIp,
      })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      logRefundFailure(db, row, message, ctx.now())
      throw error
    }
    const refund = findPayRefund(db, refundId)
    if (refund?.status === PAY_REFUND_STATUS.FAILURE) {
      // Recorded once, by whichever comes first: the notification or this answer.
      db.transaction(() => recordFailure(db, row.id, refund, ctx.now()))()
      throw bizError(TradeErrors.AFTER_SALE_REFUND_FAILED, refund.channel_error_msg ?? '')
    }
    // The success notification records it too; this keeps the id when it could not be sent.
    db.prepare('UPDATE trade_after_sale SET pay_refund_id = ? WHERE id = ?').run(refundId, row.id)
  } finally {
    refunding.delete(id)
  }
}

function logRefundFailure(db: Database, row: AfterSaleRow, message: string, now: number): void {
  addAfterSaleLog(db, {
    afterSaleId: row.id,
    content: AFTER_SALE_LOG.REFUND_FAIL(message),
    userType: LOG_USER_TYPE.SYSTEM,
    userId: 0,
    beforeStatus: row.status,
    afterStatus: row.status,
    now,
  })
}

/** A failed refund, logged once per pay refund; the after-sale stays 40 for another try. */
function recordFailure(db: Database, afterSaleId: number, refund: PayRefundRow, now: number): void {
  const row = findAfterSale(db, afterSaleId)
  if (!row || row.status !== AFTER_SALE_STATUS.WAIT_REFUND || row.pay_refund_id === refund.id)
    return
  db.prepare('UPDATE trade_after_sale SET pay_refund_id = ?, update_time = ? WHERE id = ?').run(
    refund.id,
    now,
    row.id,
  )
  logRefundFailure(db, row, refund.channel_error_msg ?? '', now)
}

/** The refund succeeded: after-sale 50, item 已退款, the order's refund figures, sales back. */
function completeRefund(db: Database, row: AfterSaleRow, refund: PayRefundRow, now: number): void {
  moveAfterSale(db, row, {
    to: AFTER_SALE_STATUS.COMPLETE,
    columns: { refund_time: refund.success_time ?? now, pay_refund_id: refund.id },
    action: AFTER_SALE_ACTION.REFUND,
    content: AFTER_SALE_LOG.REFUND_SUCCESS,
    userType: LOG_USER_TYPE.SYSTEM,
    userId: 0,
    now,
  })
  setItemAfterSaleStatus(db, row.order_item_id, ITEM_AFTER_SALE_STATUS.SUCCESS, now)
  const order = findOrder(db, row.order_id)
  if (!order) return
  const { open } = db
    .prepare(
      'SELECT COUNT(*) AS open FROM trade_order_item WHERE order_id = ? AND after_sale_status <> ?',
    )
    .get(order.id, ITEM_AFTER_SALE_STATUS.SUCCESS) as { open: number }
  const all = open === 0
  const closes = all && order.status === ORDER_STATUS.UNDELIVERED
  const status = closes ? ORDER_STATUS.CANCELED : order.status
  db.prepare(
    `UPDATE trade_order SET refund_price = refund_price + ?, refund_status = ?, status = ?,
            cancel_type = CASE WHEN ? THEN ? ELSE cancel_type END,
            cancel_time = CASE WHEN ? THEN ? ELSE cancel_time END, update_time = ?
      WHERE id = ?`,
  ).run(
    row.refund_price,
    all ? ORDER_REFUND_STATUS.ALL : ORDER_REFUND_STATUS.PART,
    status,
    closes ? 1 : 0,
    ORDER_CANCEL_TYPE.AFTER_SALE_CLOSE,
    closes ? 1 : 0,
    now,
    now,
    order.id,
  )
  addOrderLog(db, {
    orderId: order.id,
    content: ORDER_LOG.AFTER_SALE_REFUND(row.refund_price),
    userType: LOG_USER_TYPE.SYSTEM,
    userId: 0,
    beforeStatus: order.status,
    afterStatus: status,
    now,
  })
  // The refunded pieces were not sold after all (their stock came back at 确认收货 when returned).
  db.prepare('UPDATE product_sku SET sales_count = MAX(sales_count - ?, 0) WHERE id = ?').run(
    row.count,
    row.sku_id,
  )
  db.prepare('UPDATE product_spu SET sales_count = MAX(sales_count - ?, 0) WHERE id = ?').run(
    row.count,
    row.spu_id,
  )
}

/**
 * The pay center's refund notification. The refund is re-read and must be the shop's, for this
 * order, of this after-sale's amount, and settled; a repeat changes nothing.
 */
export function markAfterSaleRefunded(
  db: Database,
  notice: { merchantOrderId: string; payRefundId: number },
  now: number,
): void {
  db.transaction(() => {
    const refund = findPayRefund(db, notice.payRefundId)
    const afterSaleId = refund ? afterSaleIdOf(refund.merchant_refund_id) : null
    const row = afterSaleId !== null ? findAfterSale(db, afterSaleId) : undefined
    const order = row ? findOrder(db, row.order_id) : undefined
    const matches =
      refund !== undefined &&
      row !== undefined &&
      order !== undefined &&
      refund.app_id === PAY_APP_MALL_ID &&
      refund.duplicate === 0 &&
      refund.merchant_order_id === notice.merchantOrderId &&
      String(row.order_id) === notice.merchantOrderId &&
      order.pay_order_id === refund.order_id &&
      refund.refund_price === row.refund_price &&
      refund.status !== PAY_REFUND_STATUS.WAITING
    if (!matches) throw bizError(TradeErrors.PAY_ORDER_MISMATCH)
    if (refund.status === PAY_REFUND_STATUS.FAILURE) {
      recordFailure(db, row.id, refund, now)
      return
    }
    if (row.status === AFTER_SALE_STATUS.COMPLETE && row.pay_refund_id === refund.id) return
    if (row.status !== AFTER_SALE_STATUS.WAIT_REFUND) {
      throw bizError(TradeErrors.PAY_ORDER_MISMATCH)
    }
    completeRefund(db, row, refund, now)
  })()
}
