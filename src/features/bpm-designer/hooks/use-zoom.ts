import type { BpmnModelerLike, CanvasLike } from '@/shared/bpmn/modeler-types'
import { ZOOM_DEFAULT } from '../model/zoom'
import { useModelerValue } from './use-modeler-value'

const EVENTS = ['canvas.viewbox.changed', 'canvas.resized']

/** The canvas's zoom, following wheel zoom and the toolbar alike. */
export function useZoom(modeler: BpmnModelerLike | null): number {
  return useModelerValue(
    modeler,
    EVENTS,
    (m) => {
      const zoom = m.get<CanvasLike>('canvas').zoom()
      return Number.isFinite(zoom) ? zoom : ZOOM_DEFAULT
    },
    ZOOM_DEFAULT,
  )
}
