import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import TokenPage from '../pages/token-page'
import type { TokenItem } from '../model/token-types'
import { renderLogPage } from './operate-log-harness'

const server = setupMswServer()

const HANDLE = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90'
const TOKENS: TokenItem[] = [
  {
    id: 5,
    accessToken: HANDLE,
    refreshToken: 'ffeeddccbbaa99887766554433221100ffeeddccbbaa99887766554433221100',
    userId: 2,
    userType: 2,
    clientId: 'default',
    createTime: new Date(2026, 10, 27, 9, 0, 0).getTime(),
    expiresTime: new Date(2026, 10, 27, 9, 30, 0).getTime(),
  },
]

function serveTokens() {
  let live = [...TOKENS]
  const pages: URLSearchParams[] = []
  const deleted: string[] = []
  server.use(
    http.get(apiUrl('/system/oauth2-token/page'), ({ request }) => {
      pages.push(new URL(request.url).searchParams)
      return okEnvelope({ list: live, total: live.length })
    }),
    http.delete(apiUrl('/system/oauth2-token/delete'), ({ request }) => {
      const token = new URL(request.url).searchParams.get('accessToken') ?? ''
      deleted.push(token)
      live = live.filter((row) => row.accessToken !== token)
      return okEnvelope(true)
    }),
  )
  return { pages, deleted }
}

const table = () => screen.getByRole('table', { name: '令牌列表' })

describe('令牌管理 page', () => {
  it('lists sessions with shortened handles, user, client and times', async () => {
    serveTokens()
    renderLogPage(<TokenPage />, '/system/oauth2/token', ['system:oauth2-token:query'])
    const short = await within(table()).findByText('a1b2c3d4e5f6…')
    const row = short.closest('tr') as HTMLElement
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual([
      '访问令牌',
      '刷新令牌',
      '用户编号',
      '用户类型',
      '客户端编号',
      '过期时间',
      '创建时间',
      '操作',
    ])
    expect(within(row).getByText('ffeeddccbbaa…')).toBeInTheDocument()
    expect(within(row).getByText('管理员')).toBeInTheDocument()
    expect(within(row).getByText('default')).toBeInTheDocument()
    expect(within(row).getByText('2026-11-27 09:30:00')).toBeInTheDocument()
    // 强退 needs its own permission.
    expect(within(row).queryByRole('button', { name: '强退' })).not.toBeInTheDocument()
  })

  it('searches by user, user type and client', async () => {
    const user = userEvent.setup()
    const { pages } = serveTokens()
    renderLogPage(<TokenPage />, '/system/oauth2/token', ['system:oauth2-token:query'])
    await within(table()).findByText('a1b2c3d4e5f6…')
    const form = screen.getByRole('search', { name: '搜索条件' })
    await user.type(within(form).getByRole('textbox', { name: '用户编号' }), '2')
    await user.click(within(form).getByRole('combobox', { name: '用户类型' }))
    await user.click(screen.getByRole('option', { name: '管理员' }))
    await user.type(within(form).getByRole('textbox', { name: '客户端编号' }), 'default{Enter}')
    await waitFor(() => expect(pages.at(-1)?.get('clientId')).toBe('default'))
    expect(pages.at(-1)?.get('userId')).toBe('2')
    expect(pages.at(-1)?.get('userType')).toBe('2')
  })

  it('强退 asks first, sends the handle and drops the session from the list', async () => {
    const user = userEvent.setup()
    const { deleted } = serveTokens()
    renderLogPage(<TokenPage />, '/system/oauth2/token', [
      'system:oauth2-token:query',
      'system:oauth2-token:delete',
    ])
    const row = (await within(table()).findByText('a1b2c3d4e5f6…')).closest('tr') as HTMLElement

    await user.click(within(row).getByRole('button', { name: '强退' }))
    let confirm = await screen.findByRole('dialog', { name: '系统提示' })
    expect(within(confirm).getByText('是否确认强退令牌为"a1b2c3d4e5f6…"的数据项?')).toBeVisible()
    await user.click(within(confirm).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(deleted).toEqual([])

    await user.click(within(row).getByRole('button', { name: '强退' }))
    confirm = await screen.findByRole('dialog', { name: '系统提示' })
    await user.click(within(confirm).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('强退成功')).toBeInTheDocument()
    expect(deleted).toEqual([HANDLE])
    await waitFor(() =>
      expect(within(table()).queryByText('a1b2c3d4e5f6…')).not.toBeInTheDocument(),
    )
  })
})
