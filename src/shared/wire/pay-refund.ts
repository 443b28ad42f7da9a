import { z } from 'zod'
import { epochMs, id, nullableTime, nullableText } from './common'
import { optionalInt, optionalIntIn, optionalText } from './fields'

// Refunds (退款订单): /pay/refund/* (docs/shop-and-pay.md). Read-only for staff: refunds
// are made by the merchants (after-sales, cancelled sign-ups) and by the pay module itself (a
// duplicate payment's automatic refund, reason 重复支付，自动退款).

/** pay_refund_status: 0 未退款 (in progress), 10 退款成功, 20 退款失败. */
export const PAY_REFUND_STATUSES = [0, 10, 20] as const

export const payRefundItem = z.object({
  id,
  no: z.string(),
  appId: id,
  appName: nullableText,
  orderId: id,
  orderNo: nullableText,
  channelCode: nullableText,
  merchantOrderId: z.string(),
  merchantRefundId: z.string(),
  notifyUrl: z.string(),
  status: z.number().int(),
  payPrice: z.number().int(),
  refundPrice: z.number().int(),
  reason: z.string(),
  userIp: nullableText,
  channelOrderNo: nullableText,
  channelRefundNo: nullableText,
  channelErrorCode: nullableText,
  channelErrorMsg: nullableText,
  successTime: nullableTime,
  createTime: epochMs,
})

export const payRefundFilters = {
  appId: optionalInt('应用编号'),
  channelCode: optionalText('退款渠道', 32),
  merchantOrderId: optionalText('商户支付单号', 64),
  merchantRefundId: optionalText('商户退款单号', 64),
  channelOrderNo: optionalText('渠道支付单号', 64),
  channelRefundNo: optionalText('渠道退款单号', 64),
  status: optionalIntIn('退款状态', PAY_REFUND_STATUSES),
}

export type PayRefundItem = z.output<typeof payRefundItem>
