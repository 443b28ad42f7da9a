import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { renderSignedInPage } from '@/shared/test-utils/render-signed-in-page'
import { dictOptionsFrom } from '@/shared/test-utils/test-dicts'
import { TaskAssignRuleDialog } from '../components/task-assign-rule-dialog'

const server = setupMswServer()

const DICTS = dictOptionsFrom({
  bpm_task_assign_rule_type: {
    '10': ['角色', 'info'],
    '20': ['部门的成员', 'primary'],
    '21': ['部门的负责人', 'primary'],
    '22': ['岗位', 'success'],
    '30': ['用户', 'info'],
    '40': ['用户组', 'warning'],
    '50': ['自定义脚本', 'danger'],
  },
  bpm_task_assign_script: { '10': ['流程发起人', ''], '20': ['流程发起人的一级领导', ''] },
})

const RULED = {
  id: 7,
  modelId: 'm1',
  processDefinitionId: '',
  taskDefinitionKey: 'Task_audit',
  taskDefinitionName: '馆员审核',
  type: 10,
  options: [1, 99],
}
const UNRULED = {
  id: null,
  modelId: 'm1',
  processDefinitionId: '',
  taskDefinitionKey: 'Task_recheck',
  taskDefinitionName: '复核',
  type: null,
  options: [],
}

function serve() {
  const sent = { created: [] as unknown[], updated: [] as unknown[] }
  server.use(
    http.get(apiUrl('/bpm/task-assign-rule/list'), () => okEnvelope([RULED, UNRULED])),
    http.post(apiUrl('/bpm/task-assign-rule/create'), async ({ request }) => {
      sent.created.push(await request.json())
      return okEnvelope(8)
    }),
    http.put(apiUrl('/bpm/task-assign-rule/update'), async ({ request }) => {
      sent.updated.push(await request.json())
      return okEnvelope(true)
    }),
    http.get(apiUrl('/system/role/list-all-simple'), () =>
      okEnvelope([{ id: 1, name: '超级管理员' }]),
    ),
    http.get(apiUrl('/system/user/list-all-simple'), () =>
      okEnvelope([{ id: 1, nickname: '纪念馆管理员' }]),
    ),
    http.get(apiUrl('/system/dept/list-all-simple'), () =>
      okEnvelope([
        { id: 1, name: '纪念馆', parentId: 0 },
        { id: 3, name: '票务部', parentId: 1 },
      ]),
    ),
    http.get(apiUrl('/system/post/list-all-simple'), () => okEnvelope([{ id: 1, name: '馆长' }])),
    http.get(apiUrl('/bpm/user-group/list-all-simple'), () =>
      okEnvelope([{ id: 4, name: '馆务会' }]),
    ),
  )
  return sent
}

function renderDialog(
  owner: { modelId: string } | { processDefinitionId: string },
  permissions = ['*:*:*'],
) {
  return renderSignedInPage(<TaskAssignRuleDialog owner={owner} onClose={() => {}} />, {
    path: '/bpm/manager/model',
    url: '/bpm/manager/model',
    permissions,
    dicts: DICTS,
  })
}

async function rowOf(key: string) {
  const table = await screen.findByRole('table', { name: '任务分配规则列表' })
  const cell = await within(table).findByText(key)
  return cell.closest('tr') as HTMLElement
}

async function choose(user: ReturnType<typeof userEvent.setup>, name: string, option: string) {
  await user.click(screen.getByRole('combobox', { name }))
  await user.click(await screen.findByRole('option', { name: option }))
}

describe('任务分配规则 dialog', () => {
  it('lists each user task with its rule type and range; an unknown option is 未知({id})', async () => {
    serve()
    renderDialog({ modelId: 'm1' })
    const ruled = await rowOf('Task_audit')
    expect(ruled).toHaveTextContent('馆员审核')
    expect(ruled).toHaveTextContent('角色')
    await waitFor(() => expect(ruled).toHaveTextContent('超级管理员'))
    expect(ruled).toHaveTextContent('未知(99)')
    expect(await rowOf('Task_recheck')).toHaveTextContent('复核')
  })

  it('修改 a task without a rule: says what is missing, then creates the rule', async () => {
    const sent = serve()
    const user = userEvent.setup()
    renderDialog({ modelId: 'm1' })
    await user.click(within(await rowOf('Task_recheck')).getByRole('button', { name: '修改' }))
    const edit = await screen.findByRole('dialog', { name: '修改任务规则' })
    expect(within(edit).getByRole('textbox', { name: '任务标识' })).toHaveValue('Task_recheck')
    await user.click(within(edit).getByRole('button', { name: '确定' }))
    expect(await within(edit).findByText('规则类型不能为空')).toBeInTheDocument()

    await choose(user, '规则类型', '部门的负责人')
    await user.click(within(edit).getByRole('button', { name: '确定' }))
    expect(await within(edit).findByText('指定部门不能为空')).toBeInTheDocument()
    await choose(user, '指定部门', '票务部')
    await user.keyboard('{Escape}')
    await user.click(within(edit).getByRole('button', { name: '确定' }))
    await waitFor(() =>
      expect(sent.created).toEqual([
        { modelId: 'm1', taskDefinitionKey: 'Task_recheck', type: 21, options: [3] },
      ]),
    )
    expect(sent.updated).toEqual([])
  })

  it('修改 an existing rule sends an update with the options of the new type', async () => {
    const sent = serve()
    const user = userEvent.setup()
    renderDialog({ modelId: 'm1' })
    await user.click(within(await rowOf('Task_audit')).getByRole('button', { name: '修改' }))
    const edit = await screen.findByRole('dialog', { name: '修改任务规则' })
    await choose(user, '规则类型', '自定义脚本')
    await choose(user, '指定脚本', '流程发起人的一级领导')
    await user.keyboard('{Escape}')
    await user.click(within(edit).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(sent.updated).toEqual([{ id: 7, type: 50, options: [20] }]))
  })

  it("is read-only for a definition's rules and without the update permission", async () => {
    serve()
    const { unmount } = renderDialog({ processDefinitionId: 'p:1:x' })
    await rowOf('Task_audit')
    expect(screen.queryByRole('button', { name: '修改' })).not.toBeInTheDocument()
    unmount()
    renderDialog({ modelId: 'm1' }, ['bpm:task-assign-rule:query'])
    await rowOf('Task_audit')
    expect(screen.queryByRole('button', { name: '修改' })).not.toBeInTheDocument()
  })
})
