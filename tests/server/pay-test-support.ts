import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import BetterSqlite3 from 'better-sqlite3'
import { afterAll, beforeAll, expect } from 'vitest'
import { call, sandboxCall, type Envelope } from './support/http'
import type { RunningSandbox } from './support/sandbox'

// Helpers of the pay tests: a stub merchant on 127.0.0.1 that records the notifications it gets,
// an app of the sandbox pointing at it (with the mock channel), and the sandbox's merchant-side
// test routes (create a pay order, change its price, refund it, run the pay timer's sweep now).

export interface Received {
  path: string
  headers: IncomingHttpHeaders
  body: string
}

export type MerchantAnswer = (request: Received) => Promise<string> | string

export interface StubMerchant {
  readonly url: string
  readonly received: Received[]
  /** What the merchant answers next (default `{code: 0}`). */
  answer: MerchantAnswer
}

export const ANSWER_OK: MerchantAnswer = () => JSON.stringify({ code: 0, data: true, msg: '' })

/** A merchant's notify receiver, started before the tests of the describe block. */
export function useStubMerchant(): StubMerchant {
  let server: Server | null = null
  let url = ''
  const stub: StubMerchant = {
    get url() {
      return url
    },
    received: [],
    answer: ANSWER_OK,
  }
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
      request.on('end', () => {
        const received = { path: request.url ?? '', headers: request.headers, body }
        stub.received.push(received)
        void Promise.resolve(stub.answer(received)).then(
          (text) => response.writeHead(200, { 'content-type': 'application/json' }).end(text),
          () => response.destroy(),
        )
      })
    })
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server?.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    server?.closeAllConnections()
    await new Promise<void>((resolve) => server?.close(() => resolve()))
  })
  return stub
}

let appCount = 0

/** A new pay app notifying `merchant`, with the mock channel enabled at `feeRate`. */
export async function createTestApp(
  sandbox: RunningSandbox,
  token: string,
  merchant: StubMerchant,
  feeRate = 0,
): Promise<number> {
  appCount += 1
  const app = await call<number>(sandbox, '/pay/app/create', {
    method: 'POST',
    token,
    json: {
      name: `测试商户${appCount}`,
      status: 0,
      remark: '',
      orderNotifyUrl: `${merchant.url}/paid`,
      refundNotifyUrl: `${merchant.url}/refunded`,
    },
  })
  expect(app.msg).toBe('')
  const channel = await call(sandbox, '/pay/channel/create', {
    method: 'POST',
    token,
    json: { appId: app.data, code: 'mock', status: 0, feeRate, remark: '', config: '{}' },
  })
  expect(channel.msg).toBe('')
  return app.data
}

let orderCount = 0

/** A waiting pay order of `appId` (as its merchant makes one). */
export async function createTestOrder(
  sandbox: RunningSandbox,
  appId: number,
  input: { price?: number; expireTime?: number; subject?: string } = {},
): Promise<{ id: number; merchantOrderId: string }> {
  orderCount += 1
  const merchantOrderId = `T${Date.now()}-${orderCount}`
  const created = await sandboxCall<number>(sandbox, '/sandbox/pay/order/create', {
    method: 'POST',
    json: {
      appId,
      merchantOrderId,
      subject: input.subject ?? '文创帆布袋',
      price: input.price ?? 1999,
      expireTime: input.expireTime,
    },
  })
  expect(created.msg).toBe('')
  return { id: created.data, merchantOrderId }
}

export const sweep = (sandbox: RunningSandbox) =>
  sandboxCall<{ closed: number; notified: number }>(sandbox, '/sandbox/pay/sweep', {
    method: 'POST',
  })

export const refund = (
  sandbox: RunningSandbox,
  body: {
    appId: number
    payOrderId: number
    merchantRefundId: string
    price: number
    reason?: string
  },
) =>
  sandboxCall<number>(sandbox, '/sandbox/pay/refund/create', {
    method: 'POST',
    json: { reason: '商品退货', ...body },
  })

export interface SubmitAnswer {
  status: number
  displayMode: string
  displayContent: string
}

export const submit = (
  sandbox: RunningSandbox,
  token: string,
  json: { id: number; channelCode?: string; channelExtras?: Record<string, unknown> },
): Promise<Envelope<SubmitAnswer>> =>
  call<SubmitAnswer>(sandbox, '/pay/order/submit', {
    method: 'POST',
    token,
    json: { channelCode: 'mock', returnUrl: '/pay/order', ...json },
  })

/** Reads the sandbox's database directly (what the screens do not show: extensions). */
export function readDb<T>(sandbox: RunningSandbox, read: (db: BetterSqlite3.Database) => T): T {
  const db = new BetterSqlite3(sandbox.dbPath)
  try {
    db.pragma('busy_timeout = 5000')
    return read(db)
  } finally {
    db.close()
  }
}

/** POSTs the mock pay page's 确认支付 of the submit whose page is `pageUrl`. */
export async function confirmOnPage(pageUrl: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${pageUrl}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: '',
  })
  return { status: response.status, html: await response.text() }
}
