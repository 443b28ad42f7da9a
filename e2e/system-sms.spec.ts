import { expect, test } from '@playwright/test'
import { ADMIN, loginAs, screenshot } from './support/console'
import { openFromSidebar } from './support/shell'
import { activePanel, rowsWith, toast, uniqueSuffix } from './support/system'

// 短信管理 as an administrator uses it: a template on the seeded debug channel, 测试 sends one,
// and 短信日志 shows it sent, with every field under 详细.

test.describe('短信管理', () => {
  test('a test SMS sent from 短信模板 shows in 短信日志', async ({ page }) => {
    test.setTimeout(120_000)
    const suffix = uniqueSuffix()
    const code = `e2e-visit-${suffix}`
    await loginAs(page, ADMIN)

    await openFromSidebar(page, '系统管理', '短信管理', '短信渠道')
    const channels = activePanel(page).getByRole('table', { name: '短信渠道列表' })
    await expect(rowsWith(channels, 'sandbox-debug')).toContainText('调试（钉钉）')
    await screenshot(page, 'system-sms-channel-list')

    await openFromSidebar(page, '系统管理', '短信管理', '短信模板')
    const panel = activePanel(page)
    const templates = panel.getByRole('table', { name: '短信模板列表' })
    await expect(rowsWith(templates, 'admin-sms-login')).toHaveCount(1)
    await expect(rowsWith(templates, 'admin-sms-login')).toContainText('纪念馆【调试（钉钉）】')

    await panel.getByRole('button', { name: '新增' }).click()
    const form = page.getByRole('dialog', { name: '添加短信模板' })
    await form.getByRole('combobox', { name: '短信渠道' }).click()
    await page.getByRole('option', { name: '纪念馆【调试（钉钉）】' }).click()
    await form.getByRole('radio', { name: '通知' }).check()
    await form.getByRole('textbox', { name: '模板编码' }).fill(code)
    await form.getByRole('textbox', { name: '模板名称' }).fill(`参观确认${suffix}`)
    await form
      .getByRole('textbox', { name: '模板内容' })
      .fill('尊敬的{name}，您预约的{date}参观已确认。')
    await form.getByRole('textbox', { name: '短信 API 的模板编号' }).fill(code)
    await form.getByRole('button', { name: '确定' }).click()
    await expect(toast(page, '新增成功')).toBeVisible()
    const row = rowsWith(templates, code)
    await expect(row).toHaveCount(1)
    await screenshot(page, 'system-sms-template-list')

    await row.getByRole('button', { name: '测试' }).click()
    const send = page.getByRole('dialog', { name: '测试发送短信' })
    await expect(send).toContainText('尊敬的{name}，您预约的{date}参观已确认。')
    await send.getByRole('button', { name: '发送' }).click()
    await expect(send.getByText('手机号不能为空')).toBeVisible()
    await send.getByRole('textbox', { name: '手机号' }).fill('13912345678')
    await send.getByRole('textbox', { name: '参数 {name}' }).fill(`张三${suffix}`)
    await send.getByRole('textbox', { name: '参数 {date}' }).fill('5月1日')
    await screenshot(page, 'system-sms-template-send')
    await send.getByRole('button', { name: '发送' }).click()
    const sent = toast(page, /^提交发送成功！发送结果，见发送日志编号：\d+$/)
    await expect(sent).toBeVisible()
    const logId = /(\d+)$/.exec((await sent.textContent()) ?? '')?.[1] ?? ''
    await expect(send).toBeHidden()

    await openFromSidebar(page, '系统管理', '短信管理', '短信日志')
    const logPanel = activePanel(page)
    const logs = logPanel.getByRole('table', { name: '短信日志列表' })
    const logRow = rowsWith(logs, `张三${suffix}`)
    // The debug channel answers right after the request: refresh until the row says so.
    await expect(async () => {
      const shown = (await logRow.count()) === 1 && (await logRow.innerText()).includes('发送成功')
      if (!shown) await logPanel.getByRole('button', { name: '刷新' }).click({ timeout: 2_000 })
      await expect(logRow).toContainText('发送成功', { timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
    await expect(logRow).toContainText(`尊敬的张三${suffix}，您预约的5月1日参观已确认。`)
    await expect(logRow.getByRole('cell').first()).toHaveText(logId)
    await expect(logRow).toContainText('139****5678')
    await expect(logRow).toContainText('接收成功')
    await screenshot(page, 'system-sms-log-list')

    await logRow.getByRole('button', { name: '详细' }).click()
    const detail = page.getByRole('dialog', { name: '短信日志详细' })
    await expect(detail).toContainText(`${code}`)
    await expect(detail).toContainText(`{"name":"张三${suffix}","date":"5月1日"}`)
    await expect(detail).toContainText('纪念馆【调试（钉钉）】（DEBUG_DING_TALK）')
    await screenshot(page, 'system-sms-log-detail')
  })
})
