import type { DiagramElementLike } from '@/shared/bpmn/modeler-types'

interface MouseEventLike {
  element: DiagramElementLike
  originalEvent?: { button?: number; ctrlKey?: boolean; metaKey?: boolean; shiftKey?: boolean }
}

interface EventBusLike {
  on(event: string, priority: number, callback: (event: MouseEventLike) => unknown): void
}

interface ToggleSelection {
  isSelected(element: DiagramElementLike): boolean
  select(element: DiagramElementLike, add?: boolean): void
  deselect(element: DiagramElementLike): void
}

interface RootCanvas {
  getRootElement(): DiagramElementLike
  focus?(): void
}

// Ahead of diagram-js's HandTool (1500, Ctrl+mousedown pans) and SelectionBehavior (1000).
const PRIORITY = 1600

/**
 * Ctrl+click (Cmd+click on a Mac) adds an element to the selection or removes it, as Shift+click
 * does in diagram-js 15: the align warning tells users to hold Ctrl. diagram-js
 * pans with Ctrl+drag; that still works on the empty canvas, not when starting on an element.
 */
export function CtrlClickSelection(
  eventBus: EventBusLike,
  selection: ToggleSelection,
  canvas: RootCanvas,
) {
  const isCtrlClickOnElement = (event: MouseEventLike) => {
    const mouse = event.originalEvent
    if (!mouse || mouse.button !== 0 || mouse.shiftKey || !(mouse.ctrlKey || mouse.metaKey)) {
      return false
    }
    return event.element !== canvas.getRootElement()
  }

  eventBus.on('element.mousedown', PRIORITY, (event) => {
    if (!isCtrlClickOnElement(event)) return
    // Not a pan, not a move: the click that follows selects. Keep keyboard shortcuts working.
    canvas.focus?.()
    return false
  })

  eventBus.on('element.click', PRIORITY, (event) => {
    if (!isCtrlClickOnElement(event)) return
    if (selection.isSelected(event.element)) selection.deselect(event.element)
    else selection.select(event.element, true)
    // Handled: SelectionBehavior would otherwise replace the selection.
    return false
  })
}

CtrlClickSelection.$inject = ['eventBus', 'selection', 'canvas']

/** Passed in `additionalModules`. */
export const ctrlClickSelectionModule = {
  __init__: ['ctrlClickSelection'],
  ctrlClickSelection: ['type', CtrlClickSelection],
}
