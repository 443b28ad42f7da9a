import type { Database } from 'better-sqlite3'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { insertRow } from '../lib/row-writes'
import { PayErrors } from './pay-errors'
import { newPayNo } from './pay-no'
import { createNotifyTask, runNotifyTask } from './pay-notify'
import { findPayApp, findPayOrder, type PayExtensionRow, type PayOrderRow } from './pay-rows'
import {
  DUPLICATE_REFUND_REASON,
  isPaidStatus,
  MOCK_CHANNEL_CODE,
  PAY_NOTIFY_TYPE,
  PAY_ORDER_STATUS,
  PAY_REFUND_STATUS,
} from './pay-status'

export interface CreatePayRefundInput {
  appId: number
  payOrderId: number
  /** The merchant's own refund number (unique within the app), e.g. the after-sale id. */
  merchantRefundId: string
  reason: string
  /** Fen, > 0 and at most what is left of the order's payment. */
  price: number
  userIp: string | null
}

const UNREACHABLE_MSG = PayErrors.CHANNEL_UNREACHABLE.msg

/**
 * Creates the refund of a paid order and, through the mock channel, settles it at once; the
 * merchant's notification (success or failure) is tried before this resolves. Rules: a paid
 * order (10 or 20), at most what is left, one refund in progress per order. Other channels
 * cannot be reached from the sandbox: their refunds fail with that message.
 */
export async function createPayRefund(
  ctx: AppContext,
  input: CreatePayRefundInput,
): Promise<number> {
  const { db } = ctx
  const { refundId, taskId } = db.transaction(() => {
    const now = ctx.now()
    const order = findPayOrder(db, input.payOrderId)
    if (!order || order.app_id !== input.appId) throw bizError(PayErrors.ORDER_NOT_FOUND)
    const app = findPayApp(db, order.app_id)
    if (!app) throw bizError(PayErrors.APP_NOT_FOUND)
    if (app.status !== 0) throw bizError(PayErrors.APP_DISABLED)
    if (!isPaidStatus(order.status)) throw bizError(PayErrors.ORDER_NOT_PAID_FOR_REFUND)
    if (!Number.isInteger(input.price) || input.price <= 0)
      throw bizError(PayErrors.REFUND_PRICE_INVALID)
    if (input.price > order.price - order.refund_price)
      throw bizError(PayErrors.REFUND_PRICE_EXCEED)
    const inProgress = db
      .prepare('SELECT 1 FROM pay_refund WHERE order_id = ? AND status = ? AND duplicate = 0')
      .get(order.id, PAY_REFUND_STATUS.WAITING)
    if (inProgress) throw bizError(PayErrors.REFUND_IN_PROGRESS)
    const same = db
      .prepare('SELECT 1 FROM pay_refund WHERE app_id = ? AND merchant_refund_id = ?')
      .get(order.app_id, input.merchantRefundId)
    if (same) throw bizError(PayErrors.REFUND_EXISTS)
    const id = insertRow(db, 'pay_refund', {
      no: newPayNo('R', now),
      app_id: order.app_id,
      channel_id: order.channel_id,
      channel_code: order.channel_code,
      order_id: order.id,
      order_no: order.no,
      extension_id: order.extension_id,
      merchant_order_id: order.merchant_order_id,
      merchant_refund_id: input.merchantRefundId,
      notify_url: app.refund_notify_url,
      status: PAY_REFUND_STATUS.WAITING,
      pay_price: order.price,
      refund_price: input.price,
      reason: input.reason,
      user_ip: input.userIp,
      channel_order_no: order.channel_order_no,
      duplicate: 0,
      create_time: now,
      update_time: now,
    })
    settleRefund(db, id, order, input.price, now)
    const task = createNotifyTask(
      db,
      {
        appId: order.app_id,
        type: PAY_NOTIFY_TYPE.REFUND,
        dataId: id,
        merchantOrderId: order.merchant_order_id,
        notifyUrl: app.refund_notify_url,
      },
      now,
    )
    return { refundId: id, taskId: task }
  })()
  await runNotifyTask(ctx, taskId)
  return refundId
}

/** The channel's answer to a refund: the mock channel pays back at once, others are out of reach. */
function settleRefund(
  db: Database,
  refundId: number,
  order: PayOrderRow,
  price: number,
  now: number,
) {
  if (order.channel_code !== MOCK_CHANNEL_CODE) {
    db.prepare(
      `UPDATE pay_refund SET status = ?, channel_error_code = ?, channel_error_msg = ?, update_time = ?
       WHERE id = ?`,
    ).run(PAY_REFUND_STATUS.FAILURE, 'SANDBOX_UNREACHABLE', UNREACHABLE_MSG, now, refundId)
    return
  }
  db.prepare(
    `UPDATE pay_refund SET status = ?, channel_refund_no = ?, success_time = ?, update_time = ?
     WHERE id = ?`,
  ).run(PAY_REFUND_STATUS.SUCCESS, `MOCK-${refundId}`, now, now, refundId)
  db.prepare(
    `UPDATE pay_order SET refund_price = refund_price + ?, status = ?, update_time = ? WHERE id = ?`,
  ).run(price, PAY_ORDER_STATUS.REFUND, now, order.id)
}

/**
 * Gives back a payment the order cannot keep: a second success on another submit, or one on a
 * submit already closed (price changed, order closed). It belongs to that submit: the order's
 * refundPrice and status do not change and the merchant hears nothing. Runs inside the
 * transaction that recorded the payment; the mock channel settles it at once.
 */
export function refundDuplicatePayment(
  db: Database,
  order: PayOrderRow,
  extension: PayExtensionRow,
  now: number,
): number | null {
  if (extension.price <= 0) return null
  const app = findPayApp(db, order.app_id)
  const mock = extension.channel_code === MOCK_CHANNEL_CODE
  return insertRow(db, 'pay_refund', {
    no: newPayNo('R', now),
    app_id: order.app_id,
    channel_id: extension.channel_id,
    channel_code: extension.channel_code,
    order_id: order.id,
    order_no: extension.no,
    extension_id: extension.id,
    merchant_order_id: order.merchant_order_id,
    // Not the merchant's number: unique per submit, so a repeated callback cannot refund twice.
    merchant_refund_id: `DUP-${extension.no}`,
    notify_url: app?.refund_notify_url ?? '',
    status: mock ? PAY_REFUND_STATUS.SUCCESS : PAY_REFUND_STATUS.FAILURE,
    pay_price: extension.price,
    refund_price: extension.price,
    reason: DUPLICATE_REFUND_REASON,
    channel_refund_no: mock ? `MOCK-DUP-${extension.id}` : null,
    success_time: mock ? now : null,
    channel_error_code: mock ? null : 'SANDBOX_UNREACHABLE',
    channel_error_msg: mock ? null : UNREACHABLE_MSG,
    duplicate: 1,
    create_time: now,
    update_time: now,
  })
}
