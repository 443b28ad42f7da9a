import type { AppContext } from '../lib/context'
import { notifyPayOrderClosed } from './pay-merchant-hooks'
import { runDueNotifyTasks } from './pay-notify'
import { closeExpiredPayOrders } from './pay-orders'
import { payRuntimeOf } from './pay-runtime'

export interface PaySweepResult {
  closed: number
  notified: number
}

/**
 * Both pay chores in one pass (the test route POST /sandbox/pay/sweep): closes waiting orders
 * past their expiry (their merchants react in the same transaction), then tries the notifications
 * that are due. Both use ctx.now, so a test that moves the clock and sweeps sees what the jobs
 * payOrderExpireJob and payNotifyJob would do; the test route also waits for the tries to be
 * recorded.
 */
export async function runPaySweep(ctx: AppContext): Promise<PaySweepResult> {
  const closed = closeDuePayOrders(ctx)
  return { closed, notified: await runDueNotifyTasks(ctx) }
}

/** Closes waiting orders past their expiry (payOrderExpireJob); returns how many. */
export function closeDuePayOrders(ctx: AppContext): number {
  const now = ctx.now()
  return closeExpiredPayOrders(
    ctx.db,
    now,
    (appId, merchantOrderId) => notifyPayOrderClosed(ctx.db, appId, merchantOrderId, now),
    payRuntimeOf(ctx.db).warn,
  )
}

/**
 * Starts the notifications that are due (payNotifyJob) without waiting for them: a merchant
 * taking its 10 s must not hold up the next pass (its tries stay tracked, so the next pass joins
 * them instead of sending again).
 */
export function startDueNotifications(ctx: AppContext): void {
  runDueNotifyTasks(ctx).catch((error: unknown) => payRuntimeOf(ctx.db).warn(error, '支付通知失败'))
}
