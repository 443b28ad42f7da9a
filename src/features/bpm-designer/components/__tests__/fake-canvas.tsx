// Replaces the lazy bpmn-js canvas in page tests: each "modeler" is a FakeModeler that imports
// the draft's XML like the real canvas does, so the page's own logic runs unchanged.
import { useEffect, useEffectEvent } from 'react'
import type { DiagramElementLike } from '@/shared/bpmn/modeler-types'
import type { BpmnCanvasProps } from '../bpmn-canvas'
import { errorReason } from '../../model/diagram-export'
import { createFakeModeler, type FakeModeler } from './fake-modeler'

export interface CreatedModeler {
  dialect: string
  xml: string
  modeler: FakeModeler
}

export const createdModelers: CreatedModeler[] = []

export const CANVAS_ELEMENTS: DiagramElementLike[] = [
  { id: 'approve', type: 'bpmn:UserTask' },
  { id: 'flow_1', type: 'bpmn:SequenceFlow', waypoints: [] },
]

/** Set before rendering: the next modeler's first import fails with it, as bpmn-js would. */
export const importFailure: { next: Error | null } = { next: null }

export function latestModeler(): FakeModeler {
  const latest = createdModelers[createdModelers.length - 1]
  if (!latest) throw new Error('no modeler was created')
  return latest.modeler
}

export function DesignerCanvas({
  dialect,
  draft,
  onModelerChange,
  onImportError,
}: BpmnCanvasProps) {
  const reportImportError = useEffectEvent(onImportError)
  useEffect(() => {
    let cancelled = false
    const modeler = createFakeModeler(CANVAS_ELEMENTS)
    void (async () => {
      const { xml } = await draft.read()
      if (cancelled) return
      draft.attach(modeler)
      const failure = importFailure.next
      importFailure.next = null
      if (failure) {
        // Like bpmn-js when drawing fails after parsing: the definitions are there, and export
        // in its own formatting. The real canvas reports the reason in Chinese.
        modeler.state.xml = `${xml}\n`
        reportImportError(errorReason(failure))
      } else {
        await modeler.importXML(xml)
      }
      createdModelers.push({ dialect, xml, modeler })
      onModelerChange(modeler)
    })()
    return () => {
      cancelled = true
      if (modeler.importXML.mock.calls.length > 0) void draft.capture(modeler)
      onModelerChange(null)
    }
  }, [dialect, draft, onModelerChange])
  return <div data-testid="fake-canvas" />
}
