import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { ADMIN, fillPasswordLogin, mainMenu } from './console'

/** Phone viewport of the screenshots and mobile checks. */
export const PHONE = { width: 390, height: 844 }

/**
 * The page the user sees: cached (hidden) tabs stay in the DOM, so every page locator is scoped
 * to the visible panel.
 */
export function activePanel(page: Page): Locator {
  return page.locator('[role="tabpanel"][data-active="true"]')
}

/** The console's page panels (a page's own MUI tab panels are not counted). */
export function keptPages(page: Page): Locator {
  return page.locator('[role="tabpanel"][data-tab-key]')
}

export function tabList(page: Page): Locator {
  return page.getByRole('tablist', { name: '标签页' })
}

/** A tab of the tab bar by its title (its accessible name also holds the close button's). */
export function tabOf(page: Page, title: string): Locator {
  return tabList(page).getByRole('tab', { name: new RegExp(`^${title}`) })
}

/** The titles of the open tabs, in order. */
export async function expectTabs(page: Page, titles: string[]) {
  await expect(tabList(page).getByRole('tab')).toHaveText(titles)
}

export async function expectActiveTab(page: Page, title: string) {
  await expect(tabOf(page, title)).toHaveAttribute('aria-selected', 'true')
  await expect(tabList(page).locator('[role="tab"][aria-selected="true"]')).toHaveCount(1)
}

/** Right-clicks a tab and chooses an entry of its context menu. */
export async function tabMenuCommand(page: Page, title: string, command: string) {
  await tabOf(page, title).click({ button: 'right' })
  const menu = page.getByRole('menu', { name: '标签页操作' })
  await menu.getByRole('menuitem', { name: command }).click()
  await expect(menu).toBeHidden()
}

/**
 * Opens a page through the sidebar: each section on the way is opened (unless it already is),
 * then the entry is clicked.
 */
export async function openFromSidebar(page: Page, ...labels: string[]) {
  const menu = mainMenu(page)
  const entry = labels[labels.length - 1]
  for (const section of labels.slice(0, -1)) {
    const button = menu.getByRole('button', { name: section, exact: true })
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
  }
  await menu.getByRole('link', { name: entry, exact: true }).click()
}

/** The search form of the visible list page. */
export function searchForm(page: Page): Locator {
  return activePanel(page).getByRole('search', { name: '搜索条件' })
}

export function pager(page: Page): Locator {
  return activePanel(page).getByRole('navigation', { name: '分页' })
}

/** Logs in without waiting for the sidebar (a phone keeps it closed). */
export async function loginLanding(page: Page, user = ADMIN) {
  await page.goto('/login')
  await fillPasswordLogin(page, user.username, user.password)
  await expect(page).toHaveURL(/\/index$/)
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible()
}

export async function openUserMenuItem(page: Page, item: '个人中心' | '布局设置' | '退出登录') {
  await page.getByRole('button', { name: '用户菜单' }).click()
  await page.getByRole('menuitem', { name: item }).click()
}

/** The settings drawer, opened through the user menu. */
export async function openSettingsDrawer(page: Page): Promise<Locator> {
  await openUserMenuItem(page, '布局设置')
  const drawer = page.getByRole('dialog', { name: '布局设置' })
  await expect(drawer).toBeVisible()
  return drawer
}

/** The navbar's bell; its name says whether anything is unread. */
export function bell(page: Page): Locator {
  return page.getByRole('button', { name: /^站内信/ })
}

/** The bell's red dot as the user sees it (MUI scales an invisible badge to nothing). */
export function bellDot(page: Page): Locator {
  return bell(page).locator('.MuiBadge-badge')
}

/** Sends a notification through the sandbox (as a template message from 系统管理员). */
export async function sendNotification(
  request: APIRequestContext,
  username: string,
  content: string,
): Promise<void> {
  const response = await request.post('/sandbox/notify/send', { data: { username, content } })
  const body = (await response.json()) as { code: number }
  if (body.code !== 0) throw new Error(`could not send a notification to ${username}`)
}

/** The computed CSS colour of an element (e.g. 'rgb(255, 69, 0)'). */
export async function cssOf(locator: Locator, property: string): Promise<string> {
  return locator.evaluate(
    (element, name) => getComputedStyle(element).getPropertyValue(name),
    property,
  )
}

/** The sidebar as the user sees it: each section (opened one by one) with its entries. */
export async function sidebarOf(page: Page): Promise<Record<string, string[]>> {
  const menu = mainMenu(page)
  await expect(menu).toBeVisible()
  const sections = (await menu.locator('[aria-expanded]').allInnerTexts()).map((s) => s.trim())
  const shown: Record<string, string[]> = {}
  for (const section of sections) {
    const button = menu.getByRole('button', { name: section, exact: true })
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const entries = button.locator('xpath=..').getByRole('link')
    await expect(entries.first()).toBeVisible()
    shown[section] = (await entries.allInnerTexts()).map((s) => s.trim())
  }
  return shown
}
