import type { Database } from 'better-sqlite3'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { insertRow } from '../lib/row-writes'
import { PayErrors } from './pay-errors'
import { newPayNo } from './pay-no'
import { settlePayment } from './pay-payments'
import { findPayApp, findPayChannel, findPayOrder } from './pay-rows'
import {
  DEFAULT_PAY_EXPIRE_MS,
  isPaidStatus,
  MOCK_CHANNEL_CODE,
  PAY_EXTENSION_STATUS,
  PAY_ORDER_STATUS,
} from './pay-status'

export interface CreatePayOrderInput {
  appId: number
  merchantOrderId: string
  subject: string
  body?: string | null
  /** Fen. */
  price: number
  /** Epoch ms; default 2 hours after `now`. */
  expireTime?: number | null
  userIp?: string | null
  now: number
}

/**
 * Creates the pay order of a merchant's order, inside the caller's transaction, notified at the
 * app's order notify URL. A second call for the same merchant order answers the first one's id.
 */
export function createPayOrder(db: Database, input: CreatePayOrderInput): number {
  return db.transaction(() => {
    const app = findPayApp(db, input.appId)
    if (!app) throw bizError(PayErrors.APP_NOT_FOUND)
    if (app.status !== 0) throw bizError(PayErrors.APP_DISABLED)
    const existing = db
      .prepare('SELECT id FROM pay_order WHERE app_id = ? AND merchant_order_id = ?')
      .get(input.appId, input.merchantOrderId) as { id: number } | undefined
    if (existing) return existing.id
    return insertRow(db, 'pay_order', {
      app_id: input.appId,
      merchant_order_id: input.merchantOrderId,
      subject: input.subject,
      body: input.body ?? '',
      notify_url: app.order_notify_url,
      price: input.price,
      status: PAY_ORDER_STATUS.WAITING,
      user_ip: input.userIp ?? null,
      expire_time: input.expireTime ?? input.now + DEFAULT_PAY_EXPIRE_MS,
      refund_price: 0,
      create_time: input.now,
      update_time: input.now,
    })
  })()
}

const closeOpenExtensions = (db: Database, orderId: number, now: number) =>
  db
    .prepare(
      'UPDATE pay_order_extension SET status = ?, update_time = ? WHERE order_id = ? AND status = ?',
    )
    .run(PAY_EXTENSION_STATUS.CLOSED, now, orderId, PAY_EXTENSION_STATUS.WAITING)

/**
 * The merchant adjusted the price of a waiting order. Submits made for the old price close: a
 * payment arriving on one of them is refunded, never taken as paying the new price.
 */
export function changePayOrderPrice(
  db: Database,
  payOrderId: number,
  price: number,
  now: number,
): void {
  db.transaction(() => {
    const order = findPayOrder(db, payOrderId)
    if (!order) throw bizError(PayErrors.ORDER_NOT_FOUND)
    if (isPaidStatus(order.status)) throw bizError(PayErrors.ORDER_PAID)
    if (order.status !== PAY_ORDER_STATUS.WAITING) throw bizError(PayErrors.ORDER_NOT_WAITING)
    db.prepare('UPDATE pay_order SET price = ?, update_time = ? WHERE id = ?').run(
      price,
      now,
      order.id,
    )
    closeOpenExtensions(db, order.id, now)
  })()
}

/**
 * The merchant closed its order (a member cancelled it): a waiting pay order closes with its open
 * submits. Answers false when the order was not waiting (e.g. already paid); no merchant hook
 * runs, the merchant is the caller.
 */
export function closePayOrder(db: Database, payOrderId: number, now: number): boolean {
  return db.transaction(() => {
    const changed = db
      .prepare('UPDATE pay_order SET status = ?, update_time = ? WHERE id = ? AND status = ?')
      .run(PAY_ORDER_STATUS.CLOSED, now, payOrderId, PAY_ORDER_STATUS.WAITING).changes
    if (changed === 0) return false
    closeOpenExtensions(db, payOrderId, now)
    return true
  })()
}

export interface SubmitPayOrderInput {
  id: number
  channelCode: string
  returnUrl?: string | null
  channelExtras?: Record<string, unknown> | null
  displayMode?: string | null
  userIp: string | null
  /** `http://host:port` the caller reached the sandbox at (the mock pay page's address). */
  origin: string
}

export interface SubmitPayOrderResult {
  status: number
  displayMode: string
  displayContent: string
}

/** The mock channel's pay page for one submit (outside admin-api: a phone opens it). */
export const mockPayPagePath = (extensionNo: string) => `/sandbox/mock-pay/${extensionNo}`

/** `channelExtras.auto` true or "true": the mock channel pays without anyone opening its page. */
const wantsAutoPay = (extras: Record<string, unknown> | null | undefined) =>
  extras?.auto === true || extras?.auto === 'true'

/**
 * A member (or the counter) chose a channel for a waiting pay order: every submit makes a new
 * extension with its own number. Only the mock channel can pay in the sandbox; its answer is a QR
 * code of its pay page, or with `channelExtras.auto` the payment itself (and the merchant's first
 * notification) before this resolves.
 */
export async function submitPayOrder(
  ctx: AppContext,
  input: SubmitPayOrderInput,
): Promise<SubmitPayOrderResult> {
  const { db } = ctx
  const extensionNo = db.transaction(() => {
    const now = ctx.now()
    const order = findPayOrder(db, input.id)
    if (!order) throw bizError(PayErrors.ORDER_NOT_FOUND)
    if (isPaidStatus(order.status)) throw bizError(PayErrors.ORDER_PAID)
    if (order.status !== PAY_ORDER_STATUS.WAITING) throw bizError(PayErrors.ORDER_NOT_WAITING)
    if (order.expire_time <= now) throw bizError(PayErrors.ORDER_EXPIRED)
    const app = findPayApp(db, order.app_id)
    if (!app) throw bizError(PayErrors.APP_NOT_FOUND)
    if (app.status !== 0) throw bizError(PayErrors.APP_DISABLED)
    const channel = findPayChannel(db, order.app_id, input.channelCode)
    if (!channel || channel.status !== 0) throw bizError(PayErrors.CHANNEL_OFF)
    if (channel.code !== MOCK_CHANNEL_CODE) throw bizError(PayErrors.CHANNEL_UNREACHABLE)
    const no = newPayNo('P', now)
    insertRow(db, 'pay_order_extension', {
      no,
      order_id: order.id,
      channel_id: channel.id,
      channel_code: channel.code,
      price: order.price,
      user_ip: input.userIp,
      status: PAY_EXTENSION_STATUS.WAITING,
      channel_extras: input.channelExtras ? JSON.stringify(input.channelExtras) : null,
      create_time: now,
      update_time: now,
    })
    return no
  })()
  if (wantsAutoPay(input.channelExtras)) {
    const outcome = await settlePayment(ctx, extensionNo, { mock: true, auto: true })
    return { status: outcome.orderStatus, displayMode: 'qr_code', displayContent: '' }
  }
  return {
    status: PAY_ORDER_STATUS.WAITING,
    displayMode: 'qr_code',
    displayContent: `${input.origin}${mockPayPagePath(extensionNo)}`,
  }
}

/**
 * Closes every waiting pay order past its expiry, each in its own transaction together with its
 * merchant's reaction (the shop cancels its order, a sign-up gives back its places). A payment
 * that won the race first is left alone; one arriving afterwards is refunded.
 */
export function closeExpiredPayOrders(
  db: Database,
  now: number,
  onClosed: (appId: number, merchantOrderId: string) => void,
  warn: (error: unknown, what: string) => void,
  limit = 500,
): number {
  const due = db
    .prepare(
      'SELECT id FROM pay_order WHERE status = ? AND expire_time <= ? ORDER BY expire_time LIMIT ?',
    )
    .all(PAY_ORDER_STATUS.WAITING, now, limit) as Array<{ id: number }>
  let closed = 0
  for (const { id } of due) {
    try {
      db.transaction(() => {
        const order = findPayOrder(db, id)
        if (!order || order.status !== PAY_ORDER_STATUS.WAITING || order.expire_time > now) return
        db.prepare('UPDATE pay_order SET status = ?, update_time = ? WHERE id = ?').run(
          PAY_ORDER_STATUS.CLOSED,
          now,
          id,
        )
        closeOpenExtensions(db, id, now)
        onClosed(order.app_id, order.merchant_order_id)
        closed++
      })()
    } catch (error) {
      // The merchant's reaction failed: the order stays waiting and the next sweep tries again.
      warn(error, `支付订单 ${id} 到期关闭失败`)
    }
  }
  return closed
}
