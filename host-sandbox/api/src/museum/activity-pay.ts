import type { Database } from 'better-sqlite3'
import type { FastifyRequest } from 'fastify'
import { ACTIVITY_COST_PAID } from '../../../../src/shared/wire/museum-activity'
import {
  SIGN_ACTION_FROM,
  SIGN_ACTION_LABEL,
  SIGN_STATUS_CANCELLED,
  SIGN_STATUS_PENDING,
  SIGN_STATUS_SIGNED,
  SIGN_STATUS_UNPAID,
} from '../../../../src/shared/wire/museum-activity-sign'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { checkNotifySignature } from '../pay/notify-signature'
import { onPayOrderClosed, PAY_APP_ACTIVITY_ID } from '../pay/pay-merchant-hooks'
import { closePayOrder, createPayOrder } from '../pay/pay-orders'
import { createPayRefund } from '../pay/pay-refunds'
import { ActivityErrors, SIGN_STATUS_LABELS } from './activity-errors'
import { ACTIVITY_TABLE, findActivity, SIGN_TABLE } from './activity-repo'
import { cancelSign, signUp, type SignUpInput } from './activity-signing'

/**
 * Paid activity sign-ups (activity cost 收费): the sign-up is the merchant order of the 活动报名
 * pay app. It waits as 待支付 holding its places; the signed payment notification confirms it,
 * the pay order's expiry cancels it, and cancelling a paid one refunds what was paid.
 */

/** Business errors of paid sign-ups (the activity module's block, codes 1_040_006_1xx). */
export const ActivityPayErrors = {
  PAY_MISMATCH: { code: 1_040_006_101, msg: '支付单不匹配' },
} as const

/** How long a paid sign-up's pay order waits for the payment. */
export const SIGN_PAY_EXPIRE_MS = 15 * 60 * 1000

/** The refund reason of a cancelled paid sign-up. */
export const SIGN_REFUND_REASON = '活动报名取消'

const PAY_ORDER_SUCCESS = 10
const PAY_ORDER_REFUNDED = 20

interface SignPayState {
  id: number
  activity_id: number
  person_count: number
  status: number
  pay_order_id: number | null
  pay_status: number
  pay_price: number
}

function signPayState(db: Database, id: number): SignPayState | undefined {
  return db
    .prepare(
      `SELECT id, activity_id, person_count, status, pay_order_id, pay_status, pay_price
         FROM ${SIGN_TABLE} WHERE id = ?`,
    )
    .get(id) as SignPayState | undefined
}

export type SignUpTaken = number | { id: number; payOrderId: number }

/**
 * Takes a sign-up; for a paid activity also its pay order (price x persons, 15 minutes), in the
 * same transaction, so there is never a 待支付 sign-up without an order nor an order without one.
 */
export function takeSignUp(
  db: Database,
  input: SignUpInput,
  options: { now: number; creator: number; userIp: string },
): SignUpTaken {
  return db.transaction((): SignUpTaken => {
    const id = signUp(db, input, options.now, options.creator)
    const activity = findActivity(db, input.activityId)
    if (!activity || activity.cost !== ACTIVITY_COST_PAID) return id
    const price = activity.price * input.personCount
    const payOrderId = createPayOrder(db, {
      appId: PAY_APP_ACTIVITY_ID,
      merchantOrderId: String(id),
      subject: activity.title,
      body: `${input.name} 报名 ${input.personCount} 人`,
      price,
      expireTime: options.now + SIGN_PAY_EXPIRE_MS,
      userIp: options.userIp,
      now: options.now,
    })
    db.prepare(
      `UPDATE ${SIGN_TABLE} SET status = ?, pay_order_id = ?, pay_price = ?, update_time = ?
        WHERE id = ?`,
    ).run(SIGN_STATUS_UNPAID, payOrderId, price, options.now, id)
    return { id, payOrderId }
  })()
}

interface PayOrderCheck {
  id: number
  app_id: number
  merchant_order_id: string
  price: number
  status: number
}

/**
 * POST update-paid: trusts nothing in the body but the two ids, re-reads the pay order and
 * confirms the sign-up only when app, merchant order, status and price all match. A repeated
 * notification of a confirmed sign-up is a no-op.
 */
export function confirmSignPaid(
  db: Database,
  notice: { merchantOrderId: string; payOrderId: number },
  now: number,
): void {
  db.transaction(() => {
    const signId = /^\d+$/.test(notice.merchantOrderId) ? Number(notice.merchantOrderId) : NaN
    const sign = Number.isSafeInteger(signId) ? signPayState(db, signId) : undefined
    const order = db
      .prepare('SELECT id, app_id, merchant_order_id, price, status FROM pay_order WHERE id = ?')
      .get(notice.payOrderId) as PayOrderCheck | undefined
    const matches =
      sign !== undefined &&
      order !== undefined &&
      order.app_id === PAY_APP_ACTIVITY_ID &&
      order.merchant_order_id === String(sign.id) &&
      sign.pay_order_id === order.id &&
      order.price === sign.pay_price &&
      (order.status === PAY_ORDER_SUCCESS || order.status === PAY_ORDER_REFUNDED)
    if (!matches) throw bizError(ActivityPayErrors.PAY_MISMATCH)
    if (sign.pay_status === 1) return
    if (sign.status !== SIGN_STATUS_UNPAID) throw bizError(ActivityPayErrors.PAY_MISMATCH)
    db.prepare(
      `UPDATE ${SIGN_TABLE} SET status = ?, pay_status = 1, update_time = ?
        WHERE id = ? AND status = ?`,
    ).run(SIGN_STATUS_SIGNED, now, sign.id, SIGN_STATUS_UNPAID)
  })()
}

/** Checks the notification's signature, then `confirmSignPaid`. */
export function receiveSignPaid(
  ctx: AppContext,
  request: FastifyRequest,
  notice: { merchantOrderId: string; payOrderId: number },
): void {
  checkNotifySignature(ctx.db, request)
  confirmSignPaid(ctx.db, notice, ctx.now())
}

interface PayRefundCheck {
  app_id: number
  merchant_order_id: string
  merchant_refund_id: string
  status: number
}

/**
 * POST update-refunded: a cancelled sign-up's refund settled (or failed). The sign-up already is
 * 已取消 (the refund was made by 取消), so this only checks that the refund is ours and answers;
 * a refund that is not (wrong app, merchant numbers) is refused like a mismatched payment.
 */
export function receiveSignRefunded(
  ctx: AppContext,
  request: FastifyRequest,
  notice: { merchantOrderId: string; payRefundId: number },
): void {
  checkNotifySignature(ctx.db, request)
  const refund = ctx.db
    .prepare(
      'SELECT app_id, merchant_order_id, merchant_refund_id, status FROM pay_refund WHERE id = ?',
    )
    .get(notice.payRefundId) as PayRefundCheck | undefined
  const ours =
    refund !== undefined &&
    refund.app_id === PAY_APP_ACTIVITY_ID &&
    refund.merchant_order_id === notice.merchantOrderId &&
    refund.merchant_refund_id === signRefundId(notice.merchantOrderId)
  if (!ours) throw bizError(ActivityPayErrors.PAY_MISMATCH)
}

/** The merchant refund number of a sign-up's refund (one per sign-up: it is cancelled once). */
export const signRefundId = (signId: number | string) => `${signId}-refund`

/** The pay order of a 待支付 sign-up closed unpaid: 已取消, its places return. */
function cancelUnpaidSign(db: Database, merchantOrderId: string, now: number): void {
  if (!/^\d+$/.test(merchantOrderId)) return
  const sign = signPayState(db, Number(merchantOrderId))
  if (!sign || sign.status !== SIGN_STATUS_UNPAID) return
  const moved = db
    .prepare(
      `UPDATE ${SIGN_TABLE} SET status = ?, cancel_time = ?, update_time = ?
        WHERE id = ? AND status = ?`,
    )
    .run(SIGN_STATUS_CANCELLED, now, now, sign.id, SIGN_STATUS_UNPAID)
  if (moved.changes === 0) return
  db.prepare(
    `UPDATE ${ACTIVITY_TABLE} SET signed_count = signed_count - ?, update_time = ? WHERE id = ?`,
  ).run(sign.person_count, now, sign.activity_id)
}

/** Registers the 活动报名 app's handler of expired pay orders (once per app; repeats replace). */
export function registerActivityPayHooks(): void {
  onPayOrderClosed(PAY_APP_ACTIVITY_ID, cancelUnpaidSign)
}

/**
 * 取消: a 待支付 sign-up closes its pay order with it; a paid one is refunded first (the pay
 * module refuses a second refund of the same money, so two clicks cannot refund twice) and then
 * cancelled. Free sign-ups cancel as before.
 */
export async function cancelSignUp(ctx: AppContext, id: number, userIp: string): Promise<void> {
  const { db } = ctx
  const sign = signPayState(db, id)
  if (!sign) throw bizError(ActivityErrors.SIGN_NOT_EXISTS)
  if (!SIGN_ACTION_FROM.cancel.includes(sign.status)) {
    throw bizError(
      ActivityErrors.SIGN_WRONG_STATUS,
      SIGN_STATUS_LABELS[sign.status] ?? String(sign.status),
      SIGN_ACTION_LABEL.cancel,
    )
  }
  if (sign.status === SIGN_STATUS_UNPAID && sign.pay_order_id !== null) {
    const payOrderId = sign.pay_order_id
    db.transaction(() => {
      cancelSign(db, id, ctx.now())
      closePayOrder(db, payOrderId, ctx.now())
    })()
    return
  }
  if (sign.pay_status === 1 && sign.pay_order_id !== null && sign.pay_price > 0) {
    const refundId = await createPayRefund(ctx, {
      appId: PAY_APP_ACTIVITY_ID,
      payOrderId: sign.pay_order_id,
      merchantRefundId: signRefundId(id),
      reason: SIGN_REFUND_REASON,
      price: sign.pay_price,
      userIp,
    })
    db.transaction(() => {
      cancelSign(db, id, ctx.now())
      db.prepare(`UPDATE ${SIGN_TABLE} SET pay_refund_id = ? WHERE id = ?`).run(refundId, id)
    })()
    return
  }
  cancelSign(db, id, ctx.now())
}

/**
 * 取消活动, inside the cancel's transaction and before the open sign-ups are cancelled: the
 * 待支付 ones close their pay orders and are cancelled (places back), so nobody can still pay for
 * a cancelled activity. Answers the paid sign-ups about to be cancelled: their money goes back
 * through refundCancelledSigns once the transaction has committed.
 */
export function closeSignsOfCancelledActivity(
  db: Database,
  activityId: number,
  now: number,
): number[] {
  const unpaid = db
    .prepare(`SELECT id, pay_order_id FROM ${SIGN_TABLE} WHERE activity_id = ? AND status = ?`)
    .all(activityId, SIGN_STATUS_UNPAID) as Array<{ id: number; pay_order_id: number | null }>
  for (const sign of unpaid) {
    cancelSign(db, sign.id, now)
    if (sign.pay_order_id !== null) closePayOrder(db, sign.pay_order_id, now)
  }
  const paid = db
    .prepare(
      `SELECT id FROM ${SIGN_TABLE}
        WHERE activity_id = ? AND status IN (?, ?) AND pay_status = 1 AND pay_price > 0
          AND pay_refund_id IS NULL`,
    )
    .all(activityId, SIGN_STATUS_PENDING, SIGN_STATUS_SIGNED) as Array<{ id: number }>
  return paid.map((sign) => sign.id)
}

/** Refunds each paid sign-up of a cancelled activity its payPrice (reason 活动报名取消). */
export async function refundCancelledSigns(
  ctx: AppContext,
  signIds: readonly number[],
  userIp: string,
): Promise<void> {
  for (const id of signIds) {
    const sign = signPayState(ctx.db, id)
    if (!sign || sign.pay_order_id === null) continue
    const refundId = await createPayRefund(ctx, {
      appId: PAY_APP_ACTIVITY_ID,
      payOrderId: sign.pay_order_id,
      merchantRefundId: signRefundId(id),
      reason: SIGN_REFUND_REASON,
      price: sign.pay_price,
      userIp,
    })
    ctx.db.prepare(`UPDATE ${SIGN_TABLE} SET pay_refund_id = ? WHERE id = ?`).run(refundId, id)
  }
}
