import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { buildApp } from '../../host-sandbox/api/src/app'
import { openDatabase } from '../../host-sandbox/api/src/db/database'
import { adminAccessToken, median } from './bench-helpers'
import { startServer } from './server-process'

/**
 * API 访问日志 figures (issue 19), printed and never asserted:
 * - throughput of one cheap authenticated call with the access log on and off (two sandbox
 *   processes, autocannon, runs alternated so drift hits both);
 * - the access log page over 1,000,000 rows: page 1, a deep page and the filters, median of runs.
 */
export interface ApiLogFigures {
  requestsPerSecondOn: number
  requestsPerSecondOff: number
  /** (off - on) / off, in %. */
  loggingCostPercent: number
  rows: number
  bulkInsertMs: number
  /** Label -> median ms of GET /infra/api-access-log/page (count and rows). */
  pageMs: Array<[string, number]>
}

const API = '/prod-api/admin-api'
const LOAD_PATH = `${API}/system/notify-message/get-unread-count`
const SECONDS = Number(process.env.BENCH_API_LOG_SECONDS || 3)
const CONNECTIONS = 10
const ROUNDS = 4
const ROWS = 1_000_000
const RUNS = 7

async function requestsPerSecond(base: string, token: string): Promise<number> {
  const result = await autocannon({
    url: `${base}${LOAD_PATH}`,
    headers: { authorization: `Bearer ${token}` },
    connections: CONNECTIONS,
    duration: SECONDS,
  })
  return result.requests.average
}

/** Two sandboxes, access log on and off, loaded in turns (off, on, off, on). */
async function throughput(dir: string): Promise<[on: number, off: number]> {
  const ports = { on: 48391, off: 48392 }
  const stops: Array<() => void> = []
  try {
    const bases = {} as Record<'on' | 'off', string>
    for (const mode of ['on', 'off'] as const) {
      const base = `http://127.0.0.1:${ports[mode]}`
      stops.push(
        await startServer(
          'host-sandbox/api/src/main.ts',
          {
            SANDBOX_API_PORT: String(ports[mode]),
            SANDBOX_HOST: '127.0.0.1',
            SANDBOX_DB_PATH: join(dir, `throughput-${mode}.db`),
            SANDBOX_SEED: 'small',
            SANDBOX_JOBS: 'off',
            SANDBOX_API_ACCESS_LOG: mode,
          },
          `${base}${API}/system/auth/get-permission-info`,
          `sandbox (access log ${mode})`,
        ),
      )
      bases[mode] = base
    }
    const tokens = {
      on: await adminAccessToken(bases.on),
      off: await adminAccessToken(bases.off),
    }
    const runs = { on: [] as number[], off: [] as number[] }
    for (let round = 0; round < ROUNDS; round++) {
      for (const mode of ['off', 'on'] as const) {
        runs[mode].push(await requestsPerSecond(bases[mode], tokens[mode]))
      }
    }
    return [median(runs.on), median(runs.off)]
  } finally {
    for (const stop of stops) stop()
  }
}

/**
 * ROWS access rows in one statement, indexes dropped first and built after (as a bulk load does):
 * 300 addresses, 50 staff and 50 members, one request every 2 s back from now, 1 in 20 failing.
 */
function bulkInsert(dbPath: string, now: number): Promise<number> {
  return openDatabase(dbPath).then((db) => {
    const started = performance.now()
    const indexes = db
      .prepare(
        "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'api_access_log' AND sql IS NOT NULL",
      )
      .all() as Array<{ name: string; sql: string }>
    db.transaction(() => {
      for (const index of indexes) db.exec(`DROP INDEX ${index.name}`)
      db.prepare(
        `INSERT INTO api_access_log (trace_id, user_id, user_type, application_name,
           request_method, request_url, request_params, user_ip, user_agent, begin_time, end_time,
           duration, result_code, result_msg, create_time)
         WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
         SELECT lower(hex(randomblob(16))), 1 + i % 50, 1 + i % 2, 'museum-sandbox',
           CASE WHEN i % 5 = 0 THEN 'POST' ELSE 'GET' END,
           '/prod-api/admin-api/module' || (i % 30) || '/resource' || (i % 300) || '/page',
           '{"query":{"pageNo":"1","pageSize":"10"},"body":null}', '127.0.0.1',
           'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36',
           ? - (? - i) * 2000, ? - (? - i) * 2000 + i % 100, i % 100,
           CASE WHEN i % 20 = 0 THEN 500 ELSE 0 END,
           CASE WHEN i % 20 = 0 THEN '系统异常' ELSE '' END,
           ? - (? - i) * 2000
         FROM n`,
      ).run(ROWS, now, ROWS, now, ROWS, now, ROWS)
      for (const index of indexes) db.exec(index.sql)
    })()
    db.close()
    return performance.now() - started
  })
}

async function pageFigures(dbPath: string, now: number): Promise<Array<[string, number]>> {
  const app = await buildApp({ dbPath, apiAccessLog: false })
  try {
    const login = await app.inject({
      method: 'POST',
      url: `${API}/system/auth/login`,
      payload: { username: 'admin', password: 'admin123' },
    })
    const token = (login.json() as { data: { accessToken: string } }).data.accessToken
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ')
    const cases: Array<[string, string]> = [
      ['page 1, no filter', 'pageNo=1&pageSize=10'],
      ['deep page (10,000 of 10)', 'pageNo=10000&pageSize=10'],
      ['userId', 'pageNo=1&pageSize=10&userId=7'],
      ['userType + resultCode 500', 'pageNo=1&pageSize=10&userType=1&resultCode=500'],
      ['requestUrl contains', 'pageNo=1&pageSize=10&requestUrl=resource17'],
      ['duration >= 95 ms', 'pageNo=1&pageSize=10&duration=95'],
      [
        'beginTime one day',
        `pageNo=1&pageSize=10&beginTime[0]=${day(now - 3 * 86_400_000)}&beginTime[1]=${day(now - 2 * 86_400_000)}`,
      ],
      ['resultCode 0 (most rows)', 'pageNo=1&pageSize=10&resultCode=0'],
    ]
    const figures: Array<[string, number]> = []
    for (const [label, query] of cases) {
      const times: number[] = []
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now()
        const res = await app.inject({
          url: `${API}/infra/api-access-log/page?${encodeURI(query)}`,
          headers: { authorization: `Bearer ${token}` },
        })
        times.push(performance.now() - started)
        const body = res.json() as { code: number; msg: string }
        if (body.code !== 0) throw new Error(`${label}: ${body.msg}`)
      }
      figures.push([label, median(times)])
    }
    return figures
  } finally {
    await app.close()
  }
}

export async function apiLogFigures(): Promise<ApiLogFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'api-log-bench-'))
  const seedBefore = process.env.SANDBOX_SEED
  process.env.SANDBOX_SEED = 'small'
  try {
    const [on, off] = await throughput(dir)
    const dbPath = join(dir, 'page.db')
    const now = Date.now()
    const bulkInsertMs = await bulkInsert(dbPath, now)
    return {
      requestsPerSecondOn: Math.round(on),
      requestsPerSecondOff: Math.round(off),
      loggingCostPercent: off > 0 ? ((off - on) / off) * 100 : 0,
      rows: ROWS,
      bulkInsertMs,
      pageMs: await pageFigures(dbPath, now),
    }
  } finally {
    if (seedBefore === undefined) delete process.env.SANDBOX_SEED
    else process.env.SANDBOX_SEED = seedBefore
    rmSync(dir, { recursive: true, force: true })
  }
}

export function printApiLogFigures(figures: ApiLogFigures): void {
  console.log(
    `API access log, throughput of get-unread-count (${CONNECTIONS} connections, ${ROUNDS} x ${SECONDS} s each, autocannon):`,
  )
  console.log(
    `  logging on ${figures.requestsPerSecondOn} req/s, off ${figures.requestsPerSecondOff} req/s: ` +
      `logging costs ${figures.loggingCostPercent.toFixed(1)} % (aim at most 10 %)`,
  )
  console.log(
    `API access log page over ${figures.rows.toLocaleString('en')} rows ` +
      `(bulk insert ${(figures.bulkInsertMs / 1000).toFixed(1)} s; median of ${RUNS}, aim < 50 ms):`,
  )
  for (const [label, ms] of figures.pageMs) {
    console.log(`  ${label.padEnd(28)} ${ms.toFixed(1)} ms`)
  }
}
