import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { http } from 'msw'
import type { BpmModel, BpmModelDetail } from '@/shared/bpm/bpm-types'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import ModelListPage from '../pages/model-list-page'
import { ADMIN, DEPLOYED, model, renderPage, XML_OK } from './bpm-harness'
import { fakeViewers } from './fake-preview-viewer'

vi.mock('@/shared/bpmn/diagram-preview-viewer', () => import('./fake-preview-viewer'))

const server = setupMswServer()

const DEPLOYED_MODEL = model({
  id: 'm-1',
  key: 'visit_audit',
  name: '参观预约审核',
  formType: 10,
  formId: 3,
  formName: '参观预约表单',
  processDefinition: {
    id: 'visit_audit:2:x',
    version: 2,
    deploymentTime: DEPLOYED,
    suspensionState: 1,
  },
})
const DRAFT_MODEL = model({
  id: 'm-2',
  key: 'leave',
  name: '请假流程',
  category: '2',
  formType: 20,
  formCustomCreatePath: '/bpm/oa/leave/create',
  formCustomViewPath: '/bpm/oa/leave/detail',
})
const BARE_MODEL = model({ id: 'm-3', key: 'broken_one', name: '坏流程', category: null })

const XML_BY_ID: Record<string, string | null> = {
  'm-1': XML_OK,
  'm-2': null,
  'm-3': '<definitions><oops',
}

/** A stateful fake of /bpm/model and /bpm/form/list-all-simple, recording what the page sends. */
function serveModels(initial: BpmModel[] = [DEPLOYED_MODEL, DRAFT_MODEL, BARE_MODEL]) {
  let rows = [...initial]
  const log = {
    pages: [] as URLSearchParams[],
    gets: [] as string[],
    created: [] as unknown[],
    updated: [] as unknown[],
    deployed: [] as string[],
    states: [] as unknown[],
    deleted: [] as string[],
    imports: [] as { fields: Record<string, string>; fileName: string; fileText: string }[],
  }
  server.use(
    http.get(apiUrl('/bpm/model/page'), ({ request }) => {
      log.pages.push(new URL(request.url).searchParams)
      return okEnvelope({ list: rows, total: rows.length })
    }),
    http.get(apiUrl('/bpm/model/get'), ({ request }) => {
      const id = new URL(request.url).searchParams.get('id') ?? ''
      log.gets.push(id)
      const row = rows.find((item) => item.id === id)
      const detail: BpmModelDetail | null = row ? { ...row, bpmnXml: XML_BY_ID[id] ?? null } : null
      return okEnvelope(detail)
    }),
    http.post(apiUrl('/bpm/model/create'), async ({ request }) => {
      const body = (await request.json()) as { key: string; name: string }
      log.created.push(body)
      if (rows.some((row) => row.key === body.key)) {
        return errorEnvelope(1009002000, `已经存在流程标识为【${body.key}】的流程`)
      }
      rows = [model({ id: `m-${rows.length + 10}`, ...body, category: null }), ...rows]
      return okEnvelope(`m-${rows.length + 10}`)
    }),
    http.put(apiUrl('/bpm/model/update'), async ({ request }) => {
      const body = (await request.json()) as Partial<BpmModel> & { id: string }
      log.updated.push(body)
      rows = rows.map((row) => (row.id === body.id ? { ...row, ...body } : row))
      return okEnvelope(true)
    }),
    http.post(apiUrl('/bpm/model/deploy'), ({ request }) => {
      const id = new URL(request.url).searchParams.get('id') ?? ''
      log.deployed.push(id)
      rows = rows.map((row) =>
        row.id === id
          ? {
              ...row,
              processDefinition: {
                id: `${row.key}:${(row.processDefinition?.version ?? 0) + 1}:y`,
                version: (row.processDefinition?.version ?? 0) + 1,
                deploymentTime: DEPLOYED,
                suspensionState: 1,
              },
            }
          : row,
      )
      return okEnvelope(true)
    }),
    http.put(apiUrl('/bpm/model/update-state'), async ({ request }) => {
      const body = (await request.json()) as { id: string; state: 1 | 2 }
      log.states.push(body)
      rows = rows.map((row) =>
        row.id === body.id && row.processDefinition
          ? { ...row, processDefinition: { ...row.processDefinition, suspensionState: body.state } }
          : row,
      )
      return okEnvelope(true)
    }),
    http.delete(apiUrl('/bpm/model/delete'), ({ request }) => {
      const id = new URL(request.url).searchParams.get('id') ?? ''
      log.deleted.push(id)
      rows = rows.filter((row) => row.id !== id)
      return okEnvelope(true)
    }),
    http.post(apiUrl('/bpm/model/import'), async ({ request }) => {
      const data = await request.formData()
      const fields: Record<string, string> = {}
      let fileName = ''
      let fileText = ''
      for (const [name, value] of data.entries()) {
        if (typeof value === 'string') fields[name] = value
        else if (name === 'bpmnFile') {
          fileName = value.name
          fileText = await value.text()
        }
      }
      log.imports.push({ fields, fileName, fileText })
      rows = [model({ id: 'm-imported', key: fields.key, name: fields.name }), ...rows]
      return okEnvelope('m-imported')
    }),
    http.get(apiUrl('/bpm/form/list-all-simple'), () =>
      okEnvelope([
        { id: 3, name: '参观预约表单' },
        { id: 4, name: '请假表单' },
      ]),
    ),
  )
  return log
}

function renderModelList(permissions = ADMIN) {
  return renderPage(<ModelListPage />, {
    path: '/bpm/manager/model',
    url: '/bpm/manager/model',
    permissions,
  })
}

function table() {
  return screen.getByRole('table', { name: '流程模型列表' })
}

async function rowOf(key: string) {
  // Retried as a whole: while a dialog fades out, MUI keeps the list hidden from the a11y tree.
  const cell = await waitFor(() => within(table()).getByRole('cell', { name: key }), {
    timeout: 5000,
  })
  return cell.closest('tr') as HTMLElement
}

async function showModels() {
  const user = userEvent.setup()
  const log = serveModels()
  const view = renderModelList()
  await rowOf('visit_audit')
  return { user, log, ...view }
}

async function confirmPopup(user: UserEvent, text: string) {
  const confirm = await screen.findByRole('dialog', { name: '系统提示' })
  expect(within(confirm).getByText(text)).toBeInTheDocument()
  await user.click(within(confirm).getByRole('button', { name: '确定' }))
}

beforeEach(() => {
  fakeViewers.shown.length = 0
  fakeViewers.live = 0
})

describe('model list page', () => {
  it('lists models with category, form, latest definition and the not-deployed text', async () => {
    const log = serveModels()
    renderModelList()

    const deployed = await rowOf('visit_audit')
    expect(within(deployed).getByRole('button', { name: '参观预约审核' })).toBeInTheDocument()
    expect(within(deployed).getByText('默认')).toBeInTheDocument()
    expect(within(deployed).getByText('参观预约表单')).toBeInTheDocument()
    expect(within(deployed).getByText('v2')).toBeInTheDocument()
    expect(within(deployed).getByText('2024-06-01 10:00:00')).toBeInTheDocument()
    expect(within(deployed).getByText('2024-05-06 07:08:09')).toBeInTheDocument()
    const activeSwitch = within(deployed).getByRole('switch', { name: '参观预约审核激活状态' })
    expect(activeSwitch).toBeChecked()
    expect(activeSwitch).toBeEnabled()
    expect(within(deployed).getByText('激活')).toBeInTheDocument()

    const draft = await rowOf('leave')
    expect(within(draft).getByText('OA')).toBeInTheDocument()
    expect(within(draft).getByText('/bpm/oa/leave/create')).toBeInTheDocument()
    expect(within(draft).getByText('未部署')).toBeInTheDocument()
    expect(within(draft).getByRole('switch', { name: '请假流程激活状态' })).toBeDisabled()

    expect(within(await rowOf('broken_one')).getByText('暂无表单')).toBeInTheDocument()
    expect(log.pages[0].get('pageNo')).toBe('1')
  })

  it('searches by exact key, name and category', async () => {
    const { user, log } = await showModels()

    const form = screen.getByRole('search', { name: '搜索条件' })
    await user.type(within(form).getByRole('textbox', { name: '流程标识' }), 'leave')
    await user.type(within(form).getByRole('textbox', { name: '流程名称' }), '请假')
    await user.click(within(form).getByRole('combobox', { name: '流程分类' }))
    await user.click(screen.getByRole('option', { name: 'OA' }))
    await user.click(within(form).getByRole('button', { name: '搜索' }))

    await waitFor(() => expect(log.pages.at(-1)?.get('key')).toBe('leave'))
    expect(log.pages.at(-1)?.get('name')).toBe('请假')
    expect(log.pages.at(-1)?.get('category')).toBe('2')
  })

  it('shows only the buttons the user may use', async () => {
    serveModels()
    renderModelList(['bpm:model:query', 'bpm:model:deploy'])

    const row = await rowOf('visit_audit')
    const toolbar = screen.getByRole('toolbar', { name: '列表操作' })
    expect(within(toolbar).queryByRole('button', { name: '新建流程' })).not.toBeInTheDocument()
    expect(within(toolbar).queryByRole('button', { name: '导入流程' })).not.toBeInTheDocument()
    expect(within(row).getByRole('button', { name: '发布流程' })).toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: '修改' })).not.toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: '删除' })).not.toBeInTheDocument()
    expect(within(row).queryByRole('button', { name: '流程定义' })).not.toBeInTheDocument()
    expect(within(row).getByRole('switch', { name: '参观预约审核激活状态' })).toBeDisabled()
  })

  it('validates the new model form, then creates it', async () => {
    const { user, log } = await showModels()

    await user.click(screen.getByRole('button', { name: '新建流程' }))
    const dialog = await screen.findByRole('dialog', { name: '新建流程' })
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('流程标识不能为空')).toBeInTheDocument()
    expect(within(dialog).getByText('流程名称不能为空')).toBeInTheDocument()

    const key = within(dialog).getByRole('textbox', { name: '流程标识' })
    await user.type(key, '1st-flow')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(
      await within(dialog).findByText(
        '流程标识格式不正确，需要以字母或下划线开头，后接任意字母、数字、中划线、下划线、句点！',
      ),
    ).toBeInTheDocument()
    expect(log.created).toEqual([])

    await user.clear(key)
    await user.type(key, 'ticket_refund.v-1')
    await user.type(within(dialog).getByRole('textbox', { name: '流程名称' }), '退票审批')
    await user.type(within(dialog).getByRole('textbox', { name: '流程描述' }), '退票')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))

    expect(await screen.findByText('新增成功')).toBeInTheDocument()
    expect(log.created).toEqual([
      { key: 'ticket_refund.v-1', name: '退票审批', description: '退票' },
    ])
    expect(await rowOf('ticket_refund.v-1')).toBeInTheDocument()
  })

  it('keeps the new model dialog open when the key is taken', async () => {
    const { user } = await showModels()

    await user.click(screen.getByRole('button', { name: '新建流程' }))
    const dialog = await screen.findByRole('dialog', { name: '新建流程' })
    await user.type(within(dialog).getByRole('textbox', { name: '流程标识' }), 'leave')
    await user.type(within(dialog).getByRole('textbox', { name: '流程名称' }), '又一个请假')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))

    expect(await screen.findByText('已经存在流程标识为【leave】的流程')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: '新建流程' })).toBeInTheDocument()
    expect(screen.queryByText('新增成功')).not.toBeInTheDocument()
  })

  it('deploys after confirmation and shows the new version', async () => {
    const { user, log } = await showModels()

    await user.click(within(await rowOf('leave')).getByRole('button', { name: '发布流程' }))
    const confirm = await screen.findByRole('dialog', { name: '系统提示' })
    expect(within(confirm).getByText('是否部署该流程！！')).toBeInTheDocument()
    expect(log.deployed).toEqual([])
    await user.click(within(confirm).getByRole('button', { name: '确定' }))

    expect(await screen.findByText('部署成功')).toBeInTheDocument()
    expect(log.deployed).toEqual(['m-2'])
    const row = await rowOf('leave')
    expect(await within(row).findByText('v1', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(within(row).queryByText('未部署')).not.toBeInTheDocument()
    expect(within(row).getByRole('switch', { name: '请假流程激活状态' })).toBeEnabled()
  })

  it('does not deploy when the confirmation is cancelled', async () => {
    const { user, log } = await showModels()

    await user.click(within(await rowOf('leave')).getByRole('button', { name: '发布流程' }))
    const confirm = await screen.findByRole('dialog', { name: '系统提示' })
    await user.click(within(confirm).getByRole('button', { name: '取消' }))

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '系统提示' })).not.toBeInTheDocument(),
    )
    expect(log.deployed).toEqual([])
  })

  it('suspends and re-activates the latest definition after confirmation', async () => {
    const { user, log } = await showModels()

    const name = '参观预约审核激活状态'
    const toggle = within(await rowOf('visit_audit')).getByRole('switch', { name })
    await user.click(toggle)
    // Not flipped before the user confirms.
    expect(toggle).toBeChecked()
    await confirmPopup(user, '是否确认挂起流程名字为"参观预约审核"的数据项?')

    expect(await screen.findByText('挂起成功')).toBeInTheDocument()
    expect(log.states).toEqual([{ id: 'm-1', state: 2 }])
    const row = await rowOf('visit_audit')
    expect(await within(row).findByText('挂起', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(within(row).getByRole('switch', { name })).not.toBeChecked()

    await user.click(within(row).getByRole('switch', { name }))
    await confirmPopup(user, '是否确认激活流程名字为"参观预约审核"的数据项?')
    expect(await screen.findByText('激活成功')).toBeInTheDocument()
    expect(log.states).toEqual([
      { id: 'm-1', state: 2 },
      { id: 'm-1', state: 1 },
    ])
  })

  it('requires a file to import and sends the fields and the file as multipart', async () => {
    const { user, log } = await showModels()

    await user.click(screen.getByRole('button', { name: '导入流程' }))
    const dialog = await screen.findByRole('dialog', { name: '导入流程' })
    await user.type(within(dialog).getByRole('textbox', { name: '流程标识' }), 'imported_flow')
    await user.type(within(dialog).getByRole('textbox', { name: '流程名称' }), '导入的流程')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))

    expect(await within(dialog).findByText('请选择要导入的 .bpmn 或 .xml 文件')).toBeInTheDocument()
    expect(log.imports).toEqual([])

    const file = new File([XML_OK], 'visit.bpmn', { type: 'application/octet-stream' })
    await user.upload(within(dialog).getByLabelText('流程文件'), file)
    expect(within(dialog).getByText('visit.bpmn')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: '确定' }))

    expect(await screen.findByText('导入流程成功')).toBeInTheDocument()
    expect(log.imports).toEqual([
      {
        fields: { key: 'imported_flow', name: '导入的流程' },
        // jsdom's File reaches Node's fetch as a plain blob part: its name does not survive here.
        fileName: expect.any(String),
        fileText: XML_OK,
      },
    ])
    expect(await rowOf('imported_flow')).toBeInTheDocument()
  })

  it('refuses a file that is not .bpmn or .xml', async () => {
    const user = userEvent.setup({ applyAccept: false })
    const log = serveModels()
    renderModelList()
    await rowOf('visit_audit')

    await user.click(screen.getByRole('button', { name: '导入流程' }))
    const dialog = await screen.findByRole('dialog', { name: '导入流程' })
    await user.type(within(dialog).getByRole('textbox', { name: '流程标识' }), 'imported_flow')
    await user.type(within(dialog).getByRole('textbox', { name: '流程名称' }), '导入的流程')
    await user.upload(
      within(dialog).getByLabelText('流程文件'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    )
    await user.click(within(dialog).getByRole('button', { name: '确定' }))

    expect(await within(dialog).findByText('只能导入 .bpmn 或 .xml 文件')).toBeInTheDocument()
    expect(log.imports).toEqual([])
  })

  it('edits the category and a process form, clearing the business routes', async () => {
    const { user, log } = await showModels()

    await user.click(within(await rowOf('leave')).getByRole('button', { name: '修改' }))
    const dialog = await screen.findByRole('dialog', { name: '修改流程' })
    expect(log.gets).toContain('m-2')
    expect(within(dialog).getByRole('textbox', { name: '流程标识' })).toBeDisabled()
    expect(within(dialog).getByRole('textbox', { name: '表单提交路由' })).toHaveValue(
      '/bpm/oa/leave/create',
    )

    await user.click(within(dialog).getByRole('combobox', { name: '流程分类' }))
    await user.click(screen.getByRole('option', { name: '默认' }))
    await user.click(within(dialog).getByRole('combobox', { name: '表单类型' }))
    await user.click(screen.getByRole('option', { name: '流程表单' }))
    expect(within(dialog).queryByRole('textbox', { name: '表单提交路由' })).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('流程表单不能为空')).toBeInTheDocument()
    expect(log.updated).toEqual([])

    await user.click(within(dialog).getByRole('combobox', { name: '流程表单' }))
    await user.click(await screen.findByRole('option', { name: '请假表单' }))
    await user.click(within(dialog).getByRole('button', { name: '确定' }))

    expect(await screen.findByText('修改成功')).toBeInTheDocument()
    expect(log.updated).toEqual([
      {
        id: 'm-2',
        name: '请假流程',
        description: null,
        category: '1',
        formType: 10,
        formId: 4,
        formCustomCreatePath: null,
        formCustomViewPath: null,
      },
    ])
  })

  it('requires both business routes for a business form', async () => {
    const { user, log } = await showModels()

    await user.click(within(await rowOf('broken_one')).getByRole('button', { name: '修改' }))
    const dialog = await screen.findByRole('dialog', { name: '修改流程' })
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('流程分类不能为空')).toBeInTheDocument()

    await user.click(within(dialog).getByRole('combobox', { name: '流程分类' }))
    await user.click(screen.getByRole('option', { name: 'OA' }))
    await user.click(within(dialog).getByRole('combobox', { name: '表单类型' }))
    await user.click(screen.getByRole('option', { name: '业务表单' }))
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('表单提交路由不能为空')).toBeInTheDocument()
    expect(within(dialog).getByText('表单查看路由不能为空')).toBeInTheDocument()

    await user.type(within(dialog).getByRole('textbox', { name: '表单提交路由' }), '/a/create')
    await user.type(within(dialog).getByRole('textbox', { name: '表单查看路由' }), '/a/view')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('修改成功')).toBeInTheDocument()
    expect(log.updated).toEqual([
      {
        id: 'm-3',
        name: '坏流程',
        description: null,
        category: '2',
        formType: 20,
        formId: null,
        formCustomCreatePath: '/a/create',
        formCustomViewPath: '/a/view',
      },
    ])
  })

  it('opens the designer of a model', async () => {
    const { user } = await showModels()

    await user.click(within(await rowOf('visit_audit')).getByRole('button', { name: '设计流程' }))
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/bpm/manager/model/design?modelId=m-1',
    )
  })

  it('opens the definitions of a model key', async () => {
    const { user } = await showModels()

    await user.click(within(await rowOf('visit_audit')).getByRole('button', { name: '更多' }))
    await user.click(screen.getByRole('menuitem', { name: '流程定义' }))
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/bpm/manager/definition?key=visit_audit',
    )
  })

  it('deletes after confirmation', async () => {
    const { user, log } = await showModels()

    await user.click(within(await rowOf('leave')).getByRole('button', { name: '更多' }))
    await user.click(screen.getByRole('menuitem', { name: '删除' }))
    await confirmPopup(user, '是否确认删除流程标识为"leave"的数据项?')

    expect(await screen.findByText('删除成功')).toBeInTheDocument()
    expect(log.deleted).toEqual(['m-2'])
    await waitFor(() =>
      expect(within(table()).queryByRole('cell', { name: 'leave' })).not.toBeInTheDocument(),
    )
  })

  it('previews the diagram fetched when the name is clicked', async () => {
    const { user, log } = await showModels()

    await user.click(
      within(await rowOf('visit_audit')).getByRole('button', { name: '参观预约审核' }),
    )
    const dialog = await screen.findByRole('dialog', { name: '流程图' })
    await waitFor(() => expect(fakeViewers.shown).toEqual([XML_OK]))
    expect(log.gets).toEqual(['m-1'])
    expect(within(dialog).getByRole('figure', { name: '流程图' })).toHaveAttribute(
      'aria-busy',
      'false',
    )
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: '关闭' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '流程图' })).not.toBeInTheDocument(),
    )
    expect(fakeViewers.live).toBe(0)
  })

  it('says why a broken diagram cannot be previewed, and when there is none', async () => {
    const { user } = await showModels()

    await user.click(within(await rowOf('broken_one')).getByRole('button', { name: '坏流程' }))
    const dialog = await screen.findByRole('dialog', { name: '流程图' })
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '流程图加载失败：failed to parse document as <bpmn:Definitions>',
    )
    await user.click(within(dialog).getByRole('button', { name: '关闭' }))

    await user.click(within(await rowOf('leave')).getByRole('button', { name: '请假流程' }))
    const empty = await screen.findByRole('dialog', { name: '流程图' })
    expect(await within(empty).findByText('暂无流程图')).toBeInTheDocument()
  })
})
