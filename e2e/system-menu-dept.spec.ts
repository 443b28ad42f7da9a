import { expect, test, type Locator, type Page } from '@playwright/test'
import { ADMIN, loginAs, mainMenu, screenshot } from './support/console'
import { activePanel, openFromSidebar } from './support/shell'
import {
  accessToken,
  apiDelete,
  apiGet,
  confirmDialog,
  dataRows,
  errorNotification,
  rowsWith,
  toast,
  uniqueSuffix,
} from './support/system'

// 部门管理 and 菜单管理 as an administrator uses them: a new department under 纪念馆, 票务部 kept
// because people work there; a new page under 系统管理 that the sidebar shows after a reload, and
// 系统管理 kept because menus hang below it.

async function openScreen(page: Page, entry: string, table: string): Promise<Locator> {
  await openFromSidebar(page, '系统管理', entry)
  const list = activePanel(page).getByRole('table', { name: table })
  await expect(dataRows(list).first()).toBeVisible()
  return list
}

/** The row whose first cell reads exactly `name` (a tree row: the name sits after its toggle). */
function treeRow(list: Locator, name: string): Locator {
  return rowsWith(list, new RegExp(`^${name}`))
}

/**
 * Clicks 展开全部 of the visible screen inside the page and answers how long until the rows are
 * painted (first screenful, then all), without the test runner's polling in it.
 */
async function expandAllInPage(page: Page): Promise<{ first: number; all: number }> {
  return page.evaluate(async () => {
    const panel = document.querySelector('[role="tabpanel"][data-active="true"]')
    const button = Array.from(panel?.querySelectorAll('button') ?? []).find(
      (candidate) => candidate.textContent?.trim() === '展开全部',
    )
    if (!button) throw new Error('no 展开全部 button')
    const rowCount = () => panel?.querySelectorAll('tbody tr').length ?? 0
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    const started = performance.now()
    button.click()
    await new Promise((resolve) => setTimeout(resolve, 0))
    await nextFrame()
    const first = performance.now() - started
    // Then until the row count has stayed the same for a few frames: every row is there.
    let stable = 0
    let last = rowCount()
    while (stable < 3) {
      await nextFrame()
      const now = rowCount()
      stable = now === last ? stable + 1 : 0
      last = now
    }
    return { first, all: performance.now() - started }
  })
}

test.describe('部门管理 and 菜单管理', () => {
  test('a department under 纪念馆; 票务部 with staff is not deleted', async ({ page }) => {
    test.setTimeout(120_000)
    const name = `安保部${uniqueSuffix()}`
    await loginAs(page, ADMIN)
    const list = await openScreen(page, '部门管理', '部门列表')
    await expect(treeRow(list, '票务部')).toBeVisible()
    await screenshot(page, 'system-dept')

    await treeRow(list, '纪念馆').getByRole('button', { name: '新增' }).click()
    const dialog = page.getByRole('dialog', { name: '添加部门' })
    await expect(dialog.getByRole('combobox', { name: '上级部门' })).toHaveValue('纪念馆')
    await dialog.getByRole('combobox', { name: '上级部门' }).click()
    const parents = page.getByRole('tree', { name: '上级部门' })
    await expect(parents.getByText('票务部')).toBeVisible()
    // The picker has finished growing in before the picture.
    await expect(page.locator('.MuiPopover-paper')).toHaveCSS('opacity', '1')
    await expect(page.locator('.MuiPopover-paper')).toHaveCSS('transform', 'none')
    await screenshot(page, 'system-dept-parent-picker')
    await page.keyboard.press('Escape')
    await expect(parents).toBeHidden()
    await expect(dialog).toBeVisible()
    await dialog.getByRole('textbox', { name: '部门名称' }).fill(name)
    await dialog.getByRole('combobox', { name: '负责人' }).click()
    await page.getByRole('option').first().click()
    await dialog.getByRole('textbox', { name: '联系电话' }).fill('025-84000099')
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(toast(page, '新增成功')).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(treeRow(list, name)).toBeVisible()

    await treeRow(list, '票务部').getByRole('button', { name: '删除' }).click()
    await expect(confirmDialog(page)).toContainText('是否确认删除部门名称为"票务部"的数据项?')
    await confirmDialog(page).getByRole('button', { name: '确定' }).click()
    await expect(errorNotification(page, '部门中存在员工，无法删除')).toBeVisible()
    await expect(treeRow(list, '票务部')).toBeVisible()

    // The new one has neither children nor staff: it goes.
    await treeRow(list, name).getByRole('button', { name: '删除' }).click()
    await confirmDialog(page).getByRole('button', { name: '确定' }).click()
    await expect(toast(page, '删除成功')).toBeVisible()
    await expect(treeRow(list, name)).toHaveCount(0)
  })

  test('a menu under 系统管理 shows in the sidebar after a reload; 系统管理 is not deleted', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000)
    const suffix = uniqueSuffix()
    const name = `展品台账${suffix}`
    await loginAs(page, ADMIN)
    const list = await openScreen(page, '菜单管理', '菜单列表')

    // The whole seeded tree opens at once (a few hundred rows) and closes again.
    const panel = activePanel(page)
    const timing = await expandAllInPage(page)
    await expect(treeRow(list, '菜单管理')).toBeVisible()
    const rows = await dataRows(list).count()
    expect(rows).toBeGreaterThan(150)
    console.log(
      `展开全部: first rows painted in ${Math.round(timing.first)} ms, all ${rows} in ${Math.round(timing.all)} ms`,
    )
    await screenshot(page, 'system-menu')
    await panel.getByRole('button', { name: '折叠全部' }).click()
    await expect(treeRow(list, '菜单管理')).toHaveCount(0)

    await treeRow(list, '系统管理').getByRole('button', { name: '新增' }).click()
    const dialog = page.getByRole('dialog', { name: '添加菜单' })
    await expect(dialog.getByRole('combobox', { name: '上级菜单' })).toHaveValue('系统管理')
    await expect(dialog.getByRole('radio', { name: '菜单', exact: true })).toBeChecked()
    await dialog.getByRole('textbox', { name: '菜单名称' }).fill(name)
    await dialog.getByRole('combobox', { name: '菜单图标' }).click()
    const icons = page.getByRole('dialog', { name: '选择菜单图标' })
    await icons.getByRole('textbox', { name: '搜索图标' }).fill('edu')
    await icons.getByRole('option', { name: 'education' }).click()
    await dialog.getByRole('textbox', { name: '路由地址' }).fill(`exhibit-${suffix}`)
    await dialog.getByRole('textbox', { name: '组件路径' }).fill('system/post/index')
    await dialog.getByRole('textbox', { name: '组件名称' }).fill(`Exhibit${suffix}`)
    await dialog.getByRole('spinbutton', { name: '显示排序' }).fill('99')
    await screenshot(page, 'system-menu-dialog')
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(toast(page, '新增成功')).toBeVisible()
    await expect(dialog).toBeHidden()

    await page.reload()
    const system = mainMenu(page).getByRole('button', { name: '系统管理', exact: true })
    if ((await system.getAttribute('aria-expanded')) !== 'true') await system.click()
    const link = mainMenu(page).getByRole('link', { name })
    await expect(link).toBeVisible()
    await link.click()
    await expect(page).toHaveURL(new RegExp(`/system/exhibit-${suffix}`))

    const menuList = await openScreen(page, '菜单管理', '菜单列表')
    await treeRow(menuList, '系统管理').getByRole('button', { name: '删除' }).click()
    await confirmDialog(page).getByRole('button', { name: '确定' }).click()
    await expect(errorNotification(page, '存在子菜单，无法删除')).toBeVisible()
    await expect(treeRow(menuList, '系统管理')).toBeVisible()

    // Leave the seeded tree as it was.
    const token = await accessToken(page)
    const all = await apiGet<Array<{ id: number; name: string }>>(
      request,
      token,
      '/system/menu/list',
      {
        name,
      },
    )
    for (const menu of all.data) await apiDelete(request, token, '/system/menu/delete', menu.id)
  })
})
