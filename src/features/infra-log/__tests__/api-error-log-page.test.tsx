import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { headersOf, rowOf } from '@/shared/test-utils/table-queries'
import ApiErrorLogPage from '../pages/api-error-log-page'
import { ERROR_LOGS, renderApiLogPage } from './api-log-harness'

const server = setupMswServer()

function serveLogs(statusAnswer: () => Response = () => okEnvelope(true)) {
  const pages: URLSearchParams[] = []
  const updates: URLSearchParams[] = []
  server.use(
    http.get(apiUrl('/infra/api-error-log/page'), ({ request }) => {
      pages.push(new URL(request.url).searchParams)
      return okEnvelope({ list: ERROR_LOGS, total: ERROR_LOGS.length })
    }),
    http.put(apiUrl('/infra/api-error-log/update-status'), ({ request }) => {
      updates.push(new URL(request.url).searchParams)
      return statusAnswer()
    }),
  )
  return { pages, updates }
}

const PATH = '/infra/log/api-error-log'
const ALL = [
  'infra:api-error-log:query',
  'infra:api-error-log:update-status',
  'infra:api-error-log:export',
]

const TABLE = 'API 错误日志列表'

describe('API 错误日志 page', () => {
  it('lists errors with their status; only 未处理 ones can be marked', async () => {
    serveLogs()
    renderApiLogPage(<ApiErrorLogPage />, PATH, ALL)
    const open = await rowOf(TABLE, 9)
    const headers = headersOf(TABLE)
    expect(headers).toEqual([
      '日志编号',
      '用户编号',
      '用户类型',
      '应用名',
      '请求方法名',
      '请求地址',
      '异常发生时间',
      '异常名',
      '处理状态',
      '操作',
    ])
    expect(within(open).getByText('未处理')).toBeInTheDocument()
    expect(within(open).getByRole('button', { name: '已处理' })).toBeInTheDocument()
    expect(within(open).getByRole('button', { name: '已忽略' })).toBeInTheDocument()
    const done = await rowOf(TABLE, 8)
    expect(within(done).getByText('已处理')).toBeInTheDocument()
    expect(within(done).queryByRole('button', { name: '已忽略' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument()
  })

  it('asks before marking, sends the status, and refreshes the list', async () => {
    const user = userEvent.setup()
    const { pages, updates } = serveLogs()
    renderApiLogPage(<ApiErrorLogPage />, PATH, ALL)
    await user.click(within(await rowOf(TABLE, 9)).getByRole('button', { name: '已忽略' }))
    let confirm = await screen.findByRole('dialog', { name: '系统提示' })
    expect(within(confirm).getByText('确认标记为已忽略?')).toBeVisible()
    await user.click(within(confirm).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(updates).toHaveLength(0)

    const before = pages.length
    await user.click(within(await rowOf(TABLE, 9)).getByRole('button', { name: '已处理' }))
    confirm = await screen.findByRole('dialog', { name: '系统提示' })
    expect(within(confirm).getByText('确认标记为已处理?')).toBeVisible()
    await user.click(within(confirm).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(updates).toHaveLength(1))
    expect(updates[0].get('id')).toBe('9')
    expect(updates[0].get('processStatus')).toBe('1')
    expect(await screen.findByText('操作成功')).toBeInTheDocument()
    await waitFor(() => expect(pages.length).toBeGreaterThan(before))
  })

  it('shows the server refusing a second mark', async () => {
    const user = userEvent.setup()
    serveLogs(() =>
      HttpResponse.json({ code: 1_001_002_001, data: null, msg: 'API 错误日志已处理' }),
    )
    renderApiLogPage(<ApiErrorLogPage />, PATH, ALL)
    await user.click(within(await rowOf(TABLE, 9)).getByRole('button', { name: '已处理' }))
    const confirm = await screen.findByRole('dialog', { name: '系统提示' })
    await user.click(within(confirm).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('API 错误日志已处理')).toBeInTheDocument()
    expect(screen.queryByText('操作成功')).not.toBeInTheDocument()
  })

  it('opens 详细 with the exception and its stack in a read-only block', async () => {
    const user = userEvent.setup()
    serveLogs()
    renderApiLogPage(<ApiErrorLogPage />, PATH, ['infra:api-error-log:query'])
    const row = await rowOf(TABLE, 9)
    expect(within(row).queryByRole('button', { name: '已处理' })).not.toBeInTheDocument()
    await user.click(within(row).getByRole('button', { name: '详细' }))
    const dialog = await screen.findByRole('dialog', { name: 'API 错误日志详细' })
    for (const text of [
      'GET /prod-api/admin-api/system/notice/page',
      'SqliteError',
      '2026-11-27 10:00:00',
      'Database.prepare (database.js:77)',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument()
    }
    expect(within(dialog).getAllByText('no such table: system_notice')).toHaveLength(2)
    const stack = within(dialog).getByRole('region', { name: '异常堆栈' })
    expect(stack).toHaveTextContent('at Database.prepare (database.js:77:21)')
    expect(stack.tagName).toBe('PRE')
  })
})
