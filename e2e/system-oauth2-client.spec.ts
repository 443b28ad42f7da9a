import { expect, test } from '@playwright/test'
import { ADMIN, loginAs, screenshot } from './support/console'
import { pngFile } from './support/images'
import { openFromSidebar } from './support/shell'
import { activePanel, ADMIN_API, rowsWith, toast, uniqueSuffix } from './support/system'

// 应用管理 as an administrator uses it: a new application with its logo and scopes, whose client
// then gets a token from the token endpoint with the validity the row says.

test.describe('OAuth 2.0 应用管理', () => {
  test('a new client is listed masked and its token lives as long as its row says', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const clientId = `e2e-app-${uniqueSuffix()}`
    await loginAs(page, ADMIN)
    await openFromSidebar(page, '系统管理', 'OAuth 2.0', '应用管理')
    const panel = activePanel(page)
    const clients = panel.getByRole('table', { name: '应用列表' })
    const builtIn = rowsWith(clients, '纪念馆管理后台')
    await expect(builtIn).toContainText('******')
    await expect(builtIn.getByRole('button', { name: '删除' })).toHaveCount(0)

    await panel.getByRole('button', { name: '新增' }).click()
    const form = page.getByRole('dialog', { name: '添加OAuth2 客户端' })
    await form.getByRole('textbox', { name: '客户端编号' }).fill(clientId)
    await form.getByRole('textbox', { name: '客户端密钥' }).fill('e2e-secret')
    await form.getByRole('textbox', { name: '应用名' }).fill('线上展厅')
    await form.getByLabel(/^选择应用图标/).setInputFiles(pngFile('app-logo.png'))
    await expect(form.getByRole('img', { name: /应用图标预览/ })).toBeVisible()
    await form.getByRole('spinbutton', { name: '访问令牌的有效期' }).fill('600')
    await form.getByRole('combobox', { name: '授权类型' }).click()
    await page.getByRole('option', { name: '客户端模式' }).click()
    await page.keyboard.press('Escape')
    const scopes = form.getByRole('combobox', { name: '授权范围', exact: true })
    await scopes.fill('exhibit.read')
    await scopes.press('Enter')
    await form.getByRole('combobox', { name: '自动授权范围' }).click()
    await page.getByRole('option', { name: 'exhibit.read' }).click()
    await page.keyboard.press('Escape')
    const uris = form.getByRole('combobox', { name: '可重定向的 URI 地址' })
    await uris.fill('http://127.0.0.1:9000/callback')
    await uris.press('Enter')
    await screenshot(page, 'system-oauth2-client-dialog')
    await form.getByRole('button', { name: '确定' }).click()
    await expect(toast(page, '新增成功')).toBeVisible()

    const row = rowsWith(clients, clientId)
    await expect(row).toContainText('******')
    await expect(row).toContainText('600 秒')
    await expect(row).toContainText('客户端模式')
    await screenshot(page, 'system-oauth2-client-list')

    const grant = await page.request.post(`${ADMIN_API}/system/oauth2/token`, {
      headers: {
        Authorization: `Basic ${Buffer.from(`${clientId}:e2e-secret`).toString('base64')}`,
        'tenant-id': '1',
      },
      form: { grant_type: 'client_credentials', scope: 'exhibit.read' },
    })
    const body = (await grant.json()) as {
      code: number
      data: { expires_in: number; scope: string }
    }
    expect(body.code).toBe(0)
    expect(body.data).toMatchObject({ expires_in: 600, scope: 'exhibit.read' })
  })
})
