import type { Database } from 'better-sqlite3'
import {
  notifyMessageItem,
  type NotifyMessageItem,
} from '../../../../../src/shared/wire/notify-message'
import { wireItem } from '../../lib/validation'

/** UserTypeEnum.ADMIN of the Java server: messages of back-office users. */
export const USER_TYPE_ADMIN = 2

export interface NotifyMessageRow {
  id: number
  user_id: number
  user_type: number
  template_id: number
  template_code: string
  template_nickname: string
  template_content: string
  template_type: number
  template_params: string
  read_status: number
  read_time: number | null
  create_time: number
}

function parseParams(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json)
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

export const toNotifyItem = (row: NotifyMessageRow): NotifyMessageItem =>
  wireItem(notifyMessageItem, {
    id: row.id,
    userId: row.user_id,
    userType: row.user_type,
    templateId: row.template_id,
    templateCode: row.template_code,
    templateNickname: row.template_nickname,
    templateContent: row.template_content,
    templateType: row.template_type,
    templateParams: parseParams(row.template_params),
    readStatus: row.read_status === 1,
    readTime: row.read_time,
    createTime: row.create_time,
  })

export interface NewNotifyMessage {
  userId: number
  /** The template it was written from (0: none, e.g. a BPM notification). */
  templateId?: number
  templateCode: string
  templateNickname: string
  templateContent: string
  templateType: number
  templateParams?: Record<string, unknown>
}

export function insertNotifyMessage(db: Database, message: NewNotifyMessage, now: number): number {
  const result = db
    .prepare(
      `INSERT INTO system_notify_message (user_id, user_type, template_id, template_code,
         template_nickname, template_content, template_type, template_params, read_status, create_time)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
    )
    .run(
      message.userId,
      USER_TYPE_ADMIN,
      message.templateId ?? 0,
      message.templateCode,
      message.templateNickname,
      message.templateContent,
      message.templateType,
      JSON.stringify(message.templateParams ?? {}),
      now,
    )
  return Number(result.lastInsertRowid)
}
