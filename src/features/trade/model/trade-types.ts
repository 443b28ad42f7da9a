import type { PageParams } from '@/shared/list-kit'

import type {
  TradeOrder,
  TradeOrderDetail,
  TradeOrderItem,
  TradeOrderLog,
  TradeOrderSummary,
} from '@/shared/wire/trade-order'
import type { TradeAfterSale, TradeAfterSaleDetail } from '@/shared/wire/trade-after-sale'
import type {
  ExpressSimpleItem,
  PickUpStoreCreate,
  PickUpStoreItem as WirePickUpStoreItem,
} from '@/shared/wire/trade-delivery'

/** A row of GET /trade/order/page. Money in fen, times in epoch ms. */
export type OrderRow = TradeOrder
/** One line of an order. */
export type OrderLine = TradeOrderItem
export type OrderItemProperty = OrderLine['properties'][number]
/** GET /trade/order/get-detail: the row, its log and the express company's / store's names. */
export type OrderDetail = TradeOrderDetail
/** A line of an order's or after-sale's 操作日志, written by the server. */
export type TradeLog = TradeOrderLog
/** GET /trade/order/get-summary. */
export type OrderSummary = TradeOrderSummary
export type ExpressSimple = ExpressSimpleItem
/** A row of GET /trade/after-sale/page. */
export type AfterSaleRow = TradeAfterSale
/** GET /trade/after-sale/get-detail: the row, its order and item, and its log. */
export type AfterSaleDetail = TradeAfterSaleDetail
/** A row of /trade/delivery/pick-up-store. */
export type PickUpStoreItem = WirePickUpStoreItem
/** The body of create (with `id` for update). */
export type PickUpStoreSave = PickUpStoreCreate & { id?: number }

/** Filters of the order page and its summary. */
export type OrderQuery = PageParams & {
  no?: string
  userId?: string
  userNickname?: string
  userMobile?: string
  receiverName?: string
  receiverMobile?: string
  type?: string
  status?: string
  payChannelCode?: string
  terminal?: string
  deliveryType?: string
  createTime?: [string, string]
}

export interface OrderDeliveryBody {
  id: number
  /** 0: shipped without logistics (无需物流). */
  logisticsId: number
  logisticsNo: string
}

export interface OrderAddressBody {
  id: number
  receiverName: string
  receiverMobile: string
  receiverAreaId: number
  receiverDetailAddress: string
}

export type AfterSaleQuery = PageParams & {
  no?: string
  status?: string
  type?: string
  way?: string
  orderNo?: string
  spuName?: string
  createTime?: [string, string]
}

export type PickUpStoreQuery = PageParams & {
  name?: string
  phone?: string
  status?: string
  createTime?: [string, string]
}

export interface PickUpStoreSimple {
  id: number
  name: string
}
