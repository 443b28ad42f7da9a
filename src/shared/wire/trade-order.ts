import { z } from 'zod'
import { epochMs, id, nullableId, nullableTime, nullableText } from './common'
import { optionalInt, optionalIntIn, optionalText, requiredInt, requiredText } from './fields'

// Shop orders: /trade/order/* (admin) and the merchant notification update-paid.

/** A sold item's property value as the order shows it. */
export const orderItemProperty = z.object({
  propertyId: z.number().int().optional(),
  propertyName: z.string(),
  valueId: z.number().int().optional(),
  valueName: z.string(),
})

export const tradeOrderItem = z.object({
  id,
  orderId: id,
  spuId: id,
  spuName: z.string(),
  skuId: id,
  picUrl: nullableText,
  count: z.number().int(),
  /** Unit price, fen. */
  price: z.number().int(),
  /** What this item was paid, fen (its share of the price adjustment included). */
  payPrice: z.number().int(),
  adjustPrice: z.number().int(),
  /** 0 未售后, 10 售后中, 20 已退款 */
  afterSaleStatus: z.number().int(),
  properties: z.array(orderItemProperty),
})

export const orderUser = z.object({
  id,
  nickname: nullableText,
  avatar: nullableText,
})

/** A row of GET /trade/order/page (and the body of get-detail without its logs). */
export const tradeOrder = z.object({
  id,
  no: z.string(),
  type: z.number().int(),
  terminal: z.number().int(),
  userId: id,
  user: orderUser.nullable(),
  status: z.number().int(),
  productCount: z.number().int(),
  userRemark: nullableText,
  remark: nullableText,
  payOrderId: nullableId,
  payStatus: z.boolean(),
  payTime: nullableTime,
  payChannelCode: nullableText,
  totalPrice: z.number().int(),
  discountPrice: z.number().int(),
  deliveryPrice: z.number().int(),
  adjustPrice: z.number().int(),
  payPrice: z.number().int(),
  refundPrice: z.number().int(),
  /** 0 未退款, 10 部分退款, 20 全部退款 */
  refundStatus: z.number().int(),
  cancelType: nullableId,
  cancelTime: nullableTime,
  /** 1 快递发货, 2 用户自提 */
  deliveryType: z.number().int(),
  logisticsId: nullableId,
  logisticsNo: nullableText,
  deliveryTime: nullableTime,
  receiveTime: nullableTime,
  finishTime: nullableTime,
  pickUpStoreId: nullableId,
  pickUpVerifyCode: nullableText,
  receiverName: nullableText,
  receiverMobile: nullableText,
  receiverAreaId: nullableId,
  /** The area's names joined by spaces, e.g. '江苏省 南京市 玄武区'. */
  receiverAreaName: nullableText,
  receiverDetailAddress: nullableText,
  createTime: epochMs,
  items: z.array(tradeOrderItem),
})

export const tradeOrderLog = z.object({
  content: z.string(),
  /** 1 member, 2 admin, 0 system */
  userType: z.number().int(),
  userId: z.number().int(),
  beforeStatus: z.number().int().nullable(),
  afterStatus: z.number().int().nullable(),
  createTime: epochMs,
})

/** GET /trade/order/get-detail: the row, its logs (oldest first) and the express company name. */
export const tradeOrderDetail = tradeOrder.extend({
  logs: z.array(tradeOrderLog),
  logisticsName: nullableText,
  pickUpStoreName: nullableText,
})

/** GET /trade/order/get-summary. */
export const tradeOrderSummary = z.object({
  orderCount: z.number().int(),
  orderPayPrice: z.number().int(),
  afterSaleCount: z.number().int(),
  afterSalePrice: z.number().int(),
})

/** trade_order_status by name: the console's buttons and the sandbox's rules test the same numbers. */
export const ORDER_STATUS = {
  UNPAID: 0,
  UNDELIVERED: 10,
  DELIVERED: 20,
  COMPLETED: 30,
  CANCELED: 40,
} as const

/** trade_delivery_type: 1 快递发货, 2 用户自提. */
export const DELIVERY_TYPE = { EXPRESS: 1, PICK_UP: 2 } as const

/** Order statuses the page filters by. */
export const TRADE_ORDER_STATUSES = [0, 10, 20, 30, 40] as const
export const TRADE_ORDER_TYPES = [0, 1, 2, 3] as const
export const DELIVERY_TYPES = [1, 2] as const

/** Filters of GET page and get-summary (besides `createTime[0]/[1]`). */
export const tradeOrderFilters = {
  no: optionalText('订单号', 32),
  userId: optionalInt('会员编号'),
  userNickname: optionalText('会员昵称', 30),
  userMobile: optionalText('会员手机号', 20),
  receiverName: optionalText('收货人姓名', 30),
  receiverMobile: optionalText('收货人手机号码', 20),
  type: optionalIntIn('订单类型', TRADE_ORDER_TYPES),
  status: optionalIntIn('订单状态', TRADE_ORDER_STATUSES),
  payChannelCode: optionalText('支付渠道', 32),
  terminal: optionalInt('订单来源'),
  deliveryType: optionalIntIn('配送方式', DELIVERY_TYPES),
}

/** Body of PUT delivery (logisticsId 0 = shipped without logistics). */
export const tradeOrderDelivery = z.object({
  id: requiredInt('订单编号'),
  logisticsId: requiredInt('快递公司'),
  logisticsNo: optionalText('快递单号', 64),
})

export const tradeOrderRemark = z.object({
  id: requiredInt('订单编号'),
  remark: requiredText('商家备注', 500),
})

/** Body of PUT update-price: the new adjustment in fen (replaces the old one). */
export const tradeOrderPrice = z.object({
  id: requiredInt('订单编号'),
  adjustPrice: requiredInt('调整金额'),
})

export const tradeOrderAddress = z.object({
  id: requiredInt('订单编号'),
  receiverName: requiredText('收件人名称', 30),
  receiverMobile: requiredText('收件人手机', 20).refine(
    (s) => /^1\d{10}$/.test(s.trim()),
    '收件人手机格式不正确',
  ),
  receiverAreaId: requiredInt('收件人地区'),
  receiverDetailAddress: requiredText('收件人详细地址', 256),
})

/** Body of the merchant notification POST /trade/order/update-paid. */
export const tradeOrderPaidNotify = z.object({
  merchantOrderId: requiredText('商户订单编号', 64),
  payOrderId: requiredInt('支付订单编号'),
})

export type TradeOrder = z.output<typeof tradeOrder>
export type TradeOrderItem = z.output<typeof tradeOrderItem>
export type OrderItemProperty = z.output<typeof orderItemProperty>
export type TradeOrderDetail = z.output<typeof tradeOrderDetail>
export type TradeOrderLog = z.output<typeof tradeOrderLog>
export type TradeOrderSummary = z.output<typeof tradeOrderSummary>
