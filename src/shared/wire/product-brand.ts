import { z } from 'zod'
import { epochMs, id } from './common'
import { optionalStatus, optionalText, requiredInt, requiredStatus, requiredText } from './fields'

// 商品品牌: /product/brand/* (docs/shop-and-pay.md).

/** An item of page and the data of get?id. */
export const productBrandItem = z.object({
  id,
  name: z.string(),
  /** The logo's URL (a file this server stored). */
  picUrl: z.string(),
  sort: z.number().int(),
  description: z.string().nullish(),
  status: z.number().int(),
  createTime: epochMs,
})

/** GET list-all-simple: enabled brands, for pickers. */
export const productBrandSimpleItem = z.object({ id, name: z.string() })

const brandFields = {
  name: requiredText('品牌名称', 64),
  picUrl: requiredText('品牌图片', 500),
  sort: requiredInt('品牌排序'),
  description: optionalText('品牌描述', 500),
  status: requiredStatus('品牌状态'),
}

/** Body of POST create. */
export const productBrandCreate = z.object(brandFields)

/** Body of PUT update. */
export const productBrandUpdate = z.object({ id: requiredInt('品牌编号'), ...brandFields })

/** Filters of GET page (besides paging and `createTime[0]/[1]`). */
export const productBrandFilters = {
  name: optionalText('品牌名称', 64),
  status: optionalStatus('品牌状态'),
}

export type ProductBrandItem = z.output<typeof productBrandItem>
export type ProductBrandSimpleItem = z.output<typeof productBrandSimpleItem>
export type ProductBrandCreate = z.input<typeof productBrandCreate>
export type ProductBrandUpdate = z.input<typeof productBrandUpdate>
