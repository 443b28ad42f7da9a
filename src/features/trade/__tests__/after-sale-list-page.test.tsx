import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import AfterSaleListPage from '../pages/after-sale-list-page'
import { afterSale, renderTradePage } from './trade-harness'

const server = setupMswServer()
vi.setConfig({ testTimeout: 60_000 })

describe('售后退款', () => {
  it('lists refunds in yuan, filters by status tab and opens 售后详情 with 处理退款', async () => {
    const pages: URLSearchParams[] = []
    server.use(
      http.get(apiUrl('/trade/after-sale/page'), ({ request }) => {
        pages.push(new URL(request.url).searchParams)
        return okEnvelope({ list: [afterSale({ refundPrice: 1999 })], total: 1 })
      }),
    )
    renderTradePage(<AfterSaleListPage />, { path: '/trade/after-sale' })
    const table = await screen.findByRole('table', { name: '售后列表' })
    const row = (await within(table).findByText('R202611270007')).closest('tr') as HTMLElement
    expect(within(row).getByText('¥19.99')).toBeInTheDocument()
    expect(within(row).getByText('退货退款')).toBeInTheDocument()
    expect(within(row).getByText('林小雨')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('tab', { name: '等待退款' }))
    await waitFor(() => expect(pages.at(-1)?.get('status')).toBe('40'))

    await userEvent.click(within(row).getByRole('button', { name: '处理退款' }))
    expect(await screen.findByTestId('location')).toHaveTextContent('/trade/after-sale/detail?id=7')
  })
})
