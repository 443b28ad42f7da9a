import type { PageParams } from '@/shared/list-kit'

/** The buyer as a row names it (null when the member is gone). */
export interface TradeUser {
  id: number
  nickname: string | null
  avatar?: string | null
}

export interface OrderItemProperty {
  propertyId?: number
  propertyName: string
  valueId?: number
  valueName: string
}

/** One line of an order. Money in fen. */
export interface OrderLine {
  id: number
  spuId: number
  spuName: string
  skuId: number
  picUrl: string | null
  count: number
  price: number
  payPrice: number
  afterSaleStatus: number
  properties: OrderItemProperty[] | null
}

/** A row of GET /trade/order/page. Money in fen, times in epoch ms. */
export interface OrderRow {
  id: number
  no: string
  type: number
  terminal: number | null
  userId: number
  user: TradeUser | null
  status: number
  productCount: number
  userRemark: string | null
  remark: string | null
  payOrderId: number | null
  payStatus: boolean | number
  payTime: number | null
  payChannelCode: string | null
  totalPrice: number
  discountPrice: number
  deliveryPrice: number
  adjustPrice: number
  payPrice: number
  refundPrice: number
  refundStatus: number
  cancelType: number | null
  cancelTime: number | null
  deliveryType: number
  logisticsId: number | null
  logisticsNo: string | null
  deliveryTime: number | null
  receiveTime: number | null
  finishTime: number | null
  pickUpStoreId: number | null
  pickUpVerifyCode: string | null
  receiverName: string | null
  receiverMobile: string | null
  receiverAreaId?: number | null
  receiverAreaName: string | null
  receiverDetailAddress: string | null
  createTime: number
  items: OrderLine[]
}

/** A line of an order's or after-sale's 操作日志, written by the server. */
export interface TradeLog {
  content: string
  userType: number
  userId: number | null
  createTime: number
  beforeStatus?: number | null
  afterStatus?: number | null
}

/** GET /trade/order/get-detail: the row plus its log. */
export interface OrderDetail extends OrderRow {
  logs: TradeLog[]
}

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

/** GET /trade/order/get-summary. */
export interface OrderSummary {
  orderCount: number
  orderPayPrice: number
  afterSaleCount: number
  afterSalePrice: number
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

export interface ExpressSimple {
  id: number
  name: string
}

/** A row of GET /trade/after-sale/page. */
export interface AfterSaleRow {
  id: number
  no: string
  status: number
  type: number
  way: number
  userId: number
  user: TradeUser | null
  applyReason: string
  applyDescription: string | null
  applyPicUrls: string[] | null
  orderId: number
  orderNo: string
  orderItemId: number
  spuId: number
  spuName: string
  skuId: number
  picUrl: string | null
  count: number
  properties: OrderItemProperty[] | null
  refundPrice: number
  auditTime: number | null
  auditUserId: number | null
  auditReason: string | null
  payRefundId: number | null
  refundTime: number | null
  logisticsId: number | null
  logisticsNo: string | null
  deliveryTime: number | null
  receiveTime: number | null
  receiveReason: string | null
  createTime: number
}

/** GET /trade/after-sale/get-detail: the row, its order and item, and its log. */
export interface AfterSaleDetail extends AfterSaleRow {
  order: OrderRow | null
  orderItem: OrderLine | null
  logs: TradeLog[]
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

/** A row of /trade/delivery/pick-up-store. */
export interface PickUpStoreItem {
  id: number
  name: string
  introduction: string | null
  phone: string
  areaId: number
  areaName?: string | null
  detailAddress: string
  logo: string
  openingTime: string
  closingTime: string
  latitude: number
  longitude: number
  status: number
  createTime: number
}

export interface PickUpStoreSave {
  id?: number
  name: string
  introduction?: string
  phone: string
  areaId: number
  detailAddress: string
  logo: string
  openingTime: string
  closingTime: string
  latitude: number
  longitude: number
  status: number
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
