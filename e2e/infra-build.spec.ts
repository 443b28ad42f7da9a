import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { loginAs, screenshot } from './support/console'
import { activePanel, confirmDialog } from './support/system'

// 表单构建: a field dragged onto the canvas is still there after a reload, and 导出 saves the JSON.

test('表单构建 keeps a dragged field across a reload and exports its JSON', async ({ page }) => {
  test.setTimeout(90_000)
  await loginAs(page)
  await page.goto('/infra/build')
  const panel = activePanel(page)
  const canvas = panel.getByRole('list', { name: '表单字段' })
  await expect(canvas).toBeVisible()
  // Start from an empty canvas whatever an earlier run left.
  const clear = panel.getByRole('button', { name: '清空' })
  if (await clear.isEnabled()) {
    await clear.click()
    await confirmDialog(page).getByRole('button', { name: '确定' }).click()
  }

  await panel
    .getByRole('navigation', { name: '字段类型' })
    .getByRole('button', { name: '多行文本' })
    .dragTo(canvas)
  await expect(canvas.getByRole('listitem', { name: '多行文本（textarea_1）' })).toBeVisible()

  await page.reload()
  await expect(
    activePanel(page).getByRole('list', { name: '表单字段' }).getByRole('listitem', {
      name: '多行文本（textarea_1）',
    }),
  ).toBeVisible({ timeout: 20_000 })
  await screenshot(page, 'infra-build')

  await activePanel(page).getByRole('button', { name: '导出' }).click()
  const downloading = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: '导出 JSON 文件' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('form.json')
  const json = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    fields: { field: string; type: string }[]
  }
  expect(json.fields).toEqual([expect.objectContaining({ field: 'textarea_1', type: 'textarea' })])
})
