import BetterSqlite3 from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../host-sandbox/api/src/db/database'
import { migrate } from '../../host-sandbox/api/src/db/migrate'
import { seedMembersAndOrders } from '../../host-sandbox/api/src/db/seed/mall/order-seeds'
import { seedPay } from '../../host-sandbox/api/src/db/seed/mall/pay-seeds'
import type { SeedScale } from '../../host-sandbox/api/src/db/seed/seed-scale'
import { tempDir } from './support/sandbox'

type Db = BetterSqlite3.Database

/** A migrated database with what the members' seed reads: pay apps, products, stores. */
function shopWithProducts(products = 12): Db {
  const db = new BetterSqlite3(':memory:')
  db.pragma('foreign_keys = ON')
  migrate(db)
  const now = Date.now()
  seedPay(db, now)
  for (let i = 1; i <= products; i++) {
    const spuId = Number(
      db
        .prepare(
          `INSERT INTO product_spu (name, category_id, brand_id, pic_url, unit, status, price, stock,
             create_time, update_time) VALUES (?, 1, 1, '/p.png', 1, 1, ?, 100, ?, ?)`,
        )
        .run(`文创 ${i}`, i * 700 + 99, now, now).lastInsertRowid,
    )
    db.prepare(
      `INSERT INTO product_sku (spu_id, price, stock, create_time, update_time)
       VALUES (?, ?, 100, ?, ?)`,
    ).run(spuId, i * 700 + 99, now, now)
  }
  for (let i = 1; i <= 3; i++) {
    db.prepare(
      `INSERT INTO trade_delivery_pick_up_store (name, phone, area_id, detail_address, logo,
         opening_time, closing_time, latitude, longitude, status, create_time, update_time)
       VALUES (?, '02500000000', 320102, '中山东路 1 号', '/l.png', '09:00', '17:00', 32, 118, 0, ?, ?)`,
    ).run(`门店 ${i}`, now, now)
  }
  return db
}

function seed(db: Db, scale: SeedScale, now = Date.now()): number {
  const started = performance.now()
  db.transaction(() => seedMembersAndOrders(db, { now, scale, memberPasswordHash: 'scrypt$x' }))()
  return performance.now() - started
}

const one = <T>(db: Db, sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as T
const all = <T>(db: Db, sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as T[]

function expectTotalsAgree(db: Db): void {
  // Every order has its pay order, for the same money, paid when the order is.
  const mismatched = all(
    db,
    `SELECT o.id FROM trade_order o LEFT JOIN pay_order p ON p.id = o.pay_order_id
      WHERE p.id IS NULL OR p.price <> o.pay_price OR p.merchant_order_id <> CAST(o.id AS TEXT)
         OR p.app_id <> 1 OR p.refund_price <> o.refund_price
         OR (o.pay_status = 1) <> (p.status IN (10, 20))
         OR (o.pay_status = 1 AND p.success_time <> o.pay_time)`,
  )
  expect(mismatched).toEqual([])
  const wrongSums = all(
    db,
    `SELECT o.id FROM trade_order o
      WHERE o.total_price <> (SELECT SUM(price * count) FROM trade_order_item WHERE order_id = o.id)
         OR o.pay_price <> o.total_price + o.delivery_price - o.discount_price + o.adjust_price
         OR o.product_count <> (SELECT SUM(count) FROM trade_order_item WHERE order_id = o.id)
         OR o.refund_price <> (SELECT COALESCE(SUM(r.refund_price), 0) FROM pay_refund r
                                WHERE r.order_id = o.pay_order_id AND r.status = 10)`,
  )
  expect(wrongSums).toEqual([])
  // Each finished after-sale was refunded exactly its refund price; no refund exceeds its item.
  const badRefunds = all(
    db,
    `SELECT a.id FROM trade_after_sale a
       JOIN trade_order_item i ON i.id = a.order_item_id
       LEFT JOIN pay_refund r ON r.id = a.pay_refund_id
      WHERE a.refund_price > i.pay_price
         OR (a.status = 50 AND (r.id IS NULL OR r.refund_price <> a.refund_price
              OR r.merchant_refund_id <> CAST(a.id AS TEXT) OR i.after_sale_status <> 20))
         OR (a.status <> 50 AND a.pay_refund_id IS NOT NULL)
         OR (a.status IN (10, 20, 30, 40) AND i.after_sale_status <> 10)
         OR (a.status IN (61, 62, 63) AND i.after_sale_status <> 0)`,
  )
  expect(badRefunds).toEqual([])
  const refundStatus = all(
    db,
    `SELECT o.id FROM trade_order o
      WHERE o.refund_status <> CASE
        WHEN o.refund_price = 0 THEN 0
        WHEN NOT EXISTS (SELECT 1 FROM trade_order_item WHERE order_id = o.id AND after_sale_status <> 20) THEN 20
        ELSE 10 END`,
  )
  expect(refundStatus).toEqual([])
}

describe('the shop seed: members, orders, pay orders, after-sales', () => {
  it('small: 3 members (the first 13900000001), 20 orders across every status, totals agree', () => {
    const db = shopWithProducts()
    seed(db, 'small')
    const members = all<{ mobile: string; password: string }>(
      db,
      'SELECT mobile, password FROM member_user ORDER BY id',
    )
    expect(members).toHaveLength(3)
    expect(members[0].mobile).toBe('13900000001')
    for (const m of members) {
      expect(m.mobile).toMatch(/^1[3-9]\d{9}$/)
      expect(m.password).toBe('scrypt$x')
    }
    expect(one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM trade_order').n).toBe(20)
    const statuses = all<{ status: number }>(
      db,
      'SELECT DISTINCT status FROM trade_order ORDER BY status',
    )
    expect(statuses.map((s) => s.status)).toEqual([0, 10, 20, 30, 40])
    const cancelTypes = all<{ t: number }>(
      db,
      'SELECT DISTINCT cancel_type AS t FROM trade_order WHERE status = 40 ORDER BY t',
    )
    expect(cancelTypes.map((c) => c.t)).toEqual([10, 20, 30])
    expect(one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM trade_after_sale').n).toBe(3)
    expect(
      one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM trade_order WHERE refund_status = 20').n,
    ).toBeGreaterThan(0)
    // Waiting orders are still inside their two hours.
    const stale = one<{ n: number }>(
      db,
      'SELECT COUNT(*) AS n FROM pay_order WHERE status = 0 AND expire_time <= ?',
      Date.now(),
    )
    expect(stale.n).toBe(0)
    const logs = all<{ content: string }>(
      db,
      `SELECT l.content FROM trade_order_log l JOIN trade_order o ON o.id = l.order_id
        WHERE o.status = 30 AND o.delivery_type = 1 ORDER BY l.order_id, l.id LIMIT 4`,
    )
    expect(logs.map((l) => l.content)).toEqual([
      '用户下单',
      '用户付款成功',
      expect.stringMatching(/^已发货，快递公司：.+，快递单号：\d+$/),
      '用户已收货',
    ])
    expectTotalsAgree(db)
    db.close()
  })

  it('demo: 300 members, 5,000 orders and 100 after-sales in every status, quickly and the same each time', () => {
    const now = Date.UTC(2026, 5, 1, 4)
    const db = shopWithProducts(200)
    const ms = seed(db, 'demo', now)
    console.info(`seeding 300 members, 5,000 orders and 100 after-sales took ${Math.round(ms)} ms`)
    expect(ms).toBeLessThan(10_000)
    expect(one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM member_user').n).toBe(300)
    expect(one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM trade_order').n).toBe(5000)
    expect(one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM trade_after_sale').n).toBe(100)
    const afterSaleStatuses = all<{ s: number }>(
      db,
      'SELECT DISTINCT status AS s FROM trade_after_sale ORDER BY s',
    )
    expect(afterSaleStatuses.map((a) => a.s)).toEqual([10, 20, 30, 40, 50, 61, 62, 63])
    const pickUp = one<{ n: number }>(
      db,
      'SELECT COUNT(*) AS n FROM trade_order WHERE delivery_type = 2',
    )
    expect(pickUp.n).toBeGreaterThan(100)
    expectTotalsAgree(db)
    const fingerprint = (d: Db) =>
      all(
        d,
        'SELECT user_id, status, pay_price, receiver_name, create_time FROM trade_order ORDER BY id',
      )
    const again = shopWithProducts(200)
    seed(again, 'demo', now)
    expect(fingerprint(again)).toEqual(fingerprint(db))
    db.close()
    again.close()
  })

  it('the real small seed (products, stores, pay apps first) writes orders whose totals agree', async () => {
    const tmp = tempDir()
    const db = await openDatabase(`${tmp.dir}/sandbox.db`)
    try {
      expect(one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM member_user').n).toBe(3)
      expect(one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM trade_order').n).toBe(20)
      const statuses = all<{ status: number }>(
        db,
        'SELECT DISTINCT status FROM trade_order ORDER BY status',
      )
      expect(statuses.map((s) => s.status)).toEqual([0, 10, 20, 30, 40])
      expect(
        one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM trade_order WHERE delivery_type = 2').n,
      ).toBeGreaterThan(0)
      expectTotalsAgree(db)
    } finally {
      db.close()
      tmp.remove()
    }
  })
})
