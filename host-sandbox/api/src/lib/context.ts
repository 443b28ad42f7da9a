import type { Database } from 'better-sqlite3'
import type { SandboxLog } from './request-log'
import type { PasswordHasher } from '../auth/password-hasher'
import type { BpmRuntimeService } from '../bpm/runtime/runtime'

/** What every route and service needs; built once per app instance. */
export interface AppContext {
  db: Database
  /** Epoch ms; tests replace it to travel in time (lockouts, code and token expiry). */
  now: () => number
  accessTtlMs: number
  refreshTtlMs: number
  /** e.g. `/prod-api/admin-api` */
  apiBase: string
  /** The operator's log: SMS codes (lib/request-log.ts). Absent: nothing is written. */
  log?: SandboxLog
  /** scrypt off the event loop, with a bounded queue (auth/password-hasher.ts). */
  passwords: PasswordHasher
  /** SANDBOX_TEST_ROUTES: /sandbox test helpers, the fake SMS gateway and social provider. */
  testRoutes: boolean
  /** The approval runtime (bpm/runtime): starts processes, acts on tasks, fires timers. */
  bpm: BpmRuntimeService
}
