import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { PayErrors } from './pay-errors'
import { createNotifyTask, runNotifyTask } from './pay-notify'
import { refundDuplicatePayment } from './pay-refunds'
import {
  channelFeePrice,
  findPayApp,
  findPayExtensionByNo,
  findPayOrder,
  type PayChannelRow,
} from './pay-rows'
import { PAY_EXTENSION_STATUS, PAY_NOTIFY_TYPE, PAY_ORDER_STATUS } from './pay-status'

export interface PaymentOutcome {
  /** The pay order's status afterwards. */
  orderStatus: number
  /**
   * 'paid': this payment paid the order; 'repeat': this submit had already been paid (a repeated
   * callback, nothing changed); 'refunded': the order could not take it, it was refunded at once.
   */
  result: 'paid' | 'repeat' | 'refunded'
}

/**
 * What a channel's "paid" callback does for the submit numbered `extensionNo`. One transaction
 * decides, so however callbacks, submits and the expiry sweep interleave, an order is paid once:
 * the first success on an open submit of a waiting order pays it (the order's other open submits
 * close); any other success is recorded on its own submit and refunded at once. The merchant's
 * first notification is tried before this resolves.
 */
export async function settlePayment(
  ctx: AppContext,
  extensionNo: string,
  channelData: Record<string, unknown>,
): Promise<PaymentOutcome> {
  const { db } = ctx
  const { outcome, taskId } = db.transaction(() => {
    const now = ctx.now()
    const extension = findPayExtensionByNo(db, extensionNo)
    if (!extension) throw bizError(PayErrors.EXTENSION_NOT_FOUND)
    const order = findPayOrder(db, extension.order_id)
    if (!order) throw bizError(PayErrors.ORDER_NOT_FOUND)
    if (extension.status === PAY_EXTENSION_STATUS.SUCCESS) {
      return { outcome: { orderStatus: order.status, result: 'repeat' as const }, taskId: null }
    }
    db.prepare(
      'UPDATE pay_order_extension SET status = ?, channel_notify_data = ?, update_time = ? WHERE id = ?',
    ).run(PAY_EXTENSION_STATUS.SUCCESS, JSON.stringify(channelData), now, extension.id)
    const payable =
      order.status === PAY_ORDER_STATUS.WAITING &&
      extension.status === PAY_EXTENSION_STATUS.WAITING &&
      extension.price === order.price
    if (!payable) {
      refundDuplicatePayment(db, order, extension, now)
      return { outcome: { orderStatus: order.status, result: 'refunded' as const }, taskId: null }
    }
    const channel = db
      .prepare('SELECT * FROM pay_channel WHERE id = ?')
      .get(extension.channel_id) as PayChannelRow | undefined
    const feeRate = channel?.fee_rate ?? 0
    db.prepare(
      `UPDATE pay_order SET status = ?, channel_id = ?, channel_code = ?, channel_fee_rate = ?,
         channel_fee_price = ?, success_time = ?, extension_id = ?, no = ?, channel_order_no = ?,
         update_time = ?
       WHERE id = ?`,
    ).run(
      PAY_ORDER_STATUS.SUCCESS,
      extension.channel_id,
      extension.channel_code,
      feeRate,
      channelFeePrice(order.price, feeRate),
      now,
      extension.id,
      extension.no,
      `MOCK-${extension.no}`,
      now,
      order.id,
    )
    // The order is paid: its other submits can no longer pay it (a success there is refunded).
    db.prepare(
      'UPDATE pay_order_extension SET status = ?, update_time = ? WHERE order_id = ? AND status = ?',
    ).run(PAY_EXTENSION_STATUS.CLOSED, now, order.id, PAY_EXTENSION_STATUS.WAITING)
    const app = findPayApp(db, order.app_id)
    const task = createNotifyTask(
      db,
      {
        appId: order.app_id,
        type: PAY_NOTIFY_TYPE.ORDER,
        dataId: order.id,
        merchantOrderId: order.merchant_order_id,
        notifyUrl: order.notify_url || app?.order_notify_url || '',
      },
      now,
    )
    return {
      outcome: { orderStatus: PAY_ORDER_STATUS.SUCCESS, result: 'paid' as const },
      taskId: task,
    }
  })()
  if (taskId !== null) await runNotifyTask(ctx, taskId)
  return outcome
}
