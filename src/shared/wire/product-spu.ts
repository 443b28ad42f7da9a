import { z } from 'zod'
import { epochMs, id } from './common'
import {
  optionalBoolean,
  optionalInt,
  optionalIntIn,
  optionalText,
  requiredInt,
  requiredIntIn,
  requiredText,
} from './fields'
import { productIdList } from './product-property'

// 商品列表 and the product form: /product/spu/* and /product/sku/list
// (docs/shop-and-pay.md). Money is whole fen; a product's price, market and cost price
// are the lowest of its SKUs', its stock and sales the sum of theirs.

/** product_spu_status: 1 上架 (出售中), 0 下架 (仓库中), -1 回收站. */
export const SPU_STATUS_ON_SHELF = 1
export const SPU_STATUS_WAREHOUSE = 0
export const SPU_STATUS_RECYCLE = -1
export const SPU_STATUSES = [SPU_STATUS_RECYCLE, SPU_STATUS_WAREHOUSE, SPU_STATUS_ON_SHELF] as const

/**
 * Where update-status may move a product: 上架 and 下架 between 仓库中 and 出售中, 放入回收站 from
 * either, 恢复 from the recycle bin to 仓库中 (never straight back on sale).
 */
export const SPU_STATUS_MOVES: Readonly<Record<number, readonly number[]>> = {
  [SPU_STATUS_WAREHOUSE]: [SPU_STATUS_ON_SHELF, SPU_STATUS_RECYCLE],
  [SPU_STATUS_ON_SHELF]: [SPU_STATUS_WAREHOUSE, SPU_STATUS_RECYCLE],
  [SPU_STATUS_RECYCLE]: [SPU_STATUS_WAREHOUSE],
}

/** The list's tabs (page `tabType`, get-count keys). */
export const SPU_TAB_ON_SALE = 0
export const SPU_TAB_WAREHOUSE = 1
/** Total stock 0, any status but the recycle bin. */
export const SPU_TAB_SOLD_OUT = 2
/** Some SKU at or below its warnStock, any status but the recycle bin. */
export const SPU_TAB_ALERT_STOCK = 3
export const SPU_TAB_RECYCLE_BIN = 4
export const SPU_TAB_TYPES = [0, 1, 2, 3, 4] as const

/** A SKU's warning level when the form leaves it empty. */
export const DEFAULT_WARN_STOCK = 10
/** product_unit: 个, 件, 盒, 袋, 箱, 套, 包, 双, 卷. */
export const PRODUCT_UNITS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const
export const SPU_SLIDER_PICS_MAX = 10
/** Most SKUs one product takes (5 properties x a few values each). */
export const SPU_SKUS_MAX = 500
/** Largest price in fen (1,000,000 yuan). */
export const SPU_MAX_PRICE_FEN = 100_000_000
export const SPU_DESCRIPTION_MAX = 200_000

/** One property value of a SKU. */
export const skuPropertyValue = z.object({
  propertyId: z.number().int(),
  propertyName: z.string(),
  valueId: z.number().int(),
  valueName: z.string(),
})

/** A SKU of get-detail and /product/sku/list. */
export const productSkuItem = z.object({
  id,
  spuId: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  marketPrice: z.number().int(),
  costPrice: z.number().int(),
  barCode: z.string().nullable(),
  picUrl: z.string().nullable(),
  stock: z.number().int().min(0),
  warnStock: z.number().int(),
  weight: z.number().nullable(),
  volume: z.number().nullable(),
  salesCount: z.number().int(),
  properties: z.array(skuPropertyValue),
})

/** A row of page. */
export const productSpuItem = z.object({
  id,
  name: z.string(),
  picUrl: z.string(),
  sliderPicUrls: z.array(z.string()),
  categoryId: z.number().int(),
  brandId: z.number().int(),
  price: z.number().int(),
  marketPrice: z.number().int(),
  costPrice: z.number().int(),
  stock: z.number().int(),
  salesCount: z.number().int(),
  virtualSalesCount: z.number().int(),
  sort: z.number().int(),
  status: z.number().int(),
  /** false 单规格, true 多规格. */
  specType: z.boolean(),
  createTime: epochMs,
})

/** The data of get-detail?id: the row, the form's other fields and the SKUs. */
export const productSpuDetail = productSpuItem.extend({
  keyword: z.string().nullable(),
  introduction: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  videoUrl: z.string().nullable(),
  unit: z.number().int(),
  giveIntegral: z.number().int(),
  skus: z.array(productSkuItem),
})

/** GET list-all-simple: products on sale, for pickers. */
export const productSpuSimpleItem = z.object({
  id,
  name: z.string(),
  price: z.number().int(),
  marketPrice: z.number().int(),
  picUrl: z.string(),
})

/** GET get-count: tab -> number of products ("0" .. "4"). */
export const productSpuCount = z.record(z.string(), z.number().int().min(0))

const optionalNonNegative = (label: string) =>
  optionalInt(label).refine((v) => v === undefined || v >= 0, `${label}不能小于 0`)

/** A decimal (kg, m³) that may be absent. */
const optionalDecimal = (label: string) =>
  z.preprocess(
    (v) =>
      v === '' || v === null ? undefined : typeof v === 'string' && v.trim() !== '' ? Number(v) : v,
    z
      .number({ error: `${label}必须是数字` })
      .finite(`${label}必须是数字`)
      .min(0, `${label}不能小于 0`)
      .optional(),
  )

/** What a SKU of the body names: ids only; the server reads the names. */
const skuPropertyRef = z.object({
  propertyId: requiredInt('属性编号'),
  valueId: requiredInt('属性值编号'),
  propertyName: optionalText('属性名称', 64),
  valueName: optionalText('属性值名称', 64),
})

/** One SKU of the create/update body. */
export const productSkuSave = z.object({
  /** Ignored: a SKU is recognised by its combination of values, which keeps its id. */
  id: optionalInt('SKU 编号'),
  name: optionalText('SKU 名称', 128),
  price: requiredInt('商品 SKU 的销售价')
    .refine((v) => v > 0, '商品 SKU 的销售价必须大于 0')
    .refine((v) => v <= SPU_MAX_PRICE_FEN, '商品 SKU 的销售价不能超过 1000000 元'),
  marketPrice: optionalNonNegative('商品 SKU 的市场价'),
  costPrice: optionalNonNegative('商品 SKU 的成本价'),
  barCode: optionalText('商品条码', 64),
  picUrl: optionalText('SKU 图片', 500),
  stock: requiredInt('商品 SKU 的库存').refine((v) => v >= 0, '商品 SKU 的库存不能小于 0'),
  warnStock: optionalNonNegative('预警库存'),
  weight: optionalDecimal('商品重量'),
  volume: optionalDecimal('商品体积'),
  properties: z
    .preprocess((v) => (v === null ? undefined : v), z.array(skuPropertyRef).optional())
    .transform((v) => v ?? []),
})

const sliderPicUrls = z.preprocess(
  (v) => (v === null ? undefined : v),
  z
    .array(z.string({ error: '商品轮播图格式不正确' }).min(1, '商品轮播图格式不正确'), {
      error: '商品轮播图不能为空',
    })
    .min(1, '商品轮播图不能为空')
    .max(SPU_SLIDER_PICS_MAX, `商品轮播图最多 ${SPU_SLIDER_PICS_MAX} 张`),
)

const spuFields = {
  name: requiredText('商品名称', 128),
  keyword: optionalText('关键字', 256),
  introduction: requiredText('商品简介', 256),
  description: requiredText('商品详情', SPU_DESCRIPTION_MAX),
  categoryId: requiredInt('商品分类'),
  brandId: requiredInt('商品品牌'),
  picUrl: requiredText('商品封面图', 500),
  sliderPicUrls,
  videoUrl: optionalText('商品视频', 500),
  unit: requiredIntIn('单位', PRODUCT_UNITS),
  sort: optionalNonNegative('商品排序').transform((v) => v ?? 0),
  specType: optionalBoolean('商品规格').transform((v) => v ?? false),
  /** 1 上架 now, 0 keep in 仓库中 (the default). */
  status: optionalIntIn('商品状态', [SPU_STATUS_WAREHOUSE, SPU_STATUS_ON_SHELF]),
  giveIntegral: optionalNonNegative('赠送积分').transform((v) => v ?? 0),
  virtualSalesCount: optionalNonNegative('虚拟销量').transform((v) => v ?? 0),
  skus: z.preprocess(
    (v) => (v === null ? undefined : v),
    z
      .array(productSkuSave, { error: '商品 SKU 不能为空' })
      .min(1, '商品 SKU 不能为空')
      .max(SPU_SKUS_MAX, `商品 SKU 不能超过 ${SPU_SKUS_MAX} 个`),
  ),
}

/** Body of POST create. */
export const productSpuCreate = z.object(spuFields)

/** Body of PUT update. */
export const productSpuUpdate = z.object({ id: requiredInt('商品编号'), ...spuFields })

/** Body of PUT update-status. */
export const productSpuStatusUpdate = z.object({
  id: requiredInt('商品编号'),
  status: requiredIntIn('商品状态', SPU_STATUSES),
})

/** Filters of GET page and export (besides paging and `createTime[0]/[1]`). */
export const productSpuFilters = {
  tabType: requiredIntIn('商品类型', SPU_TAB_TYPES),
  name: optionalText('商品名称', 128),
  /** A second-level category, or a top-level one with all its children. */
  categoryId: optionalInt('商品分类'),
}

/** Query of GET /product/sku/list. */
export const productSkuListQuery = z.object({
  spuIds: productIdList('商品编号').refine((v) => v !== undefined, '商品编号不能为空'),
})

/** Why a product's SKUs do not fit together (the server answers these texts). */
export const SKU_RULE_MESSAGES = {
  SINGLE_SPEC_ONE_SKU: '单规格商品只能有一个 SKU',
  MISSING_PROPERTIES: '多规格商品的每个 SKU 都必须选择属性值',
  PROPERTY_TWICE: '一个 SKU 不能有重复的属性',
  PROPERTIES_DIFFER: '商品 SKU 的属性必须一致',
  DUPLICATE_COMBINATION: '商品 SKU 的属性组合存在重复',
} as const

export type SkuRuleProblem = keyof typeof SKU_RULE_MESSAGES

/**
 * The first rule the SKUs break, or null: a single-spec product has one SKU (its properties are
 * ignored); in a multi-spec one every SKU has values of the same properties, none twice, and no two
 * SKUs share a combination. The console runs it before saving, the server again.
 */
export function skuRuleProblem(
  specType: boolean,
  skus: ReadonlyArray<{ properties: ReadonlyArray<{ propertyId: number; valueId: number }> }>,
): SkuRuleProblem | null {
  if (!specType) return skus.length === 1 ? null : 'SINGLE_SPEC_ONE_SKU'
  const propertySet = (sku: (typeof skus)[number]) =>
    sku.properties
      .map((p) => p.propertyId)
      .sort((a, b) => a - b)
      .join(',')
  const combinations = new Set<string>()
  const first = skus[0] ? propertySet(skus[0]) : ''
  for (const sku of skus) {
    if (sku.properties.length === 0) return 'MISSING_PROPERTIES'
    if (new Set(sku.properties.map((p) => p.propertyId)).size !== sku.properties.length) {
      return 'PROPERTY_TWICE'
    }
    if (propertySet(sku) !== first) return 'PROPERTIES_DIFFER'
    const combination = skuCombinationKey(sku.properties)
    if (combinations.has(combination)) return 'DUPLICATE_COMBINATION'
    combinations.add(combination)
  }
  return null
}

/** A SKU's identity within its product: its value ids in the order of their property ids. */
export function skuCombinationKey(
  properties: ReadonlyArray<{ propertyId: number; valueId: number }>,
): string {
  return [...properties]
    .sort((a, b) => a.propertyId - b.propertyId)
    .map((p) => p.valueId)
    .join(',')
}

export type SkuPropertyValue = z.output<typeof skuPropertyValue>
export type ProductSkuItem = z.output<typeof productSkuItem>
export type ProductSpuItem = z.output<typeof productSpuItem>
export type ProductSpuDetail = z.output<typeof productSpuDetail>
export type ProductSpuSimpleItem = z.output<typeof productSpuSimpleItem>
export type ProductSpuCount = z.output<typeof productSpuCount>
export type ProductSkuSave = z.input<typeof productSkuSave>
export type ProductSpuCreate = z.input<typeof productSpuCreate>
export type ProductSpuUpdate = z.input<typeof productSpuUpdate>
export type ProductSpuStatusUpdate = z.input<typeof productSpuStatusUpdate>
