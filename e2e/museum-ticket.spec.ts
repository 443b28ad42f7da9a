import { expect, test, type Page } from '@playwright/test'
import { loginAs, screenshot } from './support/console'
import { accessToken, activePanel, apiGet, rowsWith } from './support/system'

/**
 * 票务管理 against the real sandbox: a seeded ticket of today is scanned at 检票核销 (typed plus
 * Enter, as a scanner does), checked with Enter, then scanned again and refused with 门票已使用;
 * the gate fits a 768 px tablet; 门票管理 shows the ticket as used; 优待证件 lists the seeded
 * cards with the expired ones marked.
 */

interface SeededTicket {
  ticketNo: string
  visitorName: string
}

/** Today as the browser (and the sandbox on the same machine) sees it: 'YYYY-MM-DD'. */
function browserDay(page: Page): Promise<string> {
  return page.evaluate(() => {
    const d = new Date()
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
  })
}

test('a ticket of today is checked at the gate once, and refused the second time', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await loginAs(page)
  const day = await browserDay(page)
  const found = await apiGet<{ list: SeededTicket[]; total: number }>(
    page.request,
    await accessToken(page),
    '/museum/ticket/page',
    {
      'visitDate[0]': `${day} 00:00:00`,
      'visitDate[1]': `${day} 23:59:59`,
      status: 0,
      pageSize: 20,
    },
  )
  expect(found.code, found.msg).toBe(0)
  // The last of the page: the reservation spec run before may have taken the first ones.
  const ticket = found.data.list.at(-1)
  expect(ticket, 'a seeded unused ticket of today').toBeTruthy()
  const { ticketNo, visitorName } = ticket as SeededTicket

  await page.setViewportSize({ width: 768, height: 1024 })
  await page.goto('/ticket/check')
  const input = page.getByRole('textbox', { name: '票号或身份证号' })
  await expect(input).toBeFocused()
  const today = page.getByRole('region', { name: '今日入馆' })
  await expect(today.getByText('应到')).toBeVisible()
  const checkedBefore = Number(await today.locator('dt:has-text("已检") + dd').textContent())

  // A scanner types the code and Enter into the focused input.
  await page.keyboard.type(ticketNo)
  await page.keyboard.press('Enter')
  const card = page.getByRole('region', { name: '门票信息' })
  await expect(card).toContainText(visitorName)
  await expect(card).toContainText('待使用')
  await expect(card).toContainText(/\d{6}\*{8}[\dX]{4}/)
  await expect(page.getByText('扫码后按 Enter 查询；再按 Enter 或 F2 核销')).toBeVisible()
  await screenshot(page, 'museum-ticket-gate-768-found')

  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: '核销成功' })).toBeVisible()
  await expect(card).toContainText('已使用')
  await expect(input).toBeFocused()
  await expect(today.locator('dt:has-text("已检") + dd')).toHaveText(String(checkedBefore + 1))
  await expect(today.getByRole('list', { name: '最近核销' })).toContainText(visitorName)

  // The same ticket again: refused, in red, the input ready for the next scan.
  await page.keyboard.type(ticketNo)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alert').filter({ hasText: '门票已使用' })).toBeVisible()
  await expect(input).toBeFocused()
  await page.keyboard.type('M00000000000000')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alert').filter({ hasText: '门票不存在' })).toBeVisible()

  // A 768 px tablet: nothing scrolls sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  await screenshot(page, 'museum-ticket-gate-768')

  // 门票管理: the ticket is 已使用, with its check time and who checked it.
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/ticket/list')
  const panel = activePanel(page)
  const table = panel.getByRole('table', { name: '门票列表' })
  const search = panel.getByRole('search', { name: '搜索条件' })
  await search.getByLabel('票号').fill(ticketNo)
  await search.getByRole('button', { name: '搜索', exact: true }).click()
  const row = rowsWith(table, ticketNo)
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('已使用')
  await expect(row).toContainText(/\d{6}\*{8}[\dX]{4}/)
  await expect(row).toContainText(`${day} `)
  await row.getByRole('button', { name: '详情' }).click()
  const detail = page.getByRole('dialog', { name: '门票详情' })
  await expect(detail).toContainText(/\d{17}[\dX]/)
  await detail.getByRole('button', { name: '关闭' }).click()
  await search.getByRole('button', { name: '重置', exact: true }).click()
  await expect(table.locator('tbody tr').nth(5)).toBeVisible()
  await screenshot(page, 'museum-ticket-list')

  // 优待证件: the seeded cards, the expired ones marked.
  await page.goto('/ticket/card')
  const cards = activePanel(page).getByRole('table', { name: '优待证件列表' })
  await expect(cards.getByText('已过期').first()).toBeVisible()
  await expect(cards).toContainText(/\d{6}\*{8}[\dX]{4}/)
  await screenshot(page, 'museum-ticket-card')
})
