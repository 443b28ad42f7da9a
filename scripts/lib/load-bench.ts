import autocannon, { type Result } from 'autocannon'
import { adminAccessToken } from './bench-helpers'

/**
 * Load figures of the sandbox server (issue 11): the bell's poll under load, password logins (the
 * scrypt path), and the poll's tail latency while logins run at a steady rate. The load generator
 * shares the machine with the server, so the figures are lower bounds, printed and never asserted.
 */
export interface LatencyFigures {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  non2xx: number
  errors: number
  /** HTTP 200 whose envelope code is not 0 (a refused login, a busy answer). */
  refused: number
}

export interface LoadFigures {
  unreadCount: LatencyFigures
  login: LatencyFigures
  unreadCountDuringLogins: LatencyFigures & { loginsPerSecond: number }
}

const API = '/prod-api/admin-api'
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS || 10)
const CONNECTIONS = 10
/** The envelope of a success; a business refusal comes back as HTTP 200 too. */
const succeeded = (body: string | Buffer | undefined) => String(body).startsWith('{"code":0')
/** Logins a second while the poll is measured: a busy opening hour for the museum's staff. */
export const LOGINS_PER_SECOND = 20

function figures(result: Result): LatencyFigures {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    refused: result.mismatches,
  }
}

function unreadCountLoad(base: string, token: string): Promise<Result> {
  return autocannon({
    url: `${base}${API}/system/notify-message/get-unread-count`,
    headers: { authorization: `Bearer ${token}` },
    connections: CONNECTIONS,
    duration: SECONDS,
    verifyBody: succeeded,
  })
}

function loginLoad(base: string, overallRate?: number): Promise<Result> {
  return autocannon({
    url: `${base}${API}/system/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
    connections: overallRate ? 4 : CONNECTIONS,
    overallRate,
    duration: SECONDS,
    verifyBody: succeeded,
  })
}

export async function loadFigures(base: string): Promise<LoadFigures> {
  const token = await adminAccessToken(base)
  // A short warm-up so the first figures do not include the JIT and SQLite's page cache filling.
  await autocannon({
    url: `${base}${API}/system/notify-message/get-unread-count`,
    headers: { authorization: `Bearer ${token}` },
    connections: 2,
    amount: 500,
  })
  const unreadCount = figures(await unreadCountLoad(base, token))
  const login = figures(await loginLoad(base))
  const [mixed, logins] = await Promise.all([
    unreadCountLoad(base, token),
    loginLoad(base, LOGINS_PER_SECOND),
  ])
  return {
    unreadCount,
    login,
    unreadCountDuringLogins: {
      ...figures(mixed),
      loginsPerSecond: Math.round(logins.requests.average),
    },
  }
}

/** Issue 11's measurements before the fixes, printed beside today's. */
export const LOAD_BEFORE = {
  unreadCount: '1,300-3,200 req/s, p99 30-93 ms',
  login: '7 req/s, p50 2.5 s (and it starved every other request)',
}

export function printLoadFigures(load: LoadFigures): void {
  const line = (f: LatencyFigures) =>
    `${f.requestsPerSecond} req/s, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms` +
    (f.non2xx || f.errors || f.refused
      ? ` (${f.non2xx} non-2xx, ${f.errors} errors, ${f.refused} refused)`
      : '')
  console.log(`sandbox load (${SECONDS} s each, ${CONNECTIONS} connections, autocannon):`)
  console.log(`  get-unread-count:                ${line(load.unreadCount)}`)
  console.log(
    `    before issue 11:               ${LOAD_BEFORE.unreadCount}; aim 5,000 req/s, p99 < 20 ms`,
  )
  console.log(`  password login:                  ${line(load.login)}`)
  console.log(`    before issue 11:               ${LOAD_BEFORE.login}`)
  console.log(
    `  get-unread-count with ${load.unreadCountDuringLogins.loginsPerSecond} logins/s: ${line(load.unreadCountDuringLogins)} (aim p99 < 50 ms)`,
  )
}
