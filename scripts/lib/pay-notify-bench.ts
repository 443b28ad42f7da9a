import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { buildApp } from '../../host-sandbox/api/src/app'
import { adminAccessToken, post } from './bench-helpers'

/**
 * Pay notification throughput (issue 18), on a sandbox of its own (temporary database, real HTTP
 * on 127.0.0.1) and a stub merchant that answers `{code: 0}` at once:
 * - queued: NOTIFICATIONS due notifications delivered by the pay sweep (what the 1 s timer does
 *   after an outage of the merchant), signed, each try logged;
 * - paid: PAYMENTS pay orders paid through the mock channel (submit with channelExtras.auto) by
 *   CLIENTS concurrent callers; each call pays and notifies the merchant before it answers.
 * Figures are printed, never asserted.
 */
export interface PayNotifyFigures {
  queued: { notifications: number; wallMs: number; perSecond: number; delivered: number }
  paid: { payments: number; clients: number; wallMs: number; perSecond: number; notified: number }
}

const API = '/prod-api/admin-api'
const NOTIFICATIONS = 2000
const PAYMENTS = 500
const CLIENTS = 20

/** A merchant that accepts every notification; counts what it got. */
async function startStubMerchant() {
  let received = 0
  const server = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      received += 1
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"code":0}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: () => received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A pay app notifying `merchantUrl`, with the mock channel; `orders` waiting pay orders. */
function addApp(db: Database.Database, merchantUrl: string, now: number): number {
  const appId = Number(
    db
      .prepare(
        `INSERT INTO pay_app (name, status, order_notify_url, refund_notify_url, create_time,
           update_time) VALUES ('压测商户', 0, ?, ?, ?, ?)`,
      )
      .run(`${merchantUrl}/paid`, `${merchantUrl}/refunded`, now, now).lastInsertRowid,
  )
  db.prepare(
    `INSERT INTO pay_channel (app_id, code, status, fee_rate, config, create_time, update_time)
     VALUES (?, 'mock', 0, 0, '{}', ?, ?)`,
  ).run(appId, now, now)
  return appId
}

function addOrders(db: Database.Database, appId: number, count: number, now: number, tag: string) {
  const insert = db.prepare(
    `INSERT INTO pay_order (app_id, merchant_order_id, subject, body, notify_url, price, status,
       expire_time, refund_price, create_time, update_time)
     SELECT ?, ?, '压测商品', '', order_notify_url, 1999, 0, ?, 0, ?, ? FROM pay_app WHERE id = ?`,
  )
  const ids: number[] = []
  db.transaction(() => {
    for (let n = 0; n < count; n++)
      ids.push(
        Number(insert.run(appId, `${tag}${n}`, now + 3_600_000, now, now, appId).lastInsertRowid),
      )
  })()
  return ids
}

/** Due notifications of paid orders, as left by a merchant that was down. */
function addDueTasks(db: Database.Database, orderIds: number[], now: number) {
  const task = db.prepare(
    `INSERT INTO pay_notify_task (app_id, type, data_id, merchant_order_id, status, next_notify_time,
       notify_times, max_notify_times, notify_url, create_time, update_time)
     SELECT app_id, 1, id, merchant_order_id, 0, ?, 0, 9, notify_url, ?, ? FROM pay_order WHERE id = ?`,
  )
  db.transaction(() => {
    for (const id of orderIds) {
      db.prepare('UPDATE pay_order SET status = 10, success_time = ? WHERE id = ?').run(now, id)
      task.run(now, now, now, id)
    }
  })()
}

const countDelivered = (db: Database.Database, appId: number) =>
  (
    db
      .prepare('SELECT COUNT(*) AS n FROM pay_notify_task WHERE app_id = ? AND status = 10')
      .get(appId) as { n: number }
  ).n

export async function payNotifyFigures(): Promise<PayNotifyFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'pay-notify-bench-'))
  const dbPath = join(dir, 'sandbox.db')
  const seedBefore = process.env.SANDBOX_SEED
  process.env.SANDBOX_SEED = 'small'
  const merchant = await startStubMerchant()
  try {
    const app = await buildApp({ dbPath, sandboxTestRoutes: true })
    try {
      await app.listen({ port: 0, host: '127.0.0.1' })
      const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
      const db = new Database(dbPath)
      db.pragma('busy_timeout = 5000')
      try {
        const now = Date.now()
        const queuedApp = addApp(db, merchant.url, now)
        addDueTasks(db, addOrders(db, queuedApp, NOTIFICATIONS, now, 'Q'), now)
        const queuedStart = performance.now()
        // Each sweep tries up to 200 due notifications at once, and waits for them.
        for (let round = 0; round < NOTIFICATIONS; round++) {
          const swept = await post<{ notified: number }>(`${base}/sandbox/pay/sweep`, {})
          if (swept.code !== 0) throw new Error(`sweep: ${swept.msg}`)
          if (swept.data.notified === 0) break
        }
        const queuedMs = performance.now() - queuedStart

        const paidApp = addApp(db, merchant.url, now)
        const orderIds = addOrders(db, paidApp, PAYMENTS, now, 'P')
        const token = await adminAccessToken(base)
        const queue = [...orderIds]
        const paidStart = performance.now()
        await Promise.all(
          Array.from({ length: CLIENTS }, async () => {
            for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
              const paid = await post<{ status: number }>(
                `${base}${API}/pay/order/submit`,
                { id, channelCode: 'mock', channelExtras: { auto: true } },
                token,
              )
              if (paid.code !== 0 || paid.data.status !== 10)
                throw new Error(`submit ${id}: ${paid.msg}`)
            }
          }),
        )
        const paidMs = performance.now() - paidStart
        const perSecond = (count: number, ms: number) => Math.round((count / ms) * 1000)
        return {
          queued: {
            notifications: NOTIFICATIONS,
            wallMs: Math.round(queuedMs),
            perSecond: perSecond(NOTIFICATIONS, queuedMs),
            delivered: countDelivered(db, queuedApp),
          },
          paid: {
            payments: PAYMENTS,
            clients: CLIENTS,
            wallMs: Math.round(paidMs),
            perSecond: perSecond(PAYMENTS, paidMs),
            notified: countDelivered(db, paidApp),
          },
        }
      } finally {
        db.close()
      }
    } finally {
      await app.close()
    }
  } finally {
    await merchant.close()
    if (seedBefore === undefined) delete process.env.SANDBOX_SEED
    else process.env.SANDBOX_SEED = seedBefore
    rmSync(dir, { recursive: true, force: true })
  }
}

export function payNotifyLines(figures: PayNotifyFigures): string[] {
  const { queued, paid } = figures
  return [
    `queued notifications to a stub merchant: ${queued.delivered}/${queued.notifications} delivered in ${queued.wallMs} ms (${queued.perSecond}/s, up to 200 at once per sweep)`,
    `mock payments, each notifying before it answers: ${paid.notified}/${paid.payments} in ${paid.wallMs} ms with ${paid.clients} clients (${paid.perSecond}/s)`,
  ]
}
