import type { Database } from 'better-sqlite3'
import { bizError } from '../../lib/biz-error'
import { returnSkuStock } from '../product/sku-stock'
import { addAfterSaleLog, AFTER_SALE_LOG } from './after-sale-log'
import { findAfterSale, type AfterSaleRow } from './after-sale-rows'
import type { Operator } from './order-admin'
import {
  AFTER_SALE_STATUS,
  AFTER_SALE_WAY,
  ITEM_AFTER_SALE_STATUS,
  LOG_USER_TYPE,
} from './order-status'
import { TradeErrors } from './trade-errors'

// Staff moves of an after-sale (售后详情's buttons). Each checks the status it starts from and
// re-checks it in its UPDATE; a wrong move is `售后状态不正确，无法{button text}`.

export const AFTER_SALE_ACTION = {
  AGREE: '同意售后',
  DISAGREE: '拒绝售后',
  RECEIVE: '确认收货',
  REFUSE: '拒绝收货',
  REFUND: '确认退款',
  DELIVERY: '填写退货物流',
  CANCEL: '取消售后',
} as const

/** The after-sale, when it is in `from`; else the wrong-status refusal naming `action`. */
export function afterSaleIn(db: Database, id: number, from: number, action: string): AfterSaleRow {
  const row = findAfterSale(db, id)
  if (!row) throw bizError(TradeErrors.AFTER_SALE_NOT_FOUND)
  if (row.status !== from) throw bizError(TradeErrors.AFTER_SALE_WRONG_STATUS, action)
  return row
}

/** Moves the after-sale from `from` to `to` with `columns` and writes its timeline line. */
export function moveAfterSale(
  db: Database,
  row: AfterSaleRow,
  move: {
    to: number
    columns: Record<string, unknown>
    action: string
    content: string
    userType: (typeof LOG_USER_TYPE)[keyof typeof LOG_USER_TYPE]
    userId: number
    now: number
  },
): void {
  const names = Object.keys(move.columns)
  const sets = names.map((name) => `${name} = ?, `).join('')
  const changed = db
    .prepare(
      `UPDATE trade_after_sale SET ${sets}status = ?, update_time = ? WHERE id = ? AND status = ?`,
    )
    .run(...Object.values(move.columns), move.to, move.now, row.id, row.status)
  if (changed.changes !== 1) throw bizError(TradeErrors.AFTER_SALE_WRONG_STATUS, move.action)
  addAfterSaleLog(db, {
    afterSaleId: row.id,
    content: move.content,
    userType: move.userType,
    userId: move.userId,
    beforeStatus: row.status,
    afterStatus: move.to,
    now: move.now,
  })
}

/** The order item leaves 售后中: back to 未售后 (refused, cancelled) or on to 已退款. */
export function setItemAfterSaleStatus(
  db: Database,
  orderItemId: number,
  status: number,
  now: number,
): void {
  db.prepare('UPDATE trade_order_item SET after_sale_status = ?, update_time = ? WHERE id = ?').run(
    status,
    now,
    orderItemId,
  )
}

const admin = (by: Operator) => ({
  userType: LOG_USER_TYPE.ADMIN,
  userId: by.userId,
  now: by.now,
})

/** 同意售后: 10 -> 20 (退货退款: the member sends the goods back) or -> 40 (仅退款). */
export function agreeAfterSale(db: Database, id: number, by: Operator): void {
  db.transaction(() => {
    const action = AFTER_SALE_ACTION.AGREE
    const row = afterSaleIn(db, id, AFTER_SALE_STATUS.APPLY, action)
    const to =
      row.way === AFTER_SALE_WAY.RETURN_AND_REFUND
        ? AFTER_SALE_STATUS.SELLER_AGREE
        : AFTER_SALE_STATUS.WAIT_REFUND
    moveAfterSale(db, row, {
      to,
      columns: { audit_time: by.now, audit_user_id: by.userId },
      action,
      content: AFTER_SALE_LOG.ADMIN_AGREE,
      ...admin(by),
    })
  })()
}

/** 拒绝售后: 10 -> 62 with the reason; the item is 未售后 again. */
export function disagreeAfterSale(
  db: Database,
  input: { id: number; auditReason: string },
  by: Operator,
): void {
  db.transaction(() => {
    const action = AFTER_SALE_ACTION.DISAGREE
    const row = afterSaleIn(db, input.id, AFTER_SALE_STATUS.APPLY, action)
    const reason = input.auditReason.trim()
    moveAfterSale(db, row, {
      to: AFTER_SALE_STATUS.SELLER_DISAGREE,
      columns: { audit_time: by.now, audit_user_id: by.userId, audit_reason: reason },
      action,
      content: AFTER_SALE_LOG.ADMIN_DISAGREE(reason),
      ...admin(by),
    })
    setItemAfterSaleStatus(db, row.order_item_id, ITEM_AFTER_SALE_STATUS.NONE, by.now)
  })()
}

/** 确认收货: 30 -> 40; the returned goods go back into stock (the sale itself ends at refund). */
export function receiveAfterSale(db: Database, id: number, by: Operator): void {
  db.transaction(() => {
    const action = AFTER_SALE_ACTION.RECEIVE
    const row = afterSaleIn(db, id, AFTER_SALE_STATUS.BUYER_DELIVERY, action)
    moveAfterSale(db, row, {
      to: AFTER_SALE_STATUS.WAIT_REFUND,
      columns: { receive_time: by.now },
      action,
      content: AFTER_SALE_LOG.ADMIN_RECEIVE,
      ...admin(by),
    })
    returnSkuStock(db, row.sku_id, row.count, { sales: false })
  })()
}

/** 拒绝收货: 30 -> 63 with the reason; the item is 未售后 again. */
export function refuseAfterSale(
  db: Database,
  input: { id: number; refuseMemo: string },
  by: Operator,
): void {
  db.transaction(() => {
    const action = AFTER_SALE_ACTION.REFUSE
    const row = afterSaleIn(db, input.id, AFTER_SALE_STATUS.BUYER_DELIVERY, action)
    const reason = input.refuseMemo.trim()
    moveAfterSale(db, row, {
      to: AFTER_SALE_STATUS.SELLER_REFUSE,
      columns: { receive_time: by.now, receive_reason: reason },
      action,
      content: AFTER_SALE_LOG.ADMIN_REFUSE(reason),
      ...admin(by),
    })
    setItemAfterSaleStatus(db, row.order_item_id, ITEM_AFTER_SALE_STATUS.NONE, by.now)
  })()
}
