import type { Database } from 'better-sqlite3'
import { storedStringList } from '../lib/stored-list'
import type { SmsChannelSettings } from './sms-client'

export interface SmsChannelRow {
  id: number
  signature: string
  code: string
  status: number
  remark: string | null
  api_key: string
  api_secret: string | null
  callback_url: string | null
  create_time: number
  update_time: number
}

export interface SmsTemplateRow {
  id: number
  type: number
  status: number
  code: string
  name: string
  content: string
  params: string
  remark: string | null
  api_template_id: string
  channel_id: number
  channel_code: string
  create_time: number
  update_time: number
}

export interface SmsLogRow {
  id: number
  channel_id: number
  channel_code: string
  template_id: number
  template_code: string
  template_type: number
  template_content: string
  template_params: string
  api_template_id: string
  mobile: string
  user_id: number | null
  user_type: number | null
  send_status: number
  send_time: number | null
  api_send_code: string | null
  api_send_msg: string | null
  api_request_id: string | null
  api_serial_no: string | null
  receive_status: number
  receive_time: number | null
  api_receive_code: string | null
  api_receive_msg: string | null
  create_time: number
}

export const findChannel = (db: Database, id: number) =>
  db.prepare('SELECT * FROM system_sms_channel WHERE id = ?').get(id) as SmsChannelRow | undefined

export const findTemplateByCode = (db: Database, code: string) =>
  db.prepare('SELECT * FROM system_sms_template WHERE code = ?').get(code) as
    SmsTemplateRow | undefined

export const channelSettings = (row: SmsChannelRow): SmsChannelSettings => ({
  id: row.id,
  code: row.code,
  signature: row.signature,
  apiKey: row.api_key,
  apiSecret: row.api_secret,
})

/** A template's parameter names as stored (a JSON array). */
export function templateParamNames(row: SmsTemplateRow): string[] {
  return storedStringList(row.params)
}
