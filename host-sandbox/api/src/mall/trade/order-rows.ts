import type { Database } from 'better-sqlite3'
import {
  tradeOrder,
  tradeOrderItem,
  type TradeOrder,
  type OrderItemProperty,
  type TradeOrderItem,
} from '../../../../../src/shared/wire/trade-order'
import { wireItem } from '../../lib/validation'
import { areaName } from './area-tree'

// Rows of the trade tables as stored (snake_case, fen, epoch ms) and their wire shapes.

export interface OrderRow {
  id: number
  no: string
  type: number
  terminal: number
  user_id: number
  status: number
  product_count: number
  user_remark: string | null
  remark: string | null
  pay_order_id: number | null
  pay_status: number
  pay_time: number | null
  pay_channel_code: string | null
  total_price: number
  discount_price: number
  delivery_price: number
  adjust_price: number
  pay_price: number
  refund_price: number
  refund_status: number
  cancel_type: number | null
  cancel_time: number | null
  delivery_type: number
  logistics_id: number | null
  logistics_no: string | null
  delivery_time: number | null
  receive_time: number | null
  finish_time: number | null
  pick_up_store_id: number | null
  pick_up_verify_code: string | null
  receiver_name: string | null
  receiver_mobile: string | null
  receiver_area_id: number | null
  receiver_detail_address: string | null
  create_time: number
  update_time: number
}

export interface OrderItemRow {
  id: number
  order_id: number
  user_id: number
  spu_id: number
  spu_name: string
  sku_id: number
  properties: string
  pic_url: string | null
  count: number
  price: number
  discount_price: number
  adjust_price: number
  pay_price: number
  after_sale_status: number
  create_time: number
  update_time: number
}

export interface MemberBrief {
  id: number
  nickname: string | null
  avatar: string | null
}

export const findOrder = (db: Database, id: number) =>
  db.prepare('SELECT * FROM trade_order WHERE id = ?').get(id) as OrderRow | undefined

export const itemsOfOrder = (db: Database, orderId: number) =>
  db
    .prepare('SELECT * FROM trade_order_item WHERE order_id = ? ORDER BY id')
    .all(orderId) as OrderItemRow[]

export const findOrderItem = (db: Database, id: number) =>
  db.prepare('SELECT * FROM trade_order_item WHERE id = ?').get(id) as OrderItemRow | undefined

export function parseJsonArray<T>(text: string | null): T[] {
  if (!text) return []
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? (value as T[]) : []
  } catch {
    return []
  }
}

/**
 * Members by id. The member table comes with the member module; until a database has it, orders
 * show no member rather than failing.
 */
export function membersByIds(db: Database, ids: number[]): Map<number, MemberBrief> {
  const unique = [...new Set(ids)]
  if (unique.length === 0 || !hasMemberTable(db)) return new Map()
  const rows = db
    .prepare(
      `SELECT id, nickname, avatar FROM member_user WHERE id IN (${unique.map(() => '?').join(',')})`,
    )
    .all(...unique) as MemberBrief[]
  return new Map(rows.map((row) => [row.id, row]))
}

export function hasMemberTable(db: Database): boolean {
  return (
    db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'member_user'")
      .get() !== undefined
  )
}

export function toOrderItem(row: OrderItemRow): TradeOrderItem {
  return wireItem(tradeOrderItem, {
    id: row.id,
    orderId: row.order_id,
    spuId: row.spu_id,
    spuName: row.spu_name,
    skuId: row.sku_id,
    picUrl: row.pic_url,
    count: row.count,
    price: row.price,
    payPrice: row.pay_price,
    adjustPrice: row.adjust_price,
    afterSaleStatus: row.after_sale_status,
    properties: parseJsonArray<OrderItemProperty>(row.properties),
  })
}

export function toOrder(
  row: OrderRow,
  items: OrderItemRow[],
  user: MemberBrief | undefined,
): TradeOrder {
  return wireItem(tradeOrder, {
    id: row.id,
    no: row.no,
    type: row.type,
    terminal: row.terminal,
    userId: row.user_id,
    user: user ? { id: user.id, nickname: user.nickname, avatar: user.avatar } : null,
    status: row.status,
    productCount: row.product_count,
    userRemark: row.user_remark,
    remark: row.remark,
    payOrderId: row.pay_order_id,
    payStatus: row.pay_status === 1,
    payTime: row.pay_time,
    payChannelCode: row.pay_channel_code,
    totalPrice: row.total_price,
    discountPrice: row.discount_price,
    deliveryPrice: row.delivery_price,
    adjustPrice: row.adjust_price,
    payPrice: row.pay_price,
    refundPrice: row.refund_price,
    refundStatus: row.refund_status,
    cancelType: row.cancel_type,
    cancelTime: row.cancel_time,
    deliveryType: row.delivery_type,
    logisticsId: row.logistics_id,
    logisticsNo: row.logistics_no,
    deliveryTime: row.delivery_time,
    receiveTime: row.receive_time,
    finishTime: row.finish_time,
    pickUpStoreId: row.pick_up_store_id,
    pickUpVerifyCode: row.pick_up_verify_code,
    receiverName: row.receiver_name,
    receiverMobile: row.receiver_mobile,
    receiverAreaId: row.receiver_area_id,
    receiverAreaName: areaName(row.receiver_area_id),
    receiverDetailAddress: row.receiver_detail_address,
    createTime: row.create_time,
    items: items.map(toOrderItem),
  })
}

/** Page rows with their items and members, in three queries whatever the page size. */
export function toOrders(db: Database, rows: OrderRow[]): TradeOrder[] {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const items = db
    .prepare(
      `SELECT * FROM trade_order_item WHERE order_id IN (${ids.map(() => '?').join(',')})
        ORDER BY order_id, id`,
    )
    .all(...ids) as OrderItemRow[]
  const itemsByOrder = new Map<number, OrderItemRow[]>()
  for (const item of items) {
    const list = itemsByOrder.get(item.order_id) ?? []
    list.push(item)
    itemsByOrder.set(item.order_id, list)
  }
  const members = membersByIds(
    db,
    rows.map((row) => row.user_id),
  )
  return rows.map((row) => toOrder(row, itemsByOrder.get(row.id) ?? [], members.get(row.user_id)))
}
