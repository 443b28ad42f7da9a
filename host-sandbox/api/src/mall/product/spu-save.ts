import type { Database } from 'better-sqlite3'
import type { z } from 'zod'
import {
  DEFAULT_WARN_STOCK,
  SKU_RULE_MESSAGES,
  SPU_STATUS_RECYCLE,
  SPU_STATUS_WAREHOUSE,
  skuCombinationKey,
  skuRuleProblem,
  type productSpuCreate,
  type SkuPropertyValue,
} from '../../../../../src/shared/wire/product-spu'
import { bizError } from '../../lib/biz-error'
import { insertRow, updateRowById } from '../../lib/row-writes'
import { cleanHtml, htmlHasContent } from '../../lib/sanitize-html'
import { ProductErrors } from './product-errors'
import {
  BRAND_TABLE,
  CATEGORY_TABLE,
  findLiveSpu,
  findRow,
  SKU_PROPERTY_TABLE,
  SKU_TABLE,
  SPU_TABLE,
  type BrandRow,
  type CategoryRow,
  type SpuRow,
} from './product-repo'

export type SpuBody = z.output<typeof productSpuCreate>

/** The body's pictures once checked: stored file paths (see product-pics.ts). */
export interface SpuPics {
  picUrl: string
  sliderPicUrls: string[]
  videoUrl: string | null
  /** One per SKU of the body, in its order. */
  skuPicUrls: Array<string | null>
}

interface PlannedSku {
  key: string
  properties: SkuPropertyValue[]
  columns: Record<string, unknown>
}

/** The category must exist and be second level; a disabled one is refused unless already in use. */
function checkCategory(db: Database, categoryId: number, current: SpuRow | undefined): void {
  const category = findRow<CategoryRow>(db, CATEGORY_TABLE, categoryId)
  if (!category) throw bizError(ProductErrors.CATEGORY_NOT_EXISTS)
  if (category.parent_id === 0) throw bizError(ProductErrors.SPU_CATEGORY_NOT_SECOND_LEVEL)
  if (category.status !== 0 && current?.category_id !== categoryId) {
    throw bizError(ProductErrors.CATEGORY_DISABLED, category.name)
  }
}

function checkBrand(db: Database, brandId: number, current: SpuRow | undefined): void {
  const brand = findRow<BrandRow>(db, BRAND_TABLE, brandId)
  if (!brand) throw bizError(ProductErrors.BRAND_NOT_EXISTS)
  if (brand.status !== 0 && current?.brand_id !== brandId) {
    throw bizError(ProductErrors.BRAND_DISABLED, brand.name)
  }
}

/**
 * The SKUs' property values with the names read here (a body's names are never trusted), each
 * value checked to belong to its property. A single-spec SKU has none.
 */
function resolveProperties(db: Database, body: SpuBody): SkuPropertyValue[][] {
  if (!body.specType) return body.skus.map(() => [])
  const lookup = db.prepare(
    `SELECT p.id AS propertyId, p.name AS propertyName, v.id AS valueId, v.name AS valueName
       FROM product_property_value v JOIN product_property p ON p.id = v.property_id
      WHERE v.id = ? AND p.id = ?`,
  )
  const cache = new Map<string, SkuPropertyValue>()
  return body.skus.map((sku) =>
    sku.properties.map((ref) => {
      const cacheKey = `${ref.propertyId}:${ref.valueId}`
      let found = cache.get(cacheKey)
      if (!found) {
        found = lookup.get(ref.valueId, ref.propertyId) as SkuPropertyValue | undefined
        if (!found) throw bizError(ProductErrors.SKU_VALUE_NOT_EXISTS, ref.valueId)
        cache.set(cacheKey, found)
      }
      return found
    }),
  )
}

const minOf = (values: number[]) => values.reduce((a, b) => Math.min(a, b))

/**
 * Creates (no `id`) or updates a product with its SKUs in one transaction; returns its id.
 * A SKU whose combination of values is unchanged keeps its id (orders point at it) and its sales;
 * one no longer in the body is marked deleted, never removed. The product's price, market and
 * cost price are the lowest of its SKUs', its stock their sum.
 */
export function saveSpu(
  db: Database,
  input: { id?: number; body: SpuBody; pics: SpuPics; now: number },
): number {
  const { body, pics, now } = input
  return db.transaction(() => {
    const current = input.id === undefined ? undefined : findLiveSpu(db, input.id)
    if (input.id !== undefined && !current) throw bizError(ProductErrors.SPU_NOT_EXISTS)
    checkCategory(db, body.categoryId, current)
    checkBrand(db, body.brandId, current)
    const problem = skuRuleProblem(body.specType, body.skus)
    if (problem) throw bizError(ProductErrors.SKU_RULE, SKU_RULE_MESSAGES[problem])
    const description = cleanHtml(body.description).trim()
    if (!htmlHasContent(description)) throw bizError(ProductErrors.SPU_DESCRIPTION_EMPTY)
    const properties = resolveProperties(db, body)
    const name = body.name.trim()

    const planned: PlannedSku[] = body.skus.map((sku, index) => ({
      key: body.specType ? skuCombinationKey(properties[index]) : '',
      properties: properties[index],
      columns: {
        name,
        properties: JSON.stringify(properties[index]),
        price: sku.price,
        market_price: sku.marketPrice ?? 0,
        cost_price: sku.costPrice ?? 0,
        bar_code: sku.barCode?.trim() || null,
        pic_url: pics.skuPicUrls[index] ?? null,
        stock: sku.stock,
        warn_stock: sku.warnStock ?? DEFAULT_WARN_STOCK,
        weight: sku.weight ?? null,
        volume: sku.volume ?? null,
        update_time: now,
      },
    }))
    const status =
      current?.status === SPU_STATUS_RECYCLE
        ? SPU_STATUS_RECYCLE
        : (body.status ?? current?.status ?? SPU_STATUS_WAREHOUSE)
    const spuColumns = {
      name,
      keyword: body.keyword?.trim() || null,
      introduction: body.introduction.trim(),
      description,
      category_id: body.categoryId,
      brand_id: body.brandId,
      pic_url: pics.picUrl,
      slider_pic_urls: JSON.stringify(pics.sliderPicUrls),
      video_url: pics.videoUrl,
      unit: body.unit,
      sort: body.sort,
      status,
      spec_type: body.specType ? 1 : 0,
      give_integral: body.giveIntegral,
      virtual_sales_count: body.virtualSalesCount,
      price: minOf(body.skus.map((sku) => sku.price)),
      market_price: minOf(body.skus.map((sku) => sku.marketPrice ?? 0)),
      cost_price: minOf(body.skus.map((sku) => sku.costPrice ?? 0)),
      stock: body.skus.reduce((sum, sku) => sum + sku.stock, 0),
      update_time: now,
    }
    const spuId = current
      ? (updateRowById(db, SPU_TABLE, current.id, spuColumns), current.id)
      : insertRow(db, SPU_TABLE, { ...spuColumns, sales_count: 0, create_time: now })
    writeSkus(db, spuId, planned, now)
    return spuId
  })()
}

function writeSkus(db: Database, spuId: number, planned: PlannedSku[], now: number): void {
  const existing = new Map(
    (
      db
        .prepare(`SELECT id, property_key FROM ${SKU_TABLE} WHERE spu_id = ? AND deleted = 0`)
        .all(spuId) as Array<{ id: number; property_key: string }>
    ).map((row) => [row.property_key, row.id]),
  )
  const wanted = new Set(planned.map((sku) => sku.key))
  const unlink = db.prepare(`DELETE FROM ${SKU_PROPERTY_TABLE} WHERE sku_id = ?`)
  const retire = db.prepare(`UPDATE ${SKU_TABLE} SET deleted = 1, update_time = ? WHERE id = ?`)
  for (const [key, skuId] of existing) {
    if (wanted.has(key)) continue
    unlink.run(skuId)
    retire.run(now, skuId)
  }
  const link = db.prepare(
    `INSERT INTO ${SKU_PROPERTY_TABLE} (sku_id, property_id, value_id) VALUES (?, ?, ?)`,
  )
  for (const sku of planned) {
    const keptId = existing.get(sku.key)
    let skuId: number
    if (keptId !== undefined) {
      updateRowById(db, SKU_TABLE, keptId, sku.columns)
      unlink.run(keptId)
      skuId = keptId
    } else {
      skuId = insertRow(db, SKU_TABLE, {
        ...sku.columns,
        spu_id: spuId,
        property_key: sku.key,
        sales_count: 0,
        create_time: now,
      })
    }
    for (const property of sku.properties) link.run(skuId, property.propertyId, property.valueId)
  }
}

/** Marks a product and its SKUs deleted (orders keep pointing at them); frees their values. */
export function deleteSpu(db: Database, spuId: number, now: number): void {
  db.prepare(
    `DELETE FROM ${SKU_PROPERTY_TABLE}
      WHERE sku_id IN (SELECT id FROM ${SKU_TABLE} WHERE spu_id = ?)`,
  ).run(spuId)
  db.prepare(
    `UPDATE ${SKU_TABLE} SET deleted = 1, update_time = ? WHERE spu_id = ? AND deleted = 0`,
  ).run(now, spuId)
  db.prepare(`UPDATE ${SPU_TABLE} SET deleted = 1, update_time = ? WHERE id = ?`).run(now, spuId)
}
