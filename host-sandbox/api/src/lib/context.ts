import type { Database } from 'better-sqlite3'

/** What every route and service needs; built once per app instance. */
export interface AppContext {
  db: Database
  /** Epoch ms; tests replace it to travel in time (lockouts, code and token expiry). */
  now: () => number
  accessTtlMs: number
  refreshTtlMs: number
  /** e.g. `/prod-api/admin-api` */
  apiBase: string
}
