import { expect, test, type Page } from '@playwright/test'
import { loginAs, mainMenu } from './support/console'

const PERMISSION_INFO = '**/system/auth/get-permission-info'

function storedTokens(page: Page) {
  return page.evaluate(() => ({
    access: localStorage.getItem('ACCESS_TOKEN'),
    refresh: localStorage.getItem('REFRESH_TOKEN'),
  }))
}

test.describe('the server goes away while the console reloads', () => {
  test('the session is kept, 后端接口连接异常 is shown, and 重试 reaches the dashboard', async ({
    page,
  }) => {
    await loginAs(page)
    await expect(page).toHaveURL(/\/index$/)
    const tokens = await storedTokens(page)
    expect(tokens.access).toBeTruthy()

    // The network drops exactly the call a reload needs first after the dictionaries.
    await page.route(PERMISSION_INFO, (route) => route.abort('internetdisconnected'))
    await page.reload()

    const failed = page.getByRole('alert').filter({ hasText: '后端接口连接异常' })
    await expect(failed.getByRole('heading', { name: '后端接口连接异常' })).toBeVisible()
    await expect(failed.getByRole('button', { name: '重试' })).toBeEnabled()
    await expect(page).toHaveURL(/\/index$/)
    expect(await storedTokens(page)).toEqual(tokens)
    await page.screenshot({ path: test.info().outputPath('bootstrap-failed.png') })

    await page.unroute(PERMISSION_INFO)
    await failed.getByRole('button', { name: '重试' }).click()

    await expect(mainMenu(page)).toBeVisible()
    await expect(page).toHaveURL(/\/index$/)
    await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('纪念馆管理员')
    await expect(failed).toHaveCount(0)
    await page.screenshot({ path: test.info().outputPath('after-retry.png') })
  })
})
