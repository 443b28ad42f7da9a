import type { Browser, CDPSession, Page } from '@playwright/test'

const TAB_COUNT = 20
const SWITCHES = 20

function visiblePanel(page: Page) {
  return page.locator('[role="tabpanel"][data-active="true"]')
}

/** Client-side navigation, as a link click would do (the router listens to popstate). */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

/**
 * Clicks the tab `title` and returns, measured inside the page, the time from the click's
 * pointerdown to the frame in which the panel of `tabKey` is shown with its table (the
 * requestAnimationFrame before that frame paints). Playwright's own round trips are not in it.
 */
async function clickToShown(page: Page, title: string, tabKey: string): Promise<number> {
  // A string, not a function: tsx (esbuild, keepNames) would wrap the inner functions in a
  // helper the page does not have.
  const shown = page.evaluate<number>(`new Promise((resolve) => {
    let clickedAt = 0
    let observer = null
    function check() {
      const panel = document.querySelector(
        '[role="tabpanel"][data-active="true"][data-tab-key=${JSON.stringify(tabKey)}]',
      )
      if (!clickedAt || !panel || !panel.querySelector('table')) return
      observer.disconnect()
      requestAnimationFrame(() => resolve(performance.now() - clickedAt))
    }
    observer = new MutationObserver(check)
    observer.observe(document.body, { subtree: true, childList: true, attributes: true })
    document.addEventListener(
      'pointerdown',
      () => {
        clickedAt = performance.now()
        // The panel may already be shown in the same task (nothing left to observe).
        queueMicrotask(check)
      },
      { capture: true, once: true },
    )
  })`)
  await page.getByRole('tab', { name: title }).click()
  return Math.round(await shown)
}

export async function heapBytes(client: CDPSession): Promise<number> {
  // Collect garbage first so the figure is what is retained, not what awaits collection.
  await client.send('HeapProfiler.collectGarbage')
  const { usedSize } = await client.send('Runtime.getHeapUsage')
  return usedSize
}

export interface TabFigures {
  switchMs: number[]
  heapAfterLogin: number
  heapWith20Tabs: number
  heapAfterClosingAll: number
}

/**
 * Cached tabs: the time from clicking a tab to its page being visible (two cached list tabs, 20
 * switches, measured in the page: see clickToShown), and the JS heap after opening 20 tabs and
 * after closing them all again.
 */
export async function tabFigures(browser: Browser, base: string): Promise<TabFigures> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  const client = await context.newCDPSession(page)
  await page.goto(`${base}/login`)
  await page.getByLabel('用户名').fill('admin')
  await page.locator('input[type="password"]').first().fill('admin123')
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await page.getByRole('navigation', { name: '主菜单' }).waitFor()
  await page.waitForLoadState('networkidle')
  const heapAfterLogin = await heapBytes(client)

  // Two cached screens to switch between, opened in-app (a reload would start a new tab list).
  await navigateInApp(page, '/system/dict')
  await visiblePanel(page).getByRole('table', { name: '字典类型列表' }).waitFor()
  await navigateInApp(page, '/infra/config')
  await visiblePanel(page).getByRole('table').first().waitFor()
  const switchMs: number[] = []
  for (let i = 0; i < SWITCHES; i++) {
    const toDict = i % 2 === 0
    switchMs.push(
      await clickToShown(
        page,
        toDict ? '字典管理' : '配置管理',
        toDict ? '/system/dict' : '/infra/config',
      ),
    )
  }

  // Twenty tabs: dictionary-data pages of twenty types, each a tab of its own, opened in-app.
  for (let id = 1; id <= TAB_COUNT; id++) {
    await navigateInApp(page, `/dict/type/data/${id}`)
    await page.locator(`[role="tab"][data-tab="/dict/type/data/${id}"]`).waitFor()
  }
  await page.waitForLoadState('networkidle')
  const heapWith20Tabs = await heapBytes(client)

  await page.getByRole('tab').first().click({ button: 'right' })
  await page.getByRole('menuitem', { name: '全部关闭' }).click()
  await page.waitForURL(/\/index$/)
  await page.waitForLoadState('networkidle')
  const heapAfterClosingAll = await heapBytes(client)
  await context.close()
  return { switchMs, heapAfterLogin, heapWith20Tabs, heapAfterClosingAll }
}
