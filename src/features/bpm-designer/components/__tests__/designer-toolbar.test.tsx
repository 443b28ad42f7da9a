import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { resetPopups } from '@/shared/ui/popups'
import { renderWithStore } from '@/shared/test-utils/render-with-store'
import { DesignerToolbar, type DesignerToolbarProps } from '../designer-toolbar'
import { createFakeModeler, type FakeModeler } from './fake-modeler'

const { saveBlob } = vi.hoisted(() => ({ saveBlob: vi.fn() }))
vi.mock('@/shared/http/download', () => ({ saveBlob }))

afterEach(() => {
  act(() => resetPopups())
  saveBlob.mockClear()
})

function renderToolbar(modeler: FakeModeler | null, props: Partial<DesignerToolbarProps> = {}) {
  const handlers = {
    onDialectChange: vi.fn(),
    onOpenFile: vi.fn(),
    onRedraw: vi.fn(),
    onSave: vi.fn(),
  }
  renderWithStore(
    <DesignerToolbar
      modeler={modeler}
      simulating={false}
      dialect="camunda"
      canSave
      saving={false}
      dirty={false}
      {...handlers}
      {...props}
    />,
  )
  return handlers
}

const button = (name: string) => screen.getByRole('button', { name })

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.readAsText(blob)
  })
}

describe('zoom controls', () => {
  it('zooms in and out by 0.1 and shows the percentage', async () => {
    const user = userEvent.setup()
    const modeler = createFakeModeler()
    renderToolbar(modeler)
    const percent = screen.getByLabelText('缩放比例')
    expect(percent).toHaveTextContent('100%')
    await user.click(button('放大视图'))
    expect(modeler.services.canvas.zoom).toHaveBeenCalledWith(1.1)
    expect(percent).toHaveTextContent('110%')
    await user.click(button('缩小视图'))
    await user.click(button('缩小视图'))
    expect(modeler.services.canvas.zoom).toHaveBeenCalledWith(0.9)
    expect(percent).toHaveTextContent('90%')
  })

  it('follows zoom done on the canvas (mouse wheel)', () => {
    const modeler = createFakeModeler()
    renderToolbar(modeler)
    act(() => {
      modeler.state.zoom = 0.46
      modeler.fire('canvas.viewbox.changed')
    })
    expect(screen.getByLabelText('缩放比例')).toHaveTextContent('46%')
  })

  it('disables the buttons at 0.2 and 4', async () => {
    const user = userEvent.setup()
    const modeler = createFakeModeler()
    modeler.state.zoom = 0.3
    renderToolbar(modeler)
    await user.click(button('缩小视图'))
    expect(modeler.services.canvas.zoom).toHaveBeenCalledWith(0.2)
    expect(button('缩小视图')).toBeDisabled()
    expect(button('放大视图')).toBeEnabled()
    act(() => {
      modeler.state.zoom = 4
      modeler.fire('canvas.viewbox.changed')
    })
    expect(button('放大视图')).toBeDisabled()
    expect(button('缩小视图')).toBeEnabled()
  })

  it('resets to the whole diagram, centred', async () => {
    const user = userEvent.setup()
    const modeler = createFakeModeler()
    modeler.state.zoom = 2.5
    renderToolbar(modeler)
    await user.click(button('重置视图并居中'))
    expect(modeler.services.canvas.zoom).toHaveBeenCalledWith('fit-viewport', 'auto')
    expect(screen.getByLabelText('缩放比例')).toHaveTextContent('100%')
  })
})

describe('align buttons', () => {
  const shape = (id: string) => ({ id, type: 'bpmn:UserTask' })

  it('asks for more than one element', async () => {
    const user = userEvent.setup()
    const modeler = createFakeModeler()
    modeler.state.selection = [shape('a'), { id: 'f', type: 'bpmn:SequenceFlow', waypoints: [] }]
    renderToolbar(modeler)
    await user.click(button('向左对齐'))
    expect(await screen.findByText('请按住 Ctrl 键选择多个元素对齐')).toBeInTheDocument()
    expect(modeler.services.alignElements.trigger).not.toHaveBeenCalled()
  })

  it('aligns after the user confirms, and not when they cancel', async () => {
    const user = userEvent.setup()
    const modeler = createFakeModeler()
    modeler.state.selection = [shape('a'), shape('b')]
    renderToolbar(modeler)

    await user.click(button('垂直居中'))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('自动对齐可能造成图形变形，是否继续？')
    await user.click(within(dialog).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(modeler.services.alignElements.trigger).not.toHaveBeenCalled()

    await user.click(button('向上对齐'))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }),
    )
    await waitFor(() =>
      expect(modeler.services.alignElements.trigger).toHaveBeenCalledWith(
        [shape('a'), shape('b')],
        'top',
      ),
    )
  })
})

describe('undo, redo and redraw', () => {
  it('follows the command stack', async () => {
    const user = userEvent.setup()
    const modeler = createFakeModeler()
    const { onRedraw } = renderToolbar(modeler)
    expect(button('撤销')).toBeDisabled()
    expect(button('恢复')).toBeDisabled()

    act(() => {
      modeler.state.canUndo = true
      modeler.fire('commandStack.changed', { trigger: 'execute' })
    })
    expect(button('撤销')).toBeEnabled()
    expect(button('恢复')).toBeDisabled()
    await user.click(button('撤销'))
    expect(modeler.services.commandStack.undo).toHaveBeenCalledTimes(1)

    act(() => {
      modeler.state.canUndo = false
      modeler.state.canRedo = true
      modeler.fire('commandStack.changed', { trigger: 'undo' })
    })
    expect(button('撤销')).toBeDisabled()
    await user.click(button('恢复'))
    expect(modeler.services.commandStack.redo).toHaveBeenCalledTimes(1)

    await user.click(button('重新绘制'))
    expect(onRedraw).toHaveBeenCalledTimes(1)
  })
})

describe('download and preview', () => {
  it('downloads XML, SVG and BPMN named after the process', async () => {
    const user = userEvent.setup()
    renderToolbar(createFakeModeler())
    const expected = [
      ['下载为 XML 文件', '参观预约.xml', 'application/xml'],
      ['下载为 SVG 文件', '参观预约.svg', 'image/svg+xml'],
      ['下载为 BPMN 文件', '参观预约.bpmn', 'application/xml'],
    ] as const
    for (const [entry, fileName, mime] of expected) {
      await user.click(button('下载文件'))
      await user.click(await screen.findByRole('menuitem', { name: entry }))
      await waitFor(() => expect(saveBlob).toHaveBeenLastCalledWith(expect.any(Blob), fileName))
      expect((saveBlob.mock.lastCall?.[0] as Blob).type).toBe(mime)
    }
    const svg = await readBlob(saveBlob.mock.calls[1][0] as Blob)
    expect(svg).toContain('<svg')
  })

  it('previews the XML and its JSON form', async () => {
    const user = userEvent.setup()
    const modeler = createFakeModeler()
    modeler.state.xml =
      '<bpmn:definitions xmlns:bpmn="urn:b" id="d"><bpmn:process id="p" /></bpmn:definitions>'
    renderToolbar(modeler)

    await user.click(button('预览'))
    await user.click(await screen.findByRole('menuitem', { name: '预览 XML' }))
    expect(await screen.findByTestId('diagram-preview-text')).toHaveTextContent(
      '<bpmn:process id="p" />',
    )
    await user.click(button('关闭'))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await user.click(button('预览'))
    await user.click(await screen.findByRole('menuitem', { name: '预览 JSON' }))
    const json = JSON.parse((await screen.findByTestId('diagram-preview-text')).textContent ?? '')
    expect(json['bpmn:definitions']['bpmn:process']).toEqual({ '@id': 'p' })
  })
})

describe('simulation and save', () => {
  it('switches token simulation through the modeler', async () => {
    const user = userEvent.setup()
    const modeler = createFakeModeler()
    renderToolbar(modeler)
    await user.click(button('模拟'))
    expect(modeler.services.toggleMode.toggleMode).toHaveBeenCalledTimes(1)
  })

  it('disables every editing control while simulating', () => {
    const modeler = createFakeModeler()
    modeler.state.canUndo = true
    modeler.state.canRedo = true
    renderToolbar(modeler, { simulating: true })
    for (const name of [
      '打开文件',
      '撤销',
      '恢复',
      '重新绘制',
      '保存模型',
      '向左对齐',
      '垂直居中',
    ]) {
      expect(button(name)).toBeDisabled()
    }
    expect(button('关闭模拟')).toBeEnabled()
    expect(button('放大视图')).toBeEnabled()
    expect(button('下载文件')).toBeEnabled()
    expect(screen.getByRole('combobox', { name: '流程引擎' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  })

  it('saves, and cannot without a model', async () => {
    const user = userEvent.setup()
    const modeler = createFakeModeler()
    const { onSave } = renderToolbar(modeler, { dirty: true })
    expect(screen.getByText('有未保存的修改')).toBeInTheDocument()
    await user.click(button('保存模型'))
    expect(onSave).toHaveBeenCalledTimes(1)
  })

  it('cannot save without a model or while saving', () => {
    renderToolbar(createFakeModeler(), { canSave: false })
    expect(button('保存模型')).toBeDisabled()
  })

  it('switches the dialect', async () => {
    const user = userEvent.setup()
    const { onDialectChange } = renderToolbar(createFakeModeler())
    await user.click(screen.getByRole('combobox', { name: '流程引擎' }))
    await user.click(await screen.findByRole('option', { name: 'Flowable' }))
    expect(onDialectChange).toHaveBeenCalledWith('flowable')
  })

  it('hands a picked file over', async () => {
    const user = userEvent.setup()
    const { onOpenFile } = renderToolbar(createFakeModeler())
    const file = new File(['<x/>'], 'leave.bpmn', { type: 'application/xml' })
    await user.upload(screen.getByTestId('open-diagram-file'), file)
    expect(onOpenFile).toHaveBeenCalledWith(file)
  })
})
