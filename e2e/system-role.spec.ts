import { expect, test, type Locator, type Page } from '@playwright/test'
import { ADMIN, loginAs, screenshot } from './support/console'
import { activePanel, openFromSidebar } from './support/shell'
import {
  accessToken,
  apiGet,
  apiPost,
  confirmDialog,
  dataRows,
  errorNotification,
  rowsWith,
  toast,
  uniqueSuffix,
} from './support/system'

// 角色管理 as an administrator uses it: a role that may only read the dictionaries, given through
// the 菜单权限 tree and still there when the dialog opens again; the built-in 超级管理员 cannot be
// deleted, and neither can a role its users still hold.

async function openRoleScreen(page: Page): Promise<Locator> {
  await openFromSidebar(page, '系统管理', '角色管理')
  const list = activePanel(page).getByRole('table', { name: '角色列表' })
  await expect(dataRows(list).first()).toBeVisible()
  return list
}

async function findRole(page: Page, list: Locator, name: string): Promise<Locator> {
  const panel = activePanel(page)
  await panel.getByRole('textbox', { name: '角色名称' }).fill(name)
  await panel.getByRole('button', { name: '搜索', exact: true }).click()
  const row = rowsWith(list, name)
  await expect(row).toHaveCount(1)
  return row
}

/** A node of a check tree by its label: the tree item carries aria-checked. */
function treeNode(tree: Locator, label: string) {
  const text = tree.getByText(label, { exact: true })
  return {
    item: text.locator('xpath=ancestor::li[@role="treeitem"][1]'),
    box: text.locator('xpath=..').locator('input[type="checkbox"]'),
  }
}

test.describe('角色管理', () => {
  test('a role with only 字典管理 and its query button, kept in the tree after reopening', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000)
    const suffix = uniqueSuffix()
    const name = `字典查看员${suffix}`
    const code = `dict_viewer_${suffix}`

    await loginAs(page, ADMIN)
    const list = await openRoleScreen(page)
    const panel = activePanel(page)

    // The built-in super administrator: no 删除 (nor any other change).
    const superAdmin = rowsWith(list, '超级管理员')
    await expect(superAdmin).toHaveCount(1)
    await expect(superAdmin.getByRole('button', { name: '删除', exact: true })).toHaveCount(0)
    await expect(superAdmin.getByRole('button', { name: '菜单权限', exact: true })).toHaveCount(0)
    await screenshot(page, 'system-role-list')

    await panel.getByRole('button', { name: '新增', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: '添加角色' })
    await dialog.getByLabel('角色名称').fill(name)
    await dialog.getByLabel('角色标识').fill(code)
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(toast(page, '新增成功').first()).toBeVisible()
    await expect(dialog).toBeHidden()

    const row = await findRole(page, list, name)
    await expect(row).toContainText('自定义')
    await row.getByRole('button', { name: '菜单权限', exact: true }).click()
    const menus = page.getByRole('dialog', { name: '菜单权限' })
    await expect(menus.getByText(code)).toBeVisible()
    await menus.getByRole('switch', { name: '展开/折叠' }).check()
    const tree = menus.getByRole('tree', { name: '菜单权限' })
    // 父子联动 is on: the query button alone makes its page and directory half-checked.
    await treeNode(tree, '字典查询').box.check()
    await expect(treeNode(tree, '字典查询').item).toHaveAttribute('aria-checked', 'true')
    await expect(treeNode(tree, '字典管理').item).toHaveAttribute('aria-checked', 'mixed')
    await expect(treeNode(tree, '系统管理').item).toHaveAttribute('aria-checked', 'mixed')
    await expect(treeNode(tree, '字典新增').item).toHaveAttribute('aria-checked', 'false')
    await screenshot(page, 'system-role-menu-dialog')
    await menus.getByRole('button', { name: '确定' }).click()
    await expect(toast(page, '修改成功').first()).toBeVisible()
    await expect(menus).toBeHidden()

    // Saved with the half-checked page and directory: what the sidebar needs to reach the screen.
    const token = await accessToken(page)
    const roleId = (
      await apiGet<{ list: Array<{ id: number }> }>(request, token, '/system/role/page', {
        name,
      })
    ).data.list[0].id
    const saved = await apiGet<number[]>(request, token, '/system/permission/list-role-menus', {
      roleId,
    })
    expect(saved.data.sort((a, b) => a - b)).toEqual([1, 105, 1026])

    await row.getByRole('button', { name: '菜单权限', exact: true }).click()
    await expect(menus.getByRole('switch', { name: '父子联动' })).toBeChecked()
    await menus.getByRole('switch', { name: '展开/折叠' }).check()
    await expect(treeNode(tree, '字典查询').item).toHaveAttribute('aria-checked', 'true')
    await expect(treeNode(tree, '字典管理').item).toHaveAttribute('aria-checked', 'mixed')
    await expect(treeNode(tree, '系统管理').item).toHaveAttribute('aria-checked', 'mixed')
    await expect(treeNode(tree, '字典新增').item).toHaveAttribute('aria-checked', 'false')
    await expect(treeNode(tree, '用户管理').item).toHaveAttribute('aria-checked', 'false')
    await menus.getByRole('button', { name: '取消' }).click()
    await expect(menus).toBeHidden()

    // 数据权限: 指定部门 with a department tree.
    await row.getByRole('button', { name: '数据权限', exact: true }).click()
    const scope = page.getByRole('dialog', { name: '数据权限' })
    await scope.getByRole('combobox', { name: '权限范围' }).click()
    await page.getByRole('option', { name: '指定部门数据权限' }).click()
    const depts = scope.getByRole('tree', { name: '权限范围的部门' })
    await treeNode(depts, '票务部').box.check()
    await expect(treeNode(depts, '纪念馆').item).toHaveAttribute('aria-checked', 'mixed')
    await screenshot(page, 'system-role-data-scope-dialog')
    await scope.getByRole('button', { name: '确定' }).click()
    await expect(toast(page, '修改成功').first()).toBeVisible()
    const role = await apiGet<{ dataScope: number; dataScopeDeptIds: number[] }>(
      request,
      token,
      '/system/role/get',
      { id: roleId },
    )
    expect(role.data).toMatchObject({ dataScope: 2, dataScopeDeptIds: [3] })
  })

  test('a role its users still hold is not deleted, and the message says how many', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const suffix = uniqueSuffix()
    const name = `临时角色${suffix}`
    await loginAs(page, ADMIN)
    const token = await accessToken(page)
    // Two fresh users hold it (seeded users are left alone: a role change ends their sessions).
    const roleId = (
      await apiPost<number>(request, token, '/system/role/create', {
        name,
        code: `temp_${suffix}`,
        sort: 99,
        status: 0,
      })
    ).data
    for (const n of [1, 2]) {
      const userId = (
        await apiPost<number>(request, token, '/system/user/create', {
          username: `holder${n}${suffix}`.slice(0, 30),
          nickname: `持有人${n}`,
          password: 'Holder2026',
          deptId: 3,
        })
      ).data
      const assigned = await apiPost(request, token, '/system/permission/assign-user-role', {
        userId,
        roleIds: [roleId],
      })
      expect(assigned.code).toBe(0)
    }

    const list = await openRoleScreen(page)
    const row = await findRole(page, list, name)
    await row.getByRole('button', { name: '删除', exact: true }).click()
    await confirmDialog(page).getByRole('button', { name: '确定' }).click()
    await expect(errorNotification(page, '该角色已分配给 2 个用户，无法删除')).toBeVisible()
    await expect(rowsWith(list, name)).toHaveCount(1)
  })
})
