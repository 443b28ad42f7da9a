import { z } from 'zod'
import { commonStatus, epochMs, id, nullableText } from './common'
import { optionalText, requiredInt, requiredStatus, requiredText } from './fields'

// Dictionary types: /system/dict-type/* (docs/admin-api.md#endpoints).

/** An item of page and get. */
export const dictTypeItem = z.object({
  id,
  name: z.string(),
  type: z.string(),
  status: commonStatus,
  remark: nullableText,
  createTime: epochMs,
})

/** An item of list-all-simple (enabled types only). */
export const dictTypeSimpleItem = z.object({ id, name: z.string(), type: z.string() })

const saveFields = {
  name: requiredText('字典名称', 100, '字典类型名称长度不能超过100个字符'),
  status: requiredStatus(),
  remark: optionalText('备注', 500),
}

/** Body of POST create. */
export const dictTypeCreate = z.object({
  ...saveFields,
  type: requiredText('字典类型', 100, '字典类型类型长度不能超过100个字符'),
})

/** Body of PUT update: the type key itself cannot change (data rows refer to it). */
export const dictTypeUpdate = z.object({ id: requiredInt('字典类型编号'), ...saveFields })

export type DictTypeItem = z.output<typeof dictTypeItem>
export type DictTypeSimpleItem = z.output<typeof dictTypeSimpleItem>
export type DictTypeCreate = z.output<typeof dictTypeCreate>
export type DictTypeUpdate = z.output<typeof dictTypeUpdate>
