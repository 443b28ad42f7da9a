import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { typeDate } from '@/shared/test-utils/date-pickers'
import DoneTaskPage from '../pages/done-task-page'
import TodoTaskPage from '../pages/todo-task-page'
import { doneTask, renderRuntimePage, todoTask } from './runtime-harness'

const server = setupMswServer()

function serve(path: string, list: unknown[]) {
  const pages: URLSearchParams[] = []
  server.use(
    http.get(apiUrl(path), ({ request }) => {
      pages.push(new URL(request.url).searchParams)
      return okEnvelope({ list, total: list.length })
    }),
  )
  return pages
}

async function rowOf(tableName: string, taskId: string) {
  const table = await screen.findByRole('table', { name: tableName })
  return (await within(table).findByText(taskId)).closest('tr') as HTMLElement
}

function headersOf(tableName: string) {
  return within(screen.getByRole('table', { name: tableName }))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent)
}

describe('待办任务', () => {
  const ACTIVE = todoTask({ id: 'task-a' })
  const SUSPENDED = todoTask({
    id: 'task-s',
    name: '馆长审批',
    suspensionState: 2,
    processInstance: { ...ACTIVE.processInstance, id: 'pi-2', name: '采购申请' },
  })

  it('lists my open tasks with their process, starter, time and state; 审批 opens the process', async () => {
    const pages = serve('/bpm/task/todo-page', [ACTIVE, SUSPENDED])
    renderRuntimePage(<TodoTaskPage />, { path: '/bpm/task/todo' })
    const user = userEvent.setup()

    const active = await rowOf('待办任务列表', 'task-a')
    expect(headersOf('待办任务列表')).toEqual([
      '任务编号',
      '任务名称',
      '所属流程',
      '流程发起人',
      '创建时间',
      '状态',
      '操作',
    ])
    expect(within(active).getByText('部门领导审批')).toBeInTheDocument()
    expect(within(active).getByText('OA 请假')).toBeInTheDocument()
    expect(within(active).getByText('票务专员')).toBeInTheDocument()
    expect(within(active).getByText('2024-05-06 07:08:09')).toBeInTheDocument()
    expect(within(active).getByText('激活')).toBeInTheDocument()
    expect(within(await rowOf('待办任务列表', 'task-s')).getByText('挂起')).toBeInTheDocument()
    expect(pages[0].get('pageNo')).toBe('1')
    expect(pages[0].get('pageSize')).toBe('10')

    await user.click(within(active).getByRole('button', { name: '审批' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/bpm/process-instance/detail?id=pi-1')
  })

  it('sends 流程名 and the 创建时间 range on 搜索', async () => {
    const pages = serve('/bpm/task/todo-page', [ACTIVE])
    renderRuntimePage(<TodoTaskPage />, { path: '/bpm/task/todo' })
    const user = userEvent.setup()
    await rowOf('待办任务列表', 'task-a')

    const form = screen.getByRole('search', { name: '搜索条件' })
    await user.type(within(form).getByRole('textbox', { name: '流程名' }), '请假')
    const range = await within(form).findByRole('group', { name: '创建时间' })
    await typeDate(user, within(range).getByRole('group', { name: '创建时间起' }), '2024-05-01')
    await typeDate(user, within(range).getByRole('group', { name: '创建时间止' }), '2024-05-02')
    const before = pages.length
    await user.click(within(form).getByRole('button', { name: '搜索' }))

    await waitFor(() => expect(pages.length).toBe(before + 1))
    const sent = pages.at(-1)!
    expect(sent.get('name')).toBe('请假')
    expect(sent.get('createTime[0]')).toBe('2024-05-01 00:00:00')
    expect(sent.get('createTime[1]')).toBe('2024-05-02 23:59:59')
  }, 60_000)

  it('offers 审批 only with bpm:task:update', async () => {
    serve('/bpm/task/todo-page', [ACTIVE])
    renderRuntimePage(<TodoTaskPage />, { path: '/bpm/task/todo', permissions: ['bpm:task:query'] })

    const active = await rowOf('待办任务列表', 'task-a')
    expect(within(active).queryByRole('button', { name: '审批' })).toBeNull()
  })
})

describe('已办任务', () => {
  const APPROVED = doneTask({ id: 'task-d' })
  const REJECTED = doneTask({
    id: 'task-r',
    result: 3,
    reason: '预算不足',
    durationInMillis: 90 * 60_000,
  })

  it('lists my finished tasks with result, opinion, times and 耗时; 详情 opens the process', async () => {
    serve('/bpm/task/done-page', [APPROVED, REJECTED])
    renderRuntimePage(<DoneTaskPage />, { path: '/bpm/task/done' })
    const user = userEvent.setup()

    const approved = await rowOf('已办任务列表', 'task-d')
    expect(headersOf('已办任务列表')).toEqual([
      '任务编号',
      '任务名称',
      '所属流程',
      '流程发起人',
      '结果',
      '审批意见',
      '创建时间',
      '审批时间',
      '耗时',
      '操作',
    ])
    expect(within(approved).getByText('通过')).toBeInTheDocument()
    expect(within(approved).getByText('同意')).toBeInTheDocument()
    expect(within(approved).getByText('2024-05-07 09:10:11')).toBeInTheDocument()
    expect(within(approved).getByText('1天2小时2分钟')).toBeInTheDocument()
    const rejected = await rowOf('已办任务列表', 'task-r')
    expect(within(rejected).getByText('不通过')).toBeInTheDocument()
    expect(within(rejected).getByText('预算不足')).toBeInTheDocument()
    expect(within(rejected).getByText('1小时30分钟')).toBeInTheDocument()

    await user.click(within(approved).getByRole('button', { name: '详情' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/bpm/process-instance/detail?id=pi-1')
  })

  it('sends 流程名 on 搜索 and offers 详情 only with bpm:task:query', async () => {
    const pages = serve('/bpm/task/done-page', [APPROVED])
    renderRuntimePage(<DoneTaskPage />, {
      path: '/bpm/task/done',
      permissions: ['bpm:task:update'],
    })
    const user = userEvent.setup()

    const approved = await rowOf('已办任务列表', 'task-d')
    expect(within(approved).queryByRole('button', { name: '详情' })).toBeNull()
    const form = screen.getByRole('search', { name: '搜索条件' })
    await user.type(within(form).getByRole('textbox', { name: '流程名' }), '采购')
    const before = pages.length
    await user.click(within(form).getByRole('button', { name: '搜索' }))
    await waitFor(() => expect(pages.length).toBe(before + 1))
    expect(pages.at(-1)!.get('name')).toBe('采购')
  })
})
