import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { loginAs, screenshot } from './support/console'
import { activePanel, confirmDialog, rowsWith, toast } from './support/system'

// 代码生成 as an administrator uses it: import a table of the demo data source, edit its
// configuration, preview the generated files and download them as a zip.

const TABLE = 'museum_souvenir'

async function removeIfImported(page: Page) {
  const list = activePanel(page).getByRole('table', { name: '代码生成列表' })
  const rows = rowsWith(list, TABLE)
  if ((await rows.count()) === 0) return
  await rows.first().getByRole('button', { name: '删除' }).click()
  await confirmDialog(page).getByRole('button', { name: '确定' }).click()
  await expect(rows).toHaveCount(0)
}

test('import, edit, preview and download a table', async ({ page }) => {
  test.setTimeout(150_000)
  await loginAs(page)
  await page.goto('/infra/codegen')
  const panel = activePanel(page)
  const list = panel.getByRole('table', { name: '代码生成列表' })
  await expect(list).toBeVisible()
  await page.waitForLoadState('networkidle')
  await removeIfImported(page)
  await screenshot(page, 'infra-codegen-list')

  // 导入
  await panel.getByRole('button', { name: '导入' }).click()
  const dialog = page.getByRole('dialog', { name: '导入表' })
  await dialog.getByRole('combobox', { name: '数据源' }).click()
  await page.getByRole('option', { name: '文创演示库' }).click()
  const tables = dialog.getByRole('table', { name: '数据库表' })
  const souvenir = rowsWith(tables, TABLE)
  await expect(souvenir).toHaveCount(1)
  await screenshot(page, 'infra-codegen-import')
  await souvenir.getByRole('checkbox').check()
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(toast(page, '导入成功')).toBeVisible()
  const row = rowsWith(list, TABLE)
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('文创演示库')

  // 编辑: opens on 字段信息; scene 1 needs a parent menu
  await row.getByRole('button', { name: '编辑' }).click()
  await expect(page).toHaveURL(/\/codegen\/edit\/\d+$/)
  const edit = activePanel(page)
  await expect(edit.getByRole('tab', { name: '字段信息' })).toHaveAttribute('aria-selected', 'true')
  const comment = edit.getByRole('textbox', { name: 'name 字段描述' })
  await expect(comment).toHaveValue('商品名称')
  await screenshot(page, 'infra-codegen-edit-columns')
  await comment.fill('文创名称')
  await edit.getByRole('tab', { name: '基本信息' }).click()
  await expect(edit.getByRole('textbox', { name: '表名称' })).toHaveValue(TABLE)
  await screenshot(page, 'infra-codegen-edit-basic')
  await edit.getByRole('tab', { name: '生成信息' }).click()
  await edit.getByRole('combobox', { name: '上级菜单' }).click()
  // A tree item's box holds its children: click the label itself.
  await page.getByRole('treeitem').getByText('基础设施', { exact: true }).click()
  await expect(edit.getByRole('combobox', { name: '上级菜单' })).toHaveValue('基础设施')
  await screenshot(page, 'infra-codegen-edit-generate')
  await edit.getByRole('button', { name: '提交' }).click()
  await expect(toast(page, '修改成功！')).toBeVisible()
  await expect(page).toHaveURL(/\/infra\/codegen$/)

  // 预览
  await rowsWith(list, TABLE).getByRole('button', { name: '预览' }).click()
  const preview = page.getByRole('dialog', { name: `代码预览：${TABLE}` })
  await expect(preview.getByRole('tab').first()).toBeVisible({ timeout: 30_000 })
  await expect(preview.locator('code.hljs .hljs-keyword').first()).toBeVisible()
  await screenshot(page, 'infra-codegen-preview')
  await preview.getByRole('button', { name: '关闭' }).click()

  // 生成代码
  const downloading = page.waitForEvent('download')
  await rowsWith(list, TABLE).getByRole('button', { name: '生成代码' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`codegen-${TABLE}.zip`)
  const bytes = readFileSync(await download.path())
  expect(bytes.subarray(0, 4).toString('binary')).toBe('PK\u0003\u0004')

  await removeIfImported(page)
})
