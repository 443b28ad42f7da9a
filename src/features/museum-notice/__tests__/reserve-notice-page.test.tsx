import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import ReserveNoticePage from '../pages/reserve-notice-page'
import type { ReserveNoticeItem } from '../model/notice-types'
import { renderNoticePage } from './notice-harness'

const server = setupMswServer()

const CREATED = new Date(2026, 9, 1, 10, 0, 0).getTime()
const ROWS: ReserveNoticeItem[] = [
  {
    id: 1,
    title: '个人参观须知',
    type: 1,
    content: '<h3>预约方式</h3><p>实名预约</p>',
    status: 1,
    sort: 1,
    createTime: CREATED,
  },
  {
    id: 4,
    title: '春节假期预约须知',
    type: 1,
    content: '<p>春节</p>',
    status: 0,
    sort: 4,
    createTime: CREATED,
  },
]

describe('预约须知', () => {
  it('lists notices with their order and 草稿 / 已发布, and withdraws a published one', async () => {
    const changes: string[] = []
    server.use(
      http.get(apiUrl('/museum/reserve-notice/page'), () =>
        okEnvelope({ list: ROWS, total: ROWS.length }),
      ),
      http.put(apiUrl('/museum/reserve-notice/withdraw'), async ({ request }) => {
        changes.push(JSON.stringify(await request.json()))
        return okEnvelope(true)
      }),
    )
    const user = userEvent.setup()
    renderNoticePage(<ReserveNoticePage />, { path: '/reserve/notice' })
    const table = screen.getByRole('table', { name: '预约须知列表' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual([
      '须知编号',
      '须知标题',
      '须知类型',
      '显示顺序',
      '状态',
      '创建时间',
      '操作',
    ])
    const published = (await within(table).findByRole('cell', { name: '个人参观须知' })).closest(
      'tr',
    )!
    expect(within(published).getByText('已发布')).toBeInTheDocument()
    const draft = within(table).getByRole('cell', { name: '春节假期预约须知' }).closest('tr')!
    expect(within(draft).getByText('草稿')).toBeInTheDocument()
    expect(within(draft).getByRole('button', { name: '发布' })).toBeInTheDocument()

    await user.click(within(published).getByRole('button', { name: '撤回' }))
    const confirm = await screen.findByRole('dialog', { name: '系统提示' })
    expect(within(confirm).getByText('是否确认撤回预约须知"个人参观须知"?')).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(changes).toEqual(['{"id":1}']))
    expect(await screen.findByText('撤回成功')).toBeInTheDocument()
  })
})
