import type { Database } from 'better-sqlite3'
import {
  productBrandItem,
  type ProductBrandItem,
} from '../../../../../src/shared/wire/product-brand'
import {
  productCategoryItem,
  type ProductCategoryItem,
} from '../../../../../src/shared/wire/product-category'
import {
  productPropertyItem,
  productPropertyValueItem,
  type ProductPropertyItem,
  type ProductPropertyValueItem,
} from '../../../../../src/shared/wire/product-property'
import {
  productSkuItem,
  productSpuDetail,
  productSpuItem,
  type ProductSkuItem,
  type ProductSpuDetail,
  type ProductSpuItem,
  type SkuPropertyValue,
} from '../../../../../src/shared/wire/product-spu'
import { wireItem } from '../../lib/validation'

export const CATEGORY_TABLE = 'product_category'
export const BRAND_TABLE = 'product_brand'
export const PROPERTY_TABLE = 'product_property'
export const VALUE_TABLE = 'product_property_value'
export const SPU_TABLE = 'product_spu'
export const SKU_TABLE = 'product_sku'
export const SKU_PROPERTY_TABLE = 'product_sku_property'

/** Products that exist (deleted ones stay only for the orders that name them). */
export const LIVE_SPUS = `(SELECT * FROM ${SPU_TABLE} WHERE deleted = 0)`

/** Stored picture path -> URL for the caller. */
export type PicUrl = (path: string) => string

export interface CategoryRow {
  id: number
  parent_id: number
  name: string
  pic_url: string
  sort: number
  status: number
  description: string | null
  create_time: number
}

export interface BrandRow {
  id: number
  name: string
  pic_url: string
  sort: number
  description: string | null
  status: number
  create_time: number
}

export interface PropertyRow {
  id: number
  name: string
  remark: string | null
  create_time: number
}

export interface ValueRow {
  id: number
  property_id: number
  name: string
  remark: string | null
  create_time: number
}

export interface SpuRow {
  id: number
  name: string
  keyword: string | null
  introduction: string
  description: string
  category_id: number
  brand_id: number
  pic_url: string
  slider_pic_urls: string
  video_url: string | null
  unit: number
  sort: number
  status: number
  spec_type: number
  give_integral: number
  virtual_sales_count: number
  price: number
  market_price: number
  cost_price: number
  stock: number
  sales_count: number
  deleted: number
  create_time: number
}

export interface SkuRow {
  id: number
  spu_id: number
  name: string
  properties: string
  property_key: string
  price: number
  market_price: number
  cost_price: number
  bar_code: string | null
  pic_url: string | null
  stock: number
  warn_stock: number
  weight: number | null
  volume: number | null
  sales_count: number
}

export const findRow = <Row>(db: Database, table: string, id: number): Row | undefined =>
  db.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id) as Row | undefined

export function findLiveSpu(db: Database, id: number): SpuRow | undefined {
  return db.prepare(`SELECT * FROM ${SPU_TABLE} WHERE id = ? AND deleted = 0`).get(id) as
    SpuRow | undefined
}

export function liveSkusOf(db: Database, spuIds: readonly number[]): SkuRow[] {
  if (spuIds.length === 0) return []
  return db
    .prepare(
      `SELECT * FROM ${SKU_TABLE} WHERE deleted = 0
          AND spu_id IN (SELECT value FROM json_each(?)) ORDER BY spu_id, id`,
    )
    .all(JSON.stringify(spuIds)) as SkuRow[]
}

export function toCategoryItem(row: CategoryRow, picUrl: PicUrl): ProductCategoryItem {
  return wireItem(productCategoryItem, {
    id: row.id,
    parentId: row.parent_id,
    name: row.name,
    picUrl: picUrl(row.pic_url),
    sort: row.sort,
    status: row.status,
    description: row.description,
    createTime: row.create_time,
  })
}

export function toBrandItem(row: BrandRow, picUrl: PicUrl): ProductBrandItem {
  return wireItem(productBrandItem, {
    id: row.id,
    name: row.name,
    picUrl: picUrl(row.pic_url),
    sort: row.sort,
    description: row.description,
    status: row.status,
    createTime: row.create_time,
  })
}

export function toPropertyItem(row: PropertyRow): ProductPropertyItem {
  return wireItem(productPropertyItem, {
    id: row.id,
    name: row.name,
    remark: row.remark,
    createTime: row.create_time,
  })
}

export function toValueItem(row: ValueRow): ProductPropertyValueItem {
  return wireItem(productPropertyValueItem, {
    id: row.id,
    propertyId: row.property_id,
    name: row.name,
    remark: row.remark,
    createTime: row.create_time,
  })
}

export function toSpuItem(row: SpuRow, picUrl: PicUrl): ProductSpuItem {
  return wireItem(productSpuItem, {
    id: row.id,
    name: row.name,
    picUrl: picUrl(row.pic_url),
    sliderPicUrls: (JSON.parse(row.slider_pic_urls) as string[]).map(picUrl),
    categoryId: row.category_id,
    brandId: row.brand_id,
    price: row.price,
    marketPrice: row.market_price,
    costPrice: row.cost_price,
    stock: row.stock,
    salesCount: row.sales_count,
    virtualSalesCount: row.virtual_sales_count,
    sort: row.sort,
    status: row.status,
    specType: row.spec_type === 1,
    createTime: row.create_time,
  })
}

export function toSkuItem(row: SkuRow, picUrl: PicUrl): ProductSkuItem {
  return wireItem(productSkuItem, {
    id: row.id,
    spuId: row.spu_id,
    name: row.name,
    price: row.price,
    marketPrice: row.market_price,
    costPrice: row.cost_price,
    barCode: row.bar_code,
    picUrl: row.pic_url ? picUrl(row.pic_url) : null,
    stock: row.stock,
    warnStock: row.warn_stock,
    weight: row.weight,
    volume: row.volume,
    salesCount: row.sales_count,
    properties: JSON.parse(row.properties) as SkuPropertyValue[],
  })
}

export function toSpuDetail(row: SpuRow, skus: SkuRow[], picUrl: PicUrl): ProductSpuDetail {
  return wireItem(productSpuDetail, {
    ...toSpuItem(row, picUrl),
    keyword: row.keyword,
    introduction: row.introduction,
    description: row.description,
    videoUrl: row.video_url ? picUrl(row.video_url) : null,
    unit: row.unit,
    giveIntegral: row.give_integral,
    skus: skus.map((sku) => toSkuItem(sku, picUrl)),
  })
}
