import type { Database } from 'better-sqlite3'
import { activityItem, type ActivityItem } from '../../../../src/shared/wire/museum-activity'
import {
  activitySignItem,
  type ActivitySignItem,
} from '../../../../src/shared/wire/museum-activity-sign'
import { maskIdNumber, maskMobile } from '../../../../src/shared/wire/museum-fields'
import { wireItem } from '../lib/validation'

export const ACTIVITY_TABLE = 'museum_activity'
export const SIGN_TABLE = 'museum_activity_sign'

/** Sign-ups with their activity's title, for lists and exports (filters apply to its columns). */
export const SIGN_WITH_TITLE = `(SELECT s.*, a.title AS activity_title FROM ${SIGN_TABLE} s
  LEFT JOIN ${ACTIVITY_TABLE} a ON a.id = s.activity_id)`

export interface ActivityRow {
  id: number
  title: string
  type: number
  cover: string | null
  location: string | null
  suitable_crowd: string | null
  cost: number
  price: number
  start_time: number
  end_time: number
  sign_start_time: number
  sign_end_time: number
  limit_count: number
  signed_count: number
  status: number
  content: string | null
  create_time: number
}

export interface SignRow {
  id: number
  activity_id: number
  activity_title: string | null
  name: string
  mobile: string
  id_number: string
  person_count: number
  status: number
  sign_in_time: number | null
  create_time: number
  pay_order_id: number | null
  pay_status: number
  pay_price: number
  pay_refund_id: number | null
}

export function findActivity(db: Database, id: number): ActivityRow | undefined {
  return db.prepare(`SELECT * FROM ${ACTIVITY_TABLE} WHERE id = ?`).get(id) as
    ActivityRow | undefined
}

export function findSign(db: Database, id: number): SignRow | undefined {
  return db.prepare(`SELECT * FROM ${SIGN_WITH_TITLE} WHERE id = ?`).get(id) as SignRow | undefined
}

/** `cover` is stored as the file's path; `coverUrl` makes the caller's URL of it. */
export function toActivityItem(
  row: ActivityRow,
  coverUrl: (stored: string) => string,
): ActivityItem {
  return wireItem(activityItem, {
    id: row.id,
    title: row.title,
    type: row.type,
    cover: row.cover ? coverUrl(row.cover) : null,
    location: row.location,
    suitableCrowd: row.suitable_crowd,
    cost: row.cost,
    price: row.price,
    startTime: row.start_time,
    endTime: row.end_time,
    signStartTime: row.sign_start_time,
    signEndTime: row.sign_end_time,
    limitCount: row.limit_count,
    signedCount: row.signed_count,
    status: row.status,
    content: row.content,
    createTime: row.create_time,
  })
}

/** Lists mask the mobile and ID number (`masked`); get returns them whole. */
export function toSignItem(row: SignRow, masked: boolean): ActivitySignItem {
  return wireItem(activitySignItem, {
    id: row.id,
    activityId: row.activity_id,
    activityTitle: row.activity_title,
    name: row.name,
    mobile: masked ? maskMobile(row.mobile) : row.mobile,
    idNumber: masked ? maskIdNumber(row.id_number) : row.id_number,
    personCount: row.person_count,
    status: row.status,
    signInTime: row.sign_in_time,
    createTime: row.create_time,
    payOrderId: row.pay_order_id,
    payStatus: row.pay_status,
    payPrice: row.pay_price,
  })
}
