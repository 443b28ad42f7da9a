import { useEffect, useEffectEvent } from 'react'
import type { DesignerModeler } from '@/shared/bpmn/modeler-types'
import type { DiagramDraft } from '../model/diagram-draft'

/** Edits come in bursts (a drag fires many commands): the XML is exported once they settle. */
export const XML_CHANGE_DEBOUNCE_MS = 300

export interface XmlEmitterCallbacks {
  /** The diagram's XML after an import (at once) or after edits (debounced). */
  onXml: (xml: string) => void
  /** An edit happened; its XML follows once edits settle. */
  onEdit?: () => void
}

/**
 * Keeps `draft` up to date with what `modeler` shows and reports each new XML: once when the
 * modeler arrives or imports a diagram, then after every burst of command-stack changes.
 */
export function useXmlEmitter(
  modeler: DesignerModeler | null,
  draft: DiagramDraft,
  { onXml, onEdit }: XmlEmitterCallbacks,
): void {
  const emitXml = useEffectEvent((xml: string) => onXml(xml))
  const emitEdit = useEffectEvent(() => onEdit?.())

  useEffect(() => {
    if (!modeler) return
    let disposed = false
    let timer: ReturnType<typeof setTimeout> | undefined

    const exportNow = () => {
      clearTimeout(timer)
      timer = undefined
      void draft.capture(modeler).then((xml) => {
        if (!disposed && xml !== null) emitXml(xml)
      })
    }
    const onChanged = (event: { trigger?: string | null }) => {
      // 'clear' is the import emptying the stack, not an edit.
      if (event.trigger === 'clear') return
      emitEdit()
      clearTimeout(timer)
      timer = setTimeout(exportNow, XML_CHANGE_DEBOUNCE_MS)
    }

    exportNow()
    modeler.on('commandStack.changed', onChanged)
    modeler.on('import.done', exportNow)
    return () => {
      disposed = true
      clearTimeout(timer)
      modeler.off('commandStack.changed', onChanged)
      modeler.off('import.done', exportNow)
    }
  }, [modeler, draft])
}
