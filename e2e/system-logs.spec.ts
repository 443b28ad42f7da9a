import { createHash } from 'node:crypto'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { ADMIN, fillPasswordLogin, loginAs, mainMenu, screenshot, STAFF } from './support/console'
import { openFromSidebar, openUserMenuItem } from './support/shell'
import {
  accessToken,
  activePanel,
  confirmDialog,
  dataRows,
  rowsWith,
  toast,
  uniqueSuffix,
} from './support/system'

// 审计日志 and 令牌管理 as an administrator uses them: who tried to log in and how it went, what
// was changed (with its detail), and ending a colleague's session from the token list.

async function openList(page: Page, tableName: string, ...menu: string[]): Promise<Locator> {
  await openFromSidebar(page, '系统管理', ...menu)
  const table = activePanel(page).getByRole('table', { name: tableName })
  await expect(dataRows(table).first()).toBeVisible()
  return table
}

/** The start of a token's handle as 令牌管理 shows it (its SHA-256, first 12 hex digits). */
function shownHandle(token: string): string {
  return `${createHash('sha256').update(token).digest('hex').slice(0, 12)}…`
}

function sessionExpired(page: Page): Locator {
  return page
    .getByRole('dialog')
    .filter({ hasText: '登录状态已过期，您可以继续留在该页面，或者重新登录' })
}

test.describe('审计日志 and 令牌管理', () => {
  test('a failed login then a successful one show in 登录日志 with their results', async ({
    page,
  }) => {
    await page.goto('/login')
    await fillPasswordLogin(page, ADMIN.username, 'wrong-pass1')
    await expect(page.getByText('登录失败，账号密码不正确')).toBeVisible()
    await fillPasswordLogin(page, ADMIN.username, ADMIN.password)
    await expect(mainMenu(page)).toBeVisible()

    const table = await openList(page, '登录日志列表', '审计日志', '登录日志')
    const panel = activePanel(page)
    await panel.getByRole('textbox', { name: '用户名称' }).fill(ADMIN.username)
    await panel.getByRole('button', { name: '搜索', exact: true }).click()
    const rows = dataRows(table)
    await expect(rows.first()).toContainText('成功')
    await expect(rows.nth(1)).toContainText('账号或密码不正确')
    for (const row of [rows.first(), rows.nth(1)]) {
      await expect(row).toContainText('账号登录')
      await expect(row).toContainText(ADMIN.username)
    }
    await screenshot(page, 'system-login-log')

    // 详细 of the failure: its browser and result, never the password typed.
    await rows.nth(1).getByRole('button', { name: '详细' }).click()
    const detail = page.getByRole('dialog', { name: '登录日志详细' })
    await expect(detail).toContainText('账号或密码不正确')
    await expect(detail).toContainText('Mozilla/5.0')
    await expect(detail).not.toContainText('wrong-pass1')
    await screenshot(page, 'system-login-log-detail')
    await detail.getByRole('button', { name: '关闭' }).click()
    await expect(detail).toBeHidden()

    // 登录状态 失败 leaves only the refused attempts.
    await panel.getByRole('combobox', { name: '登录状态' }).click()
    await page.getByRole('option', { name: '失败' }).click()
    await panel.getByRole('button', { name: '搜索', exact: true }).click()
    await expect(rowsWith(table, '成功')).toHaveCount(0)
    await expect(rows.first()).toContainText('账号或密码不正确')
  })

  test('an edit shows in 操作日志 with its detail', async ({ page }) => {
    const remark = `审计测试 ${uniqueSuffix()}`
    await loginAs(page, ADMIN)
    const configs = await openList(page, '参数配置列表', '基础设施', '配置管理')
    await rowsWith(configs, '主框架页-侧边栏主题').getByRole('button', { name: '修改' }).click()
    const dialog = page.getByRole('dialog', { name: '修改参数配置' })
    await dialog.getByLabel('备注').fill(remark)
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(toast(page, '修改成功').first()).toBeVisible()

    const table = await openList(page, '操作日志列表', '审计日志', '操作日志')
    const newest = dataRows(table).first()
    // The server writes its operate log rows in batches a moment after answering.
    await expect(async () => {
      await activePanel(page).getByRole('button', { name: '刷新' }).click()
      await expect(newest).toContainText('配置修改', { timeout: 1000 })
    }).toPass()
    await expect(newest).toContainText('配置管理')
    await expect(newest).toContainText('配置修改')
    await expect(newest).toContainText('修改')
    await expect(newest).toContainText('成功')
    await expect(newest).toContainText(/\d+ ms/)
    await screenshot(page, 'system-operate-log')

    await newest.getByRole('button', { name: '详细' }).click()
    const detail = page.getByRole('dialog', { name: '操作日志详细' })
    await expect(detail).toContainText('/prod-api/admin-api/infra/config/update')
    await expect(detail).toContainText('PUT')
    await expect(detail).toContainText('纪念馆管理员')
    // Only what was done and by whom: the body sent is not recorded.
    await expect(detail).not.toContainText(remark)
    await screenshot(page, 'system-operate-log-detail')
    await detail.getByRole('button', { name: '关闭' }).click()
  })

  test('强退 of a staff session: that browser’s next request shows the session-expired dialog', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000)
    const staffContext = await browser.newContext()
    const theirs = await staffContext.newPage()
    await loginAs(theirs, STAFF)
    const handle = shownHandle(await accessToken(theirs))

    await loginAs(page, ADMIN)
    const table = await openList(page, '令牌列表', 'OAuth 2.0', '令牌管理')
    const panel = activePanel(page)
    await panel.getByRole('textbox', { name: '用户编号' }).fill('2')
    await panel.getByRole('button', { name: '搜索', exact: true }).click()
    const row = rowsWith(table, handle)
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('管理员')
    await expect(row).toContainText('default')
    await screenshot(page, 'system-oauth2-token')

    await row.getByRole('button', { name: '强退' }).click()
    await expect(confirmDialog(page)).toContainText(`是否确认强退令牌为"${handle}"的数据项?`)
    await confirmDialog(page).getByRole('button', { name: '确定' }).click()
    await expect(toast(page, '强退成功').first()).toBeVisible()
    await expect(row).toHaveCount(0)

    await openUserMenuItem(theirs, '个人中心')
    await expect(sessionExpired(theirs)).toBeVisible()
    await screenshot(theirs, 'system-oauth2-token-ended')
    await staffContext.close()

    // The admin's own session goes on, and the log names the forced logout.
    const logs = await openList(page, '登录日志列表', '审计日志', '登录日志')
    await expect(rowsWith(logs, '强制登出').filter({ hasText: STAFF.username })).not.toHaveCount(0)
  })
})
