import { z } from 'zod'
import { epochMs, id } from './common'
import { optionalInt, optionalText, requiredInt, requiredText } from './fields'

// 商品属性 and 属性值: /product/property/* and /product/property/value/*
// (docs/shop-and-pay.md). A multi-spec product's SKUs combine values of properties.

/** An item of page and list, and the data of get?id. */
export const productPropertyItem = z.object({
  id,
  name: z.string(),
  remark: z.string().nullish(),
  createTime: epochMs,
})

const propertyFields = {
  name: requiredText('属性名称', 64),
  remark: optionalText('备注', 255),
}

/** Body of POST create. */
export const productPropertyCreate = z.object(propertyFields)

/** Body of PUT update. */
export const productPropertyUpdate = z.object({ id: requiredInt('属性编号'), ...propertyFields })

/** Filters of GET page and list (besides paging and `createTime[0]/[1]`). */
export const productPropertyFilters = {
  name: optionalText('属性名称', 64),
}

/** One value of a property. */
export const productPropertyValueItem = z.object({
  id,
  propertyId: z.number().int(),
  name: z.string(),
  remark: z.string().nullish(),
  createTime: epochMs,
})

const valueFields = {
  propertyId: requiredInt('属性编号'),
  name: requiredText('属性值名称', 64),
  remark: optionalText('备注', 255),
}

/** Body of POST /product/property/value/create. */
export const productPropertyValueCreate = z.object(valueFields)

/** Body of PUT /product/property/value/update. */
export const productPropertyValueUpdate = z.object({
  id: requiredInt('属性值编号'),
  ...valueFields,
})

/** Filters of GET /product/property/value/page. */
export const productPropertyValueFilters = {
  propertyId: optionalInt('属性编号'),
  name: optionalText('属性值名称', 64),
}

/** A property with its values: the answer of get-value-list. */
export const productPropertyWithValues = z.object({
  id,
  name: z.string(),
  values: z.array(z.object({ id, name: z.string() })),
})

/** Ids as a JSON array, a repeated query key (`propertyIds=1&propertyIds=2`) or "1,2". */
const idList = (label: string) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === '') return undefined
      const list = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [v]
      return list.map((item) =>
        typeof item === 'string' && /^\d+$/.test(item.trim()) ? Number(item) : item,
      )
    },
    z
      .array(z.number({ error: `${label}必须是整数` }).int(`${label}必须是整数`), {
        error: `${label}格式不正确`,
      })
      .max(1000, `${label}最多 1000 个`)
      .optional(),
  )

/** Body of POST get-value-list (GET takes the same as a query, and `name`). */
export const productPropertyValueListQuery = z.object({
  propertyIds: idList('属性编号'),
  name: optionalText('属性名称', 64),
})

export { idList as productIdList }

export type ProductPropertyItem = z.output<typeof productPropertyItem>
export type ProductPropertyCreate = z.input<typeof productPropertyCreate>
export type ProductPropertyUpdate = z.input<typeof productPropertyUpdate>
export type ProductPropertyValueItem = z.output<typeof productPropertyValueItem>
export type ProductPropertyValueCreate = z.input<typeof productPropertyValueCreate>
export type ProductPropertyValueUpdate = z.input<typeof productPropertyValueUpdate>
export type ProductPropertyWithValues = z.output<typeof productPropertyWithValues>
