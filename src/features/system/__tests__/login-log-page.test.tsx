import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import LoginLogPage from '../pages/login-log-page'
import type { LoginLogItem } from '../model/login-log-types'
import { captureDownloads, renderLogPage } from './operate-log-harness'

const server = setupMswServer()

const LOGS: LoginLogItem[] = [
  {
    id: 8,
    logType: 100,
    username: 'staff',
    userIp: '10.0.0.9',
    userAgent: 'Mozilla/5.0 Firefox',
    result: 0,
    createTime: new Date(2026, 10, 27, 8, 1, 2).getTime(),
  },
  {
    id: 7,
    logType: 100,
    username: 'nobody',
    userIp: '10.0.0.9',
    userAgent: 'Mozilla/5.0 Firefox',
    result: 10,
    createTime: new Date(2026, 10, 27, 8, 0, 30).getTime(),
  },
]

function serveLogs() {
  const pages: URLSearchParams[] = []
  const exports: URLSearchParams[] = []
  server.use(
    http.get(apiUrl('/system/login-log/page'), ({ request }) => {
      pages.push(new URL(request.url).searchParams)
      return okEnvelope({ list: LOGS, total: LOGS.length })
    }),
    http.get(apiUrl('/system/login-log/export'), ({ request }) => {
      exports.push(new URL(request.url).searchParams)
      return new HttpResponse(new Blob(['xlsx']), {
        headers: { 'Content-Type': 'application/vnd.ms-excel' },
      })
    }),
  )
  return { pages, exports }
}

const QUERY = ['system:login-log:query']

async function rowOf(id: number) {
  const table = screen.getByRole('table', { name: '登录日志列表' })
  const cell = await within(table).findByRole('cell', { name: String(id) })
  return cell.closest('tr') as HTMLElement
}

describe('登录日志 page', () => {
  it('lists attempts with their type, browser and result', async () => {
    serveLogs()
    renderLogPage(<LoginLogPage />, '/system/log/login-log', QUERY)
    const ok = await rowOf(8)
    const headers = within(screen.getByRole('table', { name: '登录日志列表' }))
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual([
      '日志编号',
      '操作类型',
      '用户名称',
      '登录地址',
      '浏览器',
      '登陆结果',
      '登录日期',
      '操作',
    ])
    expect(within(ok).getByText('账号登录')).toBeInTheDocument()
    expect(within(ok).getByText('成功')).toBeInTheDocument()
    expect(within(ok).getByText('Mozilla/5.0 Firefox')).toBeInTheDocument()
    expect(within(ok).getByText('2026-11-27 08:01:02')).toBeInTheDocument()
    expect(within(await rowOf(7)).getByText('账号或密码不正确')).toBeInTheDocument()
  })

  it('searches by user name, address and status', async () => {
    const user = userEvent.setup()
    const { pages } = serveLogs()
    renderLogPage(<LoginLogPage />, '/system/log/login-log', QUERY)
    await rowOf(8)
    const form = screen.getByRole('search', { name: '搜索条件' })
    await user.type(within(form).getByRole('textbox', { name: '用户名称' }), 'staff')
    await user.type(within(form).getByRole('textbox', { name: '登录地址' }), '10.0')
    await user.click(within(form).getByRole('combobox', { name: '登录状态' }))
    await user.click(screen.getByRole('option', { name: '成功' }))
    await user.click(within(form).getByRole('button', { name: '搜索' }))
    await waitFor(() => expect(pages.at(-1)?.get('username')).toBe('staff'))
    expect(pages.at(-1)?.get('userIp')).toBe('10.0')
    expect(pages.at(-1)?.get('status')).toBe('true')
  })

  it('opens 详细 of an attempt', async () => {
    const user = userEvent.setup()
    serveLogs()
    renderLogPage(<LoginLogPage />, '/system/log/login-log', QUERY)
    await user.click(within(await rowOf(7)).getByRole('button', { name: '详细' }))
    const dialog = await screen.findByRole('dialog', { name: '登录日志详细' })
    for (const text of ['nobody', '10.0.0.9', '账号或密码不正确', '2026-11-27 08:00:30']) {
      expect(within(dialog).getByText(text)).toBeInTheDocument()
    }
  })

  describe('导出', () => {
    let downloads: ReturnType<typeof captureDownloads>
    beforeEach(() => {
      downloads = captureDownloads()
    })
    afterEach(() => downloads.restore())

    it('downloads 登录日志.xlsx after confirming; hidden without the permission', async () => {
      const user = userEvent.setup()
      const { exports } = serveLogs()
      const view = renderLogPage(<LoginLogPage />, '/system/log/login-log', [
        ...QUERY,
        'system:login-log:export',
      ])
      await rowOf(8)
      await user.click(screen.getByRole('button', { name: '导出' }))
      const confirm = await screen.findByRole('dialog', { name: '系统提示' })
      expect(within(confirm).getByText('是否确认导出所有登录日志数据项?')).toBeInTheDocument()
      await user.click(within(confirm).getByRole('button', { name: '确定' }))
      await waitFor(() => expect(downloads.saved).toEqual(['登录日志.xlsx']))
      expect(exports).toHaveLength(1)
      view.unmount()

      renderLogPage(<LoginLogPage />, '/system/log/login-log', QUERY)
      await rowOf(8)
      expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument()
    })
  })
})
