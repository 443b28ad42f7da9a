// What every read-only diagram (the definition preview, the process viewer) builds on. Imported
// only from lazy chunks: it pulls in bpmn-js and its inlined styles.
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer'
import type { ConsoleMount } from '../ui/theme/mount-context'
import { ensureMountStyles } from '../ui/theme/mount-styles'
import { BPMN_VIEWER_CSS } from './bpmn-viewer-css'
import { ALL_DIALECT_MODDLE_EXTENSIONS } from './dialects'
import { fitViewport, type CanvasLike } from './modeler-types'
import { drawUnreferencedProcessesModule } from './unreferenced-processes'

/**
 * A pannable, zoomable bpmn-js viewer drawing into `container`, with bpmn-js's styles added to the
 * console's mount. It reads every dialect's vocabulary, so camunda / flowable / activiti
 * extension XML imports intact.
 */
export function createReadOnlyViewer(container: HTMLElement, mount: ConsoleMount): NavigatedViewer {
  ensureMountStyles(mount, 'bpmn-viewer', BPMN_VIEWER_CSS)
  return new NavigatedViewer({
    container,
    moddleExtensions: ALL_DIALECT_MODDLE_EXTENSIONS,
    additionalModules: [drawUnreferencedProcessesModule],
  })
}

/**
 * Fits the whole diagram into the viewport, unless the container has no size yet (not laid out, a
 * hidden tab): returns whether it fitted, so a caller can fit again once it has a size.
 */
export function fitDiagram(viewer: NavigatedViewer): boolean {
  return fitViewport(viewer.get<CanvasLike>('canvas'))
}
