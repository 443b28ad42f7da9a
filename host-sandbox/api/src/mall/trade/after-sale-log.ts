import type { Database } from 'better-sqlite3'
import type { LogUserType } from './order-status'

export interface AfterSaleLogLine {
  afterSaleId: number
  content: string
  userType: LogUserType
  /** 0 for the system. */
  userId: number
  beforeStatus: number | null
  afterStatus: number | null
  now: number
}

/** One line of an after-sale's timeline; written inside the transaction of the change. */
export function addAfterSaleLog(db: Database, line: AfterSaleLogLine): void {
  db.prepare(
    `INSERT INTO trade_after_sale_log (after_sale_id, user_type, user_id, before_status,
       after_status, content, create_time) VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    line.afterSaleId,
    line.userType,
    line.userId,
    line.beforeStatus,
    line.afterStatus,
    line.content,
    line.now,
  )
}

/** The after-sale timeline texts. */
export const AFTER_SALE_LOG = {
  MEMBER_CREATE: '会员申请退款',
  ADMIN_AGREE: '商家同意退款',
  ADMIN_DISAGREE: (reason: string) => `商家拒绝退款，原因：${reason}`,
  MEMBER_DELIVERY: (expressName: string, logisticsNo: string) =>
    `会员填写退货物流信息，快递公司：${expressName}，快递单号：${logisticsNo}`,
  ADMIN_RECEIVE: '商家收货',
  ADMIN_REFUSE: (reason: string) => `商家拒绝收货，原因：${reason}`,
  ADMIN_REFUND: '商家发起退款',
  REFUND_SUCCESS: '退款成功',
  REFUND_FAIL: (message: string) => `退款失败：${message}`,
  MEMBER_CANCEL: '会员取消退款',
} as const
