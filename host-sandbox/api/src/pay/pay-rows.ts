import type { Database } from 'better-sqlite3'

// Rows of the pay tables as stored (snake_case, fen, epoch ms) and their plain lookups.

export interface PayAppRow {
  id: number
  name: string
  status: number
  remark: string | null
  order_notify_url: string
  refund_notify_url: string
  create_time: number
  update_time: number
}

export interface PayChannelRow {
  id: number
  app_id: number
  code: string
  status: number
  fee_rate: number
  remark: string | null
  config: string
  create_time: number
  update_time: number
}

export interface PayOrderRow {
  id: number
  app_id: number
  channel_id: number | null
  channel_code: string | null
  merchant_order_id: string
  subject: string
  body: string
  notify_url: string
  price: number
  channel_fee_rate: number | null
  channel_fee_price: number | null
  status: number
  user_ip: string | null
  expire_time: number
  success_time: number | null
  extension_id: number | null
  no: string | null
  refund_price: number
  channel_order_no: string | null
  channel_user_id: string | null
  create_time: number
  update_time: number
}

export interface PayExtensionRow {
  id: number
  no: string
  order_id: number
  channel_id: number
  channel_code: string
  price: number
  user_ip: string | null
  status: number
  channel_extras: string | null
  channel_notify_data: string | null
  create_time: number
  update_time: number
}

export interface PayRefundRow {
  id: number
  no: string
  app_id: number
  channel_id: number | null
  channel_code: string | null
  order_id: number
  order_no: string | null
  extension_id: number | null
  merchant_order_id: string
  merchant_refund_id: string
  notify_url: string
  status: number
  pay_price: number
  refund_price: number
  reason: string
  user_ip: string | null
  channel_order_no: string | null
  channel_refund_no: string | null
  success_time: number | null
  channel_error_code: string | null
  channel_error_msg: string | null
  channel_notify_data: string | null
  duplicate: number
  create_time: number
  update_time: number
}

export const findPayApp = (db: Database, id: number) =>
  db.prepare('SELECT * FROM pay_app WHERE id = ?').get(id) as PayAppRow | undefined

export const findPayChannel = (db: Database, appId: number, code: string) =>
  db.prepare('SELECT * FROM pay_channel WHERE app_id = ? AND code = ?').get(appId, code) as
    PayChannelRow | undefined

export const findPayOrder = (db: Database, id: number) =>
  db.prepare('SELECT * FROM pay_order WHERE id = ?').get(id) as PayOrderRow | undefined

export const findPayExtensionByNo = (db: Database, no: string) =>
  db.prepare('SELECT * FROM pay_order_extension WHERE no = ?').get(no) as
    PayExtensionRow | undefined

export const findPayRefund = (db: Database, id: number) =>
  db.prepare('SELECT * FROM pay_refund WHERE id = ?').get(id) as PayRefundRow | undefined

/**
 * round-half-up(price x feeRate / 100) in whole fen, computed on integers: feeRate is a percentage
 * with at most two decimals (0.60 = 0.6 %), i.e. a whole number of 1/10000 of the price.
 */
export function channelFeePrice(price: number, feeRate: number): number {
  const perTenThousand = Math.round(feeRate * 100)
  return Math.floor((price * perTenThousand + 5000) / 10000)
}
