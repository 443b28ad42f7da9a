import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import OrderDetailPage from '../pages/order-detail-page'
import type { OrderDetail } from '../model/trade-types'
import { orderDetail, renderTradePage } from './trade-harness'

const server = setupMswServer()
vi.setConfig({ testTimeout: 60_000 })

const UNPAID = orderDetail({
  status: 0,
  payStatus: false,
  payTime: null,
  payChannelCode: null,
  deliveryPrice: 1000,
  payPrice: 4998,
})

function serve(detail: OrderDetail, priceAnswer = okEnvelope(true)) {
  const log = { prices: [] as unknown[], gets: 0 }
  server.use(
    http.get(apiUrl('/trade/order/get-detail'), () => {
      log.gets += 1
      return okEnvelope(detail)
    }),
    http.put(apiUrl('/trade/order/update-price'), async ({ request }) => {
      log.prices.push(await request.json())
      return priceAnswer
    }),
  )
  return log
}

const open = (permissions?: string[]) =>
  renderTradePage(<OrderDetailPage />, {
    path: '/trade/order/detail',
    url: '/trade/order/detail?id=1',
    permissions,
  })

describe('订单详情', () => {
  it('adjusts an unpaid order by a signed amount in yuan, showing the new 实付 first', async () => {
    const log = serve(UNPAID)
    open()
    const state = await screen.findByRole('region', { name: '订单状态' })
    expect(within(state).getByText('等待买家付款，可调整价格')).toBeInTheDocument()
    expect(within(screen.getByLabelText('订单金额')).getByText('¥49.98')).toBeInTheDocument()
    expect(
      within(screen.getByRole('region', { name: '操作日志' })).getByText('用户下单'),
    ).toBeInTheDocument()
    // Not paid: nothing to ship yet.
    expect(within(state).queryByRole('button', { name: '发货' })).not.toBeInTheDocument()

    await userEvent.click(within(state).getByRole('button', { name: '调整价格' }))
    const dialog = await screen.findByRole('dialog', { name: '调整价格' })
    const input = within(dialog).getByRole('textbox')
    await userEvent.clear(input)
    await userEvent.type(input, '-10.005')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('金额最多保留两位小数')).toBeInTheDocument()
    await userEvent.clear(input)
    await userEvent.type(input, '-50')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('支付金额必须大于 0')).toBeInTheDocument()

    await userEvent.clear(input)
    await userEvent.type(input, '-9.99')
    expect(within(dialog).getByText('调整后实付：¥39.99')).toBeInTheDocument()
    const gets = log.gets
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(log.prices).toEqual([{ id: 1, adjustPrice: -999 }]))
    // The page asks for the order again (its tag was invalidated).
    await waitFor(() => expect(log.gets).toBeGreaterThan(gets))
  })

  it('keeps the dialog and the typed amount when the server refuses', async () => {
    serve(UNPAID, errorEnvelope(1011000004, '订单已支付，无法调整价格'))
    open()
    const state = await screen.findByRole('region', { name: '订单状态' })
    await userEvent.click(within(state).getByRole('button', { name: '调整价格' }))
    const dialog = await screen.findByRole('dialog', { name: '调整价格' })
    await userEvent.clear(within(dialog).getByRole('textbox'))
    await userEvent.type(within(dialog).getByRole('textbox'), '5')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('订单已支付，无法调整价格')).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox')).toHaveValue('5')
  })

  it('offers 发货 and 修改地址 for a paid express order, only with trade:order:update', async () => {
    serve(orderDetail({ status: 10 }))
    const view = open()
    const state = await screen.findByRole('region', { name: '订单状态' })
    expect(within(state).getByRole('button', { name: '发货' })).toBeInTheDocument()
    expect(within(state).getByRole('button', { name: '修改地址' })).toBeInTheDocument()
    expect(within(state).queryByRole('button', { name: '调整价格' })).not.toBeInTheDocument()
    view.unmount()

    open(['trade:order:query'])
    const readOnly = await screen.findByRole('region', { name: '订单状态' })
    expect(within(readOnly).queryByRole('button', { name: '发货' })).not.toBeInTheDocument()
    expect(within(readOnly).queryByRole('button', { name: '备注' })).not.toBeInTheDocument()
  })
})
