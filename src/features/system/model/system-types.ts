import type { NotifyMessage } from '@/shared/notify'
import type { PageParams } from '@/shared/list-kit'

/** Wire shapes of dictionaries, configs and notify messages (docs/admin-api.md#endpoints). */

export interface DictTypeItem {
  id: number
  name: string
  type: string
  /** CommonStatus: 0 enabled, 1 disabled. */
  status: number
  remark: string | null
  createTime: number
}

export interface DictTypeSimple {
  id: number
  name: string
  type: string
}

export interface DictTypeSave {
  id?: number
  name: string
  type: string
  status: number
  remark?: string
}

export interface DictDataItem {
  id: number
  sort: number
  label: string
  value: string
  dictType: string
  status: number
  colorType: string | null
  cssClass: string | null
  remark: string | null
  createTime: number
}

export interface DictDataSave {
  id?: number
  sort: number
  label: string
  value: string
  dictType: string
  status: number
  colorType?: string
  cssClass?: string
  remark?: string
}

/** Config type: 1 built-in (cannot be deleted), 2 custom. */
export const CONFIG_TYPE_BUILT_IN = 1

export interface ConfigItem {
  id: number
  category: string
  name: string
  key: string
  value: string
  type: number
  visible: boolean
  remark: string | null
  createTime: number
}

export interface ConfigSave {
  id?: number
  category: string
  name: string
  key: string
  value: string
  visible: boolean
  remark?: string
}

/** The admin message log lists the same rows as the user's own messages. */
export type NotifyMessageItem = NotifyMessage

/** Filters of the page endpoints as sent (search values are strings; ranges are begin/end). */
export type PageQuery<F extends string> = PageParams &
  Partial<Record<F, string>> & { createTime?: [string, string] }
