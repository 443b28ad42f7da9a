import type { Database } from 'better-sqlite3'
import {
  tradeAfterSale,
  type TradeAfterSale,
} from '../../../../../src/shared/wire/trade-after-sale'
import type { OrderItemProperty } from '../../../../../src/shared/wire/trade-order'
import { wireItem } from '../../lib/validation'
import { membersByIds, parseJsonArray, type MemberBrief } from './order-rows'

export interface AfterSaleRow {
  id: number
  no: string
  status: number
  type: number
  way: number
  user_id: number
  apply_reason: string
  apply_description: string | null
  apply_pic_urls: string
  order_id: number
  order_no: string
  order_item_id: number
  spu_id: number
  spu_name: string
  sku_id: number
  properties: string
  pic_url: string | null
  count: number
  refund_price: number
  audit_time: number | null
  audit_user_id: number | null
  audit_reason: string | null
  pay_refund_id: number | null
  refund_time: number | null
  logistics_id: number | null
  logistics_no: string | null
  delivery_time: number | null
  receive_time: number | null
  receive_reason: string | null
  create_time: number
  update_time: number
}

export const findAfterSale = (db: Database, id: number) =>
  db.prepare('SELECT * FROM trade_after_sale WHERE id = ?').get(id) as AfterSaleRow | undefined

export function toAfterSale(row: AfterSaleRow, user: MemberBrief | undefined): TradeAfterSale {
  return wireItem(tradeAfterSale, {
    id: row.id,
    no: row.no,
    status: row.status,
    type: row.type,
    way: row.way,
    userId: row.user_id,
    user: user ? { id: user.id, nickname: user.nickname, avatar: user.avatar } : null,
    applyReason: row.apply_reason,
    applyDescription: row.apply_description,
    applyPicUrls: parseJsonArray<string>(row.apply_pic_urls),
    orderId: row.order_id,
    orderNo: row.order_no,
    orderItemId: row.order_item_id,
    spuId: row.spu_id,
    spuName: row.spu_name,
    skuId: row.sku_id,
    picUrl: row.pic_url,
    count: row.count,
    properties: parseJsonArray<OrderItemProperty>(row.properties),
    refundPrice: row.refund_price,
    auditTime: row.audit_time,
    auditUserId: row.audit_user_id,
    auditReason: row.audit_reason,
    payRefundId: row.pay_refund_id,
    refundTime: row.refund_time,
    logisticsId: row.logistics_id,
    logisticsNo: row.logistics_no,
    deliveryTime: row.delivery_time,
    receiveTime: row.receive_time,
    receiveReason: row.receive_reason,
    createTime: row.create_time,
  })
}

export function toAfterSales(db: Database, rows: AfterSaleRow[]): TradeAfterSale[] {
  const members = membersByIds(
    db,
    rows.map((row) => row.user_id),
  )
  return rows.map((row) => toAfterSale(row, members.get(row.user_id)))
}
