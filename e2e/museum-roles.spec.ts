import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { ADMIN, loginAs, screenshot } from './support/console'
import { GATE_CLERK, NO_ROLE, RESERVE_CLERK, VOLUNTEER_ADMIN } from './support/museum-users'
import { activePanel, expectActiveTab, openFromSidebar, sidebarOf, tabOf } from './support/shell'
import { apiGet, apiPost } from './support/system'

// Each museum role sees the screens of its job and nothing else; 首页 shows each the figures of
// its modules.

/** Today in the sandbox's time zone (Asia/Shanghai), whatever the test runner's own zone is. */
function todayText(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date())
}

/** The number of a ticket for today not used yet (the admin reads the ticket list). */
async function unusedTicketOfToday(request: APIRequestContext): Promise<string> {
  const login = await apiPost<{ accessToken: string }>(request, '', '/system/auth/login', ADMIN)
  const today = todayText()
  const page = await apiGet<{ list: Array<{ ticketNo: string }> }>(
    request,
    login.data.accessToken,
    '/museum/ticket/page',
    {
      status: 0,
      pageSize: 1,
      'visitDate[0]': `${today} 00:00:00`,
      'visitDate[1]': `${today} 23:59:59`,
    },
  )
  const ticket = page.data.list[0]
  if (!ticket) throw new Error('the seeds hold no unused ticket for today')
  return ticket.ticketNo
}

function overview(page: Page) {
  return activePanel(page).getByRole('region', { name: '今日概况' })
}

function trendCard(page: Page) {
  return overview(page).locator('.MuiCard-root', { hasText: '近 30 天趋势' })
}

const FIGURES = ['今日预约人数', '今日已入馆', '团队预约待审核', '志愿者待审核', '报名待审核']

/** The figure cards 首页 shows (each card's figure is labelled with its title). */
async function expectFigures(page: Page, expected: string[]) {
  const region = overview(page)
  for (const label of FIGURES) {
    await expect(region.getByLabel(label, { exact: true }), label).toHaveCount(
      expected.includes(label) ? 1 : 0,
    )
  }
  for (const label of expected) {
    await expect(region.getByLabel(label, { exact: true })).toHaveText(/^\d+$/)
  }
}

test.describe('museum roles', () => {
  test('前台检票员 sees the gate only, checks a visitor in there, and gets 403 on the bookings', async ({
    page,
    request,
  }) => {
    await loginAs(page, GATE_CLERK)
    expect(await sidebarOf(page)).toEqual({ 票务管理: ['检票核销'] })

    await expectFigures(page, ['今日已入馆'])
    await expect(overview(page).getByText('今日场次')).toHaveCount(0)
    // Its trend has the one series it may see.
    const trend = trendCard(page)
    await expect(trend.getByText('入馆人数')).toBeVisible()
    await expect(trend.getByText('预约人数')).toHaveCount(0)
    await expect(trend.getByText('团队人数')).toHaveCount(0)
    await screenshot(page, 'museum-dashboard-gate')

    // Its one figure leads to the gate (a gate clerk has no ticket list).
    const before = Number(
      await overview(page).getByLabel('今日已入馆', { exact: true }).innerText(),
    )
    await overview(page)
      .getByRole('link', { name: /今日已入馆/ })
      .click()
    await expect(page).toHaveURL(/\/ticket\/check$/)
    await expectActiveTab(page, '检票核销')

    // A visitor checked in at the gate: 首页, shown again, counts them.
    const code = await unusedTicketOfToday(request)
    const gate = activePanel(page)
    await gate.getByLabel('票号或身份证号').fill(code)
    await gate.getByLabel('票号或身份证号').press('Enter')
    await expect(gate.getByRole('button', { name: /^核销/ })).toBeVisible()
    await gate.getByLabel('票号或身份证号').press('Enter')
    await expect(gate.getByRole('status').filter({ hasText: '核销成功' })).toBeVisible()
    await tabOf(page, '首页').click()
    await expect(overview(page).getByLabel('今日已入馆', { exact: true })).toHaveText(
      String(before + 1),
    )

    await page.goto('/reserve/personal')
    await expect(page).toHaveURL(/\/403$/)
    await expect(page.getByRole('heading', { name: '抱歉，您无权访问此页面' })).toBeVisible()
  })

  test('预约专员 sees the booking screens and the ticket list', async ({ page }) => {
    await loginAs(page, RESERVE_CLERK)
    expect(await sidebarOf(page)).toEqual({
      预约管理: ['个人预约', '团队预约', '场次管理', '预约规则', '预约须知', '公告管理'],
      票务管理: ['门票管理'],
    })
    await expectFigures(page, ['今日预约人数', '今日已入馆', '团队预约待审核'])
    await expect(overview(page).getByRole('list', { name: '今日场次' })).toBeVisible()
    await openFromSidebar(page, '预约管理', '个人预约')
    await expectActiveTab(page, '个人预约')
  })

  test('志愿者管理员 sees volunteers and activities', async ({ page }) => {
    await loginAs(page, VOLUNTEER_ADMIN)
    expect(await sidebarOf(page)).toEqual({
      志愿者管理: ['志愿者信息', '志愿者审核', '服务记录'],
      活动管理: ['活动列表', '活动报名'],
    })
    await expectFigures(page, ['志愿者待审核', '报名待审核'])
    await expect(overview(page).getByText('今日场次')).toHaveCount(0)
  })

  test('a user without any museum module gets a plain welcome', async ({ page }) => {
    await loginAs(page, NO_ROLE)
    await expect(activePanel(page).getByText(/祝你开心每一天/)).toBeVisible()
    await expect(overview(page)).toHaveCount(0)
  })

  test("the admin's 首页: every figure, the slots' fill and the 30-day trend", async ({ page }) => {
    await loginAs(page, ADMIN)
    await expectFigures(page, FIGURES)
    await expect(overview(page).getByRole('list', { name: '今日场次' })).toBeVisible()
    // The chart arrives in its own chunk: its lines are drawn once it has.
    const trend = trendCard(page)
    await expect(trend.getByText('趋势图加载中…')).toHaveCount(0)
    await expect(
      trend.locator('svg path.MuiLineChart-line, svg .MuiLineElement-root').first(),
    ).toBeVisible()
    await screenshot(page, 'museum-dashboard-admin')
    // Cards, fill bars and the chart leave a screen-reader user nothing serious to trip over.
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'best-practice'])
      .analyze()
    expect(
      axe.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([])

    // 团队预约待审核 opens the pending team bookings.
    await overview(page)
      .getByRole('link', { name: /团队预约待审核/ })
      .click()
    await expect(page).toHaveURL(/\/reserve\/team\?status=0$/)
  })
})
