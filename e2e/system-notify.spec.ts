import { expect, test } from '@playwright/test'
import { ADMIN, loginAs, screenshot, STAFF } from './support/console'
import { openFromSidebar } from './support/shell'
import {
  accessToken,
  activePanel,
  apiGet,
  confirmDialog,
  rowsWith,
  toast,
  uniqueSuffix,
} from './support/system'

// 站内信模板, 岗位管理 and 通知公告 as an administrator uses them: a template with two parameters
// sent to a colleague whose bell shows it filled in, a new post exported, a notice in rich text.

test.describe('站内信模板, 岗位 and 通知公告', () => {
  test("a template's 测试 reaches the recipient's bell with its parameters filled in", async ({
    page,
    browser,
  }) => {
    const suffix = uniqueSuffix()
    const code = `e2e_exhibit_${suffix}`
    await loginAs(page, ADMIN)
    await openFromSidebar(page, '系统管理', '站内信管理', '模板管理')
    const panel = activePanel(page)
    const table = panel.getByRole('table', { name: '站内信模板列表' })
    await expect(rowsWith(table, '志愿者排班提醒')).toHaveCount(1)

    await panel.getByRole('button', { name: '新增' }).click()
    const form = page.getByRole('dialog', { name: '添加站内信模板' })
    await form.getByRole('textbox', { name: '模板名称' }).fill(`展览开幕提醒${suffix}`)
    await form.getByRole('textbox', { name: '模板编码' }).fill(code)
    await form.getByRole('textbox', { name: '发送人名称' }).fill('宣教部')
    await form
      .getByRole('textbox', { name: '模板内容' })
      .fill('{exhibition} 将于 {openDate} 开幕，请做好讲解准备。')
    await form.getByRole('radio', { name: '系统消息' }).check()
    await form.getByRole('button', { name: '确定' }).click()
    await expect(toast(page, '新增成功')).toBeVisible()
    const row = rowsWith(table, code)
    await expect(row).toHaveCount(1)
    await screenshot(page, 'system-notify-template-list')

    await row.getByRole('button', { name: '测试' }).click()
    const send = page.getByRole('dialog', { name: '测试发送站内信' })
    await expect(send).toContainText('{exhibition} 将于 {openDate} 开幕，请做好讲解准备。')
    // Nothing chosen or typed: each required field says so.
    await send.getByRole('button', { name: '发送' }).click()
    await expect(send.getByText('接收人不能为空')).toBeVisible()
    await expect(send.getByText('参数 exhibition 不能为空')).toBeVisible()
    await send.getByRole('combobox', { name: '接收人' }).click()
    await page.getByRole('option', { name: '票务专员' }).click()
    await send.getByRole('textbox', { name: '参数 {exhibition}' }).fill('「烽火记忆」专题展')
    await send.getByRole('textbox', { name: '参数 {openDate}' }).fill('12 月 13 日')
    await screenshot(page, 'system-notify-template-send')
    await send.getByRole('button', { name: '发送' }).click()
    await expect(toast(page, /^提交发送成功！发送结果，见发送日志编号：\d+$/)).toBeVisible()
    await expect(send).toBeHidden()

    // The recipient, in their own browser, sees it in the bell.
    const staffContext = await browser.newContext()
    try {
      const staffPage = await staffContext.newPage()
      await loginAs(staffPage, STAFF)
      await staffPage.getByRole('button', { name: '站内信（有未读）' }).click()
      const unread = staffPage.getByRole('list', { name: '未读消息' })
      await expect(unread).toContainText(
        '「烽火记忆」专题展 将于 12 月 13 日 开幕，请做好讲解准备。',
      )
      await expect(unread).toContainText('宣教部')
      await screenshot(staffPage, 'system-notify-bell')
    } finally {
      await staffContext.close()
    }
  })

  test('a new post is listed and exported as .xlsx', async ({ page }) => {
    const suffix = uniqueSuffix()
    const name = `安保员${suffix}`
    await loginAs(page, ADMIN)
    await openFromSidebar(page, '系统管理', '岗位管理')
    const panel = activePanel(page)
    const table = panel.getByRole('table', { name: '岗位列表' })
    await expect(rowsWith(table, '馆长')).toHaveCount(1)

    await panel.getByRole('button', { name: '新增' }).click()
    const form = page.getByRole('dialog', { name: '添加岗位' })
    await form.getByRole('textbox', { name: '岗位名称' }).fill(name)
    await form.getByRole('textbox', { name: '岗位编码' }).fill(`security_${suffix}`)
    await form.getByRole('textbox', { name: '备注' }).fill('负责展厅安保')
    await form.getByRole('button', { name: '确定' }).click()
    await expect(toast(page, '新增成功')).toBeVisible()

    await panel.getByRole('textbox', { name: '岗位名称' }).fill(name)
    await panel.getByRole('button', { name: '搜索', exact: true }).click()
    await expect(rowsWith(table, '负责展厅安保')).toHaveCount(1)
    await screenshot(page, 'system-post-list')

    await panel.getByRole('button', { name: '导出' }).click()
    const downloading = page.waitForEvent('download')
    await confirmDialog(page).getByRole('button', { name: '确定' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/)
  })

  test('a notice is written in rich text and stored with its formatting', async ({ page }) => {
    const title = `安全检查通知${uniqueSuffix()}`
    await loginAs(page, ADMIN)
    await openFromSidebar(page, '系统管理', '通知公告')
    const panel = activePanel(page)
    const table = panel.getByRole('table', { name: '公告列表' })
    await expect(rowsWith(table, '系统升级公告')).toHaveCount(1)

    await panel.getByRole('button', { name: '新增' }).click()
    const dialog = page.getByRole('dialog', { name: '添加公告' })
    await dialog.getByRole('textbox', { name: '公告标题' }).fill(title)
    await dialog.getByRole('radio', { name: '通知' }).check()
    const editor = dialog.getByRole('textbox', { name: '公告内容' })
    await expect(editor).toBeVisible()
    await editor.click()
    await page.keyboard.type('节前请检查')
    await dialog.getByRole('button', { name: '加粗' }).click()
    await page.keyboard.type('消防通道')
    await expect(editor.locator('strong')).toHaveText('消防通道')
    // An outside click keeps the dialog and what was typed.
    await page.mouse.click(5, 5)
    await expect(dialog).toBeVisible()
    await dialog.getByRole('heading', { name: '添加公告' }).hover()
    await screenshot(page, 'system-notice-editor')
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(toast(page, '新增成功')).toBeVisible()
    await expect(rowsWith(table, title)).toHaveCount(1)

    const listed = await apiGet<{ list: { content: string }[] }>(
      page.request,
      await accessToken(page),
      '/system/notice/page',
      { pageNo: 1, pageSize: 10, title },
    )
    expect(listed.data.list[0].content).toContain('<strong>消防通道</strong>')
  })
})
