import { expect, test, type Locator, type Page } from '@playwright/test'
import { ADMIN, loginAs, screenshot } from './support/console'
import { activePanel, loginLanding, openFromSidebar, openUserMenuItem } from './support/shell'
import { confirmDialog, dataRows, rowAction, rowsWith, toast, uniqueSuffix } from './support/system'

// 用户管理 as an administrator uses it: a new clerk in a department, found through the parent
// department in the tree, a password reset they log in with, and disabling that ends their session.

const PASSWORD_RULES = '密码长度为 8-16 位，须同时包含字母和数字，不能包含空格'

async function openUserScreen(page: Page): Promise<Locator> {
  await openFromSidebar(page, '系统管理', '用户管理')
  const list = activePanel(page).getByRole('table', { name: '用户列表' })
  await expect(dataRows(list).first()).toBeVisible()
  return list
}

function sessionExpired(page: Page): Locator {
  return page
    .getByRole('dialog')
    .filter({ hasText: '登录状态已过期，您可以继续留在该页面，或者重新登录' })
}

test.describe('用户管理', () => {
  test('create a clerk in 票务部, find them under 纪念馆, reset the password, disable them', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000)
    const suffix = uniqueSuffix()
    const username = `gate${suffix}`
    const nickname = `检票员${suffix}`

    await loginAs(page, ADMIN)
    const list = await openUserScreen(page)
    const panel = activePanel(page)
    const tree = panel.getByRole('tree', { name: '部门树' })
    await expect(tree.getByRole('treeitem', { name: '票务部', exact: true })).toBeVisible()
    await screenshot(page, 'system-user-list')

    // 新增: a password outside the rules is refused in the dialog, nothing is sent.
    await panel.getByRole('button', { name: '新增', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: '添加用户' })
    await dialog.getByLabel('用户昵称').fill(nickname)
    await dialog.getByRole('combobox', { name: '归属部门' }).click()
    await page.getByRole('textbox', { name: '过滤归属部门' }).fill('票务部')
    await page.getByRole('treeitem', { name: '票务部', exact: true }).click()
    await expect(dialog.getByRole('combobox', { name: '归属部门' })).toHaveValue('票务部')
    await dialog.getByLabel('手机号码').fill(`139${String(Date.now()).slice(-8)}`)
    await dialog.getByLabel('用户名称').fill(username)
    await dialog.getByLabel('用户密码').fill('password')
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(dialog.getByText(PASSWORD_RULES)).toBeVisible()
    await screenshot(page, 'system-user-create-rules')
    await dialog.getByLabel('用户密码').fill('Gate2026ok')
    await dialog.getByRole('button', { name: '确定' }).click()
    await expect(toast(page, '新增成功').first()).toBeVisible()
    await expect(dialog).toBeHidden()

    // The parent department lists them (its subtree's users), a sibling does not.
    await tree.getByText('宣教部', { exact: true }).click()
    await expect(rowsWith(list, username)).toHaveCount(0)
    await tree.getByText('纪念馆', { exact: true }).click()
    await panel.getByRole('textbox', { name: '用户名称' }).fill(username)
    await panel.getByRole('button', { name: '搜索', exact: true }).click()
    const row = rowsWith(list, username)
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('票务部')

    // 重置密码: the rules first, then the new password logs in elsewhere.
    await rowAction(page, row, '重置密码')
    const reset = page.getByRole('dialog', { name: '重置密码' })
    await expect(reset.getByText(PASSWORD_RULES)).toBeVisible()
    await reset.getByLabel('新密码').fill('12345678')
    await reset.getByRole('button', { name: '确定' }).click()
    await expect(reset.getByLabel('新密码')).toHaveAttribute('aria-invalid', 'true')
    await reset.getByLabel('新密码').fill('NewGate2027')
    await reset.getByRole('button', { name: '确定' }).click()
    await expect(toast(page, '修改成功').first()).toBeVisible()
    await expect(reset).toBeHidden()

    const theirs = await (await browser.newContext()).newPage()
    await loginLanding(theirs, { username, password: 'NewGate2027' })

    // 停用: their next request ends the session.
    const toggle = row.getByRole('switch', { name: `${username}的状态` })
    await toggle.click()
    await expect(confirmDialog(page)).toContainText(`确认要"停用""${username}"用户吗?`)
    await confirmDialog(page).getByRole('button', { name: '确定' }).click()
    await expect(toast(page, '停用成功').first()).toBeVisible()
    await expect(toggle).not.toBeChecked()
    await screenshot(page, 'system-user-disabled')

    await openUserMenuItem(theirs, '个人中心')
    await expect(sessionExpired(theirs)).toBeVisible()
    await theirs.context().close()
  })
})
