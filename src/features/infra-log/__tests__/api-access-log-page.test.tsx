import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { headersOf, rowOf } from '@/shared/test-utils/table-queries'
import ApiAccessLogPage from '../pages/api-access-log-page'
import { ACCESS_LOGS, renderApiLogPage } from './api-log-harness'

const server = setupMswServer()

function serveLogs() {
  const pages: URLSearchParams[] = []
  server.use(
    http.get(apiUrl('/infra/api-access-log/page'), ({ request }) => {
      pages.push(new URL(request.url).searchParams)
      return okEnvelope({ list: ACCESS_LOGS, total: ACCESS_LOGS.length })
    }),
  )
  return { pages }
}

const PATH = '/infra/log/api-access-log'
const QUERY = ['infra:api-access-log:query']

const TABLE = 'API 访问日志列表'

describe('API 访问日志 page', () => {
  it('lists requests with user type, time, duration in ms and the result', async () => {
    serveLogs()
    renderApiLogPage(<ApiAccessLogPage />, PATH, QUERY)
    const ok = await rowOf(TABLE, 41)
    const headers = headersOf(TABLE)
    expect(headers).toEqual([
      '日志编号',
      '用户编号',
      '用户类型',
      '应用名',
      '请求方法名',
      '请求地址',
      '请求时间',
      '执行时长',
      '操作结果',
      '操作',
    ])
    expect(within(ok).getByText('管理员')).toBeInTheDocument()
    expect(within(ok).getByText('12 ms')).toBeInTheDocument()
    expect(within(ok).getByText('成功')).toBeInTheDocument()
    expect(within(ok).getByText('2026-11-27 09:30:05')).toBeInTheDocument()
    const failed = await rowOf(TABLE, 40)
    expect(within(failed).getByText('会员')).toBeInTheDocument()
    expect(within(failed).getByText('340 ms')).toBeInTheDocument()
    expect(within(failed).getByText('失败(商品库存不足)')).toBeInTheDocument()
    // 导出 needs its own permission.
    expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument()
  })

  it('searches by user, type, address, duration and result code', async () => {
    const user = userEvent.setup()
    const { pages } = serveLogs()
    renderApiLogPage(<ApiAccessLogPage />, PATH, QUERY)
    await rowOf(TABLE, 41)
    const form = screen.getByRole('search', { name: '搜索条件' })
    // Pasted, not typed: five fields typed key by key take long on a busy machine.
    const fill = async (name: string, text: string) => {
      await user.click(within(form).getByRole('textbox', { name }))
      await user.paste(text)
    }
    await fill('用户编号', '7')
    await user.click(within(form).getByRole('combobox', { name: '用户类型' }))
    await user.click(screen.getByRole('option', { name: '会员' }))
    await fill('请求地址', 'trade/order')
    await fill('执行时长', '100')
    await fill('结果码', '1008007002')
    await user.click(within(form).getByRole('button', { name: '搜索' }))
    await waitFor(() => expect(pages.at(-1)?.get('requestUrl')).toBe('trade/order'))
    const sent = pages.at(-1)!
    expect(sent.get('userId')).toBe('7')
    expect(sent.get('userType')).toBe('1')
    expect(sent.get('duration')).toBe('100')
    expect(sent.get('resultCode')).toBe('1008007002')
  })

  it('opens 详细 with every recorded field, parameters as recorded (masked)', async () => {
    const user = userEvent.setup()
    serveLogs()
    renderApiLogPage(<ApiAccessLogPage />, PATH, QUERY)
    await user.click(within(await rowOf(TABLE, 40)).getByRole('button', { name: '详细' }))
    const dialog = await screen.findByRole('dialog', { name: 'API 访问日志详细' })
    for (const text of [
      '5f0c3a0e9b7d4c1a8e2f6b3d9c0a1e7f',
      'museum-sandbox',
      'POST /prod-api/app-api/trade/order/create',
      '10.0.0.8',
      'Mozilla/5.0 Chrome',
      '2026-11-27 09:29:00 ~ 2026-11-27 09:29:00',
      '340 ms',
      '失败(商品库存不足)',
      '1008007002',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument()
    }
    expect(within(dialog).getByRole('region', { name: '请求参数' })).toHaveTextContent(
      '{"query":{},"body":{"password":"******"}}',
    )
  })
})
