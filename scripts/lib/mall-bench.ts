import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { Browser } from '@playwright/test'
import Database from 'better-sqlite3'
import { buildApp } from '../../host-sandbox/api/src/app'
import { adminAccessToken, dateTimeText, type Envelope, median, pad, post } from './bench-helpers'

/**
 * The shop's figures (issue 18), on a sandbox of its own (temporary database, real HTTP on
 * 127.0.0.1): the admin order page (/trade/order/page) over 100,000 orders, 50 members buying the
 * last 10 pieces of one SKU at once (exactly 10 orders, never more), then the pay notification
 * and SKU table figures of their own modules when those are present. Times are medians and
 * reported, never asserted.
 */
export interface MallFigures {
  page: { orders: number; insertMs: number; runs: number; medianMs: Record<string, number> }
  buyers: {
    buyers: number
    stock: number
    orders: number
    refusals: Record<string, number>
    stockLeft: number
    wallMs: number
    medianMs: number
  }
  extra: Array<{ name: string; lines: string[] }>
}

const ADMIN_API = '/prod-api/admin-api'
const APP_API = '/prod-api/app-api'
const ORDERS = 100_000
const PAGE_RUNS = 25
const BUYERS = 50
const STOCK = 10
const DAY_MS = 86_400_000

/** A product of one SKU with `stock` pieces; answers the SKU id. */
function addSku(db: Database.Database, name: string, price: number, stock: number, now: number) {
  const spuId = Number(
    db
      .prepare(
        `INSERT INTO product_spu (name, category_id, brand_id, pic_url, unit, status, price, stock,
           create_time, update_time) VALUES (?, 1, 1, '/bench.png', 1, 1, ?, ?, ?, ?)`,
      )
      .run(name, price, stock, now, now).lastInsertRowid,
  )
  return Number(
    db
      .prepare(
        `INSERT INTO product_sku (spu_id, price, stock, create_time, update_time)
         VALUES (?, ?, ?, ?, ?)`,
      )
      .run(spuId, price, stock, now, now).lastInsertRowid,
  )
}

/**
 * ORDERS orders of the members, one item each, over the past year and every status, straight
 * into the tables in one transaction (the page reads orders, their items and members).
 */
function addOrders(db: Database.Database, now: number): number {
  const started = performance.now()
  const members = (
    db.prepare('SELECT id FROM member_user ORDER BY id').all() as { id: number }[]
  ).map((row) => row.id)
  const skuId = addSku(db, '压测文创', 1999, 1_000_000, now)
  const spuId = (
    db.prepare('SELECT spu_id FROM product_sku WHERE id = ?').get(skuId) as {
      spu_id: number
    }
  ).spu_id
  const order = db.prepare(
    `INSERT INTO trade_order (no, type, terminal, user_id, status, product_count, pay_status,
       pay_time, pay_channel_code, total_price, delivery_price, pay_price, delivery_type,
       receiver_name, receiver_mobile, receiver_area_id, receiver_detail_address, create_time,
       update_time)
     VALUES (?, 0, 10, ?, ?, 1, ?, ?, ?, ?, 0, ?, 1, ?, ?, 320102, '中山东路 1 号', ?, ?)`,
  )
  const item = db.prepare(
    `INSERT INTO trade_order_item (order_id, user_id, spu_id, spu_name, sku_id, properties, count,
       price, pay_price, create_time, update_time) VALUES (?, ?, ?, '压测文创', ?, '[]', 1, ?, ?, ?, ?)`,
  )
  const statuses = [0, 10, 20, 30, 30, 30, 40]
  db.transaction(() => {
    for (let n = 0; n < ORDERS; n++) {
      const created = now - Math.floor((n / ORDERS) * 365 * DAY_MS)
      const status = statuses[n % statuses.length]
      const paid = status === 10 || status === 20 || status === 30
      const price = 1999 + (n % 7) * 100
      const id = Number(
        order.run(
          `B${pad(n, 9)}`,
          members[n % members.length],
          status,
          paid ? 1 : 0,
          paid ? created + 60_000 : null,
          paid ? 'mock' : null,
          price,
          price,
          `收货人${n % 997}`,
          `171${pad(n, 8)}`,
          created,
          created,
        ).lastInsertRowid,
      )
      item.run(id, members[n % members.length], spuId, skuId, price, price, created, created)
    }
  })()
  return Math.round(performance.now() - started)
}

async function pageFigures(base: string, now: number): Promise<Record<string, number>> {
  const token = await adminAccessToken(base)
  const range = (daysAgo: number, days: number) =>
    `createTime[0]=${encodeURIComponent(dateTimeText(now - daysAgo * DAY_MS))}&createTime[1]=${encodeURIComponent(dateTimeText(now - (daysAgo - days) * DAY_MS))}`
  const queries: Record<string, string> = {
    'page 1': 'pageNo=1&pageSize=10',
    'deep page (2,000 of 20)': 'pageNo=2000&pageSize=20',
    'status 已完成': 'pageNo=1&pageSize=10&status=30',
    'status 待发货, deep page': 'pageNo=500&pageSize=20&status=10',
    receiverMobile: 'pageNo=1&pageSize=10&receiverMobile=17100012345',
    'userMobile (member)': 'pageNo=1&pageSize=10&userMobile=13900000001',
    '30-day createTime': `pageNo=1&pageSize=10&${range(120, 30)}`,
    'status + 30-day createTime': `pageNo=1&pageSize=10&status=30&${range(120, 30)}`,
  }
  const get = async (query: string) => {
    const response = await fetch(`${base}${ADMIN_API}/trade/order/page?${query}`, {
      headers: { authorization: `Bearer ${token}`, 'tenant-id': '1' },
    })
    return (await response.json()) as Envelope<{ total: number }>
  }
  const medianMs: Record<string, number> = {}
  for (const [name, query] of Object.entries(queries)) {
    const times: number[] = []
    let total = 0
    for (let run = 0; run < PAGE_RUNS + 2; run++) {
      const started = performance.now()
      const answer = await get(query)
      const ms = performance.now() - started
      if (answer.code !== 0) throw new Error(`mall bench page ${name}: ${answer.msg}`)
      total = answer.data.total
      // The first two runs warm SQLite's page cache and the JIT.
      if (run >= 2) times.push(ms)
    }
    medianMs[`${name} [${total.toLocaleString('en')}]`] = Math.round(median(times) * 10) / 10
  }
  return medianMs
}

/** BUYERS members (sharing the first member's password) each try to buy one of STOCK pieces. */
async function buyerFigures(base: string, dbPath: string, now: number) {
  const db = new Database(dbPath)
  db.pragma('busy_timeout = 5000')
  let skuId: number
  const mobiles: string[] = []
  try {
    const { password } = db
      .prepare('SELECT password FROM member_user ORDER BY id LIMIT 1')
      .get() as {
      password: string
    }
    const insert = db.prepare(
      `INSERT INTO member_user (mobile, password, nickname, status, create_time, update_time)
       VALUES (?, ?, ?, 0, ?, ?)`,
    )
    db.transaction(() => {
      for (let n = 0; n < BUYERS; n++) {
        const mobile = `1709${pad(n, 7)}`
        insert.run(mobile, password, `抢购会员${n}`, now, now)
        mobiles.push(mobile)
      }
    })()
    skuId = addSku(db, '限量青花书签', 3900, STOCK, now)
  } finally {
    db.close()
  }
  const tokens: string[] = []
  for (const mobile of mobiles) {
    const login = await post<{ accessToken: string }>(`${base}${APP_API}/member/auth/login`, {
      mobile,
      password: 'member123',
    })
    if (login.code !== 0) throw new Error(`mall bench member login: ${login.msg}`)
    tokens.push(login.data.accessToken)
  }
  const body = {
    items: [{ skuId, count: 1 }],
    deliveryType: 1,
    receiverName: '抢购会员',
    receiverMobile: '17000000001',
    receiverAreaId: 320102,
    receiverDetailAddress: '中山东路 1 号',
  }
  const started = performance.now()
  const answers = await Promise.all(
    tokens.map(async (token) => {
      const t0 = performance.now()
      const answer = await post<{ id: number }>(`${base}${APP_API}/trade/order/create`, body, token)
      return { answer, ms: performance.now() - t0 }
    }),
  )
  const wallMs = Math.round(performance.now() - started)
  const refusals: Record<string, number> = {}
  for (const { answer } of answers) {
    if (answer.code !== 0) refusals[answer.msg] = (refusals[answer.msg] ?? 0) + 1
  }
  const check = new Database(dbPath, { readonly: true })
  const stockLeft = (
    check.prepare('SELECT stock FROM product_sku WHERE id = ?').get(skuId) as { stock: number }
  ).stock
  const orders = (
    check
      .prepare('SELECT COUNT(DISTINCT order_id) AS n FROM trade_order_item WHERE sku_id = ?')
      .get(skuId) as { n: number }
  ).n
  check.close()
  return {
    buyers: BUYERS,
    stock: STOCK,
    orders,
    refusals,
    stockLeft,
    wallMs,
    medianMs: Math.round(median(answers.map((a) => a.ms))),
  }
}

type FigureLines = () => Promise<string[]>

/**
 * Another module's bench, when its file is there: `load` imports it and answers printable lines.
 * A missing file or a failing bench is a line of its own, not the end of the run.
 */
async function optionalFigures(
  name: string,
  file: string,
  load: (module: Record<string, unknown>) => FigureLines | undefined,
): Promise<{ name: string; lines: string[] }> {
  const path = fileURLToPath(new URL(file, import.meta.url))
  if (!existsSync(path)) return { name, lines: [`(${file} is not there: no figures)`] }
  try {
    const run = load((await import(pathToFileURL(path).href)) as Record<string, unknown>)
    if (!run) return { name, lines: [`(${file} has no figures function)`] }
    return { name, lines: await run() }
  } catch (error) {
    return { name, lines: [`failed: ${error instanceof Error ? error.message : String(error)}`] }
  }
}

/** Printable lines of whatever a sibling bench answered (its own print function if it has one). */
function linesOf(value: unknown): string[] {
  return JSON.stringify(value, null, 2).split('\n')
}

export async function mallFigures(browser?: Browser): Promise<MallFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'mall-bench-'))
  const dbPath = join(dir, 'sandbox.db')
  const now = Date.now()
  // A small seed: the bench writes its own 100,000 orders.
  const seedBefore = process.env.SANDBOX_SEED
  process.env.SANDBOX_SEED = 'small'
  let page: MallFigures['page']
  let buyers: MallFigures['buyers']
  try {
    const app = await buildApp({ dbPath })
    try {
      const db = new Database(dbPath)
      db.pragma('busy_timeout = 5000')
      const insertMs = addOrders(db, now)
      db.pragma('optimize')
      db.close()
      await app.listen({ port: 0, host: '127.0.0.1' })
      const { port } = app.server.address() as AddressInfo
      const base = `http://127.0.0.1:${port}`
      page = { orders: ORDERS, insertMs, runs: PAGE_RUNS, medianMs: await pageFigures(base, now) }
      buyers = await buyerFigures(base, dbPath, now)
    } finally {
      await app.close()
    }
  } finally {
    if (seedBefore === undefined) delete process.env.SANDBOX_SEED
    else process.env.SANDBOX_SEED = seedBefore
    rmSync(dir, { recursive: true, force: true })
  }
  const extra = [
    await optionalFigures('pay notify', './pay-notify-bench.ts', (m) => {
      const figures = m.payNotifyFigures as (() => Promise<unknown>) | undefined
      const print = m.payNotifyLines as ((f: unknown) => string[]) | undefined
      return figures && (async () => (print ?? linesOf)(await figures()))
    }),
    await optionalFigures('SKU table', './sku-table-bench.ts', (m) => {
      const figures = m.skuTableFigures as ((b?: Browser) => Promise<unknown>) | undefined
      const print = m.skuTableLines as ((f: unknown) => string[]) | undefined
      return figures && (async () => (print ?? linesOf)(await figures(browser)))
    }),
  ]
  return { page, buyers, extra }
}

export function printMallFigures(figures: MallFigures): void {
  const { page, buyers } = figures
  console.log(
    `\nshop: /trade/order/page over ${page.orders.toLocaleString('en')} orders (written in ${page.insertMs} ms), median of ${page.runs} (aim < 50 ms):`,
  )
  // Chinese characters take two columns in a terminal.
  const width = (text: string) => [...text].reduce((w, c) => w + (c > '\u2e80' ? 2 : 1), 0)
  for (const [name, ms] of Object.entries(page.medianMs)) {
    console.log(`  ${name}${' '.repeat(Math.max(1, 46 - width(name)))}${ms} ms`)
  }
  const refused = Object.entries(buyers.refusals)
    .map(([msg, n]) => `${n} x ${msg}`)
    .join(', ')
  console.log(
    `shop: ${buyers.buyers} members buy 1 of ${buyers.stock} at once -> ${buyers.orders} orders, stock left ${buyers.stockLeft}; refused: ${refused || 'none'}; all answered in ${buyers.wallMs} ms (median answer ${buyers.medianMs} ms)`,
  )
  for (const { name, lines } of figures.extra) {
    console.log(`shop: ${name}:`)
    for (const line of lines) console.log(`  ${line}`)
  }
}
