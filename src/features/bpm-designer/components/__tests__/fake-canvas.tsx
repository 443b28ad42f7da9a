// Replaces the lazy bpmn-js canvas in page tests: each "modeler" is a FakeModeler that imports
// the draft's XML like the real canvas does, so the page's own logic runs unchanged.
import { useEffect } from 'react'
import type { DiagramElementLike } from '@/shared/bpmn/modeler-types'
import type { BpmnCanvasProps } from '../bpmn-canvas'
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

export function latestModeler(): FakeModeler {
  const latest = createdModelers[createdModelers.length - 1]
  if (!latest) throw new Error('no modeler was created')
  return latest.modeler
}

export function DesignerCanvas({ dialect, draft, onModelerChange }: BpmnCanvasProps) {
  useEffect(() => {
    let cancelled = false
    const modeler = createFakeModeler(CANVAS_ELEMENTS)
    void (async () => {
      const { xml } = await draft.read()
      if (cancelled) return
      draft.attach(modeler)
      await modeler.importXML(xml)
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
