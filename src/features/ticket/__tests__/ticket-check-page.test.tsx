import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import TicketCheckPage from '../pages/ticket-check-page'
import type { TicketItem } from '../model/ticket-types'
import { dayStart, renderTicketPage, ticket } from './ticket-harness'

const server = setupMswServer()

const TODAY = ticket()
const USED = ticket({
  id: 8,
  ticketNo: 'M20261127000008',
  visitorName: '周雨婷',
  idNumber: '110101198805051111',
  status: 1,
  checkTime: Date.now(),
})
const TOMORROW = ticket({
  id: 9,
  ticketNo: 'M20261128000009',
  idNumber: '310101200101012222',
  visitDate: dayStart(1),
})
const CANCELLED = ticket({
  id: 10,
  ticketNo: 'M20261127000010',
  idNumber: '440103197707073333',
  status: 3,
})

/** The gate's server: look-ups by code, checks (each ticket once), today's counts. */
function serveGate(tickets: TicketItem[] = [TODAY, USED, TOMORROW, CANCELLED]) {
  const byCode = new Map(
    tickets.flatMap((t) => [
      [t.ticketNo, t],
      [t.idNumber, t],
    ]),
  )
  const log = { lookUps: [] as string[], checks: [] as string[] }
  let checked = 3
  const recent: TicketItem[] = []
  server.use(
    http.get(apiUrl('/museum/ticket/get-by-code'), ({ request }) => {
      const code = new URL(request.url).searchParams.get('code') ?? ''
      log.lookUps.push(code)
      const found = byCode.get(code)
      return found ? okEnvelope(found) : errorEnvelope(1_040_001_020, '门票不存在')
    }),
    http.put(apiUrl('/museum/ticket/check'), async ({ request }) => {
      const { code } = (await request.json()) as { code: string }
      log.checks.push(code)
      const found = byCode.get(code)
      if (!found) return errorEnvelope(1_040_001_020, '门票不存在')
      if (found.status === 1) return errorEnvelope(1_040_001_021, '门票已使用')
      const done = { ...found, status: 1, checkTime: Date.now(), checkUserNickname: '芋道源码' }
      byCode.set(found.ticketNo, done)
      byCode.set(found.idNumber, done)
      checked += 1
      recent.unshift(done)
      return okEnvelope(done)
    }),
    http.get(apiUrl('/museum/ticket/today-summary'), () =>
      okEnvelope({ checked, expected: 120, recent }),
    ),
  )
  return log
}

function renderGate(permissions = ['*:*:*']) {
  return renderTicketPage(<TicketCheckPage />, { path: '/ticket/check', permissions })
}

const codeInput = () => screen.getByRole('textbox', { name: '票号或身份证号' })

/** The input holds the last code, all of it selected: the next scan replaces it. */
async function expectReadyForNextScan(code: string) {
  const input = codeInput() as HTMLInputElement
  await waitFor(() => expect(input).toHaveFocus())
  expect(input.value).toBe(code)
  expect(input.selectionStart).toBe(0)
  expect(input.selectionEnd).toBe(code.length)
}

function figure(label: string) {
  const panel = screen.getByRole('region', { name: '今日入馆' })
  return within(panel).getByText(label).nextElementSibling?.textContent
}

// Typed key by key in jsdom: up to tens of seconds per test on a loaded machine.
describe('检票核销 (the gate)', { timeout: 60_000 }, () => {
  beforeEach(() => window.localStorage.clear())

  it('takes a scan plus Enter, shows the ticket, and checks it with Enter again', async () => {
    const user = userEvent.setup()
    const log = serveGate()
    renderGate()
    await waitFor(() => expect(codeInput()).toHaveFocus())
    await waitFor(() => expect(figure('已检')).toBe('3'))
    expect(figure('应到')).toBe('120')
    expect(screen.getByText('扫码后按 Enter 查询；再按 Enter 或 F2 核销')).toBeInTheDocument()

    await user.keyboard('m20261127000007{Enter}')
    const card = await screen.findByRole('region', { name: '门票信息' })
    expect(within(card).getByText('林晓东')).toBeInTheDocument()
    expect(within(card).getByText('320102********1234')).toBeInTheDocument()
    expect(within(card).getByText('09:00-10:30')).toBeInTheDocument()
    expect(within(card).getByText('待使用')).toBeInTheDocument()
    expect(log.lookUps).toEqual(['M20261127000007'])
    expect(log.checks).toEqual([])
    await expectReadyForNextScan('m20261127000007')

    await user.keyboard('{Enter}')
    expect(await screen.findByText('核销成功')).toBeInTheDocument()
    expect(log.checks).toEqual(['M20261127000007'])
    expect(
      within(screen.getByRole('region', { name: '门票信息' })).getByText('已使用'),
    ).toBeInTheDocument()
    await expectReadyForNextScan('m20261127000007')
    // Today's counts and the last checks follow.
    await waitFor(() => expect(figure('已检')).toBe('4'))
    const recent = screen.getByRole('list', { name: '最近核销' })
    expect(within(recent).getByText('林晓东')).toBeInTheDocument()
  })

  it('checks with F2 from anywhere on the page, looked up by ID number', async () => {
    const user = userEvent.setup()
    const log = serveGate()
    renderGate()
    await user.type(codeInput(), '320102199003071234{Enter}')
    await screen.findByRole('region', { name: '门票信息' })
    // The clerk tapped elsewhere; F2 still checks, by the ticket's number.
    await user.click(screen.getByRole('region', { name: '今日入馆' }))
    await user.keyboard('{F2}')
    expect(await screen.findByText('核销成功')).toBeInTheDocument()
    expect(log.checks).toEqual(['M20261127000007'])
    await waitFor(() => expect(codeInput()).toHaveFocus())

    await user.keyboard('M20261128000009{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent('门票不在今日有效期内')
    expect(screen.queryByRole('button', { name: '核销（Enter / F2）' })).not.toBeInTheDocument()
  })

  it('checks with the 核销 button', async () => {
    const user = userEvent.setup()
    const log = serveGate()
    renderGate()
    await user.type(codeInput(), 'M20261127000007{Enter}')
    await user.click(await screen.findByRole('button', { name: '核销（Enter / F2）' }))
    expect(await screen.findByText('核销成功')).toBeInTheDocument()
    expect(log.checks).toEqual(['M20261127000007'])
    await expectReadyForNextScan('M20261127000007')
  })

  it.each([
    ['M20269999999999', '门票不存在'],
    ['M20261127000008', '门票已使用'],
    ['M20261128000009', '门票不在今日有效期内'],
    ['M20261127000010', '门票已取消'],
  ])('refuses %s with 「%s」 in red, the input ready for the next scan', async (code, reason) => {
    const user = userEvent.setup()
    const log = serveGate()
    renderGate()
    await user.type(codeInput(), `${code}{Enter}`)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(reason)
    expect(alert).toHaveClass('MuiAlert-colorError')
    await expectReadyForNextScan(code)
    // Enter again does not check a refused ticket.
    await user.keyboard('{Enter}')
    await waitFor(() => expect(log.lookUps).toHaveLength(2))
    expect(log.checks).toEqual([])
  })

  it('shows the reason the server gives on look-up', async () => {
    const user = userEvent.setup()
    serveGate([{ ...TODAY, problem: '门票已使用' } as TicketItem])
    renderGate()
    await user.type(codeInput(), 'M20261127000007{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent('门票已使用')
  })

  it('checks on scan when 扫码即核销 is on, and remembers the switch', async () => {
    const user = userEvent.setup()
    const log = serveGate()
    const first = renderGate()
    await user.click(screen.getByRole('switch', { name: '扫码即核销' }))
    expect(screen.getByText('扫码后按 Enter 即核销')).toBeInTheDocument()
    await waitFor(() => expect(codeInput()).toHaveFocus())
    await user.keyboard('M20261127000007{Enter}')
    expect(await screen.findByText('核销成功')).toBeInTheDocument()
    expect(log).toEqual({ lookUps: [], checks: ['M20261127000007'] })
    await expectReadyForNextScan('M20261127000007')

    // A second scan of the same ticket: the server refuses, the gate says why.
    await user.keyboard('M20261127000007{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent('门票已使用')
    first.unmount()

    renderGate()
    expect(screen.getByRole('switch', { name: '扫码即核销' })).toBeChecked()
  })

  it('only looks up without ticket:check:update', async () => {
    const user = userEvent.setup()
    const log = serveGate()
    renderGate(['ticket:check:query'])
    expect(screen.queryByRole('switch', { name: '扫码即核销' })).not.toBeInTheDocument()
    expect(screen.getByText('扫码后按 Enter 查询（无核销权限）')).toBeInTheDocument()
    await user.type(codeInput(), 'M20261127000007{Enter}')
    await screen.findByRole('region', { name: '门票信息' })
    expect(screen.queryByRole('button', { name: '核销（Enter / F2）' })).not.toBeInTheDocument()
    await user.keyboard('{Enter}{F2}')
    await waitFor(() => expect(log.lookUps).toHaveLength(2))
    expect(log.checks).toEqual([])
  })
})
