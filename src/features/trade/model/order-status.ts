/** trade_order_status values (the server's numbers). */
export const ORDER_STATUS = {
  UNPAID: 0,
  UNDELIVERED: 10,
  DELIVERED: 20,
  COMPLETED: 30,
  CANCELED: 40,
} as const

/** trade_delivery_type: 1 快递发货, 2 用户自提. */
export const DELIVERY_TYPE = { EXPRESS: 1, PICK_UP: 2 } as const

/** trade_order_item_after_sale_status: 10 售后中 blocks shipping. */
export const ITEM_AFTER_SALE_STATUS = { NONE: 0, APPLYING: 10, REFUNDED: 20 } as const

/** trade_after_sale_status values. */
export const AFTER_SALE_STATUS = {
  APPLY: 10,
  SELLER_AGREE: 20,
  BUYER_DELIVERY: 30,
  WAIT_REFUND: 40,
  COMPLETE: 50,
  BUYER_CANCEL: 61,
  SELLER_DISAGREE: 62,
  SELLER_REFUSE: 63,
} as const

/** trade_after_sale_way: 10 仅退款, 20 退货退款. */
export const AFTER_SALE_WAY = { REFUND: 10, RETURN_AND_REFUND: 20 } as const

/** 状态 and what comes next, for the detail page's status box. */
export function orderNextStep(status: number, deliveryType: number): string {
  switch (status) {
    case ORDER_STATUS.UNPAID:
      return '等待买家付款，可调整价格'
    case ORDER_STATUS.UNDELIVERED:
      return deliveryType === DELIVERY_TYPE.PICK_UP
        ? '买家已付款，等待买家到店自提后核销'
        : '买家已付款，请尽快发货'
    case ORDER_STATUS.DELIVERED:
      return '商家已发货，等待买家确认收货'
    case ORDER_STATUS.COMPLETED:
      return '交易完成'
    case ORDER_STATUS.CANCELED:
      return '订单已取消'
    default:
      return ''
  }
}

/** Shipping needs 待发货 and an express order (自提 orders are verified instead). */
export function canShip(order: { status: number; deliveryType: number }): boolean {
  return order.status === ORDER_STATUS.UNDELIVERED && order.deliveryType === DELIVERY_TYPE.EXPRESS
}

/** 核销: a 自提 order that is paid and not yet picked up. */
export function canPickUp(order: { status: number; deliveryType: number }): boolean {
  return order.status === ORDER_STATUS.UNDELIVERED && order.deliveryType === DELIVERY_TYPE.PICK_UP
}

/** The address may change until the order ships (an unpaid express order included). */
export function canChangeAddress(order: { status: number; deliveryType: number }): boolean {
  return (
    order.deliveryType === DELIVERY_TYPE.EXPRESS &&
    (order.status === ORDER_STATUS.UNPAID || order.status === ORDER_STATUS.UNDELIVERED)
  )
}

export function canAdjustPrice(order: { status: number }): boolean {
  return order.status === ORDER_STATUS.UNPAID
}
