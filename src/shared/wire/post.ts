import { z } from 'zod'
import { epochMs, id, nullableText } from './common'
import { optionalStatus, optionalText, requiredInt, requiredStatus, requiredText } from './fields'

// Posts (岗位): /system/post/* (docs/admin-api.md#system-administration).

/** Posts as a pick list: /system/post/list-all-simple (enabled ones; a login is enough). */
export const postSimpleItem = z.object({ id, name: z.string() })

/** An item of page and get. */
export const postItem = z.object({
  id,
  name: z.string(),
  code: z.string(),
  sort: z.number().int(),
  status: z.number().int(),
  remark: nullableText,
  createTime: epochMs,
})

const saveFields = {
  name: requiredText('岗位名称', 50),
  code: requiredText('岗位编码', 64),
  sort: requiredInt('显示顺序').refine((v) => v >= 0 && v <= 9999, '显示顺序必须在 0 到 9999 之间'),
  status: requiredStatus(),
  remark: optionalText('备注', 500),
}

/** Body of POST create. */
export const postCreate = z.object(saveFields)
/** Body of PUT update. */
export const postUpdate = z.object({ id: requiredInt('岗位编号'), ...saveFields })

/** Filters of GET page and export. */
export const postFilters = {
  code: optionalText('岗位编码', 64),
  name: optionalText('岗位名称', 50),
  status: optionalStatus(),
}

export type PostSimpleItem = z.output<typeof postSimpleItem>
export type PostItem = z.output<typeof postItem>
export type PostCreate = z.output<typeof postCreate>
export type PostUpdate = z.output<typeof postUpdate>
