import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import type { BpmProcessDefinition } from '@/shared/bpm/bpm-types'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import ProcessCreatePage from '../pages/process-create-page'
import { renderRuntimePage } from './runtime-harness'

vi.mock('@/shared/bpmn/process-viewer', () => import('./fake-start-viewer'))

const server = setupMswServer()

function definition(overrides: Partial<BpmProcessDefinition> & Pick<BpmProcessDefinition, 'id'>) {
  return {
    version: 1,
    name: '采购申请',
    description: null,
    category: '1',
    formType: null,
    formId: null,
    formName: null,
    formConf: null,
    formFields: null,
    formCustomCreatePath: null,
    formCustomViewPath: null,
    suspensionState: 1,
    deploymentTime: 0,
    ...overrides,
  } satisfies BpmProcessDefinition
}

const PURCHASE = definition({
  id: 'purchase:3:c',
  version: 3,
  description: '办公用品与展陈耗材',
  formType: 10,
  formId: 7,
  formConf: JSON.stringify({ labelWidth: 100, size: 'small', labelPosition: 'right' }),
  formFields: [
    JSON.stringify({ id: 'a', type: 'input', field: 'item', label: '物品', required: true }),
    JSON.stringify({ id: 'b', type: 'number', field: 'amount', label: '金额', required: true }),
  ],
})
const LEAVE = definition({
  id: 'oa_leave:2:b',
  version: 2,
  name: 'OA 请假',
  category: '2',
  formType: 20,
  formCustomCreatePath: '/bpm/oa/leave/create',
  formCustomViewPath: '/bpm/oa/leave/detail',
})

function serveStart() {
  const log = { lists: [] as URLSearchParams[], creates: [] as unknown[], xml: [] as string[] }
  server.use(
    http.get(apiUrl('/bpm/process-definition/list'), ({ request }) => {
      log.lists.push(new URL(request.url).searchParams)
      return okEnvelope([PURCHASE, LEAVE])
    }),
    http.get(apiUrl('/bpm/process-definition/get-bpmn-xml'), ({ request }) => {
      const id = new URL(request.url).searchParams.get('id') ?? ''
      log.xml.push(id)
      return okEnvelope(`<definitions id="${id}" />`)
    }),
    http.post(apiUrl('/bpm/process-instance/create'), async ({ request }) => {
      log.creates.push(await request.json())
      return okEnvelope('pi-new')
    }),
  )
  return log
}

function renderCreate() {
  return renderRuntimePage(<ProcessCreatePage />, { path: '/bpm/process-instance/create' })
}

async function rowOf(name: string) {
  const table = await screen.findByRole('table', { name: '可发起的流程' })
  return (await within(table).findByRole('button', { name })).closest('tr') as HTMLElement
}

async function pickPurchase(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(await rowOf('采购申请')).getByRole('button', { name: '选择' }))
  return screen.findByRole('region', { name: '申请信息【采购申请】' })
}

describe('发起流程', () => {
  it('lists the active processes with category, version and description', async () => {
    const log = serveStart()
    renderCreate()

    const purchase = await rowOf('采购申请')
    const headers = within(screen.getByRole('table', { name: '可发起的流程' }))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent)
    expect(headers).toEqual(['流程名称', '流程分类', '流程版本', '流程描述', '操作'])
    expect(within(purchase).getByText('默认')).toBeInTheDocument()
    expect(within(purchase).getByText('v3')).toBeInTheDocument()
    expect(within(purchase).getByText('办公用品与展陈耗材')).toBeInTheDocument()
    const leave = await rowOf('OA 请假')
    expect(within(leave).getByText('OA')).toBeInTheDocument()
    expect(within(leave).getByText('v2')).toBeInTheDocument()
    expect(log.lists[0].get('suspensionState')).toBe('1')
  })

  it('the process name opens its diagram', async () => {
    const log = serveStart()
    renderCreate()
    const user = userEvent.setup()

    await user.click(within(await rowOf('采购申请')).getByRole('button', { name: '采购申请' }))
    const dialog = await screen.findByRole('dialog', { name: '流程图' })
    expect(await within(dialog).findByTestId('process-viewer')).toHaveTextContent(
      '<definitions id="purchase:3:c" />',
    )
    expect(log.xml).toEqual(['purchase:3:c'])
    await user.click(within(dialog).getByRole('button', { name: '关闭' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('选择 shows the process form and the diagram; 提交 starts the process and goes to 我的流程', async () => {
    const log = serveStart()
    renderCreate()
    const user = userEvent.setup()

    const card = await pickPurchase(user)
    expect(within(card).getByRole('button', { name: '选择其它流程' })).toBeInTheDocument()
    const diagram = screen.getByRole('region', { name: '流程图' })
    expect(await within(diagram).findByTestId('process-viewer')).toHaveTextContent('purchase:3:c')

    await user.click(within(card).getByRole('button', { name: '提交' }))
    expect(await within(card).findByText('物品不能为空')).toBeInTheDocument()
    expect(log.creates).toEqual([])

    await user.type(within(card).getByRole('textbox', { name: '物品' }), '展柜射灯')
    await user.type(within(card).getByRole('spinbutton', { name: '金额' }), '320')
    await user.click(within(card).getByRole('button', { name: '提交' }))

    expect(await screen.findByText('发起流程成功')).toBeInTheDocument()
    expect(log.creates).toEqual([
      { processDefinitionId: 'purchase:3:c', variables: { item: '展柜射灯', amount: 320 } },
    ])
    expect(await screen.findByTestId('location')).toHaveTextContent('/bpm/task/my')
  })

  it('a refused start keeps the form as typed and lets the user submit again', async () => {
    serveStart()
    server.use(
      http.post(apiUrl('/bpm/process-instance/create'), () =>
        errorEnvelope(1009003001, '流程定义处于挂起状态'),
      ),
    )
    renderCreate()
    const user = userEvent.setup()

    const card = await pickPurchase(user)
    await user.type(within(card).getByRole('textbox', { name: '物品' }), '展柜射灯')
    await user.type(within(card).getByRole('spinbutton', { name: '金额' }), '320')
    await user.click(within(card).getByRole('button', { name: '提交' }))

    expect(await screen.findByText('流程定义处于挂起状态')).toBeInTheDocument()
    expect(screen.queryByText('发起流程成功')).toBeNull()
    expect(within(card).getByRole('textbox', { name: '物品' })).toHaveValue('展柜射灯')
    expect(within(card).getByRole('spinbutton', { name: '金额' })).toHaveValue(320)
    await waitFor(() => expect(within(card).getByRole('button', { name: '提交' })).toBeEnabled())
    expect(screen.queryByTestId('location')).toBeNull()
  })

  it('选择其它流程 goes back to the list', async () => {
    serveStart()
    renderCreate()
    const user = userEvent.setup()

    const card = await pickPurchase(user)
    await user.click(within(card).getByRole('button', { name: '选择其它流程' }))
    expect(await rowOf('OA 请假')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: '申请信息【采购申请】' })).toBeNull()
  })

  it('a process with a business form opens that form’s create page', async () => {
    serveStart()
    renderCreate()
    const user = userEvent.setup()

    await user.click(within(await rowOf('OA 请假')).getByRole('button', { name: '选择' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/bpm/oa/leave/create')
  })
})
