import { useEffect, useRef, useState } from 'react'
import { useConsoleMount } from '../../ui/theme/mount-context'
import { DiagramFrame, DiagramLoadingText } from '../diagram-frame'
import { highlightStyles } from './highlight-palette'
import { createProcessViewerCanvas } from './process-viewer-canvas'
import { releaseWhenGone } from './release-when-gone'
import {
  LOADING_TEXT,
  type ProcessViewerCanvas,
  type ProcessViewerData,
  type ProcessViewerProps,
} from './viewer-data'

/** A canvas with the XML it imports; kept across a hidden tab's effect cleanup. */
interface Kept {
  xml: string
  canvas: ProcessViewerCanvas
  /** null once imported, else why it failed. */
  imported: Promise<string | null>
  keep: () => void
  destroyed: boolean
  /** What the canvas is coloured for. */
  marked: ProcessViewerData | null
}

function sameData(a: ProcessViewerData | null, b: ProcessViewerData): boolean {
  return (
    !!a &&
    a.activities === b.activities &&
    a.tasks === b.tasks &&
    a.processInstance === b.processInstance
  )
}

function reasonOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  return String(error)
}

/** What the last finished import of an XML gave. */
interface Outcome {
  xml: string
  failure: string | null
}

// Computed once: the same rules for every viewer.
const HIGHLIGHT_SX = highlightStyles()

/**
 * The diagram of a process with where its approval stands (the lazily loaded body of
 * ProcessViewer). The XML is imported once; new activities / tasks only re-colour it. Fitted on
 * import, when its area is resized and when its hidden tab is shown again.
 */
export default function ProcessViewerView({
  xml,
  activities,
  tasks,
  processInstance,
  height = 480,
}: ProcessViewerProps) {
  const mount = useConsoleMount()
  const containerRef = useRef<HTMLDivElement>(null)
  const kept = useRef<Kept | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const blank = xml.trim() === ''

  useEffect(() => {
    const container = containerRef.current
    if (blank || !container) return
    let entry = kept.current
    if (entry && (entry.xml !== xml || entry.destroyed)) {
      entry.keep()
      if (!entry.destroyed) entry.canvas.destroy()
      entry = null
    }
    if (!entry) {
      const canvas = createProcessViewerCanvas(container, mount)
      entry = {
        xml,
        canvas,
        imported: canvas.importXml(xml).then(
          () => null,
          (error: unknown) => reasonOf(error),
        ),
        keep: () => undefined,
        destroyed: false,
        marked: null,
      }
      kept.current = entry
    }
    const current = entry
    current.keep()
    let active = true
    void current.imported.then((failure) => {
      if (!active) return
      if (failure === null) {
        // A tab shown again runs this effect with the same data: the colours are still there.
        const data = { activities, tasks, processInstance }
        if (!sameData(current.marked, data)) current.canvas.mark(data)
        current.marked = data
        current.canvas.fit()
      }
      setOutcome({ xml, failure })
    })
    const resizeObserver =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (!current.destroyed) current.canvas.resized()
          })
    resizeObserver?.observe(container)
    return () => {
      active = false
      resizeObserver?.disconnect()
      current.keep = releaseWhenGone(container, () => {
        current.destroyed = true
        current.canvas.destroy()
        if (kept.current === current) kept.current = null
      })
    }
  }, [blank, xml, activities, tasks, processInstance, mount])

  const current = outcome?.xml === xml ? outcome : null
  const loading = !blank && current === null
  const failure = blank ? null : (current?.failure ?? null)

  return (
    <DiagramFrame
      height={height}
      canvasRef={containerRef}
      canvasSx={HIGHLIGHT_SX}
      loading={loading}
      loadingIndicator={<DiagramLoadingText>{LOADING_TEXT}</DiagramLoadingText>}
      blank={blank}
      failure={failure}
    />
  )
}
