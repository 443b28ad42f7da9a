import type { Database } from 'better-sqlite3'
import type { LogUserType } from './order-status'
import { yuanText as yuan } from './order-price'

export interface OrderLogLine {
  orderId: number
  content: string
  userType: LogUserType
  /** 0 for the system. */
  userId: number
  beforeStatus: number | null
  afterStatus: number | null
  now: number
}

/** One line of an order's 操作日志; written inside the transaction of the change it records. */
export function addOrderLog(db: Database, line: OrderLogLine): void {
  db.prepare(
    `INSERT INTO trade_order_log (order_id, user_type, user_id, before_status, after_status,
       content, create_time) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    line.orderId,
    line.userType,
    line.userId,
    line.beforeStatus,
    line.afterStatus,
    line.content,
    line.now,
  )
}

/** The order log texts, word for word as the console's 操作日志 shows them. */
export const ORDER_LOG = {
  MEMBER_CREATE: '用户下单',
  MEMBER_PAY: '用户付款成功',
  ADMIN_DELIVERY: (expressName: string, logisticsNo: string) =>
    `已发货，快递公司：${expressName}，快递单号：${logisticsNo}`,
  ADMIN_UPDATE_PRICE: (oldPayPrice: number, newPayPrice: number) =>
    `修改价格：${yuan(oldPayPrice)} 元 → ${yuan(newPayPrice)} 元`,
  ADMIN_UPDATE_ADDRESS: '修改收货地址',
  ADMIN_REMARK: (remark: string) => `商家备注：${remark}`,
  MEMBER_RECEIVE: '用户已收货',
  ADMIN_PICK_UP: '管理员自提核销',
  MEMBER_CANCEL: '取消订单',
  SYSTEM_CANCEL: '到期未支付，系统自动取消订单',
  AFTER_SALE_REFUND: (refundPrice: number) => `售后退款成功，退款金额：${yuan(refundPrice)} 元`,
} as const
