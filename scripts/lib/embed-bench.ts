import type { Browser, CDPSession, Page } from '@playwright/test'
import { startServer } from './server-process'
import { heapBytes } from './tab-bench'

export interface EmbedFigures {
  /** Portal nav click -> console dashboard visible, SSO exchange included (cold storage). */
  portalToDashboardMs: number[]
  heapAfterFirstMount: number
  heapAfter20Cycles: number
  /** The same two moments from heap snapshots, without V8's compiled code (see heapParts). */
  objectsAfterFirstMount: number
  objectsAfter20Cycles: number
}

interface HeapSnapshotJson {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }
  nodes: number[]
}

/**
 * A heap snapshot's size in two parts: V8's compiled code (bytecode, machine code, feedback: it
 * grows while the JIT optimises the functions a mount cycle runs, and V8 flushes it on its own)
 * and everything else, which is what a mount could leak.
 */
async function heapParts(client: CDPSession): Promise<{ code: number; objects: number }> {
  await client.send('HeapProfiler.collectGarbage')
  const chunks: string[] = []
  const collect = ({ chunk }: { chunk: string }) => chunks.push(chunk)
  client.on('HeapProfiler.addHeapSnapshotChunk', collect)
  await client.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  client.off('HeapProfiler.addHeapSnapshotChunk', collect)
  const snapshot = JSON.parse(chunks.join('')) as HeapSnapshotJson
  const fields = snapshot.snapshot.meta.node_fields
  const typeAt = fields.indexOf('type')
  const sizeAt = fields.indexOf('self_size')
  const codeType = snapshot.snapshot.meta.node_types[0].indexOf('code')
  let code = 0
  let objects = 0
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    if (snapshot.nodes[i + typeAt] === codeType) code += snapshot.nodes[i + sizeAt]
    else objects += snapshot.nodes[i + sizeAt]
  }
  return { code, objects }
}

/** The qiankun host portal on its own origin, pointed at the console's server. */
export function startPortal(port: number, consoleOrigin: string): Promise<() => void> {
  return startServer(
    'host-sandbox/portal/server/main.ts',
    { PORTAL_PORT: String(port), CONSOLE_ORIGIN: consoleOrigin },
    `http://127.0.0.1:${port}/portal-config.json`,
    'portal server',
  )
}

async function portalLogin(page: Page, portal: string) {
  await page.goto(portal)
  const form = page.getByRole('form', { name: '门户登录' })
  await form.getByLabel('用户名').fill('admin')
  await form.getByLabel('密码', { exact: true }).fill('admin123')
  await form.getByRole('button', { name: '登录', exact: true }).click()
  await form.waitFor({ state: 'hidden' })
}

async function dashboardVisible(page: Page) {
  const container = page.locator('#museum-console-container')
  await container.getByRole('button', { name: '用户菜单' }).waitFor({ state: 'visible' })
  await container.getByText('未读消息', { exact: true }).first().waitFor({ state: 'visible' })
}

async function panelButton(page: Page, name: string) {
  const panel = page.getByRole('complementary', { name: '集成调试' })
  if (!(await panel.isVisible())) await page.getByRole('button', { name: '集成调试' }).click()
  return panel.getByRole('button', { name })
}

/**
 * The embedding figures of issue 4: the time from the portal's navigation to the console's
 * dashboard (a fresh browser context each run, so the SSO exchange is always part of it), and the
 * JS heap after 20 unmount / mount cycles compared with after the first mount.
 */
export async function embedFigures(browser: Browser, portal: string, runs: number) {
  const portalToDashboardMs: number[] = []
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await portalLogin(page, portal)
    const t0 = Date.now()
    await page
      .getByRole('navigation', { name: '门户导航' })
      .getByRole('link', { name: '票务预约管理系统' })
      .click()
    await dashboardVisible(page)
    portalToDashboardMs.push(Date.now() - t0)
    await context.close()
  }

  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  const client = await context.newCDPSession(page)
  await portalLogin(page, portal)
  await page.goto(`${portal}/museum/index`)
  await dashboardVisible(page)
  // The panel open and the portal's bridge log empty at both readings: only the console differs.
  await (await panelButton(page, '清空日志')).click()
  const heapAfterFirstMount = await heapBytes(client)
  const first = await heapParts(client)
  for (let cycle = 0; cycle < 20; cycle++) {
    await (await panelButton(page, '卸载控制台')).click()
    await page.getByLabel('控制台状态').getByText('未挂载').waitFor()
    await (await panelButton(page, '挂载控制台')).click()
    await dashboardVisible(page)
  }
  await (await panelButton(page, '清空日志')).click()
  const heapAfter20Cycles = await heapBytes(client)
  const last = await heapParts(client)
  await context.close()
  return {
    portalToDashboardMs,
    heapAfterFirstMount,
    heapAfter20Cycles,
    objectsAfterFirstMount: first.objects,
    objectsAfter20Cycles: last.objects,
  } satisfies EmbedFigures
}
