import { z } from 'zod'
import { epochMs, id, nullableTime, nullableText } from './common'
import { optionalInt, optionalIntIn, optionalText } from './fields'

// Merchant notifications (回调通知): /pay/notify/* (docs/shop-and-pay.md). No export.

/** pay_notify_type: 1 支付单, 2 退款单. */
export const PAY_NOTIFY_TYPES = [1, 2] as const
/** pay_notify_status: 0 等待通知, 10 通知成功, 20 通知失败, 21 请求成功但结果失败, 22 请求失败. */
export const PAY_NOTIFY_STATUSES = [0, 10, 20, 21, 22] as const

export const payNotifyItem = z.object({
  id,
  appId: id,
  appName: nullableText,
  type: z.number().int(),
  /** The pay order id (type 1) or refund id (type 2). */
  dataId: id,
  status: z.number().int(),
  merchantOrderId: z.string(),
  notifyTimes: z.number().int(),
  maxNotifyTimes: z.number().int(),
  lastExecuteTime: nullableTime,
  nextNotifyTime: nullableTime,
  notifyUrl: z.string(),
  createTime: epochMs,
})

/** One try: the status it left and what the merchant answered (or why nothing came). */
export const payNotifyLogItem = z.object({
  id,
  status: z.number().int(),
  notifyTimes: z.number().int(),
  response: nullableText,
  createTime: epochMs,
})

export const payNotifyDetail = payNotifyItem.extend({ logs: z.array(payNotifyLogItem) })

export const payNotifyFilters = {
  appId: optionalInt('应用编号'),
  type: optionalIntIn('通知类型', PAY_NOTIFY_TYPES),
  dataId: optionalInt('关联编号'),
  status: optionalIntIn('通知状态', PAY_NOTIFY_STATUSES),
  merchantOrderId: optionalText('商户订单编号', 64),
}

export type PayNotifyItem = z.output<typeof payNotifyItem>
export type PayNotifyDetail = z.output<typeof payNotifyDetail>
