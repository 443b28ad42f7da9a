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
  importFailure,
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

const FLOWABLE_XML = STORED_XML.replace(DIALECT_NAMESPACES.camunda, DIALECT_NAMESPACES.flowable)
  .replaceAll('camunda:', 'flowable:')
  .replace('xmlns:camunda=', 'xmlns:flowable=')

type UpdateAnswer = 'ok' | { code: number; msg: string }

function serveModel(stored: BpmModelDetail | null, update: UpdateAnswer = 'ok') {
  const log = { gets: 0, updates: [] as Record<string, unknown>[] }
  server.use(
    http.get(apiUrl('/bpm/model/get'), () => {
      log.gets += 1
      return stored ? okEnvelope(stored) : errorEnvelope(500, '流程模型不存在')
    }),
    http.put(apiUrl('/bpm/model/update'), async ({ request }) => {
      log.updates.push((await request.json()) as Record<string, unknown>)
      return update === 'ok' ? okEnvelope(true) : errorEnvelope(update.code, update.msg)
    }),
    // The engine check reads the model's assignment rules.
    http.get(apiUrl('/bpm/task-assign-rule/list'), () => okEnvelope([])),
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
      {
        path: PAGE_PATH,
        // The console layout's scrolling content area and its padded main element.
        element: (
          <div data-console-scroll="">
            <main style={{ paddingBottom: 16 }}>
              <ModelDesignerPage />
            </main>
          </div>
        ),
      },
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
  importFailure.next = null
})

/**
 * Lays the page out as a browser would (jsdom lays out nothing): every element `width` wide, the
 * scrolling area `areaHeight` tall with its top at 10 px, the designer's top at `designerTop`.
 */
function layOut({
  width,
  areaHeight = 700,
  designerTop = 130,
}: {
  width: number
  areaHeight?: number
  designerTop?: number
}) {
  const spies = [
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width),
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.hasAttribute('data-console-scroll') ? areaHeight : 400
    }),
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const top = this.hasAttribute('data-console-scroll')
        ? 10
        : this.dataset.testid === 'model-designer'
          ? designerTop
          : 0
      return DOMRect.fromRect({ x: 0, y: top, width, height: 400 })
    }),
  ]
  return () => spies.forEach((spy) => spy.mockRestore())
}

describe('model designer page', () => {
  it('shows the stored diagram of ?modelId= in the dialect its extensions use', async () => {
    // Flowable is not the default dialect: only detecting it from the XML picks it.
    serveModel(model({ bpmnXml: FLOWABLE_XML }))
    renderDesigner(`${PAGE_PATH}?modelId=m1`)
    const modeler = await designerReady()
    expect(modeler.importXML).toHaveBeenCalledWith(FLOWABLE_XML)
    expect(screen.getByRole('heading', { name: '参观预约审批' })).toBeInTheDocument()
    expect(createdModelers.map((created) => created.dialect)).toEqual(['flowable'])
    expect(screen.getByRole('combobox', { name: '流程引擎' })).toHaveTextContent('Flowable')
  })

  it('claims no problems only once the diagram has been checked', async () => {
    serveModel(model())
    renderDesigner(`${PAGE_PATH}?modelId=m1`)
    const modeler = await designerReady()
    const problems = screen.getByRole('region', { name: '流程图问题' })
    expect(problems).toHaveTextContent('正在检查流程图…')
    expect(problems).not.toHaveTextContent('没有发现问题')
    // The designer asks for a check of the diagram it shows.
    expect(modeler.services.linting.update).toHaveBeenCalled()
    act(() => modeler.fire('linting.completed', { issues: {} }))
    expect(problems).toHaveTextContent('没有发现问题')
    act(() =>
      modeler.fire('linting.completed', {
        issues: { approve: [{ id: 'approve', message: '元素缺少名称', category: 'error' }] },
      }),
    )
    expect(problems).toHaveTextContent('1 个错误，0 个警告')
    expect(problems).not.toHaveTextContent('没有发现问题')
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

  it.each([
    ['a business refusal', { code: 1_009_002_001, msg: '流程模型不存在' }],
    ['a bad request', { code: 400, msg: '请求参数不正确:BPMN 文件不能超过 2 MB' }],
    ['a server error', { code: 500, msg: '系统异常' }],
  ])("shows the server's message on %s and keeps the diagram", async (_, answer) => {
    const user = userEvent.setup()
    const log = serveModel(model(), answer)
    renderDesigner(`${PAGE_PATH}?modelId=m1`)
    const modeler = await designerReady()
    edit('<edited/>')
    // Meanwhile the model is gone: the refetch after the save finds nothing.
    let refetches = 0
    server.use(
      http.get(apiUrl('/bpm/model/get'), () => {
        refetches += 1
        return okEnvelope(null)
      }),
    )
    await user.click(screen.getByRole('button', { name: '保存模型' }))
    // Exactly once: the designer shows it, the kernel does not show it again.
    expect(await screen.findByText(answer.msg)).toBeInTheDocument()
    expect(screen.getAllByText(answer.msg)).toHaveLength(1)
    expect(screen.queryByText('保存成功')).not.toBeInTheDocument()
    expect(log.updates).toHaveLength(1)
    expect(modeler.importXML).toHaveBeenCalledTimes(1)
    expect(modeler.state.xml).toBe('<edited/>')
    expect(screen.getByText('有未保存的修改')).toBeInTheDocument()
    expect(createdModelers).toHaveLength(1)
    // Still the model being designed, and it can be saved again.
    await waitFor(() => expect(refetches).toBeGreaterThan(0))
    expect(screen.getByRole('heading', { name: '参观预约审批' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '保存模型' })).toBeEnabled()
  })

  it('shows a 403 on save as a notification, and the diagram stays unsaved', async () => {
    const user = userEvent.setup()
    serveModel(model(), { code: 403, msg: '没有该操作权限' })
    const { store } = renderDesigner(`${PAGE_PATH}?modelId=m1`)
    await designerReady()
    edit('<edited/>')
    await user.click(screen.getByRole('button', { name: '保存模型' }))
    // A notification (the console's display for 403), not a toast and not nothing.
    const notifications = await screen.findByTestId('popup-notifications')
    expect(within(notifications).getByText('没有该操作权限')).toBeVisible()
    expect(store.getState().unsaved).toEqual({ [PAGE_PATH]: true })
    expect(screen.getByRole('button', { name: '保存模型' })).toBeEnabled()
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

  it("fills the height its container leaves it, not the window's", async () => {
    const restore = layOut({ width: 1200, areaHeight: 700, designerTop: 130 })
    try {
      serveModel(model())
      renderDesigner(`${PAGE_PATH}?modelId=m1`)
      await designerReady()
      const designer = screen.getByTestId('model-designer')
      // 700 px of area, less the 120 px above the designer and the main's 16 px padding.
      expect(designer).toHaveStyle({ height: '564px' })
      expect(designer).toHaveAttribute('data-layout', 'wide')
      expect(screen.getByRole('separator', { name: '调整属性面板宽度' })).toBeInTheDocument()
      expect(screen.queryByText(/屏幕较窄/)).not.toBeInTheDocument()
    } finally {
      restore()
    }
  })

  it('on a phone stacks the canvas (a usable height) above the panel and says so', async () => {
    const restore = layOut({ width: 390, areaHeight: 740, designerTop: 110 })
    try {
      serveModel(model())
      const { store } = renderDesigner(`${PAGE_PATH}?modelId=m1`)
      await designerReady()
      const designer = screen.getByTestId('model-designer')
      expect(designer).toHaveAttribute('data-layout', 'compact')
      expect(screen.getByText(/流程设计器在电脑等大屏幕上使用效果最好/)).toBeVisible()
      // The canvas is not squeezed to nothing beside a 480 px panel: it has a height of its own.
      const canvasBox = screen.getByTestId('fake-canvas').parentElement as HTMLElement
      expect(parseFloat(getComputedStyle(canvasBox).height)).toBeGreaterThanOrEqual(320)
      expect(screen.queryByRole('separator', { name: '调整属性面板宽度' })).not.toBeInTheDocument()
      expect(screen.getByTestId('properties-panel')).toBeInTheDocument()
      // Nothing was changed: leaving asks nothing.
      expect(store.getState().unsaved).toEqual({ [PAGE_PATH]: false })
    } finally {
      restore()
    }
  })

  it('says in Chinese when the stored diagram cannot be shown, and nothing is unsaved', async () => {
    const user = userEvent.setup()
    importFailure.next = new Error(
      "Failed to execute 'scale' on 'SVGMatrix': The provided double value is non-finite.",
    )
    serveModel(model())
    const { store } = renderDesigner(`${PAGE_PATH}?modelId=m1`)
    await designerReady()
    const alert = await screen.findByText(/^流程图加载失败：/)
    expect(alert).toHaveTextContent('流程图加载失败：画布没有可用的尺寸，无法显示流程图')
    expect(alert.textContent).not.toMatch(/[A-Za-z]{3,}/)
    expect(screen.queryByText('有未保存的修改')).not.toBeInTheDocument()
    expect(store.getState().unsaved).toEqual({ [PAGE_PATH]: false })

    // A diagram the user opens instead is a change.
    await user.upload(
      screen.getByTestId('open-diagram-file'),
      new File([STORED_XML.replace('参观预约审批', '新版本')], 'v2.bpmn', {
        type: 'application/xml',
      }),
    )
    await waitFor(() => expect(store.getState().unsaved).toEqual({ [PAGE_PATH]: true }))
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
