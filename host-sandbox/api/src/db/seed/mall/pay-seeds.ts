import { randomBytes } from 'node:crypto'
import type { Database } from 'better-sqlite3'
import { PAY_APP_ACTIVITY_ID, PAY_APP_MALL_ID } from '../../../pay/pay-merchant-hooks'
import { SANDBOX_ORIGIN } from '../../../pay/pay-notify'
import {
  DEFAULT_PAY_EXPIRE_MS,
  MOCK_CHANNEL_CODE,
  PAY_EXTENSION_STATUS,
  PAY_NOTIFY_STATUS,
  PAY_NOTIFY_TYPE,
  PAY_ORDER_STATUS,
} from '../../../pay/pay-status'

/** The seeded apps: their merchants are the sandbox's own receivers, reached at its own address. */
export const PAY_APP_SEEDS = [
  {
    id: PAY_APP_MALL_ID,
    name: '商城',
    remark: '文创商城的商品订单',
    orderNotifyUrl: `${SANDBOX_ORIGIN}/admin-api/trade/order/update-paid`,
    refundNotifyUrl: `${SANDBOX_ORIGIN}/admin-api/trade/after-sale/update-refunded`,
  },
  {
    id: PAY_APP_ACTIVITY_ID,
    name: '活动报名',
    remark: '收费活动的报名费',
    orderNotifyUrl: `${SANDBOX_ORIGIN}/admin-api/museum/activity-sign/update-paid`,
    refundNotifyUrl: `${SANDBOX_ORIGIN}/admin-api/museum/activity-sign/update-refunded`,
  },
] as const

/** 商城 and 活动报名, each with the mock channel enabled (no fee): the sandbox's only payable one. */
export function seedPay(db: Database, now: number): void {
  const app = db.prepare(
    `INSERT INTO pay_app (id, name, status, remark, order_notify_url, refund_notify_url, create_time,
       update_time) VALUES (?, ?, 0, ?, ?, ?, ?, ?)`,
  )
  const channel = db.prepare(
    `INSERT INTO pay_channel (app_id, code, status, fee_rate, remark, config, create_time, update_time)
     VALUES (?, ?, 0, 0, ?, '{}', ?, ?)`,
  )
  for (const seed of PAY_APP_SEEDS) {
    app.run(seed.id, seed.name, seed.remark, seed.orderNotifyUrl, seed.refundNotifyUrl, now, now)
    channel.run(seed.id, MOCK_CHANNEL_CODE, '沙箱模拟支付', now, now)
  }
}

export interface SeedPayOrder {
  appId: number
  merchantOrderId: string
  subject: string
  body?: string
  price: number
  createTime: number
  /** Paid orders: when. Absent: waiting (or closed with `closed`). */
  successTime?: number | null
  /** A waiting order that expired unpaid. */
  closed?: boolean
  userIp?: string
}

const pad = (n: number) => String(n).padStart(2, '0')
const stamp = (ms: number) => {
  const d = new Date(ms)
  return `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`
}

/**
 * Writes seeded pay orders the way the running sandbox leaves them: a paid one has its paid mock
 * submit (the extension), its number and fee, and a delivered notification with its log line; a
 * waiting one expires two hours after creation; a closed one is 30. Refunds: payRefundSeeder.
 * Prepared once: 5,000 orders in one seed. Returns the pay order id.
 */
export function payOrderSeeder(db: Database): (order: SeedPayOrder) => number {
  const channelOf = db.prepare('SELECT id FROM pay_channel WHERE app_id = ? AND code = ?')
  const appUrl = db.prepare('SELECT order_notify_url FROM pay_app WHERE id = ?')
  const insertOrder = db.prepare(
    `INSERT INTO pay_order (app_id, channel_id, channel_code, merchant_order_id, subject, body,
       notify_url, price, channel_fee_rate, channel_fee_price, status, user_ip, expire_time,
       success_time, no, refund_price, channel_order_no, create_time, update_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const insertExtension = db.prepare(
    `INSERT INTO pay_order_extension (no, order_id, channel_id, channel_code, price, user_ip, status,
       channel_notify_data, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const linkExtension = db.prepare('UPDATE pay_order SET extension_id = ? WHERE id = ?')
  const insertTask = db.prepare(
    `INSERT INTO pay_notify_task (app_id, type, data_id, merchant_order_id, status, next_notify_time,
       last_execute_time, notify_times, max_notify_times, notify_url, create_time, update_time)
     VALUES (?, ?, ?, ?, ?, NULL, ?, 1, 9, ?, ?, ?)`,
  )
  const insertLog = db.prepare(
    `INSERT INTO pay_notify_log (task_id, notify_times, status, response, create_time)
     VALUES (?, 1, ?, '{"code":0,"data":true,"msg":""}', ?)`,
  )
  return (order) => {
    const channel = channelOf.get(order.appId, MOCK_CHANNEL_CODE) as { id: number } | undefined
    const notifyUrl = (appUrl.get(order.appId) as { order_notify_url: string } | undefined)
      ?.order_notify_url
    if (!channel || notifyUrl === undefined) throw new Error(`pay app ${order.appId} is not seeded`)
    const paid = order.successTime !== undefined && order.successTime !== null
    const status = paid
      ? PAY_ORDER_STATUS.SUCCESS
      : order.closed
        ? PAY_ORDER_STATUS.CLOSED
        : PAY_ORDER_STATUS.WAITING
    const no = paid
      ? `P${stamp(order.successTime as number)}${randomBytes(8).toString('hex')}`
      : null
    const ip = order.userIp ?? '127.0.0.1'
    const id = Number(
      insertOrder.run(
        order.appId,
        paid ? channel.id : null,
        paid ? MOCK_CHANNEL_CODE : null,
        order.merchantOrderId,
        order.subject,
        order.body ?? '',
        notifyUrl,
        order.price,
        status,
        ip,
        order.createTime + DEFAULT_PAY_EXPIRE_MS,
        paid ? order.successTime : null,
        no,
        0,
        paid ? `MOCK-${no}` : null,
        order.createTime,
        paid ? (order.successTime as number) : order.createTime,
      ).lastInsertRowid,
    )
    if (paid && no) {
      const paidAt = order.successTime as number
      const extensionId = Number(
        insertExtension.run(
          no,
          id,
          channel.id,
          MOCK_CHANNEL_CODE,
          order.price,
          ip,
          PAY_EXTENSION_STATUS.SUCCESS,
          '{"mock":true}',
          order.createTime,
          paidAt,
        ).lastInsertRowid,
      )
      linkExtension.run(extensionId, id)
      const taskId = Number(
        insertTask.run(
          order.appId,
          PAY_NOTIFY_TYPE.ORDER,
          id,
          order.merchantOrderId,
          PAY_NOTIFY_STATUS.SUCCESS,
          paidAt,
          notifyUrl,
          paidAt,
          paidAt,
        ).lastInsertRowid,
      )
      insertLog.run(taskId, PAY_NOTIFY_STATUS.SUCCESS, paidAt)
    }
    return id
  }
}

export interface SeedPayRefund {
  payOrderId: number
  /** The merchant's refund number, unique in the app (e.g. the after-sale id). */
  merchantRefundId: string
  reason: string
  /** Fen, at most what is left of the order. */
  price: number
  successTime: number
}

/**
 * Writes a settled refund of a paid seeded order as the sandbox leaves one: the refund 10 退款成功,
 * the order's refundPrice raised and its status 20, the merchant's delivered notification. Returns
 * the refund id (the after-sale's payRefundId).
 */
export function payRefundSeeder(db: Database): (refund: SeedPayRefund) => number {
  const orderOf = db.prepare('SELECT * FROM pay_order WHERE id = ?')
  const appUrl = db.prepare('SELECT refund_notify_url FROM pay_app WHERE id = ?')
  const insertRefund = db.prepare(
    `INSERT INTO pay_refund (no, app_id, channel_id, channel_code, order_id, order_no, extension_id,
       merchant_order_id, merchant_refund_id, notify_url, status, pay_price, refund_price, reason,
       user_ip, channel_order_no, channel_refund_no, success_time, duplicate, create_time, update_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '127.0.0.1', ?, ?, ?, 0, ?, ?)`,
  )
  const raiseOrder = db.prepare(
    'UPDATE pay_order SET refund_price = refund_price + ?, status = ?, update_time = ? WHERE id = ?',
  )
  const insertTask = db.prepare(
    `INSERT INTO pay_notify_task (app_id, type, data_id, merchant_order_id, status, next_notify_time,
       last_execute_time, notify_times, max_notify_times, notify_url, create_time, update_time)
     VALUES (?, ?, ?, ?, ?, NULL, ?, 1, 9, ?, ?, ?)`,
  )
  const insertLog = db.prepare(
    `INSERT INTO pay_notify_log (task_id, notify_times, status, response, create_time)
     VALUES (?, 1, ?, '{"code":0,"data":true,"msg":""}', ?)`,
  )
  return (refund) => {
    const order = orderOf.get(refund.payOrderId) as
      | {
          id: number
          app_id: number
          channel_id: number | null
          channel_code: string | null
          no: string | null
          extension_id: number | null
          merchant_order_id: string
          price: number
          refund_price: number
          channel_order_no: string | null
          status: number
        }
      | undefined
    if (
      !order ||
      order.status === PAY_ORDER_STATUS.WAITING ||
      order.status === PAY_ORDER_STATUS.CLOSED
    )
      throw new Error(`pay order ${refund.payOrderId} is not paid`)
    if (refund.price <= 0 || refund.price > order.price - order.refund_price)
      throw new Error(`refund of pay order ${order.id} exceeds what is left`)
    const url = (appUrl.get(order.app_id) as { refund_notify_url: string }).refund_notify_url
    const at = refund.successTime
    const id = Number(
      insertRefund.run(
        `R${stamp(at)}${randomBytes(8).toString('hex')}`,
        order.app_id,
        order.channel_id,
        order.channel_code,
        order.id,
        order.no,
        order.extension_id,
        order.merchant_order_id,
        refund.merchantRefundId,
        url,
        10,
        order.price,
        refund.price,
        refund.reason,
        order.channel_order_no,
        `MOCK-SEED-${refund.payOrderId}-${refund.merchantRefundId}`,
        at,
        at,
        at,
      ).lastInsertRowid,
    )
    raiseOrder.run(refund.price, PAY_ORDER_STATUS.REFUND, at, order.id)
    const taskId = Number(
      insertTask.run(
        order.app_id,
        PAY_NOTIFY_TYPE.REFUND,
        id,
        order.merchant_order_id,
        PAY_NOTIFY_STATUS.SUCCESS,
        at,
        url,
        at,
        at,
      ).lastInsertRowid,
    )
    insertLog.run(taskId, PAY_NOTIFY_STATUS.SUCCESS, at)
    return id
  }
}
