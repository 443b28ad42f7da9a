// The lazy chunk of DiagramPreview: bpmn-js and its styles load only when a preview is shown, so
// they stay out of the login page's bytes (docs/architecture.md#bpmn-designer). The styles are
// inlined text (see bpmn-viewer-css.ts), added to the console's mount when a viewer is created.
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer'
import type Canvas from 'diagram-js/lib/core/Canvas'
import type ElementRegistry from 'diagram-js/lib/core/ElementRegistry'
import type { ConsoleMount } from '../ui/theme/mount-context'
import { ensureMountStyles } from '../ui/theme/mount-styles'
import { BPMN_VIEWER_CSS } from './bpmn-viewer-css'
import { highlightMarkers, type DiagramHighlight } from './diagram-highlight'
import { ALL_DIALECT_MODDLE_EXTENSIONS } from './dialects'
import { drawUnreferencedProcessesModule } from './unreferenced-processes'

export interface PreviewViewer {
  /**
   * Imports the XML, fits the whole diagram into the viewport and marks the highlighted elements.
   * Rejects with the parser's error for a broken or non-BPMN document.
   */
  show(xml: string, highlight?: DiagramHighlight): Promise<void>
  destroy(): void
}

/** A read-only, pannable and zoomable bpmn-js viewer drawing into `container`. */
export function createPreviewViewer(container: HTMLElement, mount: ConsoleMount): PreviewViewer {
  ensureMountStyles(mount, 'bpmn-viewer', BPMN_VIEWER_CSS)
  // Every dialect's vocabulary, so camunda / flowable / activiti extension XML imports intact.
  const viewer = new NavigatedViewer({
    container,
    moddleExtensions: ALL_DIALECT_MODDLE_EXTENSIONS,
    additionalModules: [drawUnreferencedProcessesModule],
  })
  return {
    async show(xml, highlight) {
      await viewer.importXML(xml)
      const canvas = viewer.get<Canvas>('canvas')
      // A container without size (not laid out yet) would make diagram-js scale by 0 and throw.
      if (container.clientWidth > 0 && container.clientHeight > 0) {
        // Any truthy centre makes diagram-js centre the fitted diagram; its typing only names Point.
        canvas.zoom('fit-viewport', 'auto' as unknown as Parameters<Canvas['zoom']>[1])
      }
      const registry = viewer.get<ElementRegistry>('elementRegistry')
      for (const { id, marker } of highlightMarkers(highlight, (id) => !!registry.get(id))) {
        canvas.addMarker(id, marker)
      }
    },
    destroy() {
      viewer.destroy()
    },
  }
}
