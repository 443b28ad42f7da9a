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
 * that moves the clock and sweeps sees what the 1 s timer would do; the test route also waits for
 * the tries to be recorded.
 */
export async function runPaySweep(
  ctx: AppContext,
  options: { fromTimer: boolean } = { fromTimer: false },
): Promise<PaySweepResult> {
  const now = ctx.now()
  const runtime = payRuntimeOf(ctx.db)
  const closed = closeExpiredPayOrders(
    ctx.db,
    now,
    (appId, merchantOrderId) => notifyPayOrderClosed(ctx.db, appId, merchantOrderId, now),
    runtime.warn,
  )
  const notifying = runDueNotifyTasks(ctx)
  if (options.fromTimer) {
    // The timer does not wait: a merchant taking its 10 s must not hold up the next expiry pass
    // (its tries stay tracked, so the next tick joins them instead of sending again).
    notifying.catch((error: unknown) => runtime.warn(error, '支付通知失败'))
    return { closed, notified: 0 }
  }
  return { closed, notified: await notifying }
}
