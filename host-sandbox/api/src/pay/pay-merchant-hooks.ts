import type { Database } from 'better-sqlite3'

/**
 * What the sandbox's own merchants (the shop, paid activity sign-ups) do when one of their pay
 * orders closes unpaid. Payments and refunds reach them as signed HTTP notifications like any
 * merchant; closing has no notification in the contract, so the expiry sweep calls these in
 * process, inside its own transaction.
 */
export type PayOrderClosedHandler = (db: Database, merchantOrderId: string, now: number) => void

/** The seeded pay apps: 商城 (shop orders) and 活动报名 (paid activity sign-ups). */
export const PAY_APP_MALL_ID = 1
export const PAY_APP_ACTIVITY_ID = 2

const closedHandlers = new Map<number, PayOrderClosedHandler>()

/** The merchant of `appId` wants to hear when its unpaid orders close (one handler per app). */
export function onPayOrderClosed(appId: number, handler: PayOrderClosedHandler): void {
  closedHandlers.set(appId, handler)
}

/** Tells the merchant of `appId` (if it registered) that `merchantOrderId` closed unpaid. */
export function notifyPayOrderClosed(
  db: Database,
  appId: number,
  merchantOrderId: string,
  now: number,
): void {
  closedHandlers.get(appId)?.(db, merchantOrderId, now)
}
