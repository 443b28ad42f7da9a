import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import TicketListPage from '../pages/ticket-list-page'
import { renderTicketPage, ticket } from './ticket-harness'

const server = setupMswServer()

const USED = ticket({
  idNumber: '320102********1234',
  status: 1,
  checkTime: new Date(2026, 10, 27, 9, 12, 30).getTime(),
  checkUserNickname: '前台检票员',
})

function serveTickets() {
  const log = { pages: [] as URLSearchParams[], gets: [] as string[] }
  server.use(
    http.get(apiUrl('/museum/ticket/page'), ({ request }) => {
      log.pages.push(new URL(request.url).searchParams)
      return okEnvelope({ list: [USED], total: 1 })
    }),
    http.get(apiUrl('/museum/ticket/get'), ({ request }) => {
      log.gets.push(new URL(request.url).searchParams.get('id') ?? '')
      return okEnvelope({ ...USED, idNumber: '320102199003071234' })
    }),
  )
  return log
}

describe('门票管理', () => {
  it('opens filtered by the link, shows the masked ID, and the whole one in 详情', async () => {
    const user = userEvent.setup()
    const log = serveTickets()
    renderTicketPage(<TicketListPage />, {
      path: '/ticket/list',
      url: '/ticket/list?visitDate=2026-11-27&status=1',
    })
    const table = screen.getByRole('table', { name: '门票列表' })
    const row = (await within(table).findByRole('cell', { name: 'M20261127000007' })).closest(
      'tr',
    ) as HTMLElement
    const first = log.pages[0]
    expect(first.get('visitDate[0]')).toBe('2026-11-27 00:00:00')
    expect(first.get('visitDate[1]')).toBe('2026-11-27 23:59:59')
    expect(first.get('status')).toBe('1')
    expect(within(row).getByText('320102********1234')).toBeInTheDocument()
    expect(within(row).getByText('已使用')).toBeInTheDocument()
    expect(within(row).getByText('2026-11-27 09:12:30')).toBeInTheDocument()
    expect(within(row).getByText('前台检票员')).toBeInTheDocument()

    await user.click(within(row).getByRole('button', { name: '详情' }))
    const detail = await screen.findByRole('dialog', { name: '门票详情' })
    expect(within(detail).getByText('320102199003071234')).toBeInTheDocument()
    await waitFor(() => expect(log.gets).toEqual(['7']))
  }, 60_000)
})
