import { expect, test, type Page } from '@playwright/test'
import { expireTokens } from './support/sandbox'
import { ADMIN, STAFF, fillPasswordLogin, loginAs, mainMenu, screenshot } from './support/console'
import { SEEDED_MODEL, openDesigner } from './support/bpm'
import { searchForm } from './support/shell'

// What a user meets at the edges of the console: a stale session, /sso without a session, pages
// the menus do not grant, and the Chinese date pickers.

async function storedAccessToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))
}

const SSO_QUERY = new URLSearchParams({
  client_id: 'museum-portal',
  redirect_uri: 'http://127.0.0.1:48081/callback',
  response_type: 'code',
  state: 'access-e2e',
}).toString()

test.describe('stale sessions and /sso', () => {
  test('a stale session opening /login gets the login page, not the session-expired dialog', async ({
    page,
    request,
  }) => {
    await loginAs(page, STAFF)
    await expireTokens(request, STAFF.username, 'both')
    await page.goto('/login')

    const form = page.getByRole('form', { name: '账号密码登录' })
    await expect(form).toBeVisible()
    // The stored tokens were refused (refresh too) and dropped, without a word.
    await expect.poll(() => storedAccessToken(page)).toBeNull()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByText('登录状态已过期')).toHaveCount(0)
    await screenshot(page, 'login-after-stale-session')

    await fillPasswordLogin(page, STAFF.username, STAFF.password)
    await expect(mainMenu(page)).toBeVisible()
  })

  test('/sso without a session explains it and leads through the login back to the consent', async ({
    page,
  }) => {
    await page.goto(`/sso?${SSO_QUERY}`)
    await expect(page.getByRole('heading', { name: '请先登录' })).toBeVisible()
    await expect(
      page.getByText('第三方应用（museum-portal）请求使用您的控制台账号授权', { exact: false }),
    ).toBeVisible()
    await screenshot(page, 'sso-without-session')
    await page.getByRole('link', { name: '前往登录' }).click()
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsso%3Fclient_id%3Dmuseum-portal/)
    await fillPasswordLogin(page, ADMIN.username, ADMIN.password)
    await expect(page.getByText('此第三方应用请求获得以下权限：')).toBeVisible()
  })

  test('/sso with a token the server refuses says the login expired, with no dialog', async ({
    page,
  }) => {
    await page.goto('/login')
    await page.evaluate(() => {
      localStorage.setItem('ACCESS_TOKEN', 'forged-access-token')
      localStorage.setItem('REFRESH_TOKEN', 'forged-refresh-token')
    })
    await page.goto(`/sso?${SSO_QUERY}`)
    await expect(page.getByRole('heading', { name: '登录状态已过期' })).toBeVisible()
    await expect(page.getByRole('link', { name: '重新登录' })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    expect(await storedAccessToken(page)).toBeNull()
    await screenshot(page, 'sso-expired-session')
  })
})

test.describe('routes follow the menus’ permissions', () => {
  test('staff opening BPM manager pages by URL gets the 403 page', async ({ page }) => {
    await loginAs(page, STAFF)
    const forbidden = page.getByRole('heading', { name: '抱歉，您无权访问此页面' })

    const designer = `/bpm/manager/model/design?modelId=${SEEDED_MODEL.id}`
    await page.goto(designer)
    await expect(page).toHaveURL(/\/403$/)
    await expect(forbidden).toBeVisible()
    await expect(page.getByText(`页面地址：${designer}`)).toBeVisible()
    await screenshot(page, 'forbidden-staff-bpm-designer')

    for (const path of ['/bpm/manager/model', '/bpm/manager/form', '/bpm/manager/definition']) {
      await page.goto(path)
      await expect(forbidden, path).toBeVisible()
    }
    // 返回首页 leads back into the console.
    await page.getByRole('link', { name: '返回首页' }).click()
    await expect(mainMenu(page)).toBeVisible()
  })

  test('the admin opens the same designer URL', async ({ page }) => {
    await loginAs(page)
    await openDesigner(page, SEEDED_MODEL.id)
    await expect(page).toHaveURL(/\/bpm\/manager\/model\/design/)
  })
})

test('the dictionary search picks its 创建时间 range in a Chinese calendar', async ({ page }) => {
  await loginAs(page)
  await page.goto('/system/dict')
  const form = searchForm(page)
  const range = form.getByRole('group', { name: '创建时间', exact: true })
  await expect(range.getByRole('group', { name: '创建时间起' })).toContainText('年-月-日')

  await range.getByRole('button', { name: '选择日期' }).first().click()
  const calendar = page.getByRole('dialog')
  await expect(calendar.getByRole('columnheader').first()).toHaveText('一')
  // Its grow transition over (the screenshot shows it fully drawn).
  await expect
    .poll(() => calendar.evaluate((el) => getComputedStyle(el.firstElementChild ?? el).opacity))
    .toBe('1')
  const month = (await calendar.getByText(/^\d{4}年\d{1,2}月$/).textContent()) ?? ''
  const [, year, monthNo] = /^(\d{4})年(\d{1,2})月$/.exec(month) ?? []
  const mm = monthNo.padStart(2, '0')
  await screenshot(page, 'date-range-picker-open')
  await calendar.getByRole('gridcell', { name: '1', exact: true }).click()
  await expect(calendar).toBeHidden()

  // The end's calendar opens at the begin's month.
  await range
    .getByRole('button', { name: /^选择日期/ })
    .nth(1)
    .click()
  await expect(page.getByRole('dialog').getByText(month)).toBeVisible()
  await page.getByRole('dialog').getByRole('gridcell', { name: '15', exact: true }).click()
  await expect(range.getByRole('group', { name: '创建时间止' })).toContainText(`${year}-${mm}-15`)

  const sent = page.waitForRequest((r) => r.url().includes('/system/dict-type/page'))
  await form.getByRole('button', { name: '搜索', exact: true }).click()
  const params = new URL((await sent).url()).searchParams
  expect(params.get('createTime[0]')).toBe(`${year}-${mm}-01 00:00:00`)
  expect(params.get('createTime[1]')).toBe(`${year}-${mm}-15 23:59:59`)
})
