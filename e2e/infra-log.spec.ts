import { expect, test, type Locator, type Page } from '@playwright/test'
import { loginAs, screenshot } from './support/console'
import {
  accessToken,
  activePanel,
  apiGet,
  confirmDialog,
  dataRows,
  rowsWith,
  toast,
} from './support/system'

// API 日志 and Redis 监控 as an operator uses them: a request just made shows in 访问日志, an
// unexpected error in 错误日志 is looked at and marked 已处理, and Redis 监控 says when no Redis is
// configured (e2e runs without REDIS_URL).

/** Clicks 刷新 until `row` shows: the server writes its log rows in batches after answering. */
async function refreshUntilVisible(page: Page, row: Locator) {
  await expect(async () => {
    await activePanel(page).getByRole('button', { name: '刷新' }).click()
    await expect(row).toBeVisible({ timeout: 1000 })
  }).toPass()
}

test.describe('API 日志 and Redis 监控', () => {
  test('a search made in the console shows in 访问日志 with its parameters', async ({ page }) => {
    await loginAs(page)
    await page.goto('/system/dict')
    const dictPanel = activePanel(page)
    await dictPanel.getByRole('textbox', { name: '字典名称' }).fill('用户')
    await dictPanel.getByRole('button', { name: '搜索', exact: true }).click()
    await expect(
      dataRows(dictPanel.getByRole('table', { name: '字典类型列表' })).first(),
    ).toBeVisible()

    await page.goto('/infra/log/api-access-log')
    const panel = activePanel(page)
    const table = panel.getByRole('table', { name: 'API 访问日志列表' })
    await panel.getByRole('textbox', { name: '请求地址' }).fill('dict-type/page')
    await panel.getByRole('button', { name: '搜索', exact: true }).click()
    const row = rowsWith(table, '/prod-api/admin-api/system/dict-type/page').first()
    await refreshUntilVisible(page, row)
    await expect(row).toContainText('管理员')
    await expect(row).toContainText('GET')
    await expect(row).toContainText(/\d+ ms/)
    await expect(row).toContainText('成功')
    await screenshot(page, 'infra-api-access-log')

    // One of 字典管理's searches is the one with the name typed above.
    const searched = rowsWith(table, '/prod-api/admin-api/system/dict-type/page')
    let found = false
    for (const candidate of await searched.all()) {
      await candidate.getByRole('button', { name: '详细' }).click()
      const detail = page.getByRole('dialog', { name: 'API 访问日志详细' })
      await expect(detail).toBeVisible()
      found = (
        (await detail.getByRole('region', { name: '请求参数' }).textContent()) ?? ''
      ).includes('"name":"用户"')
      if (found) {
        await expect(detail).toContainText('museum-sandbox')
        await expect(detail).toContainText('成功')
        await screenshot(page, 'infra-api-access-log-detail')
      }
      await detail.getByRole('button', { name: '关闭' }).click()
      await expect(detail).toBeHidden()
      if (found) break
    }
    expect(found).toBe(true)
  })

  test('an unexpected error shows in 错误日志 with its stack and is marked 已处理', async ({
    page,
  }) => {
    await loginAs(page)
    const token = await accessToken(page)
    const failed = await apiGet(page.request, token, '/infra/api-error-log/test-unexpected-error')
    expect(failed).toMatchObject({ code: 500, msg: '系统异常' })

    await page.goto('/infra/log/api-error-log')
    const panel = activePanel(page)
    const table = panel.getByRole('table', { name: 'API 错误日志列表' })
    await panel.getByRole('combobox', { name: '处理状态' }).click()
    await page.getByRole('option', { name: '未处理' }).click()
    await panel.getByRole('button', { name: '搜索', exact: true }).click()
    const row = rowsWith(table, 'test-unexpected-error').first()
    await refreshUntilVisible(page, row)
    await expect(row).toContainText('TypeError')
    await expect(row).toContainText('未处理')

    await row.getByRole('button', { name: '详细' }).click()
    const detail = page.getByRole('dialog', { name: 'API 错误日志详细' })
    await expect(detail).toContainText('沙箱测试：意外错误')
    await expect(detail).toContainText('沙箱测试：根因')
    await expect(detail.getByRole('region', { name: '异常堆栈' })).toContainText(
      'TypeError: 沙箱测试：意外错误',
    )
    await screenshot(page, 'infra-api-error-log-detail')
    await detail.getByRole('button', { name: '关闭' }).click()
    await expect(detail).toBeHidden()

    await row.getByRole('button', { name: '已处理' }).click()
    const confirm = confirmDialog(page)
    await expect(confirm).toContainText('确认标记为已处理?')
    await confirm.getByRole('button', { name: '确定' }).click()
    await expect(toast(page, '操作成功').first()).toBeVisible()
    // Filtered on 未处理: the marked error leaves the list; without the filter it reads 已处理.
    await expect(row).toBeHidden()
    await panel.getByRole('button', { name: '重置' }).click()
    const marked = rowsWith(table, 'test-unexpected-error').first()
    await expect(marked).toContainText('已处理')
    await expect(marked.getByRole('button', { name: '已忽略' })).toHaveCount(0)
    await screenshot(page, 'infra-api-error-log')
  })

  test('Redis 监控 says plainly that REDIS_URL is not set', async ({ page }) => {
    await loginAs(page)
    await page.goto('/infra/redis')
    const panel = activePanel(page)
    await expect(panel.getByText('未配置 Redis，请设置 REDIS_URL 后重试')).toBeVisible()
    await expect(panel.getByRole('region', { name: '基本信息' })).toHaveCount(0)
    await panel.getByRole('button', { name: '刷新' }).click()
    await expect(panel.getByText('未配置 Redis，请设置 REDIS_URL 后重试')).toBeVisible()
    await screenshot(page, 'infra-redis-unset')
  })
})
