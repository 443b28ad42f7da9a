import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { dictOptionsFrom } from '@/shared/test-utils/test-dicts'
import type { OAuth2ClientItem } from '../model/oauth2-client-types'
import OAuth2ClientPage from '../pages/oauth2-client-page'

const server = setupMswServer()

const DICTS = dictOptionsFrom({
  common_status: { '0': ['开启', 'primary'], '1': ['关闭', 'info'] },
  system_oauth2_grant_type: {
    password: ['密码模式', 'default'],
    authorization_code: ['授权码模式', 'primary'],
    implicit: ['简化模式', 'success'],
    client_credentials: ['客户端模式', 'default'],
    refresh_token: ['刷新模式', 'info'],
  },
})

const PORTAL: OAuth2ClientItem = {
  id: 2,
  clientId: 'museum-portal',
  secret: '******',
  name: '纪念馆门户',
  logo: 'http://127.0.0.1:48080/sandbox/assets/museum-portal-logo.svg',
  description: '纪念馆统一门户',
  status: 0,
  accessTokenValiditySeconds: 1800,
  refreshTokenValiditySeconds: 43200,
  redirectUris: ['http://127.0.0.1:48081/'],
  authorizedGrantTypes: ['authorization_code', 'refresh_token'],
  scopes: ['user.read', 'user.write'],
  autoApproveScopes: [],
  authorities: [],
  resourceIds: [],
  additionalInformation: null,
  createTime: new Date(2026, 10, 20, 9, 0, 0).getTime(),
}
const BUILT_IN: OAuth2ClientItem = { ...PORTAL, id: 1, clientId: 'default', name: '纪念馆管理后台' }

function serve() {
  const log = { created: [] as unknown[], updated: [] as unknown[] }
  server.use(
    http.get(apiUrl('/system/oauth2-client/page'), () =>
      okEnvelope({ list: [PORTAL, BUILT_IN], total: 2 }),
    ),
    http.get(apiUrl('/system/oauth2-client/get'), () =>
      okEnvelope({ ...PORTAL, secret: 'museum-portal-secret' }),
    ),
    http.post(apiUrl('/system/oauth2-client/create'), async ({ request }) => {
      const body = (await request.json()) as { clientId: string }
      log.created.push(body)
      return body.clientId === 'museum-portal'
        ? errorEnvelope(1_002_020_001, 'OAuth2 客户端编号已存在')
        : okEnvelope(3)
    }),
    http.put(apiUrl('/system/oauth2-client/update'), async ({ request }) => {
      log.updated.push(await request.json())
      return okEnvelope(true)
    }),
  )
  return log
}

function render(permissions = ['*:*:*']) {
  return renderSignedInPage(<OAuth2ClientPage />, {
    path: '/system/oauth2/oauth2/application',
    url: '/system/oauth2/oauth2/application',
    permissions,
    dicts: DICTS,
  })
}

async function rowOf(name: string) {
  const table = screen.getByRole('table', { name: '应用列表' })
  return (await within(table).findByRole('cell', { name })).closest('tr') as HTMLElement
}

describe('应用管理 page', () => {
  it(
    'shows the columns, the masked secret, seconds and grant tags',
    { timeout: 30_000 },
    async () => {
      serve()
      render()
      const row = await rowOf('纪念馆门户')
      const headers = within(screen.getByRole('table', { name: '应用列表' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent)
      expect(headers).toEqual([
        '客户端编号',
        '客户端密钥',
        '应用名',
        '应用图标',
        '状态',
        '访问令牌的有效期',
        '刷新令牌的有效期',
        '授权类型',
        '创建时间',
        '操作',
      ])
      expect(within(row).getByText('******')).toBeInTheDocument()
      expect(within(row).getByText('1800 秒')).toBeInTheDocument()
      expect(within(row).getByText('授权码模式')).toBeInTheDocument()
      expect(within(row).getByRole('img', { name: '纪念馆门户的图标' })).toBeInTheDocument()
      expect(within(row).getByRole('button', { name: '删除' })).toBeInTheDocument()
      const builtIn = await rowOf('纪念馆管理后台')
      expect(within(builtIn).queryByRole('button', { name: '删除' })).toBeNull()
    },
  )

  it(
    '修改 shows the whole secret and the client id in their own fields',
    { timeout: 30_000 },
    async () => {
      const log = serve()
      const user = userEvent.setup()
      render()
      await user.click(within(await rowOf('纪念馆门户')).getByRole('button', { name: '修改' }))
      const dialog = await screen.findByRole('dialog', { name: '修改OAuth2 客户端' })
      expect(await within(dialog).findByRole('textbox', { name: '客户端编号' })).toHaveValue(
        'museum-portal',
      )
      expect(within(dialog).getByRole('textbox', { name: '客户端密钥' })).toHaveValue(
        'museum-portal-secret',
      )
      await user.click(within(dialog).getByRole('button', { name: '确定' }))
      expect(await screen.findByText('修改成功')).toBeInTheDocument()
      expect(log.updated).toEqual([
        expect.objectContaining({
          id: 2,
          clientId: 'museum-portal',
          secret: 'museum-portal-secret',
        }),
      ])
    },
  )

  it(
    '新增 with new scopes typed in; auto-approve offers only the chosen scopes',
    { timeout: 60_000 },
    async () => {
      const log = serve()
      const user = userEvent.setup()
      render()
      await rowOf('纪念馆门户')
      await user.click(screen.getByRole('button', { name: '新增' }))
      const dialog = await screen.findByRole('dialog', { name: '添加OAuth2 客户端' })
      await user.click(within(dialog).getByRole('button', { name: '确定' }))
      expect(await within(dialog).findByText('客户端编号不能为空')).toBeInTheDocument()
      expect(within(dialog).getByText('可重定向的 URI 地址不能为空')).toBeInTheDocument()

      await user.type(within(dialog).getByRole('textbox', { name: '客户端编号' }), 'exhibit-app')
      await user.type(within(dialog).getByRole('textbox', { name: '客户端密钥' }), 's3cret')
      await user.type(within(dialog).getByRole('textbox', { name: '应用名' }), '线上展厅')
      await user.type(
        within(dialog).getByRole('combobox', { name: '授权范围' }),
        'exhibit.read{Enter}exhibit.write{Enter}',
      )
      await user.click(within(dialog).getByRole('combobox', { name: '自动授权范围' }))
      const offered = (await screen.findAllByRole('option')).map((option) => option.textContent)
      expect(offered).toEqual(['exhibit.read', 'exhibit.write'])
      await user.click(screen.getByRole('option', { name: 'exhibit.write' }))
      await user.type(
        within(dialog).getByRole('combobox', { name: '可重定向的 URI 地址' }),
        'http://127.0.0.1:9000/cb{Enter}',
      )
      await user.click(within(dialog).getByRole('combobox', { name: '授权类型' }))
      await user.click(await screen.findByRole('option', { name: '授权码模式' }))
      await user.keyboard('{Escape}')
      await user.type(within(dialog).getByRole('textbox', { name: '附加信息' }), '{{oops')
      await user.click(within(dialog).getByRole('button', { name: '确定' }))
      expect(await within(dialog).findByText('应用图标不能为空')).toBeInTheDocument()
      expect(within(dialog).getByText('附加信息必须是 JSON 格式')).toBeInTheDocument()
      expect(log.created).toEqual([])

      // Removing a scope takes it out of 自动授权范围 too.
      const scopes = within(dialog)
        .getByRole('combobox', { name: '授权范围' })
        .closest('.MuiAutocomplete-root') as HTMLElement
      const writeChip = within(scopes).getByRole('button', { name: 'exhibit.write' })
      await user.click(within(writeChip).getByTestId('CancelIcon'))
      const auto = within(dialog)
        .getByRole('combobox', { name: '自动授权范围' })
        .closest('.MuiAutocomplete-root') as HTMLElement
      await waitFor(() => expect(within(auto).queryByText('exhibit.write')).toBeNull())
      expect(within(dialog).getByRole('textbox', { name: '客户端编号' })).toHaveValue('exhibit-app')
    },
  )
})
