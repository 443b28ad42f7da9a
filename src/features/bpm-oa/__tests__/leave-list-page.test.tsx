import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import LeaveListPage from '../pages/leave-list-page'
import { leave, renderOaPage } from './oa-harness'

const server = setupMswServer()

const RUNNING = leave(2, { reason: '回老家' })
const APPROVED = leave(1, { reason: '看牙', result: 2, type: 1 })

function serveLeaves() {
  const log = { pages: [] as URLSearchParams[], cancelled: [] as unknown[] }
  server.use(
    http.get(apiUrl('/bpm/oa/leave/page'), ({ request }) => {
      log.pages.push(new URL(request.url).searchParams)
      const rows = log.cancelled.length
        ? [{ ...RUNNING, result: 4 }, APPROVED]
        : [RUNNING, APPROVED]
      return okEnvelope({ list: rows, total: rows.length })
    }),
    http.delete(apiUrl('/bpm/process-instance/cancel'), async ({ request }) => {
      log.cancelled.push(await request.json())
      return okEnvelope(true)
    }),
  )
  return log
}

const PATH = '/bpm/oa/leave'

function renderList(permissions?: string[]) {
  return renderOaPage(<LeaveListPage />, { path: PATH, url: PATH, permissions })
}

async function rowOf(reason: string) {
  const table = screen.getByRole('table', { name: '请假申请列表' })
  return (await within(table).findByRole('cell', { name: reason })).closest('tr') as HTMLElement
}

describe('请假查询', () => {
  it('lists the leaves with their result and type tags and times', async () => {
    serveLeaves()
    renderList()
    const running = await rowOf('回老家')
    const headers = within(screen.getByRole('table', { name: '请假申请列表' }))
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual([
      '申请编号',
      '状态',
      '开始时间',
      '结束时间',
      '请假类型',
      '原因',
      '申请时间',
      '操作',
    ])
    expect(within(running).getByText('处理中')).toBeInTheDocument()
    expect(within(running).getByText('事假')).toBeInTheDocument()
    expect(within(running).getByText('2026-05-06 09:00:00')).toBeInTheDocument()
    expect(within(running).getByText('2026-05-01 10:20:30')).toBeInTheDocument()
    const approved = await rowOf('看牙')
    expect(within(approved).getByText('通过')).toBeInTheDocument()
    expect(within(approved).getByText('病假')).toBeInTheDocument()
  })

  it('offers 取消请假 only while in progress, and never the kit’s 新增, 修改 or 删除', async () => {
    serveLeaves()
    // Even a super administrator: a leave is filed on its own page and ends with its process.
    renderList(['*:*:*'])
    const running = await rowOf('回老家')
    const approved = await rowOf('看牙')
    expect(within(running).getByRole('button', { name: '取消请假' })).toBeInTheDocument()
    expect(within(approved).queryByRole('button', { name: '取消请假' })).not.toBeInTheDocument()
    for (const label of ['修改', '删除']) {
      expect(within(running).queryByRole('button', { name: label })).not.toBeInTheDocument()
    }
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: '发起请假' })).toBeInTheDocument()
  })

  it('cancels a leave’s process with a reason, which the prompt requires', async () => {
    const user = userEvent.setup()
    const log = serveLeaves()
    renderList()
    await user.click(within(await rowOf('回老家')).getByRole('button', { name: '取消请假' }))
    const prompt = await screen.findByRole('dialog', { name: '取消流程' })
    const input = within(prompt).getByRole('textbox', { name: '请输入取消原因？' })
    await user.type(input, '  ')
    expect(within(prompt).getByText('取消原因不能为空')).toBeInTheDocument()
    expect(within(prompt).getByRole('button', { name: '确定' })).toBeDisabled()
    await user.type(input, '行程取消')
    await user.click(within(prompt).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('取消成功')).toBeInTheDocument()
    expect(log.cancelled).toEqual([{ id: 'pi-2', reason: '  行程取消' }])
    // The list is asked again and shows the leave cancelled.
    expect(await within(await rowOf('回老家')).findByText('已取消')).toBeInTheDocument()
  })

  it('opens 发起请假, 详情 and 审批进度', async () => {
    const user = userEvent.setup()
    serveLeaves()
    const first = renderList()
    await user.click(within(await rowOf('回老家')).getByRole('button', { name: '审批进度' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/bpm/process-instance/detail?id=pi-2')
    first.unmount()

    const second = renderList()
    await user.click(within(await rowOf('看牙')).getByRole('button', { name: '详情' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/bpm/oa/leave/detail?id=1')
    second.unmount()

    renderList()
    await rowOf('看牙')
    await user.click(screen.getByRole('button', { name: '发起请假' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/bpm/oa/leave/create')
  })

  it('hides 发起请假 and 取消请假 from a user who may only look', async () => {
    serveLeaves()
    renderList(['bpm:oa-leave:query'])
    const running = await rowOf('回老家')
    expect(within(running).queryByRole('button', { name: '取消请假' })).not.toBeInTheDocument()
    expect(within(running).getByRole('button', { name: '详情' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '发起请假' })).not.toBeInTheDocument()
  })

  it('filters by type, result and reason', async () => {
    const user = userEvent.setup()
    const log = serveLeaves()
    renderList()
    await rowOf('回老家')
    const form = screen.getByRole('search', { name: '搜索条件' })
    await user.click(within(form).getByRole('combobox', { name: '请假类型' }))
    await user.click(screen.getByRole('option', { name: '婚假' }))
    await user.click(within(form).getByRole('combobox', { name: '结果' }))
    await user.click(screen.getByRole('option', { name: '不通过' }))
    await user.type(within(form).getByRole('textbox', { name: '原因' }), '牙')
    await user.click(within(form).getByRole('button', { name: '搜索' }))
    await waitFor(() => expect(log.pages.at(-1)?.get('type')).toBe('3'))
    expect(log.pages.at(-1)?.get('result')).toBe('3')
    expect(log.pages.at(-1)?.get('reason')).toBe('牙')
    expect(await within(form).findByRole('group', { name: '申请时间' })).toBeInTheDocument()
  })
})
