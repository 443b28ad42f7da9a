import { z } from 'zod'
import { epochMs, id, nullableId, nullableTime, nullableText } from './common'
import { optionalIntIn, optionalText, requiredInt, requiredText } from './fields'
import {
  orderItemProperty,
  orderUser,
  tradeOrder,
  tradeOrderItem,
  tradeOrderLog,
} from './trade-order'

// After-sales (售后退款): /trade/after-sale/* (admin) and the merchant notification
// update-refunded.

/** trade_after_sale_status by name. */
export const AFTER_SALE_STATUS = {
  /** 申请中 */
  APPLY: 10,
  /** 卖家通过 (退货退款: waiting for the member to send the goods back) */
  SELLER_AGREE: 20,
  /** 待卖家收货 */
  BUYER_DELIVERY: 30,
  /** 等待退款 */
  WAIT_REFUND: 40,
  /** 退款成功 */
  COMPLETE: 50,
  /** 买家取消 */
  BUYER_CANCEL: 61,
  /** 卖家拒绝 */
  SELLER_DISAGREE: 62,
  /** 卖家拒绝收货 */
  SELLER_REFUSE: 63,
} as const

/** trade_after_sale_status */
export const AFTER_SALE_STATUSES = [10, 20, 30, 40, 50, 61, 62, 63] as const
/** trade_after_sale_type: 10 售中退款, 20 售后退款 */
export const AFTER_SALE_TYPES = [10, 20] as const
/** trade_after_sale_way: 10 仅退款, 20 退货退款 */
export const AFTER_SALE_WAYS = [10, 20] as const

/** A row of GET /trade/after-sale/page. */
export const tradeAfterSale = z.object({
  id,
  no: z.string(),
  status: z.number().int(),
  type: z.number().int(),
  way: z.number().int(),
  userId: id,
  user: orderUser.nullable(),
  applyReason: z.string(),
  applyDescription: nullableText,
  applyPicUrls: z.array(z.string()),
  orderId: id,
  orderNo: z.string(),
  orderItemId: id,
  spuId: id,
  spuName: z.string(),
  skuId: id,
  picUrl: nullableText,
  count: z.number().int(),
  properties: z.array(orderItemProperty),
  /** Fen. */
  refundPrice: z.number().int(),
  auditTime: nullableTime,
  auditUserId: nullableId,
  auditReason: nullableText,
  payRefundId: nullableId,
  refundTime: nullableTime,
  logisticsId: nullableId,
  logisticsNo: nullableText,
  deliveryTime: nullableTime,
  receiveTime: nullableTime,
  receiveReason: nullableText,
  createTime: epochMs,
})

/** A timeline line: the same shape as the order's (who, what, status before and after). */
export const tradeAfterSaleLog = tradeOrderLog

/** GET /trade/after-sale/get-detail: the row, its order, its order item and its timeline. */
export const tradeAfterSaleDetail = tradeAfterSale.extend({
  order: tradeOrder.omit({ items: true }).nullable(),
  orderItem: tradeOrderItem.nullable(),
  logs: z.array(tradeAfterSaleLog),
  logisticsName: nullableText,
})

/** Filters of GET page (besides `createTime[0]/[1]`). */
export const tradeAfterSaleFilters = {
  no: optionalText('退款编号', 32),
  status: optionalIntIn('售后状态', AFTER_SALE_STATUSES),
  type: optionalIntIn('售后类型', AFTER_SALE_TYPES),
  way: optionalIntIn('售后方式', AFTER_SALE_WAYS),
  orderNo: optionalText('订单号', 32),
  spuName: optionalText('商品名称', 64),
}

export const tradeAfterSaleDisagree = z.object({
  id: requiredInt('售后编号'),
  auditReason: requiredText('审批备注', 200),
})

export const tradeAfterSaleRefuse = z.object({
  id: requiredInt('售后编号'),
  refuseMemo: requiredText('拒绝收货原因', 200),
})

/** Body of the merchant notification POST /trade/after-sale/update-refunded. */
export const tradeAfterSaleRefundedNotify = z.object({
  merchantOrderId: requiredText('商户订单编号', 64),
  payRefundId: requiredInt('支付退款编号'),
})

export type TradeAfterSale = z.output<typeof tradeAfterSale>
export type TradeAfterSaleDetail = z.output<typeof tradeAfterSaleDetail>
export type TradeAfterSaleLog = z.output<typeof tradeAfterSaleLog>
