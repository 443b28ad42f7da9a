import { closeDuePayOrders, startDueNotifications } from '../pay/pay-sweep'
import { defineJobHandler } from './handlers'

/**
 * The pay module's chores, once a 1 s timer: expiry every minute, notification retries every
 * 5 s (a retry delay is a minimum; a try may come up to 5 s after it is due).
 */
export function definePayChores(): void {
  defineJobHandler('payOrderExpireJob', async ({ app }) => {
    const closed = closeDuePayOrders(app)
    return `关闭 ${closed} 个过期的支付订单`
  })
  defineJobHandler('payNotifyJob', async ({ app }) => {
    // Not waited for: tries in flight are tracked, so the next pass joins them, never doubles them.
    startDueNotifications(app)
    return '已发起到期的支付通知'
  })
}
