import { readFile } from 'node:fs/promises'
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { ADMIN, fillPasswordLogin } from './console'

/** The admin-api as the console reaches it (sandbox default prefix). */
export const ADMIN_API = '/prod-api/admin-api'

/**
 * The page the user sees. Cached tabs keep their hidden pages in the DOM, so every lookup of a
 * screen's content goes through the visible panel.
 */
export function activePanel(page: Page): Locator {
  return page.locator('[role="tabpanel"][data-active="true"]')
}

/** The popup confirmation ('系统提示' with 确定 / 取消). */
export function confirmDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: '系统提示' })
}

/** A toast (the popup host's success / error messages) showing `text`. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByTestId('popup-toasts').getByText(text)
}

/**
 * The error notification of a refused request (any other non-200 code shows the
 * server's message as the notification title). Found by its text, not its role: while a form
 * dialog is open the popup layer sits inside the aria-hidden app root (see the known-defect test
 * in system-screens.spec.ts).
 */
export function errorNotification(page: Page, text: string | RegExp): Locator {
  return page.getByTestId('popup-notifications').getByText(text)
}

/** The body rows of a list table that contain `text`. */
export function rowsWith(table: Locator, text: string | RegExp): Locator {
  return table.locator('tbody tr').filter({ hasText: text })
}

/** A row's action, inline or under its 更多 menu. */
export async function rowAction(page: Page, row: Locator, label: string) {
  const inline = row.getByRole('button', { name: label, exact: true })
  if (await inline.count()) {
    await inline.click()
    return
  }
  await row.getByRole('button', { name: '更多' }).click()
  await page.getByRole('menuitem', { name: label, exact: true }).click()
}

/** Body rows of a list table that hold data (not the '暂无数据' or skeleton rows). */
export function dataRows(table: Locator): Locator {
  return table.locator('tbody tr:not(:has(td[colspan]))')
}

/** The access token of the logged-in console (what the console sends as Bearer). */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))
  if (!token) throw new Error('no ACCESS_TOKEN in localStorage: not logged in?')
  return token
}

export interface Envelope<T = unknown> {
  code: number
  msg?: string
  data: T
}

/** A GET on the admin-api with a Bearer token; returns the parsed envelope. */
export async function apiGet<T = unknown>(
  request: APIRequestContext,
  token: string,
  path: string,
  params?: Record<string, string | number>,
): Promise<Envelope<T>> {
  const response = await request.get(`${ADMIN_API}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    params,
  })
  return (await response.json()) as Envelope<T>
}

/** A POST on the admin-api with a Bearer token and a JSON body; returns the parsed envelope. */
export async function apiPost<T = unknown>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: unknown,
): Promise<Envelope<T>> {
  const response = await request.post(`${ADMIN_API}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    data,
  })
  return (await response.json()) as Envelope<T>
}

/** A DELETE of one record (`?id=`) on the admin-api with a Bearer token. */
export async function apiDelete(
  request: APIRequestContext,
  token: string,
  path: string,
  id: number,
): Promise<Envelope<boolean>> {
  const response = await request.delete(`${ADMIN_API}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    params: { id },
  })
  return (await response.json()) as Envelope<boolean>
}

export interface ExportedFile {
  fileName: string
  text: string
}

/**
 * Clicks 导出 in `scope`, expects the confirmation '是否确认导出所有{subject}数据项?', confirms it
 * and returns the downloaded file's name and text (BOM stripped).
 */
export async function exportList(
  page: Page,
  scope: Locator,
  subject: string,
): Promise<ExportedFile> {
  await scope.getByRole('button', { name: '导出' }).click()
  const confirm = confirmDialog(page)
  await expect(confirm).toContainText(`是否确认导出所有${subject}数据项?`)
  const downloading = page.waitForEvent('download')
  await confirm.getByRole('button', { name: '确定' }).click()
  const download = await downloading
  const path = await download.path()
  const text = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '')
  return { fileName: download.suggestedFilename(), text }
}

/** Clicks 删除 on the row, checks the question, confirms, and waits for '删除成功'. */
export async function deleteRow(page: Page, row: Locator, question: string | RegExp) {
  await row.getByRole('button', { name: '删除' }).click()
  const confirm = confirmDialog(page)
  await expect(confirm).toContainText(question)
  await confirm.getByRole('button', { name: '确定' }).click()
  await expect(toast(page, '删除成功').first()).toBeVisible()
}

/** The list pager ('共 N 条', size select, pages, '前往'). */
export function pager(scope: Locator): Locator {
  return scope.getByRole('navigation', { name: '分页' })
}

/** A unique suffix so reruns against the same database never collide. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`
}

/**
 * Logs in and waits for the dashboard, at any viewport (on a phone the sidebar with the main menu
 * is closed, so `loginAs`'s wait for the menu does not apply).
 */
export async function loginAtAnyWidth(page: Page, user = ADMIN) {
  await page.goto('/login')
  await fillPasswordLogin(page, user.username, user.password)
  await expect(page).toHaveURL(/\/index$/)
  await expect(activePanel(page)).toBeVisible()
}
