import { useEffect, useState } from 'react'
import type { BpmnModelerLike, DiagramElement } from '../panel-model'

export interface PanelSelection {
  /** The one selected element; null for none or several (the panel then shows the process). */
  selected: DiagramElement | null
  /** Grows on every change of the diagram, so that the panel reads its views again. */
  revision: number
}

/** The one element the modeler has selected now, or null. */
function selectedNow(modeler: BpmnModelerLike | null): DiagramElement | null {
  if (!modeler) return null
  try {
    const selection = modeler.get<{ get(): DiagramElement[] }>('selection').get()
    return selection.length === 1 ? selection[0] : null
  } catch {
    // A modeler without the selection service (the headless one of the panel's tests).
    return null
  }
}

/**
 * Follows the modeler's selection and changes: selection.changed picks the element, element(s).changed
 * and import.done make the panel read again. Reading never writes.
 */
export function usePanelSelection(modeler: BpmnModelerLike | null): PanelSelection {
  const [state, setState] = useState<PanelSelection & { modeler: BpmnModelerLike | null }>(() => ({
    modeler,
    selected: selectedNow(modeler),
    revision: 0,
  }))
  // A new modeler (e.g. another dialect) starts with nothing selected; the same one shown again
  // (its tab was hidden) still has the selection it had.
  if (state.modeler !== modeler) {
    setState({ modeler, selected: selectedNow(modeler), revision: state.revision + 1 })
  }

  useEffect(() => {
    if (!modeler) return
    const onSelection = (event: { newSelection?: DiagramElement[] }) => {
      const selection = event.newSelection ?? []
      setState((current) => ({
        ...current,
        selected: selection.length === 1 ? selection[0] : null,
        revision: current.revision + 1,
      }))
    }
    const onChanged = () => setState((current) => ({ ...current, revision: current.revision + 1 }))
    const onImport = () =>
      setState((current) => ({ ...current, selected: null, revision: current.revision + 1 }))
    modeler.on('selection.changed', onSelection)
    modeler.on('element.changed', onChanged)
    modeler.on('elements.changed', onChanged)
    modeler.on('import.done', onImport)
    return () => {
      modeler.off('selection.changed', onSelection)
      modeler.off('element.changed', onChanged)
      modeler.off('elements.changed', onChanged)
      modeler.off('import.done', onImport)
    }
  }, [modeler])

  return { selected: state.selected, revision: state.revision }
}
