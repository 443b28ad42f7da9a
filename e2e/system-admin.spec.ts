import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { ADMIN, fillPasswordLogin, loginAs, mainMenu, screenshot } from './support/console'
import { activePanel, openFromSidebar, openUserMenuItem, sidebarOf } from './support/shell'
import { confirmDialog, dataRows, rowAction, rowsWith, toast, uniqueSuffix } from './support/system'

// The cross-cutting flow, through the screens as an administrator works: what the admin
// grants in 系统管理 is exactly what the new user sees in their own browser, and what the admin
// takes away is gone there (menus at the next reload, the session at once).

interface Account {
  username: string
  password: string
}

/** A password that follows the rules (8-16, letters and digits, no spaces). */
const NEW_PASSWORD = 'Museum2025ok'

/** A console signed in as `user` in a browser context of its own (its own session). */
async function signedIn(browser: Browser, user: Account): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await loginAs(page, user)
  return page
}

/** Opens a 系统管理 screen from the admin's sidebar and waits for its list to hold rows. */
async function openSystemScreen(page: Page, entry: string, table: string): Promise<Locator> {
  await openFromSidebar(page, '系统管理', entry)
  const list = activePanel(page).getByRole('table', { name: table })
  await expect(dataRows(list).first()).toBeVisible()
  return list
}

/** A button of the visible list's toolbar (rows of a tree table have their own 新增). */
function toolbarButton(page: Page, label: string): Locator {
  return activePanel(page)
    .getByRole('toolbar', { name: '列表操作' })
    .getByRole('button', { name: label, exact: true })
}

/** Saves the visible dialog with 确定 and waits for `done` and the dialog to close. */
async function saveDialog(page: Page, dialog: Locator, done = '新增成功') {
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(toast(page, done).first()).toBeVisible()
  await expect(dialog).toBeHidden()
}

/** Picks one node of a tree picker (归属部门, 上级部门) by its name. */
async function pickInTree(page: Page, scope: Locator, label: string, name: string) {
  await scope.getByRole('combobox', { name: label }).click()
  await page.getByRole('textbox', { name: `过滤${label}` }).fill(name)
  await page.getByRole('treeitem', { name, exact: true }).click()
  await expect(scope.getByRole('combobox', { name: label })).toHaveValue(name)
}

async function createDept(page: Page, name: string, parent: string) {
  const list = await openSystemScreen(page, '部门管理', '部门列表')
  await toolbarButton(page, '新增').click()
  const dialog = page.getByRole('dialog', { name: '添加部门' })
  await pickInTree(page, dialog, '上级部门', parent)
  await dialog.getByLabel('部门名称').fill(name)
  await saveDialog(page, dialog)
  // The new department sits under a former leaf, which the tree table has not opened yet.
  await toolbarButton(page, '展开全部').click()
  await expect(rowsWith(list, name)).toHaveCount(1)
}

async function createPost(page: Page, name: string, code: string) {
  const list = await openSystemScreen(page, '岗位管理', '岗位列表')
  await toolbarButton(page, '新增').click()
  const dialog = page.getByRole('dialog', { name: '添加岗位' })
  await dialog.getByLabel('岗位名称').fill(name)
  await dialog.getByLabel('岗位编码').fill(code)
  await saveDialog(page, dialog)
  await expect(rowsWith(list, code)).toHaveCount(1)
}

async function createRole(page: Page, name: string, code: string): Promise<Locator> {
  const list = await openSystemScreen(page, '角色管理', '角色列表')
  await toolbarButton(page, '新增').click()
  const dialog = page.getByRole('dialog', { name: '添加角色' })
  await dialog.getByLabel('角色名称').fill(name)
  await dialog.getByLabel('角色标识').fill(code)
  await saveDialog(page, dialog)
  const row = rowsWith(list, code)
  await expect(row).toHaveCount(1)
  return row
}

/**
 * 菜单权限 of a role: the tree opened out, `name`'s box set to `on` (父子联动 ticks or clears
 * the parents with it), saved.
 */
async function setRoleMenu(page: Page, row: Locator, name: string, on: boolean) {
  await rowAction(page, row, '菜单权限')
  const dialog = page.getByRole('dialog', { name: '菜单权限' })
  const tree = dialog.getByRole('tree', { name: '菜单权限' })
  await expect(tree).toBeVisible()
  await dialog.getByRole('switch', { name: '展开/折叠' }).check()
  // The tree's own checkboxes are hidden from assistive technology: the item carries the state.
  const text = tree.getByText(name, { exact: true })
  const item = text.locator('xpath=ancestor::li[@role="treeitem"][1]')
  await text.locator('xpath=..').locator('input[type="checkbox"]').setChecked(on)
  await expect(item).toHaveAttribute('aria-checked', String(on))
  await saveDialog(page, dialog, '修改成功')
}

async function createUser(
  page: Page,
  user: Account & { nickname: string; dept: string; post?: string },
): Promise<Locator> {
  const list = await openSystemScreen(page, '用户管理', '用户列表')
  await toolbarButton(page, '新增').click()
  const dialog = page.getByRole('dialog', { name: '添加用户' })
  await dialog.getByLabel('用户昵称').fill(user.nickname)
  await pickInTree(page, dialog, '归属部门', user.dept)
  await dialog.getByLabel('用户名称').fill(user.username)
  await dialog.getByLabel('用户密码').fill(user.password)
  if (user.post) {
    await dialog.getByRole('combobox', { name: '岗位' }).click()
    await page.getByRole('option', { name: user.post, exact: true }).click()
    await page.keyboard.press('Escape')
    await expect(dialog.getByText(user.post, { exact: true })).toBeVisible()
  }
  await saveDialog(page, dialog)
  const row = rowsWith(list, user.username)
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(user.dept)
  return row
}

/** 分配角色: exactly `roles` checked, saved. */
async function assignRoles(page: Page, row: Locator, roles: string[], offered: string[]) {
  await rowAction(page, row, '分配角色')
  const dialog = page.getByRole('dialog', { name: '分配角色' })
  for (const role of offered) {
    const box = dialog.getByRole('checkbox', { name: role, exact: true })
    await expect(box).toBeVisible()
    await box.setChecked(roles.includes(role))
  }
  await saveDialog(page, dialog, '分配成功')
}

/** The status switch of a user's row, confirmed (确认要"停用""x"用户吗?). */
async function setUserEnabled(page: Page, row: Locator, username: string, enabled: boolean) {
  const toggle = row.getByRole('switch', { name: `${username}的状态` })
  await toggle.click()
  const verb = enabled ? '启用' : '停用'
  await expect(confirmDialog(page)).toContainText(`确认要"${verb}""${username}"用户吗?`)
  await confirmDialog(page).getByRole('button', { name: '确定' }).click()
  await expect(toast(page, `${verb}成功`).first()).toBeVisible()
  await expect(toggle).toBeChecked({ checked: enabled })
}

/** The session-expired dialog the console shows when a request is refused with 401 for good. */
function sessionExpired(page: Page): Locator {
  return page
    .getByRole('dialog')
    .filter({ hasText: '登录状态已过期，您可以继续留在该页面，或者重新登录' })
}

test.describe('system administration', () => {
  test('a role with only the dictionary menus: the user sees exactly those, loses them at the next reload, and is signed out when disabled', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000)
    const suffix = uniqueSuffix()
    const dept = `字典组${suffix}`
    const post = `字典员${suffix}`
    const role = `字典维护${suffix}`
    const user = {
      username: `dict${suffix}`,
      password: NEW_PASSWORD,
      nickname: `字典员小${suffix}`,
    }

    await loginAs(page, ADMIN)
    await createDept(page, dept, '信息中心')
    await createPost(page, post, `dict_${suffix}`)
    const roleRow = await createRole(page, role, `dict_${suffix}`)
    await setRoleMenu(page, roleRow, '字典查询', true)
    const userRow = await createUser(page, { ...user, dept, post })
    await assignRoles(page, userRow, [role], [role])

    // The user, in a browser of their own, sees the dictionary screen and nothing else.
    const theirs = await signedIn(browser, user)
    expect(await sidebarOf(theirs)).toEqual({ 系统管理: ['字典管理'] })
    await openFromSidebar(theirs, '系统管理', '字典管理')
    await expect(
      dataRows(activePanel(theirs).getByRole('table', { name: '字典类型列表' })).first(),
    ).toBeVisible()
    // Query only: no 新增 on the dictionary list.
    await expect(
      activePanel(theirs).getByRole('button', { name: '新增', exact: true }),
    ).toHaveCount(0)
    await screenshot(theirs, 'system-admin-dict-user')

    // The admin takes the menus away: at the user's next reload they are gone.
    await openSystemScreen(page, '角色管理', '角色列表')
    await setRoleMenu(page, roleRow, '字典查询', false)
    await theirs.goto('/index')
    await expect(mainMenu(theirs)).toBeVisible()
    await expect(mainMenu(theirs).getByText('系统管理')).toHaveCount(0)
    await screenshot(theirs, 'system-admin-dict-user-after')

    // Disabled: the user's next request ends their session.
    await openSystemScreen(page, '用户管理', '用户列表')
    await setUserEnabled(page, userRow, user.username, false)
    await openUserMenuItem(theirs, '个人中心')
    await expect(sessionExpired(theirs)).toBeVisible()
    await screenshot(theirs, 'system-admin-session-ended')
    await sessionExpired(theirs).getByRole('button', { name: '重新登录' }).click()
    await expect(theirs).toHaveURL(/\/login/)
    await fillPasswordLogin(theirs, user.username, user.password)
    await expect(theirs.getByText('登录失败，账号被禁用')).toBeVisible()
    await theirs.context().close()
  })
  test('done when: a new gate clerk gets exactly the gate with the seeded 前台检票员, and loses it again', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000)
    const suffix = uniqueSuffix()
    const clerk = {
      username: `gate${suffix}`,
      password: NEW_PASSWORD,
      nickname: `检票员小${suffix}`,
    }

    // Onboarding: a user in 票务部 and the seeded role, nothing else touched.
    await loginAs(page, ADMIN)
    const row = await createUser(page, { ...clerk, dept: '票务部' })
    await assignRoles(page, row, ['前台检票员'], ['前台检票员'])

    const theirs = await signedIn(browser, clerk)
    expect(await sidebarOf(theirs)).toEqual({ 票务管理: ['检票核销'] })
    await openFromSidebar(theirs, '票务管理', '检票核销')
    const gate = activePanel(theirs)
    await expect(gate.getByRole('textbox', { name: '票号或身份证号' })).toBeFocused()
    await screenshot(theirs, 'system-admin-gate-clerk')

    // Taken away: the role removed, the clerk's next scan ends the session.
    await assignRoles(page, row, [], ['前台检票员'])
    await gate.getByRole('textbox', { name: '票号或身份证号' }).fill('M20990101000001')
    await gate.getByRole('textbox', { name: '票号或身份证号' }).press('Enter')
    await expect(sessionExpired(theirs)).toBeVisible()
    await sessionExpired(theirs).getByRole('button', { name: '重新登录' }).click()
    await expect(theirs).toHaveURL(/\/login/)

    // Signed in again: no gate any more, and its address is refused.
    await loginAs(theirs, clerk)
    await expect(mainMenu(theirs).getByText('票务管理')).toHaveCount(0)
    await theirs.goto('/ticket/check')
    await expect(theirs).toHaveURL(/\/403$/)
    await expect(theirs.getByRole('heading', { name: '抱歉，您无权访问此页面' })).toBeVisible()
    await screenshot(theirs, 'system-admin-gate-clerk-removed')
    await theirs.context().close()
  })
})
