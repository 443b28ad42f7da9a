// Runs in Chromium, bundled by viewer-bench.ts: renders the real ProcessViewer (lazy chunk and
// all) into a blank page and reports how long the diagram took to be drawn and coloured.
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { ProcessViewer, type ProcessViewerProps } from '@/shared/bpmn/process-viewer'
import { MARK_MEASURE } from '@/shared/bpmn/process-viewer/process-viewer-canvas'

export interface ViewerRun {
  /** render() -> first painted frame with every shape drawn (and, with activities, coloured). */
  renderMs: number
  /** Of it, computing and applying the colours (the viewer's own measure). */
  markMs: number
  /** The longest main-thread task seen meanwhile (what a user feels as a freeze). */
  longestTaskMs: number
  shapes: number
  marked: number
}

declare global {
  interface Window {
    viewerBench: (
      props: ProcessViewerProps,
      shapes: number,
      lastId: string | null,
      keep?: boolean,
    ) => Promise<ViewerRun>
    /** Starts the clock at the next mouseover; resolves once a hover card has been painted. */
    armHover: () => Promise<number>
  }
}

const nextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

window.viewerBench = async (props, shapes, lastId, keep = false) => {
  document.body.replaceChildren()
  const host = document.createElement('div')
  host.style.width = '1400px'
  document.body.append(host)
  let longestTaskMs = 0
  const longTasks = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestTaskMs = Math.max(longestTaskMs, entry.duration)
  })
  longTasks.observe({ type: 'longtask' })
  performance.clearMeasures(MARK_MEASURE)
  const root = createRoot(host)
  const started = performance.now()
  root.render(createElement(ProcessViewer, props))
  // Coloured runs are done once the last (open) task is marked; plain runs once drawn.
  const lastSelector = lastId && `g.djs-element[data-element-id="${lastId}"].highlight-todo`
  await new Promise<void>((resolve) => {
    const poll = () => {
      const drawn = host.querySelectorAll('g.djs-element.djs-shape').length >= shapes
      if (drawn && (!lastSelector || host.querySelector(lastSelector))) resolve()
      else requestAnimationFrame(poll)
    }
    requestAnimationFrame(poll)
  })
  await nextPaint()
  const renderMs = performance.now() - started
  // Long tasks are reported after they end: one more frame lets the last one in.
  await nextPaint()
  longTasks.disconnect()
  const run: ViewerRun = {
    renderMs,
    longestTaskMs,
    markMs: performance
      .getEntriesByName(MARK_MEASURE)
      .reduce((sum, entry) => sum + entry.duration, 0),
    shapes: host.querySelectorAll('g.djs-element.djs-shape').length,
    marked: host.querySelectorAll('g.djs-element[class*="highlight"]').length,
  }
  if (!keep) root.unmount()
  return run
}

window.armHover = () =>
  new Promise<number>((resolve) => {
    document.addEventListener(
      'mouseover',
      () => {
        const started = performance.now()
        const poll = () => {
          if (document.querySelector('.process-viewer-overlay')) {
            void nextPaint().then(() => resolve(performance.now() - started))
          } else requestAnimationFrame(poll)
        }
        requestAnimationFrame(poll)
      },
      { capture: true, once: true },
    )
  })
