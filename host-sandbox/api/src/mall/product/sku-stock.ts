import type { Database } from 'better-sqlite3'

/** One property value of a SKU, as stored in product_sku.properties and shown on orders. */
export interface SkuPropertyValue {
  propertyId: number
  propertyName: string
  valueId: number
  valueName: string
}

/** What an order needs of a SKU: its price and stock come from here, never from the request. */
export interface SkuForOrder {
  skuId: number
  spuId: number
  spuName: string
  /** 1 出售中, 0 仓库中, -1 回收站: only 1 may be bought. */
  spuStatus: number
  /** Fen. */
  price: number
  /** The SKU's own picture, else the product's cover. */
  picUrl: string
  stock: number
  properties: SkuPropertyValue[]
}

interface SkuOrderRow {
  id: number
  spu_id: number
  spu_name: string
  spu_status: number
  price: number
  pic_url: string | null
  spu_pic_url: string
  stock: number
  properties: string
}

/** A live SKU of a live product, or undefined (unknown, removed from its product, or deleted). */
export function skuForOrder(db: Database, skuId: number): SkuForOrder | undefined {
  const row = db
    .prepare(
      `SELECT k.id, k.spu_id, s.name AS spu_name, s.status AS spu_status, k.price, k.pic_url,
              s.pic_url AS spu_pic_url, k.stock, k.properties
         FROM product_sku k JOIN product_spu s ON s.id = k.spu_id
        WHERE k.id = ? AND k.deleted = 0 AND s.deleted = 0`,
    )
    .get(skuId) as SkuOrderRow | undefined
  if (!row) return undefined
  return {
    skuId: row.id,
    spuId: row.spu_id,
    spuName: row.spu_name,
    spuStatus: row.spu_status,
    price: row.price,
    picUrl: row.pic_url || row.spu_pic_url,
    stock: row.stock,
    properties: JSON.parse(row.properties) as SkuPropertyValue[],
  }
}

/** The product's stock is the sum of its live SKUs' (kept in step with every stock change). */
function refreshSpuStock(db: Database, spuId: number, salesDelta: number): void {
  db.prepare(
    `UPDATE product_spu
        SET stock = (SELECT COALESCE(SUM(stock), 0) FROM product_sku
                      WHERE spu_id = product_spu.id AND deleted = 0),
            sales_count = MAX(sales_count + ?, 0)
      WHERE id = ?`,
  ).run(salesDelta, spuId)
}

function spuOf(db: Database, skuId: number): number | undefined {
  const row = db.prepare('SELECT spu_id FROM product_sku WHERE id = ?').get(skuId) as
    { spu_id: number } | undefined
  return row?.spu_id
}

/**
 * Takes `count` from the SKU's stock, or nothing and false when fewer are left. One guarded
 * UPDATE decides: two buyers of the last piece cannot both pass (SQLite runs writes one at a
 * time, and the condition is checked by the write itself, not by an earlier read). Runs inside
 * the caller's transaction (the order is written in the same one).
 */
export function takeSkuStock(db: Database, skuId: number, count: number): boolean {
  if (!Number.isInteger(count) || count <= 0) return false
  const taken = db
    .prepare(
      `UPDATE product_sku SET stock = stock - ?, sales_count = sales_count + ?
        WHERE id = ? AND deleted = 0 AND stock >= ?`,
    )
    .run(count, count, skuId, count)
  if (taken.changes !== 1) return false
  const spuId = spuOf(db, skuId)
  if (spuId !== undefined) refreshSpuStock(db, spuId, count)
  return true
}

/**
 * Puts `count` back (a cancelled order, goods returned). `sales: true` also takes the count off
 * the sales figures (the sale did not happen after all); a SKU removed from its product since
 * gets its stock back all the same, it just no longer counts towards the product.
 */
export function returnSkuStock(
  db: Database,
  skuId: number,
  count: number,
  options: { sales: boolean },
): void {
  if (!Number.isInteger(count) || count <= 0) return
  const salesDelta = options.sales ? count : 0
  const changed = db
    .prepare(
      `UPDATE product_sku SET stock = stock + ?, sales_count = MAX(sales_count - ?, 0)
        WHERE id = ?`,
    )
    .run(count, salesDelta, skuId)
  if (changed.changes !== 1) return
  const spuId = spuOf(db, skuId)
  if (spuId !== undefined) refreshSpuStock(db, spuId, -salesDelta)
}
