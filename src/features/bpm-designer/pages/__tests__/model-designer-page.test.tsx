import { StrictMode } from 'react'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import type { BpmModelDetail } from '@/shared/bpm/bpm-types'
import { DIALECT_NAMESPACES } from '@/shared/bpmn/dialects'
import { sessionLoaded } from '@/shared/session/session-slice'
import { createTestStore } from '@/shared/test-utils/create-test-store'
import { unsavedPagesReducer } from '@/shared/test-utils/unsaved-pages-reducer'
import { PopupHost } from '@/shared/test-utils/eager-popup-host'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { XML_CHANGE_DEBOUNCE_MS } from '../../hooks/use-xml-emitter'
import ModelDesignerPage from '../model-designer-page'
import {
  CANVAS_ELEMENTS,
  createdModelers,
  latestModeler,
} from '../../components/__tests__/fake-canvas'

vi.mock('../../components/designer-canvas', () => import('../../components/__tests__/fake-canvas'))
vi.mock('../../panel/properties-panel', () => import('./fake-panel'))

const server = setupMswServer()

const PAGE_PATH = '/bpm/manager/model/design'

const STORED_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="${DIALECT_NAMESPACES.camunda}" id="d">
  <bpmn2:process id="museum_visit" name="参观预约审批" isExecutable="true"><bpmn2:userTask id="approve" camunda:assignee="1" /></bpmn2:process>
</bpmn2:definitions>`

function model(overrides: Partial<BpmModelDetail> = {}): BpmModelDetail {
  return {
    id: 'm1',
    key: 'museum_visit',
    name: '参观预约审批',
    description: '团体参观',
    category: '1',
    formType: 10,
    formId: 3,
    formName: '参观申请',
    formCustomCreatePath: null,
    formCustomViewPath: null,
    createTime: 1714000000000,
    processDefinition: null,
    bpmnXml: STORED_XML,
    ...overrides,
  }
}

function serveModel(stored: BpmModelDetail | null, update: 'ok' | 'fail' = 'ok') {
  const log = { gets: 0, updates: [] as Record<string, unknown>[] }
  server.use(
    http.get(apiUrl('/bpm/model/get'), () => {
      log.gets += 1
      return stored ? okEnvelope(stored) : errorEnvelope(500, '流程模型不存在')
    }),
    http.put(apiUrl('/bpm/model/update'), async ({ request }) => {
      log.updates.push((await request.json()) as Record<string, unknown>)
      return update === 'ok' ? okEnvelope(true) : errorEnvelope(500, '系统异常')
    }),
  )
  return log
}

function LocationProbe() {
  const location = useLocation()
  return <div data-testid="location">{location.pathname}</div>
}

function renderDesigner(url: string) {
  const store = createTestStore({ unsaved: unsavedPagesReducer })
  store.dispatch(
    sessionLoaded({
      user: { id: 1, nickname: '管理员', avatar: null },
      roles: ['super_admin'],
      permissions: ['*:*:*'],
      menus: [],
    }),
  )
  const router = createMemoryRouter(
    [
      { path: PAGE_PATH, element: <ModelDesignerPage /> },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  )
  render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
        <PopupHost />
      </Provider>
    </StrictMode>,
  )
  return { router, store }
}

async function designerReady(count = 1) {
  await waitFor(() => expect(createdModelers.length).toBeGreaterThanOrEqual(count))
  await screen.findByRole('toolbar', { name: '流程设计器工具栏' })
  return latestModeler()
}

/** An edit on the canvas: the command stack changes and the exported XML with it. */
function edit(xml: string) {
  const modeler = latestModeler()
  act(() => {
    modeler.state.xml = xml
    modeler.state.canUndo = true
    modeler.fire('commandStack.changed', { trigger: 'execute' })
  })
}

beforeEach(() => {
  createdModelers.length = 0
})

describe('model designer page', () => {
  it('shows the stored diagram of ?modelId=', async () => {
    serveModel(model())
    renderDesigner(`${PAGE_PATH}?modelId=m1`)
    const modeler = await designerReady()
    expect(modeler.importXML).toHaveBeenCalledWith(STORED_XML)
    expect(screen.getByRole('heading', { name: '参观预约审批' })).toBeInTheDocument()
    // camunda:* in the stored XML: the camunda dialect.
    expect(createdModelers[0].dialect).toBe('camunda')
    expect(screen.getByText('没有发现问题')).toBeInTheDocument()
  })

  it('gives the properties panel the modeler, the dialect and read-only while simulating', async () => {
    const user = userEvent.setup()
    serveModel(model())
    renderDesigner(`${PAGE_PATH}?modelId=m1`)
    await designerReady()
    const panel = screen.getByTestId('properties-panel')
    await waitFor(() => expect(panel).toHaveAttribute('data-has-modeler', 'true'))
    expect(panel).toHaveAttribute('data-dialect', 'camunda')
    expect(panel).toHaveAttribute('data-model-has-id', 'true')
    expect(panel).toHaveAttribute('data-read-only', 'false')
    await user.click(screen.getByRole('button', { name: '模拟' }))
    expect(panel).toHaveAttribute('data-read-only', 'true')
    await user.click(screen.getByRole('button', { name: '关闭模拟' }))
    expect(panel).toHaveAttribute('data-read-only', 'false')
  })

  it('lets the panel be made wider or narrower', async () => {
    const user = userEvent.setup()
    serveModel(model())
    renderDesigner(`${PAGE_PATH}?modelId=m1`)
    await designerReady()
    const splitter = screen.getByRole('separator', { name: '调整属性面板宽度' })
    expect(splitter).toHaveAttribute('aria-valuenow', '480')
    splitter.focus()
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(splitter).toHaveAttribute('aria-valuenow', '512')
    await user.keyboard('{ArrowRight}')
    expect(splitter).toHaveAttribute('aria-valuenow', '496')
  })

  it('starts a model without a diagram as an empty process named after the model', async () => {
    serveModel(model({ bpmnXml: null }))
    renderDesigner(`${PAGE_PATH}?modelId=m1`)
    await designerReady()
    const xml = createdModelers[0].xml
    expect(xml).toContain(
      '<bpmn2:process id="museum_visit" name="参观预约审批" isExecutable="true" />',
    )
  })

  it('starts an empty process named after the time without a model, and cannot save it', async () => {
    renderDesigner(PAGE_PATH)
    await designerReady()
    expect(createdModelers[0].xml).toMatch(/<bpmn2:process id="Process_\d+" name="流程_\d+"/)
    expect(screen.getByRole('heading', { name: '新流程' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '保存模型' })).toBeDisabled()
    expect(screen.getByTestId('properties-panel')).toHaveAttribute('data-model-has-id', 'false')
  })

  it('saves the current XML with the model fields', async () => {
    const user = userEvent.setup()
    const log = serveModel(model())
    renderDesigner(`${PAGE_PATH}?modelId=m1`)
    await designerReady()
    edit('<edited/>')
    expect(await screen.findByText('有未保存的修改')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: '保存模型' }))
    expect(await screen.findByText('保存成功')).toBeInTheDocument()
    expect(log.updates).toEqual([
      {
        id: 'm1',
        name: '参观预约审批',
        description: '团体参观',
        category: '1',
        formType: 10,
        formId: 3,
        formCustomCreatePath: null,
        formCustomViewPath: null,
        bpmnXml: '<edited/>',
      },
    ])
    await waitFor(() => expect(screen.queryByText('有未保存的修改')).not.toBeInTheDocument())
  })

  it('keeps the diagram and says so when saving fails', async () => {
    const user = userEvent.setup()
    serveModel(model(), 'fail')
    renderDesigner(`${PAGE_PATH}?modelId=m1`)
    const modeler = await designerReady()
    edit('<edited/>')
    await user.click(screen.getByRole('button', { name: '保存模型' }))
    expect(await screen.findByText('保存模型失败，请重试！')).toBeInTheDocument()
    // The request was silent: the kernel's own error toast is not shown as well.
    expect(screen.queryByText('系统异常')).not.toBeInTheDocument()
    expect(modeler.importXML).toHaveBeenCalledTimes(1)
    expect(screen.getByText('有未保存的修改')).toBeInTheDocument()
    expect(createdModelers).toHaveLength(1)
  })

  it('refuses a broken file and keeps the current diagram', async () => {
    const user = userEvent.setup()
    serveModel(model())
    renderDesigner(`${PAGE_PATH}?modelId=m1`)
    const modeler = await designerReady()
    modeler.services.moddle.fromXML.mockRejectedValueOnce(
      new Error('failed to parse document as <bpmn:Definitions>\n\tline: 0'),
    )
    await user.upload(
      screen.getByTestId('open-diagram-file'),
      new File(['<html></html>'], 'broken.bpmn', { type: 'application/xml' }),
    )
    expect(
      await screen.findByText(
        '文件不是有效的 BPMN 流程图：不是 BPMN 2.0 流程文件（根元素应为 bpmn:definitions）',
      ),
    ).toBeInTheDocument()
    expect(modeler.importXML).toHaveBeenCalledTimes(1)
  })

  it('refuses a file that is not .xml or .bpmn', async () => {
    const user = userEvent.setup({ applyAccept: false })
    serveModel(model())
    renderDesigner(`${PAGE_PATH}?modelId=m1`)
    const modeler = await designerReady()
    await user.upload(
      screen.getByTestId('open-diagram-file'),
      new File(['{}'], 'diagram.json', { type: 'application/json' }),
    )
    expect(
      await screen.findByText('文件不是有效的 BPMN 流程图：只能打开 .xml 或 .bpmn 文件'),
    ).toBeInTheDocument()
    expect(modeler.importXML).toHaveBeenCalledTimes(1)
  })

  it('opens a file, switching to its dialect when it uses another one', async () => {
    const user = userEvent.setup()
    serveModel(model())
    renderDesigner(`${PAGE_PATH}?modelId=m1`)
    const modeler = await designerReady()

    const camundaFile = STORED_XML.replace('参观预约审批', '新版本')
    await user.upload(
      screen.getByTestId('open-diagram-file'),
      new File([camundaFile], 'v2.bpmn', { type: 'application/xml' }),
    )
    await waitFor(() => expect(modeler.importXML).toHaveBeenLastCalledWith(camundaFile))

    const flowableFile = `<bpmn2:definitions xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="${DIALECT_NAMESPACES.flowable}" id="d"><bpmn2:process id="p"><bpmn2:userTask id="t" flowable:assignee="2" /></bpmn2:process></bpmn2:definitions>`
    await user.upload(
      screen.getByTestId('open-diagram-file'),
      new File([flowableFile], 'flowable.bpmn', { type: 'application/xml' }),
    )
    await waitFor(() => expect(createdModelers.at(-1)?.dialect).toBe('flowable'))
    expect(createdModelers.at(-1)?.xml).toBe(flowableFile)
    expect(screen.getByRole('combobox', { name: '流程引擎' })).toHaveTextContent('Flowable')
  })

  it('re-creates the modeler for another dialect, keeping the edited diagram', async () => {
    const user = userEvent.setup()
    serveModel(model())
    renderDesigner(`${PAGE_PATH}?modelId=m1`)
    await designerReady()
    edit('<edited before the switch/>')
    await user.click(screen.getByRole('combobox', { name: '流程引擎' }))
    await user.click(await screen.findByRole('option', { name: 'Activiti' }))
    await waitFor(() => expect(createdModelers.at(-1)?.dialect).toBe('activiti'))
    expect(createdModelers.at(-1)?.xml).toBe('<edited before the switch/>')
  })

  it('redraws the current XML', async () => {
    const user = userEvent.setup()
    serveModel(model())
    renderDesigner(`${PAGE_PATH}?modelId=m1`)
    const modeler = await designerReady()
    edit('<current/>')
    await user.click(screen.getByRole('button', { name: '重新绘制' }))
    await waitFor(() => expect(modeler.importXML).toHaveBeenLastCalledWith('<current/>'))
  })

  it('reports each new XML after edits settle', async () => {
    serveModel(model())
    renderDesigner(`${PAGE_PATH}?modelId=m1`)
    const modeler = await designerReady()
    await waitFor(() => expect(modeler.saveXML).toHaveBeenCalled())
    const exportsBefore = modeler.saveXML.mock.calls.length
    edit('<a/>')
    edit('<ab/>')
    edit('<abc/>')
    expect(modeler.saveXML).toHaveBeenCalledTimes(exportsBefore)
    await waitFor(() => expect(modeler.saveXML).toHaveBeenCalledTimes(exportsBefore + 1), {
      timeout: XML_CHANGE_DEBOUNCE_MS * 5,
    })
  })

  it('lists the diagram problems and selects the element of a clicked one', async () => {
    const user = userEvent.setup()
    serveModel(model())
    renderDesigner(`${PAGE_PATH}?modelId=m1`)
    const modeler = await designerReady()
    act(() =>
      modeler.fire('linting.completed', {
        issues: {
          approve: [
            { id: 'approve', message: '元素缺少名称', category: 'warn', rule: 'label-required' },
          ],
          museum_visit: [
            {
              id: 'museum_visit',
              message: '流程缺少结束事件',
              category: 'error',
              rule: 'end-event-required',
            },
          ],
        },
      }),
    )
    const problems = screen.getByRole('region', { name: '流程图问题' })
    expect(within(problems).getByText('1 个错误，1 个警告')).toBeInTheDocument()
    await user.click(within(problems).getByText('元素缺少名称'))
    expect(modeler.services.selection.select).toHaveBeenLastCalledWith(CANVAS_ELEMENTS[0])
    expect(modeler.services.canvas.scrollToElement).toHaveBeenCalledWith(CANVAS_ELEMENTS[0])
    await user.click(within(problems).getByText('流程缺少结束事件'))
    expect(modeler.services.selection.select).toHaveBeenLastCalledWith(null)
  })

  it('marks its page unsaved while edits are not saved (the tabs ask before it goes)', async () => {
    const user = userEvent.setup()
    serveModel(model())
    const { store } = renderDesigner(`${PAGE_PATH}?modelId=m1`)
    await designerReady()
    expect(store.getState().unsaved).toEqual({ [PAGE_PATH]: false })
    edit('<edited/>')
    await waitFor(() => expect(store.getState().unsaved).toEqual({ [PAGE_PATH]: true }))
    await user.click(screen.getByRole('button', { name: '保存模型' }))
    await waitFor(() => expect(store.getState().unsaved).toEqual({ [PAGE_PATH]: false }))
  })

  it('shows a load failure with a retry', async () => {
    const user = userEvent.setup()
    const log = serveModel(null)
    renderDesigner(`${PAGE_PATH}?modelId=missing`)
    expect(await screen.findByText('流程模型加载失败')).toBeInTheDocument()
    expect(createdModelers).toHaveLength(0)
    const gets = log.gets
    await user.click(screen.getByRole('button', { name: '重试' }))
    await waitFor(() => expect(log.gets).toBe(gets + 1))
  })
})
