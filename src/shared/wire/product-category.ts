import { z } from 'zod'
import { epochMs, id } from './common'
import {
  optionalInt,
  optionalStatus,
  optionalText,
  requiredInt,
  requiredStatus,
  requiredText,
} from './fields'

// 商品分类: /product/category/* (docs/shop-and-pay.md). A flat list; the console builds
// the two-level tree from parentId (0 = top level). Products hang off second-level categories.

/** parentId of a top-level category (顶级分类). */
export const CATEGORY_ROOT_ID = 0

/** An item of list and the data of get?id. */
export const productCategoryItem = z.object({
  id,
  parentId: z.number().int(),
  name: z.string(),
  /** The picture's URL (a file this server stored). */
  picUrl: z.string(),
  sort: z.number().int(),
  status: z.number().int(),
  description: z.string().nullish(),
  createTime: epochMs,
})

const categoryFields = {
  parentId: requiredInt('父分类编号'),
  name: requiredText('分类名称', 64),
  /** A URL the sandbox's own upload endpoint gave (checked by the server). */
  picUrl: requiredText('分类图片', 500),
  sort: requiredInt('分类排序'),
  status: requiredStatus('开启状态'),
  description: optionalText('分类描述', 500),
}

/** Body of POST create. */
export const productCategoryCreate = z.object(categoryFields)

/** Body of PUT update. */
export const productCategoryUpdate = z.object({ id: requiredInt('分类编号'), ...categoryFields })

/** Query of GET list. */
export const productCategoryListQuery = z.object({
  name: optionalText('分类名称', 64),
  status: optionalStatus(),
  parentId: optionalInt('父分类编号'),
})

export type ProductCategoryItem = z.output<typeof productCategoryItem>
export type ProductCategoryCreate = z.input<typeof productCategoryCreate>
export type ProductCategoryUpdate = z.input<typeof productCategoryUpdate>
