import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import PickUpStorePage from '../pages/pick-up-store-page'
import type { PickUpStoreItem } from '../model/trade-types'
import { renderTradePage } from './trade-harness'

const server = setupMswServer()
vi.setConfig({ testTimeout: 60_000 })

const STORE: PickUpStoreItem = {
  id: 3,
  name: '南山自提点',
  introduction: null,
  phone: '0755-26000000',
  areaId: 440305,
  areaName: '广东省 深圳市 南山区',
  detailAddress: '科技园 1 号',
  logo: '/prod-api/admin-api/infra/file/1/get/logo.png',
  openingTime: '09:00',
  closingTime: '18:00',
  latitude: 22.54,
  longitude: 113.93,
  status: 0,
  createTime: Date.UTC(2026, 10, 27),
}

const TREE = [
  {
    id: 440000,
    name: '广东省',
    children: [{ id: 440300, name: '深圳市', children: [{ id: 440305, name: '南山区' }] }],
  },
]

describe('自提门店', () => {
  it('edits a store without a map key: coordinates typed, sent as numbers, no map loaded', async () => {
    const updates: unknown[] = []
    server.use(
      http.get(apiUrl('/trade/delivery/pick-up-store/page'), () =>
        okEnvelope({ list: [STORE], total: 1 }),
      ),
      http.get(apiUrl('/trade/delivery/pick-up-store/get'), () => okEnvelope(STORE)),
      http.put(apiUrl('/trade/delivery/pick-up-store/update'), async ({ request }) => {
        updates.push(await request.json())
        return okEnvelope(true)
      }),
      http.get(apiUrl('/system/area/tree'), () => okEnvelope(TREE)),
      http.get(apiUrl('/infra/config/get-value-by-key'), () => okEnvelope('')),
    )
    renderTradePage(<PickUpStorePage />, { path: '/trade/delivery/pick-up-store' })
    const row = (await screen.findByRole('cell', { name: '南山自提点' })).closest(
      'tr',
    ) as HTMLElement
    expect(within(row).getByText('广东省 深圳市 南山区 科技园 1 号')).toBeInTheDocument()
    expect(within(row).getByText('09:00 ~ 18:00')).toBeInTheDocument()

    await userEvent.click(within(row).getByRole('button', { name: '修改' }))
    const dialog = await screen.findByRole('dialog', { name: '修改自提门店' })
    expect(await within(dialog).findByText(/未配置地图密钥/)).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: '获取' })).not.toBeInTheDocument()
    expect(within(dialog).getByRole('combobox', { name: '区县' })).toHaveTextContent('南山区')
    const latitude = within(dialog).getByRole('textbox', { name: '纬度' })
    await waitFor(() => expect(latitude).toHaveValue('22.54'))

    await userEvent.clear(latitude)
    await userEvent.type(latitude, '95')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('请输入正确的纬度')).toBeInTheDocument()
    await userEvent.clear(latitude)
    await userEvent.type(latitude, '22.5405')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(updates).toHaveLength(1))
    expect(updates[0]).toMatchObject({
      id: 3,
      areaId: 440305,
      latitude: 22.5405,
      longitude: 113.93,
    })
    expect(document.querySelector('iframe')).toBeNull()
  })
})
