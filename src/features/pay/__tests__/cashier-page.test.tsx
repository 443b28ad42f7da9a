import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import type { PayOrderItem } from '../model/pay-types'
import CashierPage from '../pages/cashier-page'

const server = setupMswServer()

function order(overrides: Partial<PayOrderItem> = {}): PayOrderItem {
  const now = Date.now()
  return {
    id: 5001,
    appId: 2,
    appName: '活动报名',
    channelCode: null,
    merchantOrderId: '307',
    subject: '拓印体验课',
    body: '周明远 报名 2 人',
    notifyUrl: '',
    price: 3980,
    channelFeeRate: null,
    channelFeePrice: null,
    status: 0,
    userIp: null,
    expireTime: now + 15 * 60_000,
    successTime: null,
    no: null,
    refundPrice: 0,
    channelOrderNo: null,
    createTime: now,
    ...overrides,
  }
}

/** Serves the cashier's calls; `current` is what GET /pay/order/get answers now. */
function serveCashier(initial: PayOrderItem | null) {
  const state = { current: initial, gets: 0, submits: [] as unknown[] }
  server.use(
    http.get(apiUrl('/pay/order/get'), () => {
      state.gets += 1
      return okEnvelope(state.current)
    }),
    http.get(apiUrl('/pay/channel/get-enable-code-list'), () =>
      okEnvelope(['mock', 'wx_pub', 'alipay_qr']),
    ),
    http.post(apiUrl('/pay/order/submit'), async ({ request }) => {
      state.submits.push(await request.json())
      return okEnvelope({
        status: 0,
        displayMode: 'qr_code',
        displayContent: 'http://localhost/sandbox/mock-pay/P1',
      })
    }),
  )
  return state
}

const renderCashier = (url: string) =>
  renderSignedInPage(<CashierPage />, { path: '/pay/cashier', url, dicts: {} })

describe('收银台', () => {
  afterEach(() => vi.useRealTimers())

  it('without an id says so and returns with payResult=cancel', async () => {
    renderCashier('/pay/cashier?returnUrl=%2Factivity%2Fsign')
    expect(await screen.findAllByText('未传递支付单号，无法查看对应的支付信息')).not.toHaveLength(0)
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/activity/sign?payResult=cancel',
    )
  })

  it('an order already paid returns with success; a foreign returnUrl goes to 支付订单', async () => {
    serveCashier(order({ status: 10 }))
    renderCashier('/pay/cashier?id=5001&returnUrl=https%3A%2F%2Fevil.example%2F')
    expect(await screen.findByText('支付订单已支付')).toBeInTheDocument()
    expect(await screen.findByTestId('location')).toHaveTextContent('/pay/order?payResult=success')
  })

  it('a closed order returns with close, an unknown one with cancel', async () => {
    serveCashier(order({ status: 30 }))
    renderCashier('/pay/cashier?id=5001&returnUrl=%2Fpay%2Forder')
    expect(await screen.findByText('无法支付，原因：订单已关闭')).toBeInTheDocument()
    expect(await screen.findByTestId('location')).toHaveTextContent('/pay/order?payResult=close')
  })

  it('shows the enabled channels, draws the QR code, polls every 2 s until paid, then stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const state = serveCashier(order())
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderCashier('/pay/cashier?id=5001&returnUrl=%2Factivity%2Fsign')
    const region = await screen.findByRole('region', { name: '收银台' })
    expect(within(region).getByText('¥39.80')).toBeInTheDocument()
    expect(within(region).getByRole('region', { name: '其它' })).toBeInTheDocument()
    expect(within(region).queryByRole('button', { name: '微信 Native 支付' })).toBeNull()

    await user.click(within(region).getByRole('button', { name: '微信 JSAPI 支付' }))
    expect(await screen.findByText('目前不支持在 PC 端使用该支付方式')).toBeInTheDocument()
    expect(state.submits).toEqual([])

    await user.click(within(region).getByRole('button', { name: '模拟支付' }))
    const dialog = await screen.findByRole('dialog', { name: '模拟支付' })
    expect(within(dialog).getByRole('img', { name: '模拟支付二维码' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\//),
    )
    expect(within(dialog).getByText('请使用手机“扫一扫”打开模拟支付')).toBeInTheDocument()
    expect(state.submits).toEqual([expect.objectContaining({ id: 5001, channelCode: 'mock' })])

    const before = state.gets
    await act(() => vi.advanceTimersByTimeAsync(2000))
    await waitFor(() => expect(state.gets).toBe(before + 1))
    state.current = order({ status: 10 })
    await act(() => vi.advanceTimersByTimeAsync(2000))
    expect(await screen.findByText('支付成功')).toBeInTheDocument()
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/activity/sign?payResult=success',
    )
    const left = state.gets
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(state.gets).toBe(left)
  })
})
