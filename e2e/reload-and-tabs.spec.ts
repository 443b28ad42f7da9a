import { expect, test, type Page, type Request, type Route } from '@playwright/test'
import { loginAs, mainMenu } from './support/console'
import { activePanel, expectActiveTab, openFromSidebar, tabOf } from './support/shell'

/** Every JavaScript file of the console: held, the page shows only what index.html has. */
const CONSOLE_SCRIPTS = '**/assets/**/*.js'
const PERMISSION_INFO = '**/system/auth/get-permission-info'
const BOOTSTRAP_CALLS = [
  '/system/dict-data/list-all-simple',
  '/system/auth/get-permission-info',
  '/system/auth/list-menus',
]

function skeleton(page: Page) {
  return page.getByRole('progressbar', { name: '正在加载控制台' })
}

/** Requests matching `pattern` wait until `release()`; later ones go through at once. */
async function hold(page: Page, pattern: string) {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let isReleased = false
  let held = 0
  // The route stays for the rest of the test (removing it while requests wait in it would hand
  // them on without us): once released, it lets everything through.
  await page.route(pattern, async (route: Route) => {
    if (!isReleased) {
      held += 1
      await released
    }
    await route.continue()
  })
  return {
    held: () => held,
    release: () => {
      isReleased = true
      release()
    },
  }
}

test.describe('a signed-in reload', () => {
  test('shows the layout skeleton from the first paint until the session is loaded, then the page', async ({
    page,
  }) => {
    await loginAs(page)
    await expect(page).toHaveURL(/\/index$/)

    const bootstrapCalls: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (BOOTSTRAP_CALLS.some((call) => path.endsWith(call))) bootstrapCalls.push(path)
    })

    // No script has run: what shows is index.html's own skeleton.
    const scripts = await hold(page, CONSOLE_SCRIPTS)
    await page.reload({ waitUntil: 'commit' })
    await expect(skeleton(page)).toBeVisible()
    await expect(page.locator('[data-static-skeleton]')).toBeVisible()
    await expect.poll(scripts.held).toBeGreaterThan(0)
    await expect(mainMenu(page)).toHaveCount(0)

    // The scripts run; the session's calls are held: React's skeleton, in place of the static one.
    const permissionInfo = await hold(page, PERMISSION_INFO)
    scripts.release()
    await expect.poll(permissionInfo.held).toBe(1)
    await expect(skeleton(page)).toHaveCount(1)
    await expect(skeleton(page)).toBeVisible()
    await expect(page.locator('[data-static-skeleton]')).toHaveCount(0)
    await expect(mainMenu(page)).toHaveCount(0)

    permissionInfo.release()
    await expect(mainMenu(page)).toBeVisible()
    await expect(skeleton(page)).toHaveCount(0)
    // Each of the session's calls went out once (the mount's, used by the session guard).
    expect(bootstrapCalls.map((path) => path.split('/').pop()).sort()).toEqual([
      'get-permission-info',
      'list-all-simple',
      'list-menus',
    ])
  })

  test('without a session the login page shows, never the skeleton', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('form', { name: '账号密码登录' })).toBeVisible()

    const scripts = await hold(page, CONSOLE_SCRIPTS)
    await page.goto('/index', { waitUntil: 'commit' })
    await expect.poll(scripts.held).toBeGreaterThan(0)
    // index.html is parsed (its root is in the page) and shows no skeleton.
    await expect(page.locator('#root')).toBeAttached()
    await expect(skeleton(page)).toHaveCount(0)

    scripts.release()
    await expect(page.getByRole('form', { name: '账号密码登录' })).toBeVisible()
    await expect(skeleton(page)).toHaveCount(0)
  })
})

test.describe('cached tabs', () => {
  test('switching back to a cached list tab sends no admin-api request', async ({ page }) => {
    await loginAs(page)
    await openFromSidebar(page, '系统管理', '字典管理')
    await expect(activePanel(page).getByRole('table', { name: '字典类型列表' })).toBeVisible()
    await openFromSidebar(page, '基础设施', '配置管理')
    await expect(activePanel(page).getByRole('table')).toBeVisible()

    const sent: string[] = []
    const record = (request: Request) => {
      if (request.url().includes('/admin-api/')) sent.push(request.url())
    }
    page.on('request', record)
    await tabOf(page, '字典管理').click()
    await expectActiveTab(page, '字典管理')
    await expect(
      activePanel(page).getByRole('table', { name: '字典类型列表' }).getByRole('row').nth(1),
    ).toBeVisible()
    // The page's effects ran when it was shown; a request they started is on its way by the
    // next frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
    page.off('request', record)
    expect(sent).toEqual([])

    // The list's own 刷新 does ask.
    const refreshed = page.waitForRequest('**/system/dict-type/page**')
    await activePanel(page).getByRole('button', { name: '刷新' }).click()
    await refreshed
  })
})
