import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import AfterSaleDetailPage from '../pages/after-sale-detail-page'
import type { AfterSaleDetail } from '../model/trade-types'
import { afterSale, renderTradePage } from './trade-harness'

const server = setupMswServer()
vi.setConfig({ testTimeout: 60_000 })

function serve(detail: AfterSaleDetail) {
  const log = { agrees: [] as string[], disagrees: [] as unknown[] }
  server.use(
    http.get(apiUrl('/trade/after-sale/get-detail'), () => okEnvelope(detail)),
    http.put(apiUrl('/trade/after-sale/agree'), ({ request }) => {
      log.agrees.push(new URL(request.url).searchParams.get('id') ?? '')
      return errorEnvelope(1011000100, '售后状态不正确，无法同意售后')
    }),
    http.put(apiUrl('/trade/after-sale/disagree'), async ({ request }) => {
      log.disagrees.push(await request.json())
      return okEnvelope(true)
    }),
  )
  return log
}

const open = () =>
  renderTradePage(<AfterSaleDetailPage />, {
    path: '/trade/after-sale/detail',
    url: '/trade/after-sale/detail?id=7',
  })

describe('售后详情', () => {
  it('offers 同意售后 and 拒绝售后 to an application; a refusal shows the server text', async () => {
    const log = serve(afterSale({ status: 10 }))
    open()
    const state = await screen.findByRole('region', { name: '售后状态' })
    expect(
      within(screen.getByRole('region', { name: '申请信息' })).getByText('商品破损'),
    ).toBeInTheDocument()
    expect(within(state).queryByRole('button', { name: '确认退款' })).not.toBeInTheDocument()

    await userEvent.click(within(state).getByRole('button', { name: '同意售后' }))
    const confirm = await screen.findByRole('dialog', { name: '系统提示' })
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(log.agrees).toEqual(['7']))
    expect(await screen.findByText('售后状态不正确，无法同意售后')).toBeInTheDocument()

    await userEvent.click(within(state).getByRole('button', { name: '拒绝售后' }))
    const prompt = await screen.findByRole('dialog', { name: '拒绝售后' })
    await userEvent.type(within(prompt).getByRole('textbox'), '已超过售后期限')
    await userEvent.click(within(prompt).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(log.disagrees).toEqual([{ id: 7, auditReason: '已超过售后期限' }]))
  })

  it('offers only 确认退款 while waiting for the refund', async () => {
    serve(afterSale({ status: 40 }))
    open()
    const state = await screen.findByRole('region', { name: '售后状态' })
    expect(within(state).getByRole('button', { name: '确认退款' })).toBeInTheDocument()
    expect(within(state).getAllByRole('button')).toHaveLength(1)
  })
})
