import { expect, test, type Page } from '@playwright/test'
import { idCheckChar } from '../src/shared/wire/museum-fields'
import { loginAs, screenshot } from './support/console'
import { accessToken, activePanel, apiPost, rowsWith, toast } from './support/system'

/**
 * 个人预约 end to end against the real sandbox: the admin opens a slot for tonight, books two
 * visitors at the counter (窗口预约), finds the booking in the list and its tickets in 详情, then
 * checks one ticket at the gate (检票核销) by its number; the ticket shows 已使用 afterwards and
 * the slot's bar counts the two places.
 */

const idNumber = (birth: string, serial: string) => {
  const first17 = `320102${birth}${serial}`
  return `${first17}${idCheckChar(first17)}`
}

/** Today's midnight and hour in the browser's (and the sandbox's) time zone. */
function browserToday(page: Page): Promise<{ midnight: number; hour: number }> {
  return page.evaluate(() => {
    const d = new Date()
    const hour = d.getHours()
    d.setHours(0, 0, 0, 0)
    return { midnight: d.getTime(), hour }
  })
}

test('counter booking for two, seen in the list and 详情, one ticket checked at the gate', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const suffix = String(Date.now()).slice(-6)
  const contact = `窗口${suffix}`
  const contactId = idNumber('19850612', suffix.slice(-3))
  const secondId = idNumber('19870923', suffix.slice(-3))
  await loginAs(page)

  // A slot late tonight with 10 places (minutes 50..58 so it never meets the team spec's slots).
  const today = await browserToday(page)
  const hour = String(Math.min(23, Math.max(today.hour + 1, 19))).padStart(2, '0')
  const start = `${hour}:5${Number(suffix) % 9}`
  const end = `${hour}:59`
  const created = await apiPost<number>(
    page.request,
    await accessToken(page),
    '/museum/time-slot/create',
    {
      visitDate: today.midnight,
      startTime: start,
      endTime: end,
      capacity: 10,
      teamCapacity: 0,
    },
  )
  expect(created.code, created.msg).toBe(0)

  await page.goto('/reserve/personal')
  const panel = activePanel(page)
  const table = panel.getByRole('table', { name: '个人预约列表' })
  await expect(table.locator('tbody tr').first()).toBeVisible()
  await screenshot(page, 'museum-reserve-personal-list')

  // 窗口预约: today's slot with what is left, contact, two persons.
  await panel.getByRole('button', { name: '窗口预约' }).click()
  const dialog = page.getByRole('dialog', { name: '窗口预约' })
  await dialog.getByRole('radio', { name: `${start}-${end} 剩余 10` }).check()
  await dialog.getByRole('textbox', { name: '联系人', exact: true }).fill(contact)
  await dialog.getByRole('textbox', { name: '手机号码' }).fill(`139${suffix}01`)
  await dialog.getByRole('textbox', { name: '证件号码' }).first().fill(contactId)
  await dialog.getByRole('button', { name: '联系人也参观' }).click()
  await dialog.getByRole('button', { name: '添加参观人' }).click()
  const second = dialog.getByRole('group', { name: '参观人 2' })
  await second.getByRole('textbox', { name: '姓名' }).fill('窗口同行')
  await second.getByRole('textbox', { name: '证件号码' }).fill(secondId)
  await expect(dialog.getByText('共 2 人')).toBeVisible()
  await screenshot(page, 'museum-reserve-counter-dialog')
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(toast(page, '预约成功')).toBeVisible()
  await expect(dialog).toBeHidden()

  // The list: found by the contact, masked phone, 2 persons, 窗口预约, 预约成功.
  const search = panel.getByRole('search', { name: '搜索条件' })
  await search.getByLabel('联系人', { exact: true }).fill(contact)
  await search.getByRole('button', { name: '搜索' }).click()
  const row = rowsWith(table, contact)
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(`${start}-${end}`)
  await expect(row).toContainText(`139****${suffix.slice(-2)}01`)
  await expect(row).toContainText('窗口预约')
  await expect(row).toContainText('预约成功')

  // 详情: whole contact, both persons with their tickets (待使用).
  await row.getByRole('button', { name: '详情' }).click()
  const drawer = page.getByRole('dialog', { name: '预约详情' })
  await expect(drawer.getByText(contactId).first()).toBeVisible()
  const tickets = drawer.getByRole('table', { name: '参观人及门票' })
  const secondTicket = tickets.locator('tbody tr').filter({ hasText: '窗口同行' })
  await expect(secondTicket).toContainText('待使用')
  const ticketNo = (await secondTicket.locator('td').nth(2).textContent())?.trim() ?? ''
  expect(ticketNo).not.toBe('')
  await screenshot(page, 'museum-reserve-detail-drawer')
  await drawer.getByRole('button', { name: '关闭' }).click()
  await expect(drawer).toBeHidden()

  // 检票核销: the ticket number, Enter shows it, Enter again checks it.
  await page.goto('/ticket/check')
  const gate = page.getByRole('textbox', { name: '票号或身份证号' })
  await gate.fill(ticketNo)
  await gate.press('Enter')
  const card = page.getByRole('region', { name: '门票信息' })
  await expect(card).toContainText('窗口同行')
  await page.getByRole('button', { name: /^核销/ }).click()
  await expect(page.getByRole('status').filter({ hasText: '核销成功' })).toBeVisible()

  // Back in 个人预约 (a fresh load: search again): that ticket is 已使用, the other 待使用.
  await page.goto('/reserve/personal')
  const again = activePanel(page)
  await again
    .getByRole('search', { name: '搜索条件' })
    .getByLabel('联系人', { exact: true })
    .fill(contact)
  await again
    .getByRole('search', { name: '搜索条件' })
    .getByRole('button', { name: '搜索' })
    .click()
  await rowsWith(again.getByRole('table', { name: '个人预约列表' }), contact)
    .getByRole('button', { name: '详情' })
    .click()
  const after = page
    .getByRole('dialog', { name: '预约详情' })
    .getByRole('table', { name: '参观人及门票' })
  await expect(after.locator('tbody tr').filter({ hasText: ticketNo })).toContainText('已使用')
  await expect(after.locator('tbody tr').filter({ hasText: contact })).toContainText('待使用')
  await page.getByRole('dialog', { name: '预约详情' }).getByRole('button', { name: '关闭' }).click()

  // 场次管理: today's slots; the new slot's bar counts the two places.
  await page.goto('/reserve/slot')
  const slotPanel = activePanel(page)
  const slots = slotPanel.getByRole('table', { name: '场次列表' })
  await expect(slots.locator('tbody tr').first()).toBeVisible()
  const slotSearch = slotPanel.getByRole('search', { name: '搜索条件' })
  const day = await page.evaluate(() => {
    const d = new Date()
    return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`
  })
  for (const end of ['参观日期起', '参观日期止']) {
    await slotSearch.getByRole('group', { name: end }).getByRole('spinbutton').first().click()
    await page.keyboard.type(day)
  }
  await slotSearch.getByRole('button', { name: '搜索' }).click()
  const slotRow = rowsWith(slots, `${start}-${end}`)
  await expect(slotRow.getByRole('progressbar', { name: '个人名额' })).toHaveAttribute(
    'aria-valuetext',
    '已约 2 / 10',
  )
  await screenshot(page, 'museum-reserve-slots')

  // 预约规则: a card per rule type.
  await page.goto('/reserve/rule')
  for (const name of ['个人预约规则', '团队预约规则', '活动预约规则']) {
    await expect(page.getByRole('form', { name })).toBeVisible()
  }
  await screenshot(page, 'museum-reserve-rules')
})
