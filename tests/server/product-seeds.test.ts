import BetterSqlite3 from 'better-sqlite3'
import type { Database } from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { migrate } from '../../host-sandbox/api/src/db/migrate'
import { seedProducts } from '../../host-sandbox/api/src/db/seed/mall/product-seeds'
import type { SeedScale } from '../../host-sandbox/api/src/db/seed/seed-scale'
import type { ProductSpuCount, ProductSpuDetail } from '../../src/shared/wire/product-spu'
import { useLogin, useSandbox } from './support/fixture'
import { ADMIN, call, type Page } from './support/http'

const NOW = 1_760_000_000_000

function seeded(scale: SeedScale): Database {
  const db = new BetterSqlite3(':memory:')
  migrate(db)
  seedProducts(db, { now: NOW, scale })
  return db
}

const count = (db: Database, sql: string) => (db.prepare(sql).get() as { n: number }).n

/** How many live products each tab of 商品列表 holds (the definitions of the list's tabs). */
function tabCounts(db: Database) {
  return [
    'status = 1',
    'status = 0',
    'stock = 0 AND status <> -1',
    `status <> -1 AND EXISTS (SELECT 1 FROM product_sku k WHERE k.spu_id = s.id
       AND k.deleted = 0 AND k.stock <= k.warn_stock)`,
    'status = -1',
  ].map((condition) => count(db, `SELECT COUNT(*) AS n FROM product_spu s WHERE ${condition}`))
}

describe('seeded catalogue', () => {
  it('demo: 30 categories in two levels, 10 brands, 200 products filling every tab', () => {
    const db = seeded('demo')
    expect(count(db, 'SELECT COUNT(*) AS n FROM product_category')).toBe(30)
    expect(count(db, 'SELECT COUNT(*) AS n FROM product_category WHERE parent_id = 0')).toBe(6)
    // Products hang off second-level categories only.
    expect(
      count(
        db,
        `SELECT COUNT(*) AS n FROM product_spu s JOIN product_category c ON c.id = s.category_id
          WHERE c.parent_id = 0`,
      ),
    ).toBe(0)
    expect(count(db, 'SELECT COUNT(*) AS n FROM product_brand')).toBe(10)
    expect(count(db, 'SELECT COUNT(*) AS n FROM product_spu')).toBe(200)
    for (const [tab, n] of tabCounts(db).entries()) expect(n, `tab ${tab}`).toBeGreaterThan(3)
    // Some multi-spec products combine three properties.
    expect(
      count(
        db,
        `SELECT COUNT(*) AS n FROM product_spu s WHERE spec_type = 1 AND (SELECT json_array_length(
           properties) FROM product_sku WHERE spu_id = s.id LIMIT 1) = 3`,
      ),
    ).toBeGreaterThan(0)
    // Every product's figures are its SKUs'.
    expect(
      count(
        db,
        `SELECT COUNT(*) AS n FROM product_spu s WHERE s.stock <> (SELECT SUM(stock) FROM product_sku
           WHERE spu_id = s.id) OR s.price <> (SELECT MIN(price) FROM product_sku WHERE spu_id = s.id)`,
      ),
    ).toBe(0)
    // Each SKU's values are indexed (for 属性值已被商品使用).
    expect(count(db, 'SELECT COUNT(*) AS n FROM product_sku_property')).toBe(
      count(db, 'SELECT COALESCE(SUM(json_array_length(properties)), 0) AS n FROM product_sku'),
    )
    db.close()
  })

  it('is the same catalogue on every seed', () => {
    const rows = (db: Database) =>
      db.prepare('SELECT name, price, stock, status FROM product_spu ORDER BY id').all()
    const [a, b] = [seeded('demo'), seeded('demo')]
    expect(rows(a)).toEqual(rows(b))
    a.close()
    b.close()
  })

  it('small: 6 categories, 3 brands, 5 products, one multi-spec of two properties, one of 10', () => {
    const db = seeded('small')
    expect(count(db, 'SELECT COUNT(*) AS n FROM product_category')).toBe(6)
    expect(count(db, 'SELECT COUNT(*) AS n FROM product_brand')).toBe(3)
    expect(count(db, 'SELECT COUNT(*) AS n FROM product_spu')).toBe(5)
    expect(tabCounts(db)).toEqual([3, 1, 1, 2, 1])
    expect(count(db, "SELECT stock AS n FROM product_spu WHERE name = '丰碑冰箱贴'")).toBe(10)
    const multi = db
      .prepare(
        `SELECT k.properties FROM product_sku k JOIN product_spu s ON s.id = k.spu_id
          WHERE s.spec_type = 1`,
      )
      .all() as Array<{ properties: string }>
    expect(multi).toHaveLength(4)
    expect(multi.every((row) => JSON.parse(row.properties).length === 2)).toBe(true)
    db.close()
  })
})

describe('seeded catalogue through the API (small seed)', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)

  it('answers the seeded products with pictures that load', async () => {
    const counts = await call<ProductSpuCount>(sandbox, '/product/spu/get-count', {
      token: admin.token,
    })
    expect(counts.data).toEqual({ 0: 3, 1: 1, 2: 1, 3: 2, 4: 1 })
    const page = await call<Page<{ id: number; name: string }>>(sandbox, '/product/spu/page', {
      token: admin.token,
      query: { tabType: 0, name: '文化衫' },
    })
    const shirt = await call<ProductSpuDetail>(sandbox, '/product/spu/get-detail', {
      token: admin.token,
      query: { id: page.data.list[0].id },
    })
    expect(shirt.data.skus).toHaveLength(4)
    const picture = await fetch(shirt.data.picUrl)
    expect(picture.headers.get('content-type')).toBe('image/png')
  })
})
