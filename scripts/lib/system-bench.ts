import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from '@playwright/test'
import Database from 'better-sqlite3'
import { buildApp } from '../../host-sandbox/api/src/app'
import type { DeptSimpleItem } from '../../src/shared/wire/dept'
import type { TreeRun } from './system-bench-page'
import { bundleBenchPage } from './bench-page-bundle'
import { dateTimeText, median, pad } from './bench-helpers'

/**
 * System administration's figures (issue 16): the user page (/system/user/page) over 10,000 users
 * in a 200-node department tree, on a sandbox of its own (temporary database, real HTTP on
 * 127.0.0.1), and the render time of the user page's department tree with those 200 departments
 * in Chromium. Times are medians and reported, never asserted.
 */
export interface SystemFigures {
  page: { users: number; depts: number; runs: number; medianMs: Record<string, number> }
  tree: {
    depts: number
    items: number
    renderMs: number[]
    commitMs: number[]
    longestTaskMs: number[]
    filterMs: number[]
    filterItems: number
  }
}

const API = '/prod-api/admin-api'
const DEPTS = 200
const USERS = 10_000
/** Children per department while the tree is filled breadth first: about four levels deep. */
const CHILDREN = 4
const PAGE_RUNS = 25
const TREE_RUNS = 7
/** Typed into the tree's filter: a part of the generated names, so nearly every department matches. */
const FILTER_TEXT = '部门'
const DAY_MS = 86_400_000
const PAGE_ENTRY = fileURLToPath(new URL('./system-bench-page.ts', import.meta.url))

/**
 * The seeded departments, then new ones breadth first (each parent gets CHILDREN) until there are
 * DEPTS in all; written straight into the database. Answers every department, parents first.
 */
function growDeptTree(db: Database.Database, now: number): DeptSimpleItem[] {
  const depts = db
    .prepare('SELECT id, name, parent_id AS parentId FROM system_dept ORDER BY id')
    .all() as DeptSimpleItem[]
  const insert = db.prepare(
    'INSERT INTO system_dept (name, parent_id, sort, status, create_time) VALUES (?, ?, ?, 0, ?)',
  )
  const parents = depts.filter((d) => d.parentId !== 0).map((d) => d.id)
  let n = 0
  while (depts.length < DEPTS) {
    const parentId = parents[Math.floor(n / CHILDREN)]
    const name = `部门${pad(depts.length + 1, 3)}`
    const id = Number(insert.run(name, parentId, n % CHILDREN, now).lastInsertRowid)
    depts.push({ id, name, parentId })
    parents.push(id)
    n += 1
  }
  return depts
}

/** USERS users, spread over every department and the last year, sharing admin's password hash. */
function addUsers(db: Database.Database, depts: DeptSimpleItem[], now: number): void {
  const { password } = db
    .prepare("SELECT password FROM system_users WHERE username = 'admin'")
    .get() as {
    password: string
  }
  const insert = db.prepare(
    `INSERT INTO system_users (username, password, nickname, dept_id, email, mobile, sex, status,
       create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  for (let n = 0; n < USERS; n++) {
    const username = `bench${pad(n, 5)}`
    const created = now - (n % 365) * DAY_MS - n * 1000
    insert.run(
      username,
      password,
      `压测用户${n}`,
      depts[n % depts.length].id,
      `${username}@museum.example.org`,
      `171${pad(n, 8)}`,
      1 + (n % 2),
      n % 17 === 0 ? 1 : 0,
      created,
      created,
    )
  }
}

/** A department about halfway down the tree with departments below it (the filter's subtree case). */
function midDept(depts: DeptSimpleItem[]): DeptSimpleItem {
  const hasChildren = new Set(depts.map((d) => d.parentId))
  const candidates = depts.filter(
    (d) => d.parentId !== 0 && d.parentId !== 1 && hasChildren.has(d.id),
  )
  return candidates[0] ?? depts[1]
}

async function pageFigures(base: string, depts: DeptSimpleItem[], now: number) {
  const login = (await (
    await fetch(`${base}${API}/system/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'tenant-id': '1' },
      body: JSON.stringify({ username: 'admin', password: 'admin123' }),
    })
  ).json()) as { code: number; msg: string; data: { accessToken: string } }
  if (login.code !== 0) throw new Error(`system bench login: ${login.msg}`)
  const token = login.data.accessToken
  const mid = midDept(depts)
  const range = (daysAgo: number, days: number) =>
    `createTime[0]=${encodeURIComponent(dateTimeText(now - daysAgo * DAY_MS))}&createTime[1]=${encodeURIComponent(dateTimeText(now - (daysAgo - days) * DAY_MS))}`
  const queries: Record<string, string> = {
    'page 1': 'pageNo=1&pageSize=10',
    'deep page (500 of 20)': 'pageNo=500&pageSize=20',
    'deptId root (200 depts)': 'pageNo=1&pageSize=10&deptId=1',
    [`deptId ${mid.name} (subtree)`]: `pageNo=1&pageSize=10&deptId=${mid.id}`,
    'deptId subtree, deep page': `pageNo=20&pageSize=20&deptId=${mid.id}`,
    'username like': 'pageNo=1&pageSize=10&username=bench012',
    'mobile like': 'pageNo=1&pageSize=10&mobile=1710000',
    'status + 30-day createTime': `pageNo=1&pageSize=10&status=0&${range(120, 30)}`,
  }
  const medianMs: Record<string, number> = {}
  for (const [name, query] of Object.entries(queries)) {
    const times: number[] = []
    for (let run = 0; run < PAGE_RUNS + 2; run++) {
      const started = performance.now()
      const response = await fetch(`${base}${API}/system/user/page?${query}`, {
        headers: { authorization: `Bearer ${token}`, 'tenant-id': '1' },
      })
      const answer = (await response.json()) as {
        code: number
        msg: string
        data: { total: number }
      }
      const ms = performance.now() - started
      if (answer.code !== 0) throw new Error(`system bench page ${name}: ${answer.msg}`)
      // The first two runs warm SQLite's page cache and the JIT.
      if (run >= 2) times.push(ms)
    }
    medianMs[`${name} [${(await totalOf(base, token, query)).toLocaleString('en')}]`] =
      Math.round(median(times) * 10) / 10
  }
  return medianMs
}

async function totalOf(base: string, token: string, query: string): Promise<number> {
  const response = await fetch(`${base}${API}/system/user/page?${query}`, {
    headers: { authorization: `Bearer ${token}`, 'tenant-id': '1' },
  })
  return ((await response.json()) as { data: { total: number } }).data.total
}

/** The bench page: the real tree component with React and MUI, built as one classic script. */
function bundlePage(): Promise<string> {
  return bundleBenchPage(PAGE_ENTRY, 'systemBenchPage')
}

async function treeFigures(
  browser: Browser,
  depts: DeptSimpleItem[],
): Promise<SystemFigures['tree']> {
  const script = await bundlePage()
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  try {
    const page = await context.newPage()
    const pageErrors: string[] = []
    page.on('pageerror', (error) => pageErrors.push(error.message))
    await page.setContent(
      '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>',
    )
    await page.addScriptTag({ content: script })
    if (pageErrors.length) throw new Error(`system bench page: ${pageErrors.join('; ')}`)
    const runs: TreeRun[] = []
    for (let run = 0; run < TREE_RUNS; run++) {
      // In-page code is text: tsx wraps compiled functions in helpers the page does not have.
      runs.push(
        (await page.evaluate(
          `window.treeBench(${JSON.stringify(depts)}, ${JSON.stringify(FILTER_TEXT)})`,
        )) as TreeRun,
      )
    }
    return {
      depts: depts.length,
      items: runs[runs.length - 1]?.items ?? 0,
      renderMs: runs.map((r) => Math.round(r.renderMs)),
      commitMs: runs.map((r) => Math.round(r.commitMs)),
      longestTaskMs: runs.map((r) => Math.round(r.longestTaskMs)),
      filterMs: runs.map((r) => Math.round(r.filterMs)),
      filterItems: runs[runs.length - 1]?.filterItems ?? 0,
    }
  } finally {
    await context.close()
  }
}

export async function systemFigures(browser: Browser): Promise<SystemFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'system-bench-'))
  const dbPath = join(dir, 'sandbox.db')
  const app = await buildApp({ dbPath })
  try {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    const now = Date.now()
    const db = new Database(dbPath)
    db.pragma('busy_timeout = 5000')
    const depts = db.transaction(() => {
      const grown = growDeptTree(db, now)
      addUsers(db, grown, now)
      return grown
    })()
    db.close()
    const medianMs = await pageFigures(`http://127.0.0.1:${port}`, depts, now)
    const tree = await treeFigures(browser, depts)
    return { page: { users: USERS, depts: depts.length, runs: PAGE_RUNS, medianMs }, tree }
  } finally {
    await app.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

export function printSystemFigures(figures: SystemFigures): void {
  const { page, tree } = figures
  console.log(
    `system user page over ${page.users.toLocaleString('en')} users in ${page.depts} departments (median of ${page.runs}, aim < 30 ms; [total]): ` +
      Object.entries(page.medianMs)
        .map(([name, ms]) => `${name} ${ms} ms`)
        .join(', '),
  )
  const runs = (values: number[]) =>
    `median ${median(values)} ms of ${values.length} [${values.map((v) => `${v} ms`).join(', ')}]`
  console.log(
    `system department tree, ${tree.depts} departments (${tree.items} items shown), aim < 100 ms (machine load average ${loadavg()[0].toFixed(1)}):`,
  )
  console.log(`  render -> painted:                ${runs(tree.renderMs)}`)
  console.log(`    of it React render + commit:    ${runs(tree.commitMs)}`)
  console.log(`    longest main-thread task:       ${runs(tree.longestTaskMs)}`)
  console.log(
    `  filter '${FILTER_TEXT}' -> ${tree.filterItems} items open and painted: ${runs(tree.filterMs)}`,
  )
}
