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
 * One pass of the pay timer: closes waiting orders past their expiry (their merchants react in
 * the same transaction), then tries the notifications that are due. Both use ctx.now, so a test
 * that moves the clock and sweeps sees what the 1 s timer would do.
 */
export async function runPaySweep(ctx: AppContext): Promise<PaySweepResult> {
  const now = ctx.now()
  const runtime = payRuntimeOf(ctx.db)
  const closed = closeExpiredPayOrders(
    ctx.db,
    now,
    (appId, merchantOrderId) => notifyPayOrderClosed(ctx.db, appId, merchantOrderId, now),
    runtime.warn,
  )
  const notified = await runDueNotifyTasks(ctx)
  return { closed, notified }
}
