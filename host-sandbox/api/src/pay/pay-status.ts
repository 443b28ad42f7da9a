/** pay_order_status (dictionary values). */
export const PAY_ORDER_STATUS = { WAITING: 0, SUCCESS: 10, REFUND: 20, CLOSED: 30 } as const

/** One submit's state: waiting for the channel, paid, or closed (superseded or order closed). */
export const PAY_EXTENSION_STATUS = { WAITING: 0, SUCCESS: 10, CLOSED: 30 } as const

/** pay_refund_status. */
export const PAY_REFUND_STATUS = { WAITING: 0, SUCCESS: 10, FAILURE: 20 } as const

/** pay_notify_status. */
export const PAY_NOTIFY_STATUS = {
  WAITING: 0,
  SUCCESS: 10,
  FAILURE: 20,
  REQUEST_SUCCESS: 21,
  REQUEST_FAILURE: 22,
} as const

/** pay_notify_type. */
export const PAY_NOTIFY_TYPE = { ORDER: 1, REFUND: 2 } as const

/** A pay order nobody set an expiry for closes 2 hours after it was created. */
export const DEFAULT_PAY_EXPIRE_MS = 2 * 60 * 60 * 1000

/** The reason of the automatic refund of a second payment (or one on a closed submit). */
export const DUPLICATE_REFUND_REASON = '重复支付，自动退款'

export const MOCK_CHANNEL_CODE = 'mock'

/** Paid or partly/fully refunded: money was taken for this order. */
export const isPaidStatus = (status: number): boolean =>
  status === PAY_ORDER_STATUS.SUCCESS || status === PAY_ORDER_STATUS.REFUND
