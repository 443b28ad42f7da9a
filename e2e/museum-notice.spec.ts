import { expect, test, type Page } from '@playwright/test'
import { loginAs, screenshot } from './support/console'
import {
  accessToken,
  activePanel,
  apiGet,
  apiPost,
  confirmDialog,
  rowsWith,
  toast,
  uniqueSuffix,
} from './support/system'

/**
 * 公告管理 end to end against the real sandbox: an announcement written in the rich-text editor
 * (bold text, then a pasted `<img onerror>` payload) is saved cleaned, published, and previewed
 * with the bold text and nothing run; one created through the API with a raw payload is cleaned by
 * the server and cleaned again on show.
 */

const PATH = '/reserve/announcement'
const PAYLOAD =
  '<p>请见附件</p><img src=x onerror="alert(1)"><script>alert(2)</script>' +
  '<a href="javascript:alert(3)">详情</a>'

/** Pastes HTML into the editor as a browser's clipboard would hand it over. */
async function pasteHtml(page: Page, html: string) {
  await page.getByRole('textbox', { name: '公告内容' }).evaluate((element, pasted) => {
    const data = new DataTransfer()
    data.setData('text/html', pasted)
    data.setData('text/plain', '请见附件')
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    )
  }, html)
}

async function publishAndPreview(page: Page, title: string) {
  const table = activePanel(page).getByRole('table', { name: '公告列表' })
  const row = rowsWith(table, title)
  await expect(row).toContainText('已撤回')
  await row.getByRole('button', { name: '发布' }).click()
  await expect(confirmDialog(page)).toContainText(`是否确认发布公告"${title}"?`)
  await confirmDialog(page).getByRole('button', { name: '确定' }).click()
  await expect(toast(page, '发布成功')).toBeVisible()
  await expect(row).toContainText('已发布')
  await row.getByRole('button', { name: '预览' }).click()
  const preview = page.getByRole('dialog', { name: '预览' })
  await expect(preview.getByRole('heading', { name: title })).toBeVisible()
  return preview
}

test('an announcement with bold text and a pasted script payload is stored clean, published and previewed without running anything', async ({
  page,
}) => {
  // Any alert / confirm / prompt the page opened would be a script that ran.
  const scriptDialogs: string[] = []
  page.on('dialog', (dialog) => {
    scriptDialogs.push(dialog.message())
    void dialog.dismiss()
  })
  const suffix = uniqueSuffix()
  const title = `临时闭馆公告${suffix}`
  await loginAs(page)
  await page.goto(PATH)
  const panel = activePanel(page)
  const table = panel.getByRole('table', { name: '公告列表' })
  await expect(rowsWith(table, '关于周一例行闭馆的公告')).toHaveCount(1)
  await screenshot(page, 'museum-notice-list')

  await panel.getByRole('button', { name: '新增' }).click()
  const dialog = page.getByRole('dialog', { name: '添加公告' })
  await dialog.getByRole('textbox', { name: '公告标题' }).fill(title)
  await dialog.getByRole('radio', { name: '闭馆公告' }).check()
  const editor = dialog.getByRole('textbox', { name: '公告内容' })
  await expect(editor).toBeVisible()
  await editor.click()
  await dialog.getByRole('button', { name: '加粗' }).click()
  await page.keyboard.type('本周六全天闭馆')
  await page.keyboard.press('Enter')
  await dialog.getByRole('button', { name: '加粗' }).click()
  await page.keyboard.type('已预约的观众可改约其他日期。')
  await pasteHtml(page, PAYLOAD)
  await expect(editor.locator('strong')).toHaveText('本周六全天闭馆')
  // Off the toolbar, so no tooltip covers the text in the screenshot.
  await dialog.getByRole('heading', { name: '添加公告' }).hover()
  await expect(page.getByRole('tooltip')).toHaveCount(0)
  await screenshot(page, 'museum-notice-editor')
  // An outside click keeps the dialog and what was typed.
  await page.mouse.click(5, 5)
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(toast(page, '新增成功')).toBeVisible()

  const token = await accessToken(page)
  const listed = await apiGet<{ list: { id: number; content: string }[] }>(
    page.request,
    token,
    '/museum/notice/page',
    { pageNo: 1, pageSize: 10, title },
  )
  const stored = listed.data.list[0]
  expect(stored.content).toContain('<strong>本周六全天闭馆</strong>')
  expect(stored.content).not.toMatch(/onerror|<script|javascript:/i)

  const preview = await publishAndPreview(page, title)
  await expect(preview.locator('strong')).toHaveText('本周六全天闭馆')
  await expect(preview).toContainText('已预约的观众可改约其他日期。')
  await expect(preview.locator('img, script, [onerror]')).toHaveCount(0)
  await screenshot(page, 'museum-notice-preview')
  await preview.getByRole('button', { name: '关闭' }).click()

  // Straight to the API, past the editor: the server cleans it, the preview cleans it again.
  const rawTitle = `展览公告${suffix}`
  const created = await apiPost<number>(page.request, token, '/museum/notice/create', {
    title: rawTitle,
    type: 2,
    content: `<p><strong>新展开幕</strong></p>${PAYLOAD}`,
  })
  expect(created.code, created.msg).toBe(0)
  const raw = await apiGet<{ content: string }>(page.request, token, '/museum/notice/get', {
    id: created.data,
  })
  expect(raw.data.content).not.toMatch(/onerror|<script|javascript:/i)
  await panel.getByRole('button', { name: '刷新' }).click()
  const rawPreview = await publishAndPreview(page, rawTitle)
  await expect(rawPreview.locator('strong')).toHaveText('新展开幕')
  await expect(rawPreview.getByText('详情', { exact: true })).not.toHaveAttribute('href', /.+/)
  await expect(rawPreview.locator('img, script, [onerror]')).toHaveCount(0)

  expect(scriptDialogs).toEqual([])
})
