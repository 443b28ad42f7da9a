import { createHmac } from 'node:crypto'
import Database from 'better-sqlite3'
import type { Database as Db } from 'better-sqlite3'
import { afterAll, beforeAll } from 'vitest'
import type { Envelope } from './http'
import type { RunningSandbox } from './sandbox'

// Orders written straight into a test sandbox's database (the member's own order calls come with
// the member module; these rows look exactly like the ones those calls write).

/** A second connection to the sandbox's database for the tests of the enclosing describe. */
export function useTradeDb(sandbox: RunningSandbox): { readonly db: Db } {
  let db: Db | null = null
  beforeAll(() => {
    db = new Database(sandbox.dbPath)
    db.pragma('busy_timeout = 5000')
  })
  afterAll(() => db?.close())
  return {
    get db() {
      if (!db) throw new Error('The trade database opens in beforeAll.')
      return db
    },
  }
}

export interface FixtureItem {
  /** Unit price, fen. */
  price: number
  count: number
  skuId?: number
}

export interface FixtureOrder {
  userId?: number
  status?: number
  deliveryType?: 1 | 2
  items: FixtureItem[]
  deliveryPrice?: number
  receiverName?: string
  receiverMobile?: string
  receiverAreaId?: number
  pickUpVerifyCode?: string
  pickUpStoreId?: number
  /** Creates the shop's pay order too (waiting, or paid through the mock channel when the order is paid). */
  withPayOrder?: boolean
  createTime?: number
}

export interface CreatedOrder {
  id: number
  no: string
  itemIds: number[]
  payOrderId: number | null
  payPrice: number
}

let sequence = 0

interface SkuRow {
  id: number
  spu_id: number
  name: string
}

/** A real SKU of the seeded products when there is one (stock tests), else made-up ids. */
function skuOf(db: Db, skuId: number | undefined): SkuRow {
  const row = db
    .prepare(
      `SELECT k.id, k.spu_id, s.name FROM product_sku k JOIN product_spu s ON s.id = k.spu_id
        ${skuId ? 'WHERE k.id = ?' : ''} ORDER BY k.id LIMIT 1`,
    )
    .get(...(skuId ? [skuId] : [])) as SkuRow | undefined
  return row ?? { id: skuId ?? 9001, spu_id: 9001, name: '南京博物院文创 · 测试商品' }
}

/** Inserts an order (and its items, a 用户下单 log line, optionally its pay order). */
export function insertOrder(db: Db, input: FixtureOrder): CreatedOrder {
  const now = input.createTime ?? Date.now()
  const status = input.status ?? 0
  const paid = status !== 0 && status !== 40
  const deliveryType = input.deliveryType ?? 1
  const total = input.items.reduce((sum, item) => sum + item.price * item.count, 0)
  const deliveryPrice = input.deliveryPrice ?? 0
  const payPrice = total + deliveryPrice
  const no = `T${now}${String(++sequence).padStart(6, '0')}`
  const userId = input.userId ?? 1
  return db.transaction(() => {
    const orderId = Number(
      db
        .prepare(
          `INSERT INTO trade_order (no, type, terminal, user_id, status, product_count, user_remark,
             remark, pay_status, pay_time, pay_channel_code, total_price, discount_price,
             delivery_price, adjust_price, pay_price, refund_price, refund_status, delivery_type,
             pick_up_store_id, pick_up_verify_code, receiver_name, receiver_mobile,
             receiver_area_id, receiver_detail_address, create_time, update_time)
           VALUES (?, 0, 10, ?, ?, ?, '', '', ?, ?, ?, ?, 0, ?, 0, ?, 0, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          no,
          userId,
          status,
          input.items.reduce((sum, item) => sum + item.count, 0),
          paid ? 1 : 0,
          paid ? now : null,
          paid ? 'mock' : null,
          total,
          deliveryPrice,
          payPrice,
          deliveryType,
          deliveryType === 2 ? (input.pickUpStoreId ?? 1) : null,
          deliveryType === 2 ? (input.pickUpVerifyCode ?? null) : null,
          input.receiverName ?? '林晓雯',
          input.receiverMobile ?? '13912345678',
          deliveryType === 1 ? (input.receiverAreaId ?? 320102) : null,
          deliveryType === 1 ? '中山东路 321 号' : null,
          now,
          now,
        ).lastInsertRowid,
    )
    const itemIds = input.items.map((item) => {
      const sku = skuOf(db, item.skuId)
      return Number(
        db
          .prepare(
            `INSERT INTO trade_order_item (order_id, user_id, spu_id, spu_name, sku_id, properties,
               pic_url, count, price, discount_price, adjust_price, pay_price, after_sale_status,
               create_time, update_time)
             VALUES (?, ?, ?, ?, ?, ?, '', ?, ?, 0, 0, ?, 0, ?, ?)`,
          )
          .run(
            orderId,
            userId,
            sku.spu_id,
            sku.name,
            sku.id,
            JSON.stringify([
              { propertyId: 1, propertyName: '颜色', valueId: 1, valueName: '青花' },
            ]),
            item.count,
            item.price,
            item.price * item.count,
            now,
            now,
          ).lastInsertRowid,
      )
    })
    db.prepare(
      `INSERT INTO trade_order_log (order_id, user_type, user_id, before_status, after_status,
         content, create_time) VALUES (?, 1, ?, NULL, 0, '用户下单', ?)`,
    ).run(orderId, userId, now)
    let payOrderId: number | null = null
    if (input.withPayOrder) {
      payOrderId = insertPayOrder(db, { orderId, price: payPrice, paid, now })
      db.prepare('UPDATE trade_order SET pay_order_id = ? WHERE id = ?').run(payOrderId, orderId)
    }
    return { id: orderId, no, itemIds, payOrderId, payPrice }
  })()
}

/** The shop's pay order (app 1) for an order; paid ones through the seeded mock channel. */
export function insertPayOrder(
  db: Db,
  input: { orderId: number; price: number; paid: boolean; now: number },
): number {
  const channel = db
    .prepare("SELECT id FROM pay_channel WHERE app_id = 1 AND code = 'mock'")
    .get() as { id: number } | undefined
  const app = db.prepare('SELECT order_notify_url FROM pay_app WHERE id = 1').get() as
    { order_notify_url: string } | undefined
  return Number(
    db
      .prepare(
        `INSERT INTO pay_order (app_id, channel_id, channel_code, merchant_order_id, subject, body,
           notify_url, price, status, expire_time, success_time, no, refund_price, create_time,
           update_time)
         VALUES (1, ?, ?, ?, '馆藏文创', '', ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
      )
      .run(
        input.paid ? (channel?.id ?? null) : null,
        input.paid ? 'mock' : null,
        String(input.orderId),
        app?.order_notify_url ?? 'http://127.0.0.1/admin-api/trade/order/update-paid',
        input.price,
        input.paid ? 10 : 0,
        input.now + 2 * 60 * 60 * 1000,
        input.paid ? input.now : null,
        input.paid ? `P${input.now}${input.orderId}` : null,
        input.now,
        input.now,
      ).lastInsertRowid,
  )
}

/** Posts a merchant notification signed like the pay center signs it (or with `sign`). */
export async function postSignedNotify<T = unknown>(
  sandbox: RunningSandbox,
  db: Db,
  path: string,
  body: Record<string, unknown>,
  sign?: string,
): Promise<Envelope<T>> {
  const raw = JSON.stringify(body)
  const secret = (
    db
      .prepare("SELECT value FROM infra_config WHERE config_key = 'museum.pay.notify-secret'")
      .get() as { value: string } | undefined
  )?.value
  const signature =
    sign ??
    createHmac('sha256', secret ?? '')
      .update(raw, 'utf8')
      .digest('hex')
  const response = await fetch(`${sandbox.apiUrl}${path}`, {
    method: 'POST',
    body: raw,
    headers: { 'Content-Type': 'application/json', 'X-Pay-Sign': signature },
  })
  return (await response.json()) as Envelope<T>
}

export interface FixtureAfterSale {
  order: CreatedOrder
  itemIndex?: number
  /** 10 仅退款, 20 退货退款 */
  way: 10 | 20
  status: number
  refundPrice: number
  count?: number
}

/** Inserts an after-sale on an order item (the item becomes 售后中) with its 会员申请退款 line. */
export function insertAfterSale(db: Db, input: FixtureAfterSale): number {
  const now = Date.now()
  const itemId = input.order.itemIds[input.itemIndex ?? 0]
  const item = db.prepare('SELECT * FROM trade_order_item WHERE id = ?').get(itemId) as {
    user_id: number
    spu_id: number
    spu_name: string
    sku_id: number
    properties: string
    count: number
  }
  return db.transaction(() => {
    const id = Number(
      db
        .prepare(
          `INSERT INTO trade_after_sale (no, status, type, way, user_id, apply_reason,
             apply_description, apply_pic_urls, order_id, order_no, order_item_id, spu_id, spu_name,
             sku_id, properties, pic_url, count, refund_price, create_time, update_time)
           VALUES (?, ?, 20, ?, ?, '商品与描述不符', '釉面有划痕', '[]', ?, ?, ?, ?, ?, ?, ?, '', ?, ?, ?, ?)`,
        )
        .run(
          `RT${now}${++sequence}`,
          input.status,
          input.way,
          item.user_id,
          input.order.id,
          input.order.no,
          itemId,
          item.spu_id,
          item.spu_name,
          item.sku_id,
          item.properties,
          input.count ?? item.count,
          input.refundPrice,
          now,
          now,
        ).lastInsertRowid,
    )
    db.prepare('UPDATE trade_order_item SET after_sale_status = 10 WHERE id = ?').run(itemId)
    db.prepare(
      `INSERT INTO trade_after_sale_log (after_sale_id, user_type, user_id, before_status,
         after_status, content, create_time) VALUES (?, 1, ?, NULL, 10, '会员申请退款', ?)`,
    ).run(id, item.user_id, now)
    return id
  })()
}

/** A product of one SKU just for a test (stock and sales checked exactly). */
export function insertSku(db: Db, input: { stock: number; salesCount: number; price?: number }) {
  const now = Date.now()
  const price = input.price ?? 3000
  const spuId = Number(
    db
      .prepare(
        `INSERT INTO product_spu (name, category_id, brand_id, pic_url, unit, price, stock,
           sales_count, status, create_time, update_time)
         VALUES (?, 0, 0, '', 1, ?, ?, ?, 1, ?, ?)`,
      )
      .run(`测试文创 ${now}-${++sequence}`, price, input.stock, input.salesCount, now, now)
      .lastInsertRowid,
  )
  const skuId = Number(
    db
      .prepare(
        `INSERT INTO product_sku (spu_id, properties, price, stock, sales_count, create_time,
           update_time) VALUES (?, '[]', ?, ?, ?, ?, ?)`,
      )
      .run(spuId, price, input.stock, input.salesCount, now, now).lastInsertRowid,
  )
  return { spuId, skuId }
}

export function stockOf(db: Db, skuId: number) {
  return db
    .prepare(
      `SELECT k.stock, k.sales_count AS salesCount, s.stock AS spuStock, s.sales_count AS spuSales
         FROM product_sku k JOIN product_spu s ON s.id = k.spu_id WHERE k.id = ?`,
    )
    .get(skuId) as { stock: number; salesCount: number; spuStock: number; spuSales: number }
}
