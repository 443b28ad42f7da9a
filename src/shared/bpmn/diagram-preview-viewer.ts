// The lazy chunk of DiagramPreview: bpmn-js and its styles load only when a preview is shown, so
// they stay out of the login page's bytes (docs/architecture.md#bpmn-designer). The styles are
// inlined text (see bpmn-viewer-css.ts), added to the console's mount when a viewer is created.
import type Canvas from 'diagram-js/lib/core/Canvas'
import type ElementRegistry from 'diagram-js/lib/core/ElementRegistry'
import type { ConsoleMount } from '../ui/theme/mount-context'
import { highlightMarkers, type DiagramHighlight } from './diagram-highlight'
import { createReadOnlyViewer, fitDiagram } from './read-only-viewer'

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
  const viewer = createReadOnlyViewer(container, mount)
  return {
    async show(xml, highlight) {
      await viewer.importXML(xml)
      fitDiagram(viewer)
      const canvas = viewer.get<Canvas>('canvas')
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
