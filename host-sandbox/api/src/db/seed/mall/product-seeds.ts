import type { Database } from 'better-sqlite3'
import {
  skuCombinationKey,
  type SkuPropertyValue,
} from '../../../../../../src/shared/wire/product-spu'
import { bannerPng } from '../museum/cover-image'
import { DAY_MS, intBetween, pick, seededRandom, type Random } from '../museum/fake-people'
import { MALL_SEED_VOLUME, type SeedScale } from '../seed-scale'

/**
 * The museum shop's catalogue: two-level categories, brands, the properties 颜色/尺寸/版本, and
 * products on the shelf, in the warehouse and in the recycle bin, some sold out, some at their
 * warning level, some multi-spec with up to three properties. Deterministic (one seeded random);
 * no real person appears. Pictures are small PNGs drawn here and stored like uploads.
 */

type Rgb = readonly [number, number, number]

interface CategorySeed {
  name: string
  /** product_unit */
  unit: number
  /** Price range in fen. */
  price: readonly [number, number]
  /** Properties a multi-spec product of this category combines (names of PROPERTY_SEEDS). */
  specs: readonly string[]
}

interface TopCategorySeed {
  name: string
  colour: Rgb
  children: readonly CategorySeed[]
}

const CATALOGUE: readonly TopCategorySeed[] = [
  {
    name: '文创周边',
    colour: [170, 40, 40],
    children: [
      { name: '文创书签', unit: 6, price: [1500, 4900], specs: ['版本'] },
      { name: '冰箱贴', unit: 1, price: [1800, 3900], specs: ['版本'] },
      { name: '明信片', unit: 6, price: [1200, 3800], specs: ['版本'] },
      { name: '钥匙扣', unit: 1, price: [1500, 3500], specs: ['颜色'] },
    ],
  },
  {
    name: '服饰箱包',
    colour: [40, 80, 150],
    children: [
      { name: '帆布包', unit: 1, price: [4900, 12800], specs: ['颜色'] },
      { name: '文化衫', unit: 2, price: [6900, 15800], specs: ['颜色', '尺寸'] },
      { name: '棒球帽', unit: 1, price: [5900, 9900], specs: ['颜色'] },
      { name: '丝巾', unit: 3, price: [12800, 29800], specs: ['颜色', '版本'] },
    ],
  },
  {
    name: '图书音像',
    colour: [120, 80, 30],
    children: [
      { name: '图书画册', unit: 2, price: [3800, 19800], specs: ['版本'] },
      { name: '历史读物', unit: 2, price: [2800, 8800], specs: ['版本'] },
      { name: '纪录影像', unit: 3, price: [4800, 12800], specs: ['版本'] },
      { name: '有声读物', unit: 6, price: [2900, 6900], specs: [] },
    ],
  },
  {
    name: '文具用品',
    colour: [30, 120, 90],
    children: [
      { name: '笔记本', unit: 2, price: [2500, 6800], specs: ['颜色', '尺寸', '版本'] },
      { name: '钢笔', unit: 3, price: [8800, 26800], specs: ['颜色', '版本'] },
      { name: '胶带贴纸', unit: 9, price: [990, 2900], specs: ['版本'] },
      { name: '印章', unit: 1, price: [3900, 9800], specs: [] },
    ],
  },
  {
    name: '家居生活',
    colour: [150, 110, 40],
    children: [
      { name: '马克杯', unit: 1, price: [3900, 8800], specs: ['颜色', '版本'] },
      { name: '茶具', unit: 6, price: [16800, 49800], specs: ['版本'] },
      { name: '抱枕', unit: 1, price: [5900, 12800], specs: ['颜色', '尺寸'] },
      { name: '香薰', unit: 3, price: [4900, 13800], specs: [] },
    ],
  },
  {
    name: '纪念收藏',
    colour: [110, 40, 110],
    children: [
      { name: '纪念徽章', unit: 1, price: [1900, 6800], specs: ['颜色', '版本'] },
      { name: '复刻文物', unit: 2, price: [19800, 99800], specs: ['尺寸', '版本'] },
      { name: '纪念章', unit: 3, price: [9800, 39800], specs: ['版本'] },
      { name: '拼图摆件', unit: 3, price: [6800, 18800], specs: ['尺寸'] },
    ],
  },
]

const PROPERTY_SEEDS: ReadonlyArray<{ name: string; remark: string; values: readonly string[] }> = [
  { name: '颜色', remark: '商品外观颜色', values: ['朱红', '藏青', '米白', '墨黑', '军绿'] },
  { name: '尺寸', remark: '规格尺寸', values: ['小号', '中号', '大号', '加大号'] },
  { name: '版本', remark: '套装或版本', values: ['普通版', '典藏版', '礼盒版'] },
]

const BRAND_SEEDS: readonly string[] = [
  '馆藏文创',
  '红色记忆',
  '烽火书坊',
  '长征文具',
  '山河礼物',
  '岁月手作',
  '星火工坊',
  '丰碑典藏',
  '薪火文化',
  '初心印记',
]

/** Themes of the museum's collections; with the category they name a product. */
const THEMES: readonly string[] = [
  '山河',
  '星火',
  '丰碑',
  '初心',
  '薪火',
  '红旗',
  '长征',
  '黎明',
  '岁月',
  '信仰',
  '烽火',
  '春潮',
  '晨曦',
  '峥嵘',
  '赤子',
]
const FLAVOURS: readonly string[] = ['纪念', '主题', '馆藏纹样', '限定', '经典', '手绘']

/** Top-level categories per scale; the rest of MALL_SEED_VOLUME's categories share out below them. */
const TOP_CATEGORIES: Record<SeedScale, number> = { demo: 6, small: 2 }

interface SeedContext {
  db: Database
  now: number
  random: Random
  insertFile: (name: string, colour: Rgb, shade: number) => string
}

function pictureStore(db: Database, now: number) {
  const insert = db.prepare(
    'INSERT INTO infra_file (name, path, type, size, content, create_time) VALUES (?, ?, ?, ?, ?, ?)',
  )
  let count = 0
  return (name: string, colour: Rgb, shade: number): string => {
    count += 1
    const light = (c: number) => Math.min(255, c + shade)
    const content = bannerPng(
      colour,
      [light(colour[0]), light(colour[1]), light(colour[2])],
      96,
      96,
    )
    const path = `product/seed/${String(count).padStart(3, '0')}.png`
    insert.run(`${name}.png`, path, 'image/png', content.length, content, now)
    return path
  }
}

interface SeededCategory {
  id: number
  seed: CategorySeed
  /** Stored picture paths of this category's products. */
  pics: string[]
}

function seedCategories(ctx: SeedContext, tops: number, childrenPerTop: number): SeededCategory[] {
  const { db, now } = ctx
  const insert = db.prepare(
    `INSERT INTO product_category (parent_id, name, pic_url, sort, status, description,
       create_time, update_time) VALUES (?, ?, ?, ?, 0, ?, ?, ?)`,
  )
  const seeded: SeededCategory[] = []
  CATALOGUE.slice(0, tops).forEach((top, topIndex) => {
    const topPic = ctx.insertFile(top.name, top.colour, 40)
    const topId = Number(
      insert.run(0, top.name, topPic, topIndex + 1, `${top.name}类商品`, now, now).lastInsertRowid,
    )
    top.children.slice(0, childrenPerTop).forEach((child, childIndex) => {
      const pics = [0, 1].map((n) =>
        ctx.insertFile(`${child.name}${n + 1}`, top.colour, 60 + n * 50),
      )
      const id = Number(
        insert.run(topId, child.name, pics[0], childIndex + 1, null, now, now).lastInsertRowid,
      )
      seeded.push({ id, seed: child, pics })
    })
  })
  return seeded
}

function seedBrands(ctx: SeedContext, count: number): number[] {
  const { db, now } = ctx
  const insert = db.prepare(
    `INSERT INTO product_brand (name, pic_url, sort, description, status, create_time, update_time)
     VALUES (?, ?, ?, ?, 0, ?, ?)`,
  )
  return BRAND_SEEDS.slice(0, count).map((name, index) => {
    const pic = ctx.insertFile(name, [60 + index * 15, 50, 50], 90)
    return Number(insert.run(name, pic, index + 1, `${name}出品`, now, now).lastInsertRowid)
  })
}

/** Property name -> its id and values (id, name). */
type SeededProperties = Map<string, { id: number; values: Array<{ id: number; name: string }> }>

function seedProperties(ctx: SeedContext): SeededProperties {
  const { db, now } = ctx
  const property = db.prepare(
    'INSERT INTO product_property (name, remark, create_time, update_time) VALUES (?, ?, ?, ?)',
  )
  const value = db.prepare(
    `INSERT INTO product_property_value (property_id, name, remark, create_time, update_time)
     VALUES (?, ?, NULL, ?, ?)`,
  )
  const seeded: SeededProperties = new Map()
  for (const seed of PROPERTY_SEEDS) {
    const id = Number(property.run(seed.name, seed.remark, now, now).lastInsertRowid)
    const values = seed.values.map((name) => ({
      id: Number(value.run(id, name, now, now).lastInsertRowid),
      name,
    }))
    seeded.set(seed.name, { id, values })
  }
  return seeded
}

/** What one seeded product is like (the small scale names each of its five). */
interface ProductPlan {
  name: string
  category: SeededCategory
  brandId: number
  status: number
  /** Property names of a multi-spec product, and how many values of each; empty: single spec. */
  specs: Array<{ property: string; values: number }>
  /** Stock of each SKU: 'normal', 'low' (under its warning level), 'none' (sold out), or a number. */
  stock: 'normal' | 'low' | 'none' | number
  createTime: number
}

function cartesian(lists: SkuPropertyValue[][]): SkuPropertyValue[][] {
  return lists.reduce<SkuPropertyValue[][]>(
    (rows, list) => rows.flatMap((row) => list.map((item) => [...row, item])),
    [[]],
  )
}

function writeProduct(ctx: SeedContext, plan: ProductPlan, properties: SeededProperties): void {
  const { db, random, now } = ctx
  const { category } = plan
  const combinations: SkuPropertyValue[][] = plan.specs.length
    ? cartesian(
        plan.specs.map(({ property, values }) => {
          const seeded = properties.get(property)
          if (!seeded) throw new Error(`Unknown seeded property ${property}`)
          const start = intBetween(random, 0, seeded.values.length - values)
          return seeded.values.slice(start, start + values).map((value) => ({
            propertyId: seeded.id,
            propertyName: property,
            valueId: value.id,
            valueName: value.name,
          }))
        }),
      )
    : [[]]
  const [minPrice, maxPrice] = category.seed.price
  const basePrice = Math.round(intBetween(random, minPrice, maxPrice) / 100) * 100 - 10
  const skus = combinations.map((combination, index) => {
    const price = basePrice + (index % 3) * 500
    const stock =
      typeof plan.stock === 'number'
        ? plan.stock
        : plan.stock === 'none'
          ? 0
          : plan.stock === 'low'
            ? intBetween(random, 0, 9)
            : intBetween(random, 20, 300)
    return {
      combination,
      price,
      marketPrice: Math.round((price * 1.3) / 100) * 100,
      costPrice: Math.round(price * 0.45),
      stock,
      salesCount: intBetween(random, 0, 120),
    }
  })
  const pics = category.pics
  const slider = pics.slice(0, intBetween(random, 1, pics.length))
  const status = plan.status
  const spuId = Number(
    db
      .prepare(
        `INSERT INTO product_spu (name, keyword, introduction, description, category_id, brand_id,
           pic_url, slider_pic_urls, video_url, unit, sort, status, spec_type, give_integral,
           virtual_sales_count, price, market_price, cost_price, stock, sales_count, deleted,
           create_time, update_time)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
      )
      .run(
        plan.name,
        `${category.seed.name},纪念馆,文创`,
        `${plan.name}，纪念馆文创商店出品`,
        `<p>${plan.name}取材于馆藏展品的纹样与色彩，由纪念馆文创团队设计。</p>` +
          '<p>适合参观留念、馈赠亲友。</p>',
        category.id,
        plan.brandId,
        pics[0],
        JSON.stringify(slider),
        category.seed.unit,
        intBetween(random, 0, 100),
        status,
        plan.specs.length ? 1 : 0,
        pick(random, [0, 0, 10, 20]),
        intBetween(random, 0, 50),
        Math.min(...skus.map((s) => s.price)),
        Math.min(...skus.map((s) => s.marketPrice)),
        Math.min(...skus.map((s) => s.costPrice)),
        skus.reduce((sum, s) => sum + s.stock, 0),
        skus.reduce((sum, s) => sum + s.salesCount, 0),
        plan.createTime,
        Math.min(now, plan.createTime + DAY_MS),
      ).lastInsertRowid,
  )
  const insertSku = db.prepare(
    `INSERT INTO product_sku (spu_id, name, properties, property_key, price, market_price,
       cost_price, bar_code, pic_url, stock, warn_stock, weight, volume, sales_count, deleted,
       create_time, update_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, 10, ?, ?, ?, 0, ?, ?)`,
  )
  const link = db.prepare(
    'INSERT INTO product_sku_property (sku_id, property_id, value_id) VALUES (?, ?, ?)',
  )
  skus.forEach((sku, index) => {
    const skuId = Number(
      insertSku.run(
        spuId,
        plan.name,
        JSON.stringify(sku.combination),
        skuCombinationKey(sku.combination),
        sku.price,
        sku.marketPrice,
        sku.costPrice,
        `69${String(spuId).padStart(6, '0')}${String(index).padStart(3, '0')}`,
        sku.stock,
        Math.round(intBetween(random, 10, 80)) / 100,
        Math.round(intBetween(random, 1, 30)) / 1000,
        sku.salesCount,
        plan.createTime,
        plan.createTime,
      ).lastInsertRowid,
    )
    for (const value of sku.combination) link.run(skuId, value.propertyId, value.valueId)
  })
}

/** The five products of the small seed: each tab of 商品列表 has at least one. */
function smallPlans(categories: SeededCategory[], brands: number[], now: number): ProductPlan[] {
  const [bookmark, magnet, bag, shirt] = categories
  const base = { createTime: now - 10 * DAY_MS }
  return [
    {
      ...base,
      name: '山河纪念书签套装',
      category: bookmark,
      brandId: brands[0],
      status: 1,
      specs: [],
      stock: 'normal',
    },
    {
      ...base,
      name: '星火主题文化衫',
      category: shirt,
      brandId: brands[1],
      status: 1,
      specs: [
        { property: '颜色', values: 2 },
        { property: '尺寸', values: 2 },
      ],
      stock: 'normal',
    },
    {
      ...base,
      name: '丰碑冰箱贴',
      category: magnet,
      brandId: brands[2],
      status: 1,
      specs: [],
      // Exactly 10: the stock of "50 buyers for 10 pieces".
      stock: 10,
    },
    {
      ...base,
      name: '初心帆布包',
      category: bag,
      brandId: brands[0],
      status: 0,
      specs: [],
      stock: 'none',
    },
    {
      ...base,
      name: '岁月手绘书签',
      category: bookmark,
      brandId: brands[1],
      status: -1,
      specs: [],
      stock: 'low',
    },
  ]
}

function demoPlans(
  random: Random,
  categories: SeededCategory[],
  brands: number[],
  count: number,
  now: number,
): ProductPlan[] {
  const names = new Set<string>()
  return Array.from({ length: count }, (_, index) => {
    const category = categories[index % categories.length]
    let name = ''
    do {
      name = `${pick(random, THEMES)}${pick(random, FLAVOURS)}${category.seed.name}`
    } while (names.has(name) && names.size < THEMES.length * FLAVOURS.length * categories.length)
    names.add(name)
    const roll = random()
    // 75 % on the shelf, 15 % in the warehouse, 10 % in the recycle bin.
    const status = roll < 0.75 ? 1 : roll < 0.9 ? 0 : -1
    const stockRoll = random()
    const stock = stockRoll < 0.08 ? 'none' : stockRoll < 0.2 ? 'low' : 'normal'
    const multi = category.seed.specs.length > 0 && random() < 0.5
    const specs = multi
      ? category.seed.specs
          .slice(0, intBetween(random, 1, category.seed.specs.length))
          .map((property) => ({ property, values: intBetween(random, 2, 3) }))
      : []
    return {
      name,
      category,
      brandId: pick(random, brands),
      status,
      specs,
      stock,
      createTime: now - intBetween(random, 1, 180) * DAY_MS - intBetween(random, 0, DAY_MS - 1),
    }
  })
}

/** Seeds the catalogue at `scale` (MALL_SEED_VOLUME's categories, brands and products). */
export function seedProducts(db: Database, input: { now: number; scale: SeedScale }): void {
  const volume = MALL_SEED_VOLUME[input.scale]
  const tops = TOP_CATEGORIES[input.scale]
  const random = seededRandom(1_008_000)
  const ctx: SeedContext = {
    db,
    now: input.now,
    random,
    insertFile: pictureStore(db, input.now),
  }
  const categories = seedCategories(ctx, tops, volume.categories / tops - 1)
  const brands = seedBrands(ctx, volume.brands)
  const properties = seedProperties(ctx)
  const plans =
    input.scale === 'small'
      ? smallPlans(categories, brands, input.now)
      : demoPlans(random, categories, brands, volume.products, input.now)
  for (const plan of plans) writeProduct(ctx, plan, properties)
}
