import { z } from 'zod'
import { epochMs, id, nullableTime, nullableText } from './common'
import { optionalInt, optionalIntIn, optionalText, requiredInt, requiredText } from './fields'

// Pay orders (支付订单) and the cashier's submit: /pay/order/* (docs/shop-and-pay.md).

/** pay_order_status: 0 未支付, 10 支付成功, 20 已退款, 30 支付关闭. */
export const PAY_ORDER_STATUSES = [0, 10, 20, 30] as const

const nullableInt = z.number().int().nullable()

/** A row of page, get (the cashier's poll) and export; money in fen. */
export const payOrderItem = z.object({
  id,
  appId: id,
  appName: nullableText,
  channelCode: nullableText,
  merchantOrderId: z.string(),
  subject: z.string(),
  body: nullableText,
  notifyUrl: z.string(),
  price: z.number().int(),
  channelFeeRate: z.number().nullable(),
  channelFeePrice: nullableInt,
  status: z.number().int(),
  userIp: nullableText,
  expireTime: epochMs,
  successTime: nullableTime,
  no: nullableText,
  refundPrice: z.number().int(),
  channelOrderNo: nullableText,
  createTime: epochMs,
})

/** get-detail: the row and the submit that paid it (or the latest one). */
export const payOrderDetail = payOrderItem.extend({
  extension: z
    .object({ no: z.string(), status: z.number().int(), channelNotifyData: nullableText })
    .nullable(),
})

export const payOrderSubmit = z.object({
  id: requiredInt('支付订单编号'),
  channelCode: requiredText('支付渠道', 32),
  returnUrl: optionalText('支付结果的跳转地址', 1024),
  channelExtras: z
    .record(z.string(), z.unknown(), { error: '支付渠道的额外参数必须是对象' })
    .nullable()
    .optional(),
  displayMode: optionalText('展示模式', 32),
})

/** `qr_code`: displayContent is the text to draw as a QR code (the mock pay page's URL). */
export const payOrderSubmitResult = z.object({
  status: z.number().int(),
  displayMode: z.string(),
  displayContent: z.string(),
})

/** Filters of GET page and export-excel (besides `createTime[0]/[1]`). */
export const payOrderFilters = {
  appId: optionalInt('应用编号'),
  channelCode: optionalText('支付渠道', 32),
  merchantOrderId: optionalText('商户订单编号', 64),
  channelOrderNo: optionalText('渠道订单号', 64),
  no: optionalText('支付单号', 64),
  status: optionalIntIn('支付状态', PAY_ORDER_STATUSES),
}

export type PayOrderItem = z.output<typeof payOrderItem>
export type PayOrderDetail = z.output<typeof payOrderDetail>
export type PayOrderSubmit = z.input<typeof payOrderSubmit>
export type PayOrderSubmitResult = z.output<typeof payOrderSubmitResult>
