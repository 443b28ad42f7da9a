import { expect, type Page } from '@playwright/test'

export const ADMIN = { username: 'admin', password: 'admin123' }
export const STAFF = { username: 'staff', password: 'staff123' }

export async function fillPasswordLogin(
  page: Page,
  username: string,
  password: string,
  remember = false,
) {
  const form = page.getByRole('form', { name: '账号密码登录' })
  await form.getByLabel('用户名').fill(username)
  await form.getByLabel('密码', { exact: true }).fill(password)
  if (remember) await form.getByLabel('记住密码').check()
  await form.getByRole('button', { name: '登录', exact: true }).click()
}

/** Logs in through the login page and waits for the dashboard's menu. */
export async function loginAs(page: Page, user = ADMIN) {
  await page.goto('/login')
  await fillPasswordLogin(page, user.username, user.password)
  await expect(mainMenu(page)).toBeVisible()
}

export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: '主菜单' })
}

export async function logout(page: Page) {
  await page.getByRole('button', { name: '用户菜单' }).click()
  await page.getByRole('menuitem', { name: '退出登录' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click()
  await expect(page).toHaveURL(/\/login/)
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true })
}

/** Data rows of the dictionary-type list (links to each type's data). */
export function dictTypeRows(page: Page) {
  return page.getByRole('table', { name: '字典类型列表' }).getByRole('link', { name: /_/ })
}
