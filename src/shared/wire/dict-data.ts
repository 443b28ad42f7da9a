import { z } from 'zod'
import { commonStatus, epochMs, id, nullableText } from './common'
import { optionalText, requiredInt, requiredStatus, requiredText } from './fields'

// Dictionary data: /system/dict-data/* (docs/admin-api.md#endpoints).

/** How a dictionary entry's tag is coloured ('' = plain). */
export const COLOR_TYPES = [
  '',
  'default',
  'primary',
  'success',
  'info',
  'warning',
  'danger',
] as const
export const colorType = z.enum(COLOR_TYPES).nullable()
export type ColorType = (typeof COLOR_TYPES)[number]

/** An item of page, get and type/{type}. */
export const dictDataItem = z.object({
  id,
  sort: z.number().int(),
  label: z.string(),
  value: z.string(),
  dictType: z.string(),
  status: commonStatus,
  colorType,
  cssClass: nullableText,
  remark: nullableText,
  createTime: epochMs,
})

/** An item of list-all-simple (the console's dictionary store). */
export const dictDataSimpleItem = z.object({
  dictType: z.string(),
  value: z.string(),
  label: z.string(),
  colorType,
  cssClass: nullableText,
})

const isColorType = (v: string | undefined) =>
  v === undefined || (COLOR_TYPES as readonly string[]).includes(v)

const saveFields = {
  sort: requiredInt('显示顺序'),
  label: requiredText('字典标签', 100, '字典标签长度不能超过100个字符'),
  value: requiredText('字典键值', 100, '字典键值长度不能超过100个字符'),
  dictType: requiredText('字典类型', 100, '字典类型长度不能超过100个字符'),
  status: requiredStatus(),
  colorType: optionalText('颜色类型', 100).refine(
    isColorType,
    '颜色类型必须是 default、primary、success、info、warning、danger 之一',
  ),
  cssClass: optionalText('CSS 样式', 100),
  remark: optionalText('备注', 500),
}

/** Body of POST create. */
export const dictDataCreate = z.object(saveFields)
/** Body of PUT update. */
export const dictDataUpdate = z.object({ id: requiredInt('字典数据编号'), ...saveFields })

export type DictDataItem = z.output<typeof dictDataItem>
export type DictDataSimpleItem = z.output<typeof dictDataSimpleItem>
export type DictDataCreate = z.output<typeof dictDataCreate>
export type DictDataUpdate = z.output<typeof dictDataUpdate>
