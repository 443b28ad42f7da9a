import { AFTER_SALE_STATUS } from '@/shared/wire/trade-after-sale'
import { DELIVERY_TYPE, ORDER_STATUS } from '@/shared/wire/trade-order'

// The server's numbers come from the wire, where the sandbox reads them too.
export { AFTER_SALE_STATUS, DELIVERY_TYPE, ORDER_STATUS }

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
