import { expect, test, type Page, type Request } from '@playwright/test'
import { expireTokens, latestSmsCode, unlockUser } from './support/sandbox'
import {
  ADMIN,
  STAFF,
  dictTypeRows,
  fillPasswordLogin,
  loginAs,
  logout,
  mainMenu,
  screenshot,
} from './support/console'

/** How many admin-api requests of `page` have not finished yet (counted from now on). */
function apiRequestsInFlight(page: Page): () => number {
  const pending = new Set<Request>()
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.includes('/admin-api/')) pending.add(request)
  })
  const settle = (request: Request) => pending.delete(request)
  page.on('requestfinished', settle)
  page.on('requestfailed', settle)
  return () => pending.size
}

/** Waits until every widget of the admin's dashboard shows what it fetched. */
async function dashboardSettled(page: Page) {
  for (const stat of ['未读消息', '字典类型', '参数配置']) {
    await expect(page.getByLabel(stat, { exact: true })).toHaveText(/^\d+$/)
  }
  await expect(
    page.getByRole('list', { name: '最新未读消息' }).or(page.getByText('暂无未读消息')),
  ).toBeVisible()
}

test.describe('login and session', () => {
  test('password login as admin lands on the dashboard with the permitted menus', async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin
    const foreign: string[] = []
    page.on('request', (request) => {
      const url = request.url()
      if (new URL(url).origin !== origin && !url.startsWith('data:')) foreign.push(url)
    })
    await page.goto('/login')
    await expect(page.getByText('票务预约管理系统').first()).toBeVisible()
    await expect(page.getByText('v2025-04-27')).toBeVisible()
    await screenshot(page, 'login')
    await fillPasswordLogin(page, ADMIN.username, ADMIN.password)
    await expect(page).toHaveURL(/\/index$/)
    const menu = mainMenu(page)
    await expect(menu.getByText('首页')).toBeVisible()
    await expect(menu.getByText('系统管理')).toBeVisible()
    await expect(menu.getByText('基础设施')).toBeVisible()
    await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('纪念馆管理员')
    await expect(page.getByRole('list', { name: '最新未读消息' })).toBeVisible()
    await expect(page.getByLabel('未读消息', { exact: true })).toHaveText(/^\d+$/)
    await screenshot(page, 'dashboard')
    // Museum intranets are often closed: no CDN, font, icon or analytics host is ever asked.
    expect(foreign).toEqual([])
  })

  test('remember me fills the form again after logout, and unticking forgets it', async ({
    page,
  }) => {
    await page.goto('/login')
    await fillPasswordLogin(page, `  ${ADMIN.username}  `, ADMIN.password, true)
    await expect(mainMenu(page)).toBeVisible()
    const stored = await page.evaluate(() => ({
      username: localStorage.getItem('USERNAME'),
      password: localStorage.getItem('PASSWORD'),
      remember: localStorage.getItem('REMEMBER_ME'),
    }))
    expect(stored.username).toBe('admin')
    // Sealed with the browser's non-extractable AES-GCM key: versioned JSON, no plain text.
    expect(stored.password).not.toContain('admin123')
    expect(JSON.parse(stored.password ?? '{}')).toMatchObject({ v: 2 })
    await logout(page)
    const form = page.getByRole('form', { name: '账号密码登录' })
    await expect(form.getByLabel('用户名')).toHaveValue('admin')
    await expect(form.getByLabel('密码', { exact: true })).toHaveValue('admin123')
    await expect(form.getByLabel('记住密码')).toBeChecked()
    await form.getByLabel('记住密码').uncheck()
    await form.getByRole('button', { name: '登录', exact: true }).click()
    await expect(mainMenu(page)).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('PASSWORD'))).toBeNull()
  })

  test('SMS login with the code the sandbox sent', async ({ page, request }) => {
    await page.goto('/login')
    await page.getByRole('tab', { name: '短信登录' }).click()
    const form = page.getByRole('form', { name: '短信登录' })
    await form.getByLabel('手机号').fill(' 15612345678 ')
    await form.getByRole('button', { name: '获取验证码' }).click()
    await expect(form.getByRole('button', { name: /s后重新获取/ })).toBeDisabled()
    await screenshot(page, 'login-sms')
    const code = await latestSmsCode(request, '15612345678')
    await form.getByLabel('验证码').fill(code)
    await form.getByRole('button', { name: '登录', exact: true }).click()
    await expect(mainMenu(page)).toBeVisible()
  })

  test('a wrong password shows the server message and keeps the form', async ({ page }) => {
    await page.goto('/login')
    await fillPasswordLogin(page, ADMIN.username, 'wrong-password')
    await expect(page.getByText('登录失败，账号密码不正确')).toBeVisible()
    const form = page.getByRole('form', { name: '账号密码登录' })
    await expect(form.getByLabel('用户名')).toHaveValue('admin')
    await expect(form.getByRole('button', { name: '登录', exact: true })).toBeEnabled()
    await screenshot(page, 'login-wrong-password')
  })

  test('five wrong passwords lock the account for 15 minutes', async ({ page, request }) => {
    await page.goto('/login')
    const form = page.getByRole('form', { name: '账号密码登录' })
    for (let i = 0; i < 5; i++) {
      await fillPasswordLogin(page, STAFF.username, `wrong-${i}`)
      await expect(form.getByRole('button', { name: '登录', exact: true })).toBeEnabled()
    }
    // Even the right password is refused while the lock holds.
    await fillPasswordLogin(page, STAFF.username, STAFF.password)
    await expect(
      page.getByText('登录失败次数过多，账号已锁定，请 15 分钟后再试').last(),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/login/)
    await screenshot(page, 'login-locked')
    await unlockUser(request, STAFF.username)
  })

  test('an expired access token is refreshed without the user noticing', async ({
    page,
    request,
  }) => {
    await loginAs(page)
    const before = await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))
    await expireTokens(request, ADMIN.username, 'access')
    await mainMenu(page).getByText('系统管理').click()
    await mainMenu(page).getByText('字典管理').click()
    await expect(dictTypeRows(page).first()).toBeVisible()
    await expect(page.getByText('登录状态已过期')).toHaveCount(0)
    const after = await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))
    expect(after).toBeTruthy()
    expect(after).not.toBe(before)
  })

  test('an expired refresh token shows the session-expired dialog', async ({ page, request }) => {
    const inFlight = apiRequestsInFlight(page)
    await loginAs(page)
    // The dashboard's own requests first: its page loads lazily, so on a busy machine they can
    // start after the menu shows; one failing on the expired token would open the dialog over
    // the menu before the clicks below. Its widgets showing their data is when they are done.
    await dashboardSettled(page)
    await expect.poll(inFlight).toBe(0)
    await expireTokens(request, ADMIN.username, 'both')
    await mainMenu(page).getByText('系统管理').click()
    await mainMenu(page).getByText('字典管理').click()
    const dialog = page.getByRole('dialog')
    await expect(
      dialog.getByText('登录状态已过期，您可以继续留在该页面，或者重新登录'),
    ).toBeVisible()
    await expect(dialog.getByRole('button', { name: '取消' })).toBeVisible()
    await screenshot(page, 'session-expired-dialog')
    await dialog.getByRole('button', { name: '重新登录' }).click()
    await expect(page).toHaveURL(/\/login/)
    expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeNull()
  })

  test('staff sees fewer menus and no create button on dictionaries', async ({ page }) => {
    await loginAs(page, STAFF)
    const menu = mainMenu(page)
    await expect(menu.getByText('系统管理')).toBeVisible()
    await expect(menu.getByText('基础设施')).toHaveCount(0)
    await menu.getByText('系统管理').click()
    await menu.getByText('字典管理').click()
    await expect(dictTypeRows(page).first()).toBeVisible()
    await expect(page.getByRole('button', { name: '新增' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: '修改' })).toHaveCount(0)
    await screenshot(page, 'dict-types-staff')
    // A page the menus do not grant is not reachable by URL either: 403, the page exists.
    await page.goto('/infra/config')
    await expect(page).toHaveURL(/\/403$/)
  })

  test('logout returns to the login page and back shows nothing protected', async ({ page }) => {
    await loginAs(page)
    await page.goto('/user/profile')
    await expect(page.getByText('基本资料').first()).toBeVisible()
    await screenshot(page, 'profile')
    await logout(page)
    await page.goBack()
    await expect(page).toHaveURL(/\/login/)
    await expect(mainMenu(page)).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeNull()
  })

  test('a deep link while logged out goes through login and back to the deep link', async ({
    page,
  }) => {
    await page.goto('/system/dict?from=bookmark')
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsystem%2Fdict%3Ffrom%3Dbookmark/)
    await fillPasswordLogin(page, ADMIN.username, ADMIN.password)
    await expect(page).toHaveURL(/\/system\/dict\?from=bookmark$/)
    await expect(dictTypeRows(page).first()).toBeVisible()
    await screenshot(page, 'dict-types-admin')
  })

  test('an unknown path shows the 404 page', async ({ page }) => {
    await loginAs(page)
    await page.goto('/no/such/page')
    await expect(page).toHaveURL(/\/404$/)
    await expect(page.getByText('404')).toBeVisible()
  })
})
