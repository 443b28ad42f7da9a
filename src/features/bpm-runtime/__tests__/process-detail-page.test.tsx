import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import type {
  BpmProcessInstanceDetail,
  BpmReturnTarget,
  BpmTaskOfInstance,
} from '@/shared/wire/bpm-runtime'
import { BusinessFormViewsProvider } from '@/shared/bpm/business-form-views'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import ProcessDetailPage from '../pages/process-detail-page'
import { viewerProps } from './fake-process-viewer'
import { instance, MINUTE, T0, task, USERS, XML } from './process-detail-fixtures'

vi.mock('@/shared/bpmn/process-viewer', () => import('./fake-process-viewer'))

const server = setupMswServer()

const PATH = '/bpm/process-instance/detail'

interface Backend {
  instance: BpmProcessInstanceDetail | null
  tasks: BpmTaskOfInstance[]
  returnTargets?: BpmReturnTarget[]
  /** Refuse this action with the message. */
  refuse?: { action: string; msg: string }
}

function serve(backend: Backend) {
  const log = {
    bodies: [] as { action: string; body: unknown }[],
    taskLists: 0,
    instanceGets: 0,
  }
  server.use(
    http.get(apiUrl('/bpm/process-instance/get'), () => {
      log.instanceGets += 1
      return okEnvelope(backend.instance)
    }),
    http.get(apiUrl('/bpm/task/list-by-process-instance-id'), () => {
      log.taskLists += 1
      return okEnvelope(backend.tasks)
    }),
    http.get(apiUrl('/bpm/activity/list'), () =>
      okEnvelope([{ key: 'start', type: 'startEvent', startTime: T0, endTime: T0, taskId: null }]),
    ),
    http.get(apiUrl('/system/user/list-all-simple'), () => okEnvelope(USERS)),
    http.get(apiUrl('/bpm/task/return-list'), () => okEnvelope(backend.returnTargets ?? [])),
    http.put(apiUrl('/bpm/task/:action'), async ({ request, params }) => {
      const action = String(params.action)
      log.bodies.push({ action, body: await request.json() })
      if (backend.refuse?.action === action) return errorEnvelope(1_009_005_003, backend.refuse.msg)
      // The action closes the task: it is no longer open for me.
      backend.tasks = backend.tasks.map((t) => ({ ...t, result: 2, endTime: T0 + 60 * MINUTE }))
      return okEnvelope(true)
    }),
  )
  return log
}

function renderDetail(
  url = `${PATH}?id=pi-1`,
  options: {
    permissions?: string[]
    views?: Record<string, React.ComponentType<{ id: number }>>
  } = {},
) {
  const user = userEvent.setup()
  const view = renderSignedInPage(
    <BusinessFormViewsProvider views={options.views ?? {}}>
      <ProcessDetailPage />
    </BusinessFormViewsProvider>,
    { path: PATH, url, dicts: {}, permissions: options.permissions },
  )
  return { user, ...view }
}

const card = (name: string) => screen.findByRole('region', { name: `审批任务【${name}】` })

describe('流程详情 page', () => {
  it('says so when no id is given', () => {
    renderDetail(PATH)
    expect(screen.getByText('未传递 id 参数，无法查看流程信息')).toBeInTheDocument()
  })

  it('says so when the server knows no such instance', async () => {
    serve({ instance: null, tasks: [] })
    renderDetail()
    expect(await screen.findByText('查询不到流程信息！')).toBeInTheDocument()
  })

  it('shows why the engine stopped an instance, on top', async () => {
    serve({ instance: instance({ errorMessage: '条件表达式无法计算：day > ' }), tasks: [] })
    renderDetail()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('流程因错误已停止运行')
    expect(alert).toHaveTextContent('条件表达式无法计算：day >')
  })

  it('gives one approval card per open task of mine, with the instance and its starter', async () => {
    serve({
      instance: instance(),
      tasks: [
        task({ name: '领导审批' }),
        task({ name: '会签', result: 6 }),
        task({ name: '别人的任务', assigneeUser: { id: 9, nickname: '别人' } }),
        task({ name: '已审批', result: 2, endTime: T0 + MINUTE }),
      ],
    })
    renderDetail()

    const leader = await card('领导审批')
    expect(within(leader).getByText('OA 请假')).toBeInTheDocument()
    expect(within(leader).getByText('票务专员')).toBeInTheDocument()
    expect(within(leader).getByText('票务部')).toBeInTheDocument()
    expect(within(leader).getByPlaceholderText('请输入审批建议')).toBeInTheDocument()
    for (const name of ['通过', '不通过', '转办', '委派', '退回']) {
      expect(within(leader).getByRole('button', { name })).toBeInTheDocument()
    }
    expect(await card('会签')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: '审批任务【别人的任务】' })).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: '审批任务【已审批】' })).not.toBeInTheDocument()
  })

  it('hides the actions without bpm:task:update', async () => {
    serve({ instance: instance(), tasks: [task({ name: '领导审批' })] })
    renderDetail(undefined, { permissions: ['bpm:task:query'] })
    const leader = await card('领导审批')
    expect(within(leader).queryByRole('button', { name: '通过' })).not.toBeInTheDocument()
  })

  it('approves with the advice, then reloads and the card goes', async () => {
    const log = serve({ instance: instance(), tasks: [task({ id: 't-1', name: '领导审批' })] })
    const { user } = renderDetail()
    const leader = await card('领导审批')

    await user.click(within(leader).getByRole('button', { name: '通过' }))
    expect(await within(leader).findByText('审批建议不能为空')).toBeInTheDocument()
    expect(log.bodies).toEqual([])

    await user.type(within(leader).getByRole('textbox', { name: '审批建议' }), '同意请假')
    const listsBefore = log.taskLists
    await user.click(within(leader).getByRole('button', { name: '通过' }))

    expect(await screen.findByText('审批通过成功！')).toBeInTheDocument()
    expect(log.bodies).toEqual([{ action: 'approve', body: { id: 't-1', reason: '同意请假' } }])
    await waitFor(() => expect(log.taskLists).toBeGreaterThan(listsBefore))
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: '审批任务【领导审批】' }),
      ).not.toBeInTheDocument(),
    )
  })

  it('keeps the typed advice when the server refuses 不通过', async () => {
    const log = serve({
      instance: instance(),
      tasks: [task({ id: 't-2', name: '领导审批' })],
      refuse: { action: 'reject', msg: '操作失败，原因：该任务的审批人不是你' },
    })
    const { user } = renderDetail()
    const leader = await card('领导审批')
    const advice = within(leader).getByRole('textbox', { name: '审批建议' })
    await user.type(advice, '材料不全')
    await user.click(within(leader).getByRole('button', { name: '不通过' }))

    expect(await screen.findByText('操作失败，原因：该任务的审批人不是你')).toBeInTheDocument()
    expect(log.bodies).toEqual([{ action: 'reject', body: { id: 't-2', reason: '材料不全' } }])
    expect(screen.queryByText('审批不通过成功！')).not.toBeInTheDocument()
    expect(advice).toHaveValue('材料不全')
  })

  it('transfers to the picked user (转办审批人)', async () => {
    const log = serve({ instance: instance(), tasks: [task({ id: 't-3', name: '领导审批' })] })
    const { user } = renderDetail()
    await user.click(within(await card('领导审批')).getByRole('button', { name: '转办' }))

    const dialog = await screen.findByRole('dialog', { name: '转办审批人' })
    await user.click(within(dialog).getByRole('button', { name: '确 定' }))
    expect(await within(dialog).findByText('新审批人不能为空')).toBeInTheDocument()
    expect(log.bodies).toEqual([])

    await user.click(within(dialog).getByRole('combobox', { name: '新审批人' }))
    await user.click(await screen.findByRole('option', { name: '王馆长' }))
    await user.click(within(dialog).getByRole('button', { name: '确 定' }))

    expect(await screen.findByText('转办任务成功！')).toBeInTheDocument()
    expect(log.bodies).toEqual([
      { action: 'update-assignee', body: { id: 't-3', assigneeUserId: 5 } },
    ])
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '转办审批人' })).not.toBeInTheDocument(),
    )
  })

  it('delegates with a reason (委派审批人), and keeps both when refused', async () => {
    const log = serve({
      instance: instance(),
      tasks: [task({ id: 't-4', name: '领导审批' })],
      refuse: { action: 'delegate', msg: '任务委派失败，委派人和当前审批人为同一人' },
    })
    const { user } = renderDetail()
    await user.click(within(await card('领导审批')).getByRole('button', { name: '委派' }))

    const dialog = await screen.findByRole('dialog', { name: '委派审批人' })
    await user.click(within(dialog).getByRole('button', { name: '确 定' }))
    expect(await within(dialog).findByText('新审批人不能为空')).toBeInTheDocument()
    expect(within(dialog).getByText('委派理由不能为空')).toBeInTheDocument()

    await user.click(within(dialog).getByRole('combobox', { name: '新审批人' }))
    await user.click(await screen.findByRole('option', { name: '张主任' }))
    const reason = within(dialog).getByPlaceholderText('请输入委派理由')
    await user.type(reason, '出差期间代批')
    await user.click(within(dialog).getByRole('button', { name: '确 定' }))

    expect(await screen.findByText('任务委派失败，委派人和当前审批人为同一人')).toBeInTheDocument()
    expect(log.bodies).toEqual([
      { action: 'delegate', body: { id: 't-4', delegateUserId: 1, reason: '出差期间代批' } },
    ])
    expect(screen.getByRole('dialog', { name: '委派审批人' })).toBeInTheDocument()
    expect(reason).toHaveValue('出差期间代批')
    expect(within(dialog).getByRole('combobox', { name: '新审批人' })).toHaveValue('张主任')
  })

  it('delegates and says 委派任务成功！', async () => {
    const log = serve({ instance: instance(), tasks: [task({ id: 't-5', name: '领导审批' })] })
    const { user } = renderDetail()
    await user.click(within(await card('领导审批')).getByRole('button', { name: '委派' }))
    const dialog = await screen.findByRole('dialog', { name: '委派审批人' })
    await user.click(within(dialog).getByRole('combobox', { name: '新审批人' }))
    await user.click(await screen.findByRole('option', { name: '李主任' }))
    await user.type(within(dialog).getByPlaceholderText('请输入委派理由'), '请代为审核')
    await user.click(within(dialog).getByRole('button', { name: '确 定' }))

    expect(await screen.findByText('委派任务成功！')).toBeInTheDocument()
    expect(log.bodies).toEqual([
      { action: 'delegate', body: { id: 't-5', delegateUserId: 6, reason: '请代为审核' } },
    ])
  })

  it('says there is nowhere to return to when return-list is empty', async () => {
    serve({ instance: instance(), tasks: [task({ name: '领导审批' })], returnTargets: [] })
    const { user } = renderDetail()
    await user.click(within(await card('领导审批')).getByRole('button', { name: '退回' }))
    expect(await screen.findByText('当前没有可回退的节点！')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('returns to a chosen earlier task with a reason (退回流程)', async () => {
    const log = serve({
      instance: instance(),
      tasks: [task({ id: 't-6', name: '馆长审批' })],
      returnTargets: [{ definitionKey: 'task_leader', name: '领导审批' }],
    })
    const { user } = renderDetail()
    await user.click(within(await card('馆长审批')).getByRole('button', { name: '退回' }))

    const dialog = await screen.findByRole('dialog', { name: '退回流程' })
    await user.click(within(dialog).getByRole('button', { name: '确 定' }))
    expect(await within(dialog).findByText('必须选择回退节点')).toBeInTheDocument()
    expect(within(dialog).getByText('回退理由不能为空')).toBeInTheDocument()

    await user.click(within(dialog).getByRole('combobox', { name: '退回节点' }))
    await user.click(await screen.findByRole('option', { name: '领导审批' }))
    await user.type(within(dialog).getByPlaceholderText('请输入回退理由'), '请补充说明')
    await user.click(within(dialog).getByRole('button', { name: '确 定' }))

    expect(await screen.findByText('回退成功！')).toBeInTheDocument()
    expect(log.bodies).toEqual([
      {
        action: 'return',
        body: { id: 't-6', targetDefinitionKey: 'task_leader', reason: '请补充说明' },
      },
    ])
  })

  it('shows the process form read-only with the submitted values (formType 10)', async () => {
    serve({
      instance: instance({
        formVariables: { purpose: '采购展柜' },
        businessKey: null,
        processDefinition: {
          ...instance().processDefinition,
          formType: 10,
          formConf: JSON.stringify({ labelWidth: 100, size: 'small', labelPosition: 'right' }),
          formFields: [
            JSON.stringify({
              id: 'f1',
              type: 'input',
              field: 'purpose',
              label: '采购用途',
              required: true,
            }),
          ],
        },
      }),
      tasks: [],
    })
    renderDetail()
    const section = await screen.findByRole('region', { name: '申请信息【OA 请假】' })
    const field = within(section).getByRole('textbox', { name: '采购用途' })
    expect(field).toHaveValue('采购展柜')
    expect(field).toBeDisabled()
  })

  it("shows the business form's view of the record (formType 20)", async () => {
    serve({ instance: instance({ businessKey: '7' }), tasks: [] })
    const LeaveView = ({ id }: { id: number }) => <p>请假单 {id}</p>
    renderDetail(undefined, { views: { '/bpm/oa/leave/detail': LeaveView } })
    const section = await screen.findByRole('region', { name: '申请信息【OA 请假】' })
    expect(within(section).getByText('请假单 7')).toBeInTheDocument()
  })

  it('says so when no business form view is registered for the path', async () => {
    serve({ instance: instance(), tasks: [] })
    renderDetail()
    const section = await screen.findByRole('region', { name: '申请信息【OA 请假】' })
    expect(within(section).getByText(/没有可显示的业务表单/)).toBeInTheDocument()
  })

  it('lists the approval records open first, then by end time, without cancelled tasks', async () => {
    serve({
      instance: instance(),
      tasks: [
        task({
          name: '领导审批',
          result: 2,
          reason: '同意',
          createTime: T0,
          endTime: T0 + 62 * MINUTE,
          durationInMillis: 62 * MINUTE,
          assigneeUser: { id: 3, nickname: '张主任', deptId: 3, deptName: '票务部' },
        }),
        task({ name: '被取消的任务', result: 4, createTime: T0, endTime: T0 + 90 * MINUTE }),
        task({
          name: '馆长审批',
          result: 5,
          reason: '请补充说明',
          createTime: T0 + 63 * MINUTE,
          endTime: T0 + 70 * MINUTE,
          durationInMillis: 7 * MINUTE,
          assigneeUser: { id: 5, nickname: '王馆长', deptId: 1, deptName: '纪念馆' },
        }),
        task({
          name: '领导再审',
          result: 1,
          createTime: T0 + 71 * MINUTE,
          assigneeUser: { id: 3, nickname: '张主任' },
        }),
      ],
    })
    renderDetail()
    const records = await screen.findByRole('list', { name: '审批记录' })
    const items = within(records).getAllByRole('listitem')
    expect(items.map((item) => within(item).getByText(/^任务：/).textContent)).toEqual([
      '任务：领导再审',
      '任务：馆长审批',
      '任务：领导审批',
    ])
    expect(records).not.toHaveTextContent('被取消的任务')

    const [open, back, approved] = items
    expect(open).not.toHaveTextContent('审批时间：')
    expect(open).not.toHaveTextContent('耗时：')
    expect(back).toHaveTextContent('审批人：王馆长纪念馆')
    expect(back).toHaveTextContent('耗时：7分钟')
    expect(within(back).getByText('请补充说明')).toBeInTheDocument()
    expect(approved).toHaveTextContent('创建时间：2024-05-06 09:00:00')
    expect(approved).toHaveTextContent('审批时间：2024-05-06 10:02:00')
    expect(approved).toHaveTextContent('耗时：1小时2分钟')
  })

  it('hands the diagram its XML, activities, tasks and instance', async () => {
    const tasks = [task({ id: 't-9', name: '领导审批' })]
    serve({ instance: instance(), tasks })
    renderDetail()
    const diagram = await screen.findByRole('region', { name: '流程图' })
    await waitFor(() => expect(within(diagram).getByTestId('process-viewer')).toBeInTheDocument())
    const props = viewerProps.at(-1)
    expect(props?.xml).toBe(XML)
    expect(props?.processInstance?.id).toBe('pi-1')
    expect(props?.tasks?.map((t) => t.id)).toEqual(['t-9'])
    await waitFor(() =>
      expect(viewerProps.at(-1)?.activities?.map((a) => a.key)).toEqual(['start']),
    )
  })
})
