import { expect, type Locator, type Page, type Request } from '@playwright/test'
import { ADMIN } from './console'
import { E2E_BASE_URL, E2E_PORTAL_URL } from './origins'

export { E2E_BASE_URL, E2E_PORTAL_URL }

/** The qiankun host portal's own login (its session, not the console's). */
export async function portalLogin(page: Page, user = ADMIN, path = '/') {
  await page.goto(`${E2E_PORTAL_URL}${path}`)
  const form = page.getByRole('form', { name: '门户登录' })
  await form.getByLabel('用户名').fill(user.username)
  await form.getByLabel('密码', { exact: true }).fill(user.password)
  await form.getByRole('button', { name: '登录', exact: true }).click()
  await expect(form).toBeHidden()
}

/** The element the portal mounts the console into. */
export function consoleContainer(page: Page): Locator {
  return page.locator('#museum-console-container')
}

/** The console's user menu: the layout is up and the user is signed in. */
export function consoleUserMenu(page: Page): Locator {
  return consoleContainer(page).getByRole('button', { name: '用户菜单' })
}

export async function openIntegratorPanel(page: Page): Promise<Locator> {
  const panel = page.getByRole('complementary', { name: '集成调试' })
  if (!(await panel.isVisible())) {
    await page.getByRole('button', { name: '集成调试' }).click()
  }
  await expect(panel).toBeVisible()
  return panel
}

export async function pushRoute(page: Page, path: string) {
  const panel = await openIntegratorPanel(page)
  await panel.getByLabel('控制台路径').fill(path)
  await panel.getByRole('button', { name: '推送路由' }).click()
}

export function consoleStatus(page: Page): Locator {
  return page.getByLabel('控制台状态')
}

export function listenerCount(page: Page): Locator {
  return page.getByLabel('控制台监听器数')
}

/** Counts the console's SSO exchanges (POST /system/sso/login) a page makes. */
export function countSsoExchanges(page: Page): { count: () => number } {
  let count = 0
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().endsWith('/admin-api/system/sso/login')) {
      count += 1
    }
  })
  return { count: () => count }
}

/**
 * Watches, from the first script of the page, whether the console's own login form ever shows:
 * embedded behind a host that signs its user in, it never may.
 */
export async function watchForConsoleLoginForm(page: Page) {
  await page.addInitScript(() => {
    const flag = '__consoleLoginFormSeen'
    const check = () => {
      if (document.querySelector('form[aria-label="账号密码登录"]')) {
        ;(window as unknown as Record<string, boolean>)[flag] = true
      }
    }
    new MutationObserver(check).observe(document, { childList: true, subtree: true })
  })
  return {
    seen: () =>
      page.evaluate(() =>
        Boolean((window as unknown as Record<string, boolean>)['__consoleLoginFormSeen']),
      ),
  }
}

/** What the console leaves in the host's document: must be nothing once it is unmounted. */
export function consoleTraces(page: Page) {
  return page.evaluate((consoleOrigin) => {
    const head = Array.from(document.head.querySelectorAll('style, link')).filter((element) => {
      const key = element.getAttribute('data-emotion') ?? ''
      const href = element.getAttribute('href') ?? ''
      return key.startsWith('museum') || href.startsWith(consoleOrigin)
    })
    const body = document.body.querySelectorAll(
      '.museum-console-root, [class*="museum-"], .MuiDialog-root, .MuiPopover-root, .MuiSnackbar-root',
    )
    return {
      head: head.map((element) => element.outerHTML.slice(0, 120)),
      body: Array.from(body).map((element) => element.outerHTML.slice(0, 120)),
    }
  }, E2E_BASE_URL)
}
