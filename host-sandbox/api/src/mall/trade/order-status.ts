// The statuses the console tests too live on the wire; the rest only the sandbox's rules use.
export { DELIVERY_TYPE, ORDER_STATUS } from '../../../../../src/shared/wire/trade-order'
export { AFTER_SALE_STATUS } from '../../../../../src/shared/wire/trade-after-sale'

/** After-sale statuses still in progress (the order item is 售后中 while one is open). */
export const AFTER_SALE_OPEN_STATUSES: readonly number[] = [10, 20, 30, 40]

/** trade_after_sale.way: 10 仅退款, 20 退货退款. */
export const AFTER_SALE_WAY = { REFUND: 10, RETURN_AND_REFUND: 20 } as const

/** trade_after_sale.type: 10 售中退款 (order not yet shipped at application), 20 售后退款. */
export const AFTER_SALE_TYPE = { IN_SALE: 10, AFTER_SALE: 20 } as const

/** trade_order_item.after_sale_status. */
export const ITEM_AFTER_SALE_STATUS = { NONE: 0, APPLY: 10, SUCCESS: 20 } as const

/** trade_order.refund_status. */
export const ORDER_REFUND_STATUS = { NONE: 0, PART: 10, ALL: 20 } as const

/** trade_order.cancel_type. */
export const ORDER_CANCEL_TYPE = {
  PAY_TIMEOUT: 10,
  AFTER_SALE_CLOSE: 20,
  MEMBER_CANCEL: 30,
} as const

/** Who wrote a log line: user_type of trade_order_log and trade_after_sale_log. */
export const LOG_USER_TYPE = { SYSTEM: 0, MEMBER: 1, ADMIN: 2 } as const
export type LogUserType = (typeof LOG_USER_TYPE)[keyof typeof LOG_USER_TYPE]
