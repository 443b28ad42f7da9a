import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import { dictOptionsFrom } from '@/shared/test-utils/test-dicts'
import PayAppPage from '../pages/pay-app-page'

const server = setupMswServer()

const DICTS = dictOptionsFrom({
  common_status: { '0': ['开启', 'primary'], '1': ['关闭', 'info'] },
})

const APP = {
  id: 1,
  name: '商城',
  status: 0,
  remark: null,
  orderNotifyUrl: 'https://shop.example/paid',
  refundNotifyUrl: 'https://shop.example/refunded',
  createTime: 0,
  channelCodes: ['mock', 'wx_native'],
}

const STORED = {
  id: 9,
  appId: 1,
  code: 'wx_native',
  status: 0,
  feeRate: 0.6,
  remark: null,
  createTime: 0,
  config: JSON.stringify({
    appId: 'wx1234',
    mchId: '1900000001',
    apiVersion: 'v3',
    apiV3Key: '****abcd',
    privateKeyContent: '****-KEY',
    privateCertContent: '-----BEGIN CERTIFICATE-----',
  }),
}

describe('支付应用: the channel dialog', () => {
  it('shows ✓ / ✗ per channel, fields by WeChat version, and sends the masks back unchanged', async () => {
    const updates: unknown[] = []
    server.use(
      http.get(apiUrl('/pay/app/page'), () => okEnvelope({ list: [APP], total: 1 })),
      http.get(apiUrl('/pay/channel/get'), () => okEnvelope(STORED)),
      http.put(apiUrl('/pay/channel/update'), async ({ request }) => {
        updates.push(await request.json())
        return okEnvelope(true)
      }),
    )
    const user = userEvent.setup()
    renderSignedInPage(<PayAppPage />, { path: '/pay/app', url: '/pay/app', dicts: DICTS })
    const table = await screen.findByRole('table', { name: '支付应用列表' })
    expect(
      await within(table).findByRole('button', { name: '商城 支付宝 PC 网站支付：未开启' }),
    ).toBeInTheDocument()
    await user.click(within(table).getByRole('button', { name: '商城 微信 Native 支付：已开启' }))

    const dialog = await screen.findByRole('dialog', { name: '编辑支付渠道' })
    expect(within(dialog).getByRole('textbox', { name: 'apiclient_key.pem 证书' })).toHaveValue(
      '****-KEY',
    )
    await user.click(within(dialog).getByRole('radio', { name: 'v2 版本' }))
    expect(
      within(dialog).getByRole('textbox', { name: 'apiclient_cert.p12 证书' }),
    ).toBeInTheDocument()
    expect(within(dialog).queryByRole('textbox', { name: 'apiclient_key.pem 证书' })).toBeNull()
    await user.click(within(dialog).getByRole('radio', { name: 'v3 版本' }))
    await user.click(within(dialog).getByRole('button', { name: '确定' }))

    await waitFor(() => expect(updates).toHaveLength(1))
    const body = updates[0] as { id: number; feeRate: number; config: string }
    expect(body).toMatchObject({ id: 9, feeRate: 0.6 })
    expect(JSON.parse(body.config)).toMatchObject({
      apiVersion: 'v3',
      apiV3Key: '****abcd',
      privateKeyContent: '****-KEY',
    })
  })
})
