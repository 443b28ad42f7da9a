import Database from 'better-sqlite3'
import type { CallOptions, Envelope } from './support/http'
import { rawCall } from './support/http'
import type { RunningSandbox } from './support/sandbox'

/** The seeded first member (the README names it). */
export const FIRST_MEMBER = { mobile: '13900000001', password: 'member123' } as const

export const appApiUrl = (sandbox: RunningSandbox): string =>
  sandbox.apiUrl.replace(/\/admin-api$/, '/app-api')

/** Calls the member app-api and returns the envelope (HTTP 200 asserted). */
export async function appCall<T = unknown>(
  sandbox: RunningSandbox,
  path: string,
  options: CallOptions = {},
): Promise<Envelope<T>> {
  const response = await rawCall(appApiUrl(sandbox), path, options)
  if (response.status !== 200) {
    throw new Error(`${options.method ?? 'GET'} app-api${path}: HTTP ${response.status}`)
  }
  return (await response.json()) as Envelope<T>
}

export interface MemberTokens {
  userId: number
  accessToken: string
  refreshToken: string
  expiresTime: number
}

export async function memberLogin(
  sandbox: RunningSandbox,
  member: { mobile: string; password: string } = FIRST_MEMBER,
): Promise<MemberTokens> {
  const result = await appCall<MemberTokens>(sandbox, '/member/auth/login', {
    method: 'POST',
    json: member,
  })
  if (result.code !== 0) throw new Error(`member login failed: ${result.code} ${result.msg}`)
  return result.data
}

/** Runs `work` on a second connection to the sandbox's database file (fixtures, checks). */
export function withDb<T>(sandbox: RunningSandbox, work: (db: Database.Database) => T): T {
  const db = new Database(sandbox.dbPath)
  db.pragma('busy_timeout = 5000')
  try {
    return work(db)
  } finally {
    db.close()
  }
}

/** A product of one SKU, straight into the tables; answers the SKU id. */
export function addTestSku(
  sandbox: RunningSandbox,
  options: { name?: string; price?: number; stock?: number; spuStatus?: number } = {},
): number {
  const { name = '测试文创', price = 1999, stock = 10, spuStatus = 1 } = options
  return withDb(sandbox, (db) => {
    const now = Date.now()
    const spuId = Number(
      db
        .prepare(
          `INSERT INTO product_spu (name, category_id, brand_id, pic_url, unit, status, price,
             stock, create_time, update_time) VALUES (?, 1, 1, 'product/test.png', 1, ?, ?, ?, ?, ?)`,
        )
        .run(name, spuStatus, price, stock, now, now).lastInsertRowid,
    )
    return Number(
      db
        .prepare(
          `INSERT INTO product_sku (spu_id, properties, price, stock, create_time, update_time)
           VALUES (?, ?, ?, ?, ?, ?)`,
        )
        .run(
          spuId,
          JSON.stringify([{ propertyId: 1, propertyName: '颜色', valueId: 1, valueName: '青' }]),
          price,
          stock,
          now,
          now,
        ).lastInsertRowid,
    )
  })
}

/** An enabled pick-up store; answers its id. */
export function addTestStore(sandbox: RunningSandbox, status = 0): number {
  return withDb(sandbox, (db) =>
    Number(
      db
        .prepare(
          `INSERT INTO trade_delivery_pick_up_store (name, phone, area_id, detail_address, logo,
             opening_time, closing_time, latitude, longitude, status, create_time, update_time)
           VALUES ('测试门店', '02500000000', 320102, '中山东路 1 号', '/l.png', '09:00', '17:00',
             32.04, 118.79, ?, 0, 0)`,
        )
        .run(status).lastInsertRowid,
    ),
  )
}

export const skuStock = (sandbox: RunningSandbox, skuId: number): number =>
  withDb(
    sandbox,
    (db) =>
      (db.prepare('SELECT stock FROM product_sku WHERE id = ?').get(skuId) as { stock: number })
        .stock,
  )

/** An express order body for `skuId` (a district of 南京). */
export const expressOrder = (skuId: number, count = 1, extra: Record<string, unknown> = {}) => ({
  items: [{ skuId, count }],
  deliveryType: 1,
  receiverName: '林小满',
  receiverMobile: '17000000001',
  receiverAreaId: 320102,
  receiverDetailAddress: '中山东路 1 号',
  ...extra,
})
