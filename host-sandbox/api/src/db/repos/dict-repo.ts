import type { Database } from 'better-sqlite3'
import { asCommonStatus } from '../../../../../src/shared/wire/common'
import {
  dictDataItem,
  dictDataSimpleItem,
  type ColorType,
  type DictDataItem,
  type DictDataSimpleItem,
} from '../../../../../src/shared/wire/dict-data'
import { dictTypeItem, type DictTypeItem } from '../../../../../src/shared/wire/dict-type'
import { wireItem } from '../../lib/validation'

export interface DictTypeRow {
  id: number
  name: string
  type: string
  status: number
  remark: string | null
  create_time: number
}

export interface DictDataRow {
  id: number
  sort: number
  label: string
  value: string
  dict_type: string
  status: number
  color_type: string
  css_class: string
  remark: string | null
  create_time: number
}

export const toDictTypeItem = (row: DictTypeRow): DictTypeItem =>
  wireItem(dictTypeItem, {
    id: row.id,
    name: row.name,
    type: row.type,
    status: asCommonStatus(row.status),
    remark: row.remark ?? '',
    createTime: row.create_time,
  })

/** The column holds one of COLOR_TYPES (create and update check it). */
const colorTypeOf = (value: string) => value as ColorType

export const toDictDataItem = (row: DictDataRow): DictDataItem =>
  wireItem(dictDataItem, {
    id: row.id,
    sort: row.sort,
    label: row.label,
    value: row.value,
    dictType: row.dict_type,
    status: asCommonStatus(row.status),
    colorType: colorTypeOf(row.color_type),
    cssClass: row.css_class,
    remark: row.remark ?? '',
    createTime: row.create_time,
  })

export const toDictDataSimpleItem = (row: DictDataRow): DictDataSimpleItem =>
  wireItem(dictDataSimpleItem, {
    dictType: row.dict_type,
    value: row.value,
    label: row.label,
    colorType: colorTypeOf(row.color_type),
    cssClass: row.css_class,
  })

export function findDictTypeBy(db: Database, column: 'type' | 'name', value: string) {
  const sql =
    column === 'type'
      ? 'SELECT * FROM system_dict_type WHERE type = ?'
      : 'SELECT * FROM system_dict_type WHERE name = ?'
  return db.prepare(sql).get(value) as DictTypeRow | undefined
}

export function findDictDataByValue(db: Database, dictType: string, value: string) {
  return db
    .prepare('SELECT * FROM system_dict_data WHERE dict_type = ? AND value = ?')
    .get(dictType, value) as DictDataRow | undefined
}

export function countDictData(db: Database, dictType: string): number {
  const row = db
    .prepare('SELECT COUNT(*) AS n FROM system_dict_data WHERE dict_type = ?')
    .get(dictType) as { n: number }
  return row.n
}

/** Label of `value` in `dictType` (export files show labels, not codes); falls back to the value. */
export function dictLabel(db: Database, dictType: string, value: string | number): string {
  const row = db
    .prepare('SELECT label FROM system_dict_data WHERE dict_type = ? AND value = ?')
    .get(dictType, String(value)) as { label: string } | undefined
  return row?.label ?? String(value)
}
