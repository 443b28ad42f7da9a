import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import OrderListPage from '../pages/order-list-page'
import type { OrderRow } from '../model/trade-types'
import { order, renderTradePage } from './trade-harness'

const server = setupMswServer()

// A loaded machine runs these slowly; they wait on state, never on time.
vi.setConfig({ testTimeout: 60_000 })

const EXPRESS = order()
const PICK_UP = order({
  id: 2,
  no: 'O202611270002',
  deliveryType: 2,
  pickUpStoreId: 1,
  receiverName: null,
  receiverMobile: null,
})

function serve(rows: OrderRow[]) {
  const log = {
    pages: [] as URLSearchParams[],
    summaries: [] as URLSearchParams[],
    deliveries: [] as unknown[],
  }
  server.use(
    http.get(apiUrl('/trade/order/page'), ({ request }) => {
      log.pages.push(new URL(request.url).searchParams)
      return okEnvelope({ list: rows, total: rows.length })
    }),
    http.get(apiUrl('/trade/order/get-summary'), ({ request }) => {
      log.summaries.push(new URL(request.url).searchParams)
      return okEnvelope({
        orderCount: 2,
        orderPayPrice: 7996,
        afterSaleCount: 1,
        afterSalePrice: 1999,
      })
    }),
    http.get(apiUrl('/trade/delivery/express/list-all-simple'), () =>
      okEnvelope([
        { id: 1, name: '顺丰速运' },
        { id: 2, name: '中通快递' },
      ]),
    ),
    http.put(apiUrl('/trade/order/delivery'), async ({ request }) => {
      log.deliveries.push(await request.json())
      return okEnvelope(true)
    }),
  )
  return log
}

const card = (no: string) => screen.findByRole('article', { name: `订单 ${no}` })

describe('订单列表', () => {
  it('shows the summary in yuan and searches by the chosen 搜索方式 and status tab', async () => {
    const log = serve([EXPRESS, PICK_UP])
    renderTradePage(<OrderListPage />, { path: '/trade/order' })
    const summary = await screen.findByLabelText('订单统计')
    await waitFor(() => expect(within(summary).getByText('¥79.96')).toBeInTheDocument())
    expect(within(summary).getByText('¥19.99')).toBeInTheDocument()
    expect(within(await card('O202611270001')).getByText('¥39.98')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('combobox', { name: '搜索方式' }))
    await userEvent.click(await screen.findByRole('option', { name: '会员手机号' }))
    await userEvent.type(screen.getByRole('textbox', { name: '搜索内容' }), '13900000001')
    await userEvent.click(screen.getByRole('button', { name: '搜索' }))
    await waitFor(() => expect(log.pages.at(-1)?.get('userMobile')).toBe('13900000001'))
    expect(log.pages.at(-1)?.has('searchMode')).toBe(false)
    await waitFor(() => expect(log.summaries.at(-1)?.get('userMobile')).toBe('13900000001'))

    await userEvent.click(screen.getByRole('tab', { name: '待发货' }))
    await waitFor(() => expect(log.pages.at(-1)?.get('status')).toBe('10'))
    expect(log.pages.at(-1)?.get('userMobile')).toBe('13900000001')
    await waitFor(() => expect(log.summaries.at(-1)?.get('status')).toBe('10'))
  })

  it('ships an express order with a company and number; a 自提 order offers 核销 instead', async () => {
    const log = serve([EXPRESS, PICK_UP])
    renderTradePage(<OrderListPage />, { path: '/trade/order' })
    const pickUpCard = await card('O202611270002')
    expect(within(pickUpCard).queryByRole('button', { name: '发货' })).not.toBeInTheDocument()
    expect(within(pickUpCard).getByRole('button', { name: '核销' })).toBeInTheDocument()

    const pagesBefore = log.pages.length
    await userEvent.click(within(await card('O202611270001')).getByRole('button', { name: '发货' }))
    const dialog = await screen.findByRole('dialog', { name: '订单发货' })
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('请选择快递公司')).toBeInTheDocument()

    await userEvent.click(within(dialog).getByRole('combobox'))
    await userEvent.click(await screen.findByRole('option', { name: '顺丰速运' }))
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('快递单号不能为空')).toBeInTheDocument()
    await userEvent.type(within(dialog).getByRole('textbox'), 'SF1234567890')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() =>
      expect(log.deliveries).toEqual([{ id: 1, logisticsId: 1, logisticsNo: 'SF1234567890' }]),
    )
    expect(await screen.findByText('发货成功')).toBeInTheDocument()
    // The list asks again: the card shows the new status.
    await waitFor(() => expect(log.pages.length).toBeGreaterThan(pagesBefore))
  })

  it('hides 发货 and 备注 without trade:order:update', async () => {
    serve([EXPRESS])
    renderTradePage(<OrderListPage />, {
      path: '/trade/order',
      permissions: ['trade:order:query'],
    })
    const expressCard = await card('O202611270001')
    expect(within(expressCard).getByRole('button', { name: '详情' })).toBeInTheDocument()
    expect(within(expressCard).queryByRole('button', { name: '发货' })).not.toBeInTheDocument()
    expect(within(expressCard).queryByRole('button', { name: '备注' })).not.toBeInTheDocument()
  })
})
