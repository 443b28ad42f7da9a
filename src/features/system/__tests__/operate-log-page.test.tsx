import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import OperateLogPage from '../pages/operate-log-page'
import type { OperateLogItem } from '../model/operate-log-types'
import { captureDownloads, renderLogPage } from './operate-log-harness'

const server = setupMswServer()

const base: OperateLogItem = {
  id: 31,
  userId: 1,
  userNickname: '纪念馆管理员',
  module: '用户管理',
  name: '用户修改',
  type: 3,
  content: '',
  requestMethod: 'PUT',
  requestUrl: '/prod-api/admin-api/system/user/update',
  userIp: '10.0.0.8',
  userAgent: 'Mozilla/5.0 Chrome',
  javaMethod: 'PUT /system/user/update',
  startTime: new Date(2026, 10, 27, 9, 30, 5).getTime(),
  duration: 12,
  resultCode: 0,
  resultMsg: '',
}
const LOGS: OperateLogItem[] = [
  base,
  {
    ...base,
    id: 30,
    name: '用户新增',
    type: 2,
    requestMethod: 'POST',
    requestUrl: '/prod-api/admin-api/system/user/create',
    duration: 40,
    resultCode: 1_002_003_000,
    resultMsg: '用户账号已经存在',
  },
]

function serveLogs() {
  const pages: URLSearchParams[] = []
  const exports: URLSearchParams[] = []
  server.use(
    http.get(apiUrl('/system/operate-log/page'), ({ request }) => {
      pages.push(new URL(request.url).searchParams)
      return okEnvelope({ list: LOGS, total: LOGS.length })
    }),
    http.get(apiUrl('/system/operate-log/export'), ({ request }) => {
      exports.push(new URL(request.url).searchParams)
      return new HttpResponse(new Blob(['xlsx']), {
        headers: { 'Content-Type': 'application/vnd.ms-excel' },
      })
    }),
  )
  return { pages, exports }
}

const QUERY = ['system:operate-log:query']

async function rowOf(id: number) {
  const table = screen.getByRole('table', { name: '操作日志列表' })
  const cell = await within(table).findByRole('cell', { name: String(id) })
  return cell.closest('tr') as HTMLElement
}

describe('操作日志 page', () => {
  it('lists operations with type, result, date and duration', async () => {
    serveLogs()
    renderLogPage(<OperateLogPage />, '/system/log/operate-log', QUERY)
    const ok = await rowOf(31)
    const headers = within(screen.getByRole('table', { name: '操作日志列表' }))
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual([
      '日志编号',
      '操作模块',
      '操作名',
      '操作类型',
      '操作人',
      '操作结果',
      '操作日期',
      '执行时长',
      '操作',
    ])
    expect(within(ok).getByText('修改')).toBeInTheDocument()
    expect(within(ok).getByText('成功')).toBeInTheDocument()
    expect(within(ok).getByText('2026-11-27 09:30:05')).toBeInTheDocument()
    expect(within(ok).getByText('12 ms')).toBeInTheDocument()
    const failed = await rowOf(30)
    expect(within(failed).getByText('失败')).toBeInTheDocument()
    expect(within(failed).getByText('新增')).toBeInTheDocument()
  })

  it('searches by module, operator, type and status', async () => {
    const user = userEvent.setup()
    const { pages } = serveLogs()
    renderLogPage(<OperateLogPage />, '/system/log/operate-log', QUERY)
    await rowOf(31)
    const form = screen.getByRole('search', { name: '搜索条件' })
    await user.type(within(form).getByRole('textbox', { name: '系统模块' }), '用户管理')
    await user.type(within(form).getByRole('textbox', { name: '操作人员' }), '管理员')
    await user.click(within(form).getByRole('combobox', { name: '类型' }))
    await user.click(screen.getByRole('option', { name: '新增' }))
    await user.click(within(form).getByRole('combobox', { name: '操作状态' }))
    await user.click(screen.getByRole('option', { name: '失败' }))
    await user.click(within(form).getByRole('button', { name: '搜索' }))

    await waitFor(() => expect(pages.at(-1)?.get('module')).toBe('用户管理'))
    const sent = pages.at(-1)!
    expect(sent.get('userNickname')).toBe('管理员')
    expect(sent.get('type')).toBe('2')
    expect(sent.get('success')).toBe('false')
  })

  it('opens 详细 with every recorded field', async () => {
    const user = userEvent.setup()
    serveLogs()
    renderLogPage(<OperateLogPage />, '/system/log/operate-log', QUERY)
    await user.click(within(await rowOf(30)).getByRole('button', { name: '详细' }))
    const dialog = await screen.findByRole('dialog', { name: '操作日志详细' })
    for (const text of [
      '/prod-api/admin-api/system/user/create',
      'POST',
      '10.0.0.8',
      'Mozilla/5.0 Chrome',
      '用户账号已经存在',
      '1002003000',
      '40 ms',
      '失败',
      '2026-11-27 09:30:05',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument()
    }
    await user.click(within(dialog).getByRole('button', { name: '关闭' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  describe('导出', () => {
    let downloads: ReturnType<typeof captureDownloads>
    beforeEach(() => {
      downloads = captureDownloads()
    })
    afterEach(() => downloads.restore())

    it('downloads 操作日志.xlsx with the applied filters after confirming', async () => {
      const user = userEvent.setup()
      const { exports } = serveLogs()
      renderLogPage(<OperateLogPage />, '/system/log/operate-log', [
        ...QUERY,
        'system:operate-log:export',
      ])
      await rowOf(31)
      const form = screen.getByRole('search', { name: '搜索条件' })
      await user.type(within(form).getByRole('textbox', { name: '系统模块' }), '用户{Enter}')
      await user.click(screen.getByRole('button', { name: '导出' }))
      const confirm = await screen.findByRole('dialog', { name: '系统提示' })
      expect(within(confirm).getByText('是否确认导出所有操作日志数据项?')).toBeInTheDocument()
      await user.click(within(confirm).getByRole('button', { name: '确定' }))
      await waitFor(() => expect(downloads.saved).toEqual(['操作日志.xlsx']))
      expect(exports[0].get('module')).toBe('用户')
    })

    it('is hidden without system:operate-log:export', async () => {
      serveLogs()
      renderLogPage(<OperateLogPage />, '/system/log/operate-log', QUERY)
      await rowOf(31)
      expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument()
    })
  })
})
