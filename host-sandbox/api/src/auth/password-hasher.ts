import { availableParallelism } from 'node:os'
import Piscina from 'piscina'
import { bizError } from '../lib/biz-error'
import { GlobalErrors } from '../lib/error-codes'

/**
 * scrypt costs ~50-120 ms of CPU per call. Node's async scrypt runs on libuv's 4-thread pool,
 * which fs and dns share: a burst of logins then stalled every file read of the server. Hashing
 * runs on a small worker pool of its own instead, with a bounded queue: past it, a login is
 * answered "系统繁忙" at once rather than waiting behind an ever longer line.
 */
export interface PasswordHasher {
  /** A new `scrypt$N$salt$hash` string (same format as the seeded hashes). */
  hash(password: string): Promise<string>
  verify(password: string, stored: string): Promise<boolean>
  /**
   * Spends the time of one verification and answers false: unknown accounts must take as long
   * as known ones, or the response time tells which usernames exist.
   */
  verifyNothing(password: string): Promise<false>
  /** Stops the worker threads; pending calls reject. */
  close(): Promise<void>
}

export interface PasswordHasherOptions {
  /** Worker threads; default max(1, cores - 1), leaving a core to the event loop. */
  threads?: number
  /** Calls that may wait for a free thread; default 16 per thread. Past it: "系统繁忙". */
  maxQueue?: number
}

// A hash of a random password nobody knows: what unknown accounts are checked against.
const DUMMY_HASH =
  'scrypt$16384$b4ceea6bf157326a16cf636a314a05b6$e10e883100b3350599d7e8923de03b0c389683722ab3059951fbe5e28ad0f13d6a90e9ac75029b22a0e9c8b3d7b47b2367a4cbe9fb6988be1ffeadc45f358937'

const WORKER_FILE = new URL('./password-worker.mjs', import.meta.url).href

type Task = { op: 'hash'; password: string } | { op: 'verify'; password: string; stored: string }

export function defaultHashThreads(): number {
  return Math.max(1, availableParallelism() - 1)
}

export function createPasswordHasher(options: PasswordHasherOptions = {}): PasswordHasher {
  const threads = Math.max(1, options.threads ?? defaultHashThreads())
  const maxQueue = Math.max(0, options.maxQueue ?? threads * 16)
  // Started on first use: most test servers and restarts never hash a password.
  let pool: Piscina | null = null
  let inFlight = 0
  let closed = false

  async function run<T>(task: Task): Promise<T> {
    // Counted here rather than read from piscina's queue, so the limit is exact even while
    // workers are still starting.
    if (closed || inFlight >= threads + maxQueue) throw bizError(GlobalErrors.BUSY)
    pool ??= new Piscina({
      filename: WORKER_FILE,
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: 60_000,
      // The pool's own queue never limits: inFlight above does.
      maxQueue: Number.MAX_SAFE_INTEGER,
    })
    inFlight++
    try {
      return (await pool.run(task)) as T
    } finally {
      inFlight--
    }
  }

  return {
    hash: (password) => run<string>({ op: 'hash', password }),
    verify: (password, stored) => run<boolean>({ op: 'verify', password, stored }),
    async verifyNothing(password) {
      await run<boolean>({ op: 'verify', password, stored: DUMMY_HASH })
      return false
    },
    async close() {
      closed = true
      const running = pool
      pool = null
      await running?.destroy()
    },
  }
}
