import EventBus from 'diagram-js/lib/core/EventBus'
import type { DiagramElementLike } from '@/shared/bpmn/modeler-types'
import { CtrlClickSelection } from '../ctrl-click-selection'

const root: DiagramElementLike = { id: 'Process_1', type: 'bpmn:Process' }
const a: DiagramElementLike = { id: 'a', type: 'bpmn:UserTask' }
const b: DiagramElementLike = { id: 'b', type: 'bpmn:UserTask' }

function setup() {
  const eventBus = new EventBus()
  let selected: DiagramElementLike[] = []
  const selection = {
    isSelected: (element: DiagramElementLike) => selected.includes(element),
    select: (element: DiagramElementLike, add?: boolean) => {
      selected = add ? [...selected, element] : [element]
    },
    deselect: (element: DiagramElementLike) => {
      selected = selected.filter((candidate) => candidate !== element)
    },
  }
  // diagram-js's own behaviour for a plain click: select only the clicked element.
  eventBus.on('element.click', (event: { element: DiagramElementLike }) =>
    selection.select(event.element),
  )
  // diagram-js's HandTool: Ctrl+mousedown starts panning.
  const pans: string[] = []
  eventBus.on('element.mousedown', 1500, (event: { element: DiagramElementLike }) => {
    pans.push(event.element.id)
    return false
  })
  CtrlClickSelection(eventBus, selection, { getRootElement: () => root })
  const click = (element: DiagramElementLike, keys: Record<string, boolean> = {}) => {
    const originalEvent = { button: 0, ...keys }
    eventBus.fire('element.mousedown', { element, originalEvent })
    eventBus.fire('element.click', { element, originalEvent })
  }
  return { click, selected: () => selected.map((element) => element.id), pans }
}

describe('Ctrl+click selection', () => {
  it('adds to the selection with Ctrl (or Cmd) and removes on a second Ctrl+click', () => {
    const { click, selected, pans } = setup()
    click(a)
    click(b, { ctrlKey: true })
    expect(selected()).toEqual(['a', 'b'])
    // Ctrl+mousedown on an element no longer starts panning.
    expect(pans).toEqual(['a'])
    click(a, { ctrlKey: true })
    expect(selected()).toEqual(['b'])
    click(a, { metaKey: true })
    expect(selected()).toEqual(['b', 'a'])
  })

  it('leaves plain clicks, Shift+click and the canvas to diagram-js', () => {
    const { click, selected, pans } = setup()
    click(a)
    click(b)
    expect(selected()).toEqual(['b'])
    click(root, { ctrlKey: true })
    expect(selected()).toEqual(['Process_1'])
    expect(pans).toContain('Process_1')
    click(a, { ctrlKey: true, shiftKey: true })
    expect(selected()).toEqual(['a'])
  })
})
