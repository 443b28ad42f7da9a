import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { typeDate } from '@/shared/test-utils/date-pickers'
import MyProcessPage from '../pages/my-process-page'
import { ENDED, instance, renderRuntimePage } from './runtime-harness'

const server = setupMswServer()

const RUNNING = instance({
  id: 'pi-running',
  name: 'OA 请假',
  category: '2',
  tasks: [
    { id: 't-1', name: '部门领导审批' },
    { id: 't-2', name: '馆长审批' },
  ],
})
const APPROVED = instance({ id: 'pi-approved', status: 2, result: 2, endTime: ENDED })

function serveMyPage() {
  const log = { pages: [] as URLSearchParams[], cancels: [] as unknown[] }
  server.use(
    http.get(apiUrl('/bpm/process-instance/my-page'), ({ request }) => {
      log.pages.push(new URL(request.url).searchParams)
      return okEnvelope({ list: [RUNNING, APPROVED], total: 2 })
    }),
    http.delete(apiUrl('/bpm/process-instance/cancel'), async ({ request }) => {
      log.cancels.push(await request.json())
      return okEnvelope(true)
    }),
  )
  return log
}

function renderMyProcesses(permissions?: string[]) {
  return renderRuntimePage(<MyProcessPage />, { path: '/bpm/task/my', permissions })
}

async function rowOf(id: string) {
  const table = await screen.findByRole('table', { name: '我的流程列表' })
  return (await within(table).findByText(id)).closest('tr') as HTMLElement
}

describe('我的流程', () => {
  it('shows each process with its category, open tasks, status, result and times', async () => {
    const log = serveMyPage()
    renderMyProcesses()

    const table = screen.getByRole('table', { name: '我的流程列表' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent)
    expect(headers).toEqual([
      '编号',
      '流程名',
      '流程分类',
      '当前审批任务',
      '状态',
      '结果',
      '提交时间',
      '结束时间',
      '操作',
    ])
    const running = await rowOf('pi-running')
    expect(within(running).getByText('OA')).toBeInTheDocument()
    expect(within(running).getByRole('button', { name: '部门领导审批' })).toBeInTheDocument()
    expect(within(running).getByRole('button', { name: '馆长审批' })).toBeInTheDocument()
    expect(within(running).getByText('进行中')).toBeInTheDocument()
    expect(within(running).getByText('处理中')).toBeInTheDocument()
    expect(within(running).getByText('2024-05-06 07:08:09')).toBeInTheDocument()
    expect(within(running).getByRole('button', { name: '取消' })).toBeInTheDocument()

    const approved = await rowOf('pi-approved')
    expect(within(approved).getByText('已完成')).toBeInTheDocument()
    expect(within(approved).getByText('通过')).toBeInTheDocument()
    expect(within(approved).getByText('2024-05-07 09:10:11')).toBeInTheDocument()
    // Only a running process can be cancelled.
    expect(within(approved).queryByRole('button', { name: '取消' })).toBeNull()
    expect(within(approved).getByRole('button', { name: '详情' })).toBeInTheDocument()
    expect(log.pages[0].get('pageSize')).toBe('10')
  })

  it('sends the text and dictionary filters on 搜索', async () => {
    const log = serveMyPage()
    renderMyProcesses()
    const user = userEvent.setup()
    await rowOf('pi-running')

    const form = screen.getByRole('search', { name: '搜索条件' })
    await user.type(within(form).getByRole('textbox', { name: '流程名' }), '请假')
    const definition = within(form).getByRole('textbox', { name: '所属流程' })
    expect(definition).toHaveAttribute('placeholder', '请输入流程定义的编号')
    await user.type(definition, 'oa:1')
    await user.click(within(form).getByRole('combobox', { name: '流程分类' }))
    await user.click(screen.getByRole('option', { name: 'OA' }))
    await user.click(within(form).getByRole('combobox', { name: '状态' }))
    await user.click(screen.getByRole('option', { name: '已完成' }))
    await user.click(within(form).getByRole('combobox', { name: '结果' }))
    await user.click(screen.getByRole('option', { name: '不通过' }))
    const before = log.pages.length
    await user.click(within(form).getByRole('button', { name: '搜索' }))

    await waitFor(() => expect(log.pages.length).toBe(before + 1))
    const sent = log.pages.at(-1)!
    expect(sent.get('name')).toBe('请假')
    expect(sent.get('processDefinitionId')).toBe('oa:1')
    expect(sent.get('category')).toBe('2')
    expect(sent.get('status')).toBe('2')
    expect(sent.get('result')).toBe('3')
  }, 60_000)

  it('sends the 提交时间 range as whole days', async () => {
    const log = serveMyPage()
    renderMyProcesses()
    const user = userEvent.setup()
    await rowOf('pi-running')

    const form = screen.getByRole('search', { name: '搜索条件' })
    const range = await within(form).findByRole('group', { name: '提交时间' })
    await typeDate(user, within(range).getByRole('group', { name: '提交时间起' }), '2024-05-01')
    await typeDate(user, within(range).getByRole('group', { name: '提交时间止' }), '2024-05-31')
    const before = log.pages.length
    await user.click(within(form).getByRole('button', { name: '搜索' }))

    await waitFor(() => expect(log.pages.length).toBe(before + 1))
    const sent = log.pages.at(-1)!
    expect(sent.get('createTime[0]')).toBe('2024-05-01 00:00:00')
    expect(sent.get('createTime[1]')).toBe('2024-05-31 23:59:59')
  }, 60_000)

  it('取消 asks for a reason, refuses a blank one, then cancels and says 取消成功', async () => {
    const log = serveMyPage()
    renderMyProcesses()
    const user = userEvent.setup()

    await user.click(within(await rowOf('pi-running')).getByRole('button', { name: '取消' }))
    const dialog = await screen.findByRole('dialog', { name: '取消流程' })
    expect(within(dialog).getByText('请输入取消原因？')).toBeInTheDocument()
    const input = within(dialog).getByRole('textbox')
    await user.type(input, '   ')
    expect(within(dialog).getByText('取消原因不能为空')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: '确定' })).toBeDisabled()

    await user.clear(input)
    await user.type(input, '  行程有变 ')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))

    expect(await screen.findByText('取消成功')).toBeInTheDocument()
    expect(log.cancels).toEqual([{ id: 'pi-running', reason: '行程有变' }])
  })

  it('a refused cancel says why and nothing more', async () => {
    serveMyPage()
    server.use(
      http.delete(apiUrl('/bpm/process-instance/cancel'), () =>
        errorEnvelope(1009004002, '流程取消失败，流程不处于运行中'),
      ),
    )
    renderMyProcesses()
    const user = userEvent.setup()

    await user.click(within(await rowOf('pi-running')).getByRole('button', { name: '取消' }))
    const dialog = await screen.findByRole('dialog', { name: '取消流程' })
    await user.type(within(dialog).getByRole('textbox'), '不去了')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))

    expect(await screen.findByText('流程取消失败，流程不处于运行中')).toBeInTheDocument()
    expect(screen.queryByText('取消成功')).toBeNull()
  })

  it('详情 and a current task open the approval page; 发起流程 opens the start page', async () => {
    serveMyPage()
    const { router } = renderMyProcesses()
    const user = userEvent.setup()

    await user.click(within(await rowOf('pi-approved')).getByRole('button', { name: '详情' }))
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/bpm/process-instance/detail?id=pi-approved',
    )
    await router.navigate('/bpm/task/my')
    await user.click(within(await rowOf('pi-running')).getByRole('button', { name: '馆长审批' }))
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/bpm/process-instance/detail?id=pi-running',
    )
    await router.navigate('/bpm/task/my')
    await user.click(await screen.findByRole('button', { name: '发起流程' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/bpm/process-instance/create')
  })

  it('hides 发起流程, 取消 and 详情 from a user without their permissions', async () => {
    serveMyPage()
    renderMyProcesses(['bpm:task:query'])

    const running = await rowOf('pi-running')
    expect(within(running).queryByRole('button', { name: '取消' })).toBeNull()
    expect(within(running).queryByRole('button', { name: '详情' })).toBeNull()
    expect(screen.queryByRole('button', { name: '发起流程' })).toBeNull()
  })
})
