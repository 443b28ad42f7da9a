import type { PageParams } from '@/shared/list-kit'
import type { PayAppItem } from '@/shared/wire/pay-app'
import type { PayChannelItem } from '@/shared/wire/pay-channel'
import type { PayNotifyDetail, PayNotifyItem } from '@/shared/wire/pay-notify'
import type { PayOrderDetail, PayOrderItem, PayOrderSubmitResult } from '@/shared/wire/pay-order'
import type { PayRefundItem } from '@/shared/wire/pay-refund'

export type {
  PayAppItem,
  PayChannelItem,
  PayNotifyDetail,
  PayNotifyItem,
  PayOrderDetail,
  PayOrderItem,
  PayOrderSubmitResult,
  PayRefundItem,
}

// The 支付中心 calls' shapes (docs/admin-api.md, pay module). Money is whole fen, times epoch ms.

export interface PayAppSave {
  id?: number
  name: string
  status: number
  remark?: string
  orderNotifyUrl: string
  refundNotifyUrl: string
}

export type PayAppQuery = PageParams & {
  name?: string
  status?: string
  remark?: string
  createTime?: [string, string]
}

export interface PayChannelSave {
  id?: number
  appId: number
  code: string
  status: number
  feeRate: number
  remark?: string
  config: string
}

export type PayOrderQuery = PageParams & {
  appId?: string
  channelCode?: string
  merchantOrderId?: string
  channelOrderNo?: string
  no?: string
  status?: string
  createTime?: [string, string]
}

export type PayRefundQuery = PageParams & {
  appId?: string
  channelCode?: string
  merchantOrderId?: string
  merchantRefundId?: string
  channelOrderNo?: string
  channelRefundNo?: string
  status?: string
  createTime?: [string, string]
}

export type PayNotifyQuery = PageParams & {
  appId?: string
  type?: string
  dataId?: string
  status?: string
  merchantOrderId?: string
  createTime?: [string, string]
}

export type PayDisplayMode = 'url' | 'form' | 'qr_code' | 'app' | 'iframe' | 'custom'

export interface PayOrderSubmit {
  id: number
  channelCode: string
  returnUrl?: string
  channelExtras?: Record<string, string>
  displayMode?: PayDisplayMode
}

/** pay_order_status. */
export const PAY_ORDER_WAITING = 0
export const PAY_ORDER_SUCCESS = 10
export const PAY_ORDER_REFUND = 20
export const PAY_ORDER_CLOSED = 30
