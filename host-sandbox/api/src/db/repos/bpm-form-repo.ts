import type { Database } from 'better-sqlite3'
import {
  bpmFormItem,
  bpmFormSimpleItem,
  type BpmFormItem,
  type BpmFormSimpleItem,
} from '../../../../../src/shared/wire/bpm-form'
import { asCommonStatus } from '../../../../../src/shared/wire/common'
import { wireItem } from '../../lib/validation'

export interface BpmFormRow {
  id: number
  name: string
  status: number
  remark: string | null
  conf: string
  /** JSON array of strings, one field definition each. */
  fields: string
  create_time: number
  update_time: number
}

/** A stored JSON list of field strings (bpm_form.fields, bpm_process_definition.form_fields). */
export function readFieldList(text: string | null): string[] | null {
  if (text === null) return null
  const list: unknown = JSON.parse(text)
  return Array.isArray(list) ? list.map(String) : []
}

export const toBpmFormItem = (row: BpmFormRow): BpmFormItem =>
  wireItem(bpmFormItem, {
    id: row.id,
    name: row.name,
    status: asCommonStatus(row.status),
    remark: row.remark,
    conf: row.conf,
    fields: readFieldList(row.fields) ?? [],
    createTime: row.create_time,
  })

export function findBpmForm(db: Database, id: number): BpmFormRow | undefined {
  return db.prepare('SELECT * FROM bpm_form WHERE id = ?').get(id) as BpmFormRow | undefined
}

export function bpmFormName(db: Database, id: number | null): string | null {
  if (id === null) return null
  const row = db.prepare('SELECT name FROM bpm_form WHERE id = ?').get(id) as
    { name: string } | undefined
  return row?.name ?? null
}

export function listEnabledBpmForms(db: Database): BpmFormSimpleItem[] {
  const rows = db
    .prepare('SELECT id, name FROM bpm_form WHERE status = 0 ORDER BY id')
    .all() as BpmFormSimpleItem[]
  return rows.map((row) => wireItem(bpmFormSimpleItem, row))
}
