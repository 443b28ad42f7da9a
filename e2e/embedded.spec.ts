import { expect, test, type Locator, type Page } from '@playwright/test'
import { STAFF, screenshot } from './support/console'
import { activePanel, tabOf } from './support/shell'
import {
  E2E_BASE_URL,
  E2E_PORTAL_URL,
  consoleContainer,
  consoleStatus,
  consoleTraces,
  consoleUserMenu,
  countSsoExchanges,
  listenerCount,
  openIntegratorPanel,
  portalLogin,
  pushRoute,
  watchForConsoleLoginForm,
} from './support/portal'

/** Signs in to the portal and opens the console through the portal's own navigation. */
async function openConsoleFromPortal(page: Page) {
  await portalLogin(page)
  await page
    .getByRole('navigation', { name: '门户导航' })
    .getByRole('link', { name: '票务预约管理系统' })
    .click()
  await expect(consoleUserMenu(page)).toBeVisible()
}

test.describe('the console inside the qiankun host portal (two origins)', () => {
  test('SSO hand-off lands on the dashboard without the console login page; tokens stay out of URLs and logs', async ({
    page,
  }) => {
    const consoleOutput: string[] = []
    const urls: string[] = []
    const ssoTokens: string[] = []
    page.on('console', (message) => consoleOutput.push(message.text()))
    page.on('framenavigated', (frame) => urls.push(frame.url()))
    page.on('request', (request) => urls.push(request.url()))
    page.on('response', async (response) => {
      if (!response.url().endsWith('/sandbox/sso/issue')) return
      const body = (await response.json()) as { data?: { ssoToken?: string } }
      if (body.data?.ssoToken) ssoTokens.push(body.data.ssoToken)
    })
    const loginForm = await watchForConsoleLoginForm(page)
    const exchanges = countSsoExchanges(page)

    await portalLogin(page)
    // From the portal's navigation on, everything loaded is the console's: its files and its API
    // calls all go to the console's own origin, none to the portal's.
    const consoleRequests: string[] = []
    page.on('request', (request) => consoleRequests.push(request.url()))
    await page
      .getByRole('navigation', { name: '门户导航' })
      .getByRole('link', { name: '票务预约管理系统' })
      .click()
    await expect(consoleUserMenu(page)).toBeVisible()
    await expect(page).toHaveURL(`${E2E_PORTAL_URL}/museum/index`)
    await expect(activePanel(page).getByText('未读消息', { exact: true })).toBeVisible()
    expect(await loginForm.seen()).toBe(false)
    expect(exchanges.count()).toBe(1)
    expect(consoleRequests.some((url) => url.includes('/assets/'))).toBe(true)
    expect(consoleRequests.some((url) => url.includes('/admin-api/'))).toBe(true)
    const portalOwn = `${E2E_PORTAL_URL}/portal-icon.svg` // the portal header's own image
    const elsewhere = consoleRequests.filter(
      (url) => !url.startsWith(`${E2E_BASE_URL}/`) && !url.startsWith('data:') && url !== portalOwn,
    )
    expect(elsewhere).toEqual([])
    await screenshot(page, 'embedded-dashboard')

    const accessToken = await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))
    const refreshToken = await page.evaluate(() => localStorage.getItem('REFRESH_TOKEN'))
    expect(accessToken).toBeTruthy()
    expect(ssoTokens).toHaveLength(1)
    for (const secret of [...ssoTokens, accessToken!, refreshToken!]) {
      for (const url of urls) expect(url).not.toContain(secret)
      for (const line of consoleOutput) expect(line).not.toContain(secret)
    }
  })

  test('a host route push, browser back and forward, and a deep-link reload inside the portal', async ({
    page,
  }) => {
    await openConsoleFromPortal(page)
    await pushRoute(page, '/system/dict')
    await expect(page).toHaveURL(`${E2E_PORTAL_URL}/museum/system/dict`)
    await expect(tabOf(page, '字典管理')).toBeVisible()
    await expect(activePanel(page).getByRole('table', { name: '字典类型列表' })).toBeVisible()
    await expect(page.getByRole('log', { name: '桥接日志' })).toContainText('navigate')
    await screenshot(page, 'embedded-route-push')

    await page.goBack()
    await expect(page).toHaveURL(`${E2E_PORTAL_URL}/museum/index`)
    await expect(activePanel(page).getByText('未读消息', { exact: true })).toBeVisible()
    await page.goForward()
    await expect(page).toHaveURL(`${E2E_PORTAL_URL}/museum/system/dict`)
    await expect(activePanel(page).getByRole('table', { name: '字典类型列表' })).toBeVisible()

    const exchanges = countSsoExchanges(page)
    const loginForm = await watchForConsoleLoginForm(page)
    await page.reload()
    await expect(consoleUserMenu(page)).toBeVisible()
    await expect(page).toHaveURL(`${E2E_PORTAL_URL}/museum/system/dict`)
    await expect(activePanel(page).getByRole('table', { name: '字典类型列表' })).toBeVisible()
    // Every mount signs in afresh through the portal (its user may have changed meanwhile).
    expect(exchanges.count()).toBe(1)
    expect(await loginForm.seen()).toBe(false)

    // Back to the portal's own page: the console unmounts and leaves nothing behind.
    await page
      .getByRole('navigation', { name: '门户导航' })
      .getByRole('link', { name: '门户首页' })
      .click()
    await expect(page).toHaveURL(`${E2E_PORTAL_URL}/`)
    await expect(consoleUserMenu(page)).toHaveCount(0)
  })

  test("menus, pop-overs and dialogs render inside the container, below the host's own overlays", async ({
    page,
  }) => {
    await openConsoleFromPortal(page)
    await pushRoute(page, '/system/dict')
    await page.getByRole('button', { name: '集成调试' }).click()
    await expect(activePanel(page).getByRole('table', { name: '字典类型列表' })).toBeVisible()

    await tabOf(page, '字典管理').click({ button: 'right' })
    await expect(consoleContainer(page).getByRole('menu', { name: '标签页操作' })).toBeVisible()
    await page.keyboard.press('Escape')
    await consoleContainer(page)
      .getByRole('button', { name: /^站内信(（有未读）)?$/ })
      .click()
    const popover = consoleContainer(page).getByRole('dialog', { name: '站内信' })
    await expect(popover).toBeVisible()
    await expect.poll(async () => (await popover.boundingBox())?.width).toBe(600) // grown in
    await screenshot(page, 'embedded-notify-popover')
    await page.keyboard.press('Escape')

    await activePanel(page).getByRole('button', { name: '新增' }).click()
    await expect(consoleContainer(page).getByRole('dialog', { name: '添加字典类型' })).toBeVisible()
    // The dialog's backdrop stays under the portal's header: the header is what a click there hits.
    const hit = (x: number, y: number) =>
      page.evaluate(
        ([px, py]) => {
          const element = document.elementFromPoint(px, py)
          return (
            element?.closest('.portal-header, .portal-account__menu')?.className ??
            element?.className
          )
        },
        [x, y] as const,
      )
    expect(await hit(720, 20)).toContain('portal-header')
    await page.getByRole('button', { name: '纪念馆管理员' }).click()
    const accountMenu = page.getByRole('dialog', { name: '门户账号' })
    await expect(accountMenu).toBeVisible()
    const box = (await accountMenu.boundingBox())!
    expect(await hit(box.x + box.width / 2, box.y + box.height / 2)).toContain(
      'portal-account__menu',
    )
    await screenshot(page, 'embedded-host-overlay-above-dialog')
    const htmlStyle = await page.evaluate(() => document.documentElement.getAttribute('style'))
    expect(htmlStyle).toBeNull()
  })

  test("the settings drawer and toasts sit inside the console's area, clear of the portal's header", async ({
    page,
  }) => {
    await openConsoleFromPortal(page)
    const area = (await consoleContainer(page).boundingBox())!
    const header = (await page.locator('.portal-header').boundingBox())!
    expect(area.y).toBeGreaterThanOrEqual(header.y + header.height)
    /** What a click at the middle of `locator` would hit. */
    const hitsItself = (locator: Locator) =>
      locator.evaluate((element) => {
        const box = element.getBoundingClientRect()
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
        return hit !== null && element.contains(hit)
      })

    await consoleUserMenu(page).click()
    await consoleContainer(page).getByRole('menuitem', { name: '布局设置' }).click()
    const drawer = consoleContainer(page).getByRole('dialog', { name: '布局设置' })
    await expect(drawer).toBeVisible()
    const title = drawer.getByRole('heading', { name: '布局设置' })
    const close = drawer.getByRole('button', { name: '关闭' })
    for (const part of [drawer, title, close]) {
      const box = (await part.boundingBox())!
      expect(box.y).toBeGreaterThanOrEqual(area.y)
      expect(box.y + box.height).toBeLessThanOrEqual(area.y + area.height + 1)
    }
    expect(await hitsItself(title)).toBe(true)
    expect(await hitsItself(close)).toBe(true)

    await drawer.getByRole('button', { name: '保存配置' }).click()
    const saved = consoleContainer(page).getByRole('status').filter({ hasText: '保存成功' })
    await expect(saved).toBeVisible()
    expect((await saved.boundingBox())!.y).toBeGreaterThanOrEqual(area.y)
    expect(await hitsItself(saved)).toBe(true)
    await screenshot(page, 'embedded-settings-drawer')

    // The close button is the console's, not the portal's 退出门户 behind it.
    await close.click()
    await expect(drawer).toBeHidden()
    await expect(consoleUserMenu(page)).toBeVisible()
  })

  test('a host logout drops the console session and revokes its tokens', async ({
    page,
    request,
  }) => {
    await openConsoleFromPortal(page)
    const accessToken = await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))
    const panel = await openIntegratorPanel(page)
    await panel.getByRole('button', { name: '通知登出' }).click()
    await expect(
      consoleContainer(page).getByText('门户已退出登录，请在门户重新登录后再使用本系统。'),
    ).toBeVisible()
    await expect(consoleUserMenu(page)).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeNull()
    const probe = await request.get(
      `${E2E_BASE_URL}/prod-api/admin-api/system/auth/get-permission-info`,
      { headers: { Authorization: `Bearer ${accessToken}`, 'tenant-id': '1' } },
    )
    expect(((await probe.json()) as { code: number }).code).toBe(401)
    await screenshot(page, 'embedded-host-logout')

    // The portal is still signed in: 重新登录 asks it for a fresh token.
    await consoleContainer(page).getByRole('button', { name: '重新登录' }).click()
    await expect(consoleUserMenu(page)).toBeVisible()

    // 退出门户: the portal's own logout ends both sessions.
    await page.getByRole('button', { name: '退出门户' }).click()
    await expect(page.getByRole('form', { name: '门户登录' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeNull()
  })

  test('the next portal user gets their own console session, never the previous one', async ({
    page,
  }) => {
    await openConsoleFromPortal(page)
    await expect(consoleUserMenu(page)).toContainText('纪念馆管理员')
    // The admin leaves the console for the portal's home page, then logs out of the portal there.
    await page
      .getByRole('navigation', { name: '门户导航' })
      .getByRole('link', { name: '门户首页' })
      .click()
    await page.getByRole('button', { name: '退出门户' }).click()
    await portalLogin(page, STAFF)
    const seen: string[] = []
    await page.exposeFunction('__recordUser', (name: string) => seen.push(name))
    await page.evaluate(() => {
      new MutationObserver(() => {
        const button = document.querySelector('#museum-console-container [aria-label="用户菜单"]')
        if (button?.textContent)
          (window as unknown as { __recordUser: (n: string) => void }).__recordUser(
            button.textContent,
          )
      }).observe(document.body, { childList: true, subtree: true, characterData: true })
    })
    await page
      .getByRole('navigation', { name: '门户导航' })
      .getByRole('link', { name: '票务预约管理系统' })
      .click()
    await expect(consoleUserMenu(page)).toContainText('票务专员')
    expect(seen.some((name) => name.includes('纪念馆管理员'))).toBe(false)
  })

  test('an invalid SSO token shows a clear message, never loops, and 重新认证 recovers', async ({
    page,
  }) => {
    const exchanges = countSsoExchanges(page)
    await page.route('**/sandbox/sso/issue', (route) =>
      route.fulfill({
        json: {
          code: 0,
          data: { ssoToken: 'forged-or-expired-token', expiresInSeconds: 60 },
          msg: '',
        },
      }),
    )
    await portalLogin(page)
    await page.goto(`${E2E_PORTAL_URL}/museum/system/dict`)
    const handoff = consoleContainer(page).getByRole('region', { name: '门户单点登录' })
    await expect(handoff.getByText('单点登录失败：SSO 令牌无效或已过期')).toBeVisible()
    await expect(page.getByText(/控制台需要重新认证/)).toBeVisible()
    // The message means the hand-off is in its failed state, from which nothing exchanges on its
    // own (the slice's tests cover that no timer or re-render starts another exchange).
    expect(exchanges.count()).toBe(1)
    await screenshot(page, 'embedded-sso-refused')

    await page.unroute('**/sandbox/sso/issue')
    await handoff.getByRole('button', { name: '重新认证' }).click()
    await expect(activePanel(page).getByRole('table', { name: '字典类型列表' })).toBeVisible()
    await expect(page).toHaveURL(`${E2E_PORTAL_URL}/museum/system/dict`)
    expect(exchanges.count()).toBe(2)
  })

  test('five unmount / mount cycles: same styles, working dialogs, nothing left behind', async ({
    page,
  }) => {
    await openConsoleFromPortal(page)
    const panel = await openIntegratorPanel(page)
    const navbarStyle = () =>
      consoleUserMenu(page).evaluate((button) => {
        const header = button.closest('header') ?? button.parentElement!
        const style = getComputedStyle(header)
        return { background: style.backgroundColor, height: style.height }
      })
    const firstStyle = await navbarStyle()
    const bodyStyle = await page.evaluate(() => {
      const style = getComputedStyle(document.body)
      return { margin: style.margin, background: style.backgroundColor, font: style.fontFamily }
    })

    for (let cycle = 1; cycle <= 5; cycle++) {
      await panel.getByRole('button', { name: '卸载控制台' }).click()
      await expect(consoleStatus(page)).toHaveText('未挂载')
      await expect(listenerCount(page)).toHaveText('0')
      expect(await consoleTraces(page)).toEqual({ head: [], body: [] })

      await panel.getByRole('button', { name: '挂载控制台' }).click()
      await expect(consoleStatus(page)).toHaveText('已挂载')
      await expect(consoleUserMenu(page)).toBeVisible()
      await expect(listenerCount(page)).toHaveText('1')
      expect(await navbarStyle()).toEqual(firstStyle)

      await pushRoute(page, '/system/dict')
      await activePanel(page).getByRole('button', { name: '新增' }).click()
      const dialog = page.getByRole('dialog', { name: '添加字典类型' })
      await expect(dialog).toBeVisible()
      // The dialog renders inside the console's container and is styled (a white, raised paper).
      expect(
        await consoleContainer(page).getByRole('dialog', { name: '添加字典类型' }).count(),
      ).toBe(1)
      const paper = await dialog.evaluate((element) => {
        const style = getComputedStyle(element)
        return { background: style.backgroundColor, shadow: style.boxShadow !== 'none' }
      })
      expect(paper).toEqual({ background: 'rgb(255, 255, 255)', shadow: true })
      if (cycle === 5) await screenshot(page, 'embedded-dialog-fifth-mount')
      await dialog.getByRole('button', { name: '取消' }).click()
      await expect(dialog).toBeHidden()
    }
    // The host's own page was never restyled by the console.
    expect(
      await page.evaluate(() => {
        const style = getComputedStyle(document.body)
        return { margin: style.margin, background: style.backgroundColor, font: style.fontFamily }
      }),
    ).toEqual(bodyStyle)
  })
})
