import BetterSqlite3 from 'better-sqlite3'
import type { Database } from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { migrate } from '../../host-sandbox/api/src/db/migrate'
import {
  returnSkuStock,
  skuForOrder,
  takeSkuStock,
} from '../../host-sandbox/api/src/mall/product/sku-stock'

const NOW = 1_700_000_000_000

/** One product on the shelf with two SKUs (红色 10 in stock, 蓝色 5); returns the SKU ids. */
function product(db: Database) {
  db.prepare(
    `INSERT INTO product_spu (id, name, category_id, brand_id, pic_url, unit, status, spec_type,
       price, stock, sales_count, create_time, update_time)
     VALUES (1, '纪念书签', 2, 1, 'https://example.com/spu.png', 1, 1, 1, 990, 15, 3, ?, ?)`,
  ).run(NOW, NOW)
  const sku = db.prepare(
    `INSERT INTO product_sku (spu_id, properties, property_key, price, pic_url, stock, sales_count,
       create_time, update_time) VALUES (1, ?, ?, ?, ?, ?, 0, ?, ?)`,
  )
  const colour = (valueId: number, valueName: string) =>
    JSON.stringify([{ propertyId: 1, propertyName: '颜色', valueId, valueName }])
  const red = Number(sku.run(colour(1, '红色'), '1', 990, null, 10, NOW, NOW).lastInsertRowid)
  const blue = Number(
    sku.run(colour(2, '蓝色'), '2', 1290, 'https://example.com/blue.png', 5, NOW, NOW)
      .lastInsertRowid,
  )
  return { red, blue }
}

const spuFigures = (db: Database) =>
  db.prepare('SELECT stock, sales_count AS salesCount FROM product_spu WHERE id = 1').get()

describe('SKU stock for orders (mall/product/sku-stock.ts)', () => {
  let db: Database
  let skus: { red: number; blue: number }
  beforeEach(() => {
    db = new BetterSqlite3(':memory:')
    db.pragma('foreign_keys = ON')
    migrate(db)
    skus = product(db)
  })
  afterEach(() => db.close())

  it('tells an order the price, picture, stock and properties of a live SKU', () => {
    expect(skuForOrder(db, skus.red)).toEqual({
      skuId: skus.red,
      spuId: 1,
      spuName: '纪念书签',
      spuStatus: 1,
      price: 990,
      picUrl: 'https://example.com/spu.png',
      stock: 10,
      properties: [{ propertyId: 1, propertyName: '颜色', valueId: 1, valueName: '红色' }],
    })
    expect(skuForOrder(db, skus.blue)?.picUrl).toBe('https://example.com/blue.png')
    expect(skuForOrder(db, 9999)).toBeUndefined()
    db.prepare('UPDATE product_sku SET deleted = 1 WHERE id = ?').run(skus.blue)
    expect(skuForOrder(db, skus.blue)).toBeUndefined()
  })

  it('50 buyers who all saw 10 in stock before buying get exactly 10 pieces', async () => {
    db.exec('CREATE TABLE orders_taken (id INTEGER PRIMARY KEY, sku_id INTEGER)')
    const order = db.prepare('INSERT INTO orders_taken (sku_id) VALUES (?)')
    const buy = async (): Promise<boolean> => {
      // Every buyer reads first and writes later, after the others have read too: the shape of
      // 50 order requests arriving at once. Only the guarded write may decide.
      const seen = skuForOrder(db, skus.red)
      await Promise.resolve()
      if (!seen || seen.stock < 1) return false
      return db.transaction(() => {
        if (!takeSkuStock(db, skus.red, 1)) return false
        order.run(skus.red)
        return true
      })()
    }
    const results = await Promise.all(Array.from({ length: 50 }, buy))
    expect(results.filter(Boolean)).toHaveLength(10)
    expect(db.prepare('SELECT COUNT(*) AS n FROM orders_taken').get()).toEqual({ n: 10 })
    expect(skuForOrder(db, skus.red)?.stock).toBe(0)
    // The product's stock is the sum of its SKUs'; its sales count went up by the 10 sold.
    expect(spuFigures(db)).toEqual({ stock: 5, salesCount: 13 })
  })

  it('refuses more than is left, and nothing changes', () => {
    expect(takeSkuStock(db, skus.blue, 6)).toBe(false)
    expect(takeSkuStock(db, skus.blue, 0)).toBe(false)
    expect(takeSkuStock(db, 9999, 1)).toBe(false)
    expect(skuForOrder(db, skus.blue)?.stock).toBe(5)
    expect(spuFigures(db)).toEqual({ stock: 15, salesCount: 3 })
    expect(takeSkuStock(db, skus.blue, 5)).toBe(true)
    expect(spuFigures(db)).toEqual({ stock: 10, salesCount: 8 })
  })

  it('puts stock back, taking the sale off the figures only when asked', () => {
    expect(takeSkuStock(db, skus.red, 4)).toBe(true)
    returnSkuStock(db, skus.red, 4, { sales: true })
    expect(skuForOrder(db, skus.red)?.stock).toBe(10)
    expect(spuFigures(db)).toEqual({ stock: 15, salesCount: 3 })
    const sales = () =>
      db.prepare('SELECT sales_count AS n FROM product_sku WHERE id = ?').get(skus.red)
    expect(sales()).toEqual({ n: 0 })
    expect(takeSkuStock(db, skus.red, 2)).toBe(true)
    returnSkuStock(db, skus.red, 2, { sales: false })
    expect(sales()).toEqual({ n: 2 })
    expect(spuFigures(db)).toEqual({ stock: 15, salesCount: 5 })
  })
})
