import { Activity, StrictMode } from 'react'
import { act, render, waitFor } from '@testing-library/react'
import type { DesignerModeler } from '@/shared/bpmn/modeler-types'
import { DiagramDraft } from '../../model/diagram-draft'
import BpmnCanvas from '../bpmn-canvas'
import { createFakeModeler, type FakeModeler } from './fake-modeler'

type CanvasModeler = FakeModeler & { destroy: ReturnType<typeof vi.fn> }

const created: CanvasModeler[] = []

// jsdom cannot run bpmn-js: the Modeler is the designer's fake, with destroy() and resized().
vi.mock('bpmn-js/lib/Modeler', () => ({
  default: vi.fn(function FakeBpmnModeler() {
    const modeler = createFakeModeler() as CanvasModeler
    modeler.destroy = vi.fn()
    Object.assign(modeler.services.canvas, { resized: vi.fn() })
    created.push(modeler)
    return modeler
  }),
}))
vi.mock('bpmn-js-bpmnlint', () => ({ default: {} }))
vi.mock('bpmn-js-token-simulation/lib/modeler', () => ({ default: {} }))
vi.mock('../designer-styles', () => ({ ensureDesignerStyles: () => undefined }))
vi.mock('../../model/lint-config', () => ({ buildLintConfig: () => ({}) }))

beforeEach(() => {
  created.length = 0
  // The canvas checks on a 0 ms timer, after React's commit, whether a torn-down canvas is hidden
  // or gone; the tests run that timer when they choose. Time still passes for waitFor.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
})

afterEach(() => {
  vi.useRealTimers()
})

/** Runs the timers set so far (the canvas's check after the commit among them). */
const runScheduledChecks = () => act(() => vi.runOnlyPendingTimers())

function renderCanvas() {
  const draft = new DiagramDraft('<bpmn:definitions id="stored" />')
  const reported: (DesignerModeler | null)[] = []
  const ui = (mode: 'visible' | 'hidden', dialect: 'camunda' | 'flowable' = 'camunda') => (
    <StrictMode>
      <Activity mode={mode}>
        <BpmnCanvas
          dialect={dialect}
          draft={draft}
          onModelerChange={(modeler) => reported.push(modeler)}
          onImportError={() => undefined}
        />
      </Activity>
    </StrictMode>
  )
  const view = render(ui('visible'))
  return {
    ...view,
    reported,
    show: (mode: 'visible' | 'hidden', dialect?: 'flowable') => view.rerender(ui(mode, dialect)),
  }
}

describe('BpmnCanvas', () => {
  it('keeps its modeler, and so its undo history, while the tab is hidden', async () => {
    const { reported, show } = renderCanvas()
    await waitFor(() => expect(reported.at(-1)).toBe(created[0]))
    expect(created).toHaveLength(1)

    show('hidden')
    await waitFor(() => expect(reported.at(-1)).toBeNull())
    // The check after the commit runs: the hidden canvas is still in the document.
    runScheduledChecks()
    show('visible')
    await waitFor(() => expect(reported.at(-1)).toBe(created[0]))
    expect(created).toHaveLength(1)
    expect(created[0].destroy).not.toHaveBeenCalled()
    expect(created[0].importXML).toHaveBeenCalledTimes(1)
  })

  it('destroys the modeler when its page goes, also after being hidden', async () => {
    const shown = renderCanvas()
    await waitFor(() => expect(shown.reported.at(-1)).toBe(created[0]))
    shown.unmount()
    await waitFor(() => expect(created[0].destroy).toHaveBeenCalledTimes(1))

    const hidden = renderCanvas()
    await waitFor(() => expect(hidden.reported.at(-1)).toBe(created[1]))
    hidden.show('hidden')
    runScheduledChecks()
    expect(created[1].destroy).not.toHaveBeenCalled()
    // A hidden tab closed: no cleanup runs again, the canvas just leaves the document.
    hidden.unmount()
    await waitFor(() => expect(created[1].destroy).toHaveBeenCalledTimes(1))
  })

  it('replaces the modeler for another dialect, starting from the diagram', async () => {
    const { reported, show } = renderCanvas()
    await waitFor(() => expect(reported.at(-1)).toBe(created[0]))
    show('visible', 'flowable')
    await waitFor(() => expect(reported.at(-1)).toBe(created[1]))
    expect(created[0].destroy).toHaveBeenCalledTimes(1)
    expect(created[1].importXML).toHaveBeenCalledWith(created[0].state.xml)
  })
})
