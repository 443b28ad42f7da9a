import type { PageParams } from '@/shared/list-kit'
import type { ProductBrandItem } from '@/shared/wire/product-brand'
import type { ProductCategoryItem } from '@/shared/wire/product-category'
import type { ProductPropertyItem, ProductPropertyValueItem } from '@/shared/wire/product-property'
import type { ProductSpuCount, ProductSpuItem } from '@/shared/wire/product-spu'

/**
 * The 商品中心 shapes the console reads and sends (docs/admin-api.md, 商品中心). Money is whole
 * fen; times are epoch milliseconds; status 0 enabled / 1 disabled (common_status).
 */

/** Cache tags shared with the SPU form, which invalidates the list after a save. */
export const PRODUCT_TAGS = {
  category: 'ProductCategory',
  brand: 'ProductBrand',
  property: 'ProductProperty',
  propertyValue: 'ProductPropertyValue',
  spu: 'ProductSpu',
} as const

/** parentId of a top-level category (the wire's CATEGORY_ROOT_ID, kept here without zod). */
export const TOP_CATEGORY_ID = 0

export type CategoryItem = ProductCategoryItem

export interface CategorySave {
  id?: number
  parentId: number
  name: string
  picUrl: string
  sort: number
  status: number
  description?: string
}

export type CategoryQuery = { name?: string; status?: string; parentId?: string }

export type BrandItem = ProductBrandItem

export interface BrandSave {
  id?: number
  name: string
  picUrl: string
  sort: number
  description?: string
  status: number
}

export type BrandQuery = PageParams & {
  name?: string
  status?: string
  createTime?: [string, string]
}

export type PropertyItem = ProductPropertyItem

export interface PropertySave {
  id?: number
  name: string
  remark?: string
}

export type PropertyQuery = PageParams & { name?: string; createTime?: [string, string] }

/** One entry of GET /product/property/list (the value page's select). */
export interface PropertySimpleItem {
  id: number
  name: string
}

export type PropertyValueItem = ProductPropertyValueItem

export interface PropertyValueSave {
  id?: number
  propertyId: number
  name: string
  remark?: string
}

export type PropertyValueQuery = PageParams & { propertyId?: string; name?: string }

/** 商品列表's tabs: the page's `tabType`. */
export const SPU_TABS = [
  { type: 0, label: '出售中' },
  { type: 1, label: '仓库中' },
  { type: 2, label: '已售罄' },
  { type: 3, label: '警戒库存' },
  { type: 4, label: '回收站' },
] as const

export const SPU_TAB_RECYCLE = 4

/** SPU status: 1 on the shelf, 0 in the warehouse, -1 in the recycle bin. */
export const SPU_STATUS = { ON_SHELF: 1, WAREHOUSE: 0, RECYCLE: -1 } as const

export type SpuItem = ProductSpuItem

export type SpuQuery = PageParams & {
  tabType: string
  name?: string
  categoryId?: string
  createTime?: [string, string]
}

/** GET /product/spu/get-count: tab type -> number of products. */
export type SpuCounts = Partial<ProductSpuCount>
