import type { AddressInfo } from 'node:net'
import type { Database } from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../lib/context'

/** What a notification attempt needs beyond the database: where the sandbox itself listens. */
export interface PayRuntime {
  /** `{sandbox-origin}` resolved: this sandbox's own listening address and API prefix. */
  selfBase: () => string | null
  /** Delivers a request to this sandbox without a socket (an app that never listens: tests). */
  injectSelf: (path: string, headers: Record<string, string>, payload: string) => Promise<string>
  /** Aborted when the app closes: no attempt outlives the database. */
  closing: AbortSignal
  /** Tasks with an attempt in flight: a second caller waits for it instead of starting another. */
  running: Map<number, Promise<void>>
  warn: (error: unknown, what: string) => void
}

// Keyed by the database: ctx objects are built once per app, but the pay functions that other
// modules call receive only (ctx | db), and both lead here.
const runtimes = new WeakMap<Database, PayRuntime>()

/** The runtime of this app (a detached one, never listening, before registerPayRuntime ran). */
export function payRuntimeOf(db: Database): PayRuntime {
  const found = runtimes.get(db)
  if (found) return found
  const detached: PayRuntime = {
    selfBase: () => null,
    injectSelf: () => Promise.reject(new Error('沙箱服务未启动')),
    closing: new AbortController().signal,
    running: new Map(),
    warn: () => {},
  }
  runtimes.set(db, detached)
  return detached
}

/** `http://127.0.0.1:48080` for a server bound to every interface (a phone uses the LAN address). */
function listeningOrigin(app: FastifyInstance): string | null {
  const address = app.server.address() as AddressInfo | string | null
  if (!address || typeof address === 'string') return null
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address
  return `http://${host}:${address.port}`
}

/**
 * Makes the pay runtime of `app`: how notifications reach this sandbox, and the signal that stops
 * them when the app closes. The chores themselves (expiry, due notification retries) are the jobs
 * payOrderExpireJob and payNotifyJob (jobs/pay-chores.ts).
 */
export function registerPayRuntime(app: FastifyInstance, ctx: AppContext): void {
  const closing = new AbortController()
  // `{sandbox-origin}/admin-api/...`: the origin stands for the scheme, host and API prefix.
  const apiPrefix = ctx.apiBase.replace(/\/admin-api$/, '')
  runtimes.set(ctx.db, {
    selfBase: () => {
      const origin = app.server.listening ? listeningOrigin(app) : null
      return origin ? `${origin}${apiPrefix}` : null
    },
    injectSelf: async (path, headers, payload) => {
      const answer = await app.inject({
        method: 'POST',
        url: `${apiPrefix}${path}`,
        headers,
        payload,
      })
      return answer.body
    },
    closing: closing.signal,
    running: new Map(),
    warn: (error, what) => app.log.warn({ err: error }, what),
  })
  app.addHook('onClose', async () => closing.abort())
}
