// The lazy part of the process viewer: bpmn-js, its styles and the code that drives them load
// only when a ProcessViewer renders (see index.tsx).
import type Canvas from 'diagram-js/lib/core/Canvas'
import type ElementRegistry from 'diagram-js/lib/core/ElementRegistry'
import type EventBus from 'diagram-js/lib/core/EventBus'
import type Overlays from 'diagram-js/lib/features/overlays/Overlays'
import type { ConsoleMount } from '../../ui/theme/mount-context'
import { createReadOnlyViewer, fitDiagram } from '../read-only-viewer'
import { buildOverlayElement, MAX_TASK_BLOCKS, overlayBlocks } from './overlay-content'
import { buildProcessGraph, type ModdleFlowElement, type ProcessGraph } from './process-graph'
import { HIGHLIGHT_CLASS, processHighlights } from './process-highlight'
import type { ProcessViewerCanvas, ProcessViewerData } from './viewer-data'

export const MARK_MEASURE = 'process-viewer:mark'

interface HoverEvent {
  element: { id: string; type: string; labelTarget?: { id: string; type: string } }
}

/** A read-only viewer that colours where an approval stands and shows a card on hover. */
export function createProcessViewerCanvas(
  container: HTMLElement,
  mount: ConsoleMount,
): ProcessViewerCanvas {
  const viewer = createReadOnlyViewer(container, mount)
  const canvas = viewer.get<Canvas>('canvas')
  const overlays = viewer.get<Overlays>('overlays')
  const eventBus = viewer.get<EventBus>('eventBus')
  const registry = viewer.get<ElementRegistry>('elementRegistry')
  let graph: ProcessGraph = new Map()
  let data: ProcessViewerData = {}
  let applied: { id: string; marker: string }[] = []
  // One card at a time, added on hover: a thousand cards up front would cost as many DOM nodes
  // and re-positionings on every zoom.
  let card: string | null = null

  const hideCard = () => {
    if (card !== null) overlays.remove(card)
    card = null
  }

  eventBus.on('element.hover', (event: HoverEvent) => {
    hideCard()
    const element = event.element.labelTarget ?? event.element
    const node = graph.get(element.id)
    if (!node) return
    const tasks = (data.tasks ?? [])
      .filter((task) => task.definitionKey === node.id)
      .sort((a, b) => b.createTime - a.createTime)
    const blocks = overlayBlocks({
      type: node.type,
      tasks,
      processInstance: data.processInstance,
    })
    if (blocks.length === 0) return
    const more = Math.max(0, tasks.length - MAX_TASK_BLOCKS)
    card = overlays.add(node.id, {
      position: { left: 0, bottom: 0 },
      html: buildOverlayElement(container.ownerDocument, blocks, more),
    })
  })
  eventBus.on('element.out', hideCard)

  return {
    async importXml(xml) {
      hideCard()
      applied = []
      await viewer.importXML(xml)
      graph = buildProcessGraph(viewer.getDefinitions() as unknown as ModdleFlowElement)
    },
    mark(next) {
      const started = performance.now()
      data = next
      hideCard()
      for (const { id, marker } of applied) canvas.removeMarker(id, marker)
      const highlights = processHighlights({
        graph,
        activities: next.activities ?? [],
        tasks: next.tasks,
        processInstance: next.processInstance,
      })
      // All classes in one synchronous pass with no layout reads in between: the browser
      // restyles once, however many elements change.
      applied = []
      for (const [id, kind] of highlights) {
        // Flows without diagram information are in the graph but not on the canvas.
        if (!registry.get(id)) continue
        const marker = HIGHLIGHT_CLASS[kind]
        canvas.addMarker(id, marker)
        applied.push({ id, marker })
      }
      // Named in the performance timeline, so the bench (and devtools) see the colouring's share.
      performance.measure(MARK_MEASURE, { start: started })
    },
    fit: () => fitDiagram(viewer),
    resized() {
      canvas.resized()
      fitDiagram(viewer)
    },
    destroy() {
      viewer.destroy()
    },
  }
}
