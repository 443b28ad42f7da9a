import { useEffect, useRef, useState } from 'react'
import CircularProgress from '@mui/material/CircularProgress'
import { loadModule } from '@/shared/utils/module-cache'
import { useConsoleMount } from '../ui/theme/mount-context'
import { DiagramFrame } from './diagram-frame'
import {
  HIGHLIGHT_DONE_MARKER,
  HIGHLIGHT_PENDING_MARKER,
  type DiagramHighlight,
} from './diagram-highlight'

export type { DiagramHighlight } from './diagram-highlight'

export interface DiagramPreviewProps {
  /** BPMN 2.0 XML; blank shows that there is no diagram. */
  xml: string
  /** Height of the drawing area (default 480 px). */
  height?: number | string
  /** Elements to mark as done / pending (ids missing from the diagram are ignored). */
  highlight?: DiagramHighlight
}

/** What the last finished import of a given input gave. */
interface Outcome {
  input: string
  failure: string | null
}

// One load per page, shared by every preview (and by StrictMode's second effect run).
const loadViewer = () =>
  loadModule('bpmn-diagram-preview', () => import('./diagram-preview-viewer'))

const DONE_COLOR = '#67C23A'
const PENDING_COLOR = '#E6A23C'

function markerSx(marker: string, color: string) {
  return {
    [`& .djs-shape.${marker} .djs-visual > :first-child`]: {
      stroke: `${color} !important`,
      fill: `${color}1a !important`,
    },
    [`& .djs-connection.${marker} .djs-visual > path`]: { stroke: `${color} !important` },
  }
}

function reasonOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  return String(error)
}

/**
 * A read-only BPMN diagram (bpmn-js NavigatedViewer: drag to pan, wheel to zoom), fitted to its
 * area on import. bpmn-js is loaded lazily on first use. A broken XML shows
 * '流程图加载失败：<reason>'.
 */
export function DiagramPreview({ xml, height = 480, highlight }: DiagramPreviewProps) {
  const mount = useConsoleMount()
  const containerRef = useRef<HTMLDivElement>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const blank = xml.trim() === ''
  // A new highlight object with the same ids must not re-import the diagram.
  const highlightKey = highlight ? JSON.stringify(highlight) : ''
  const input = `${highlightKey}\n${xml}`

  useEffect(() => {
    const container = containerRef.current
    if (blank || !container) return
    let cancelled = false
    let viewer: { destroy(): void } | null = null
    const marks = highlightKey ? (JSON.parse(highlightKey) as DiagramHighlight) : undefined
    const finish = (failure: string | null) => {
      if (!cancelled) setOutcome({ input, failure })
    }
    Promise.resolve(loadViewer())
      .then(async ({ createPreviewViewer }) => {
        // Unmounted (or the input changed) while the chunk loaded: never create the viewer.
        if (cancelled) return
        const created = createPreviewViewer(container, mount)
        viewer = created
        await created.show(xml, marks)
        finish(null)
      })
      .catch((error: unknown) => finish(reasonOf(error)))
    return () => {
      cancelled = true
      viewer?.destroy()
    }
  }, [blank, highlightKey, input, xml, mount])

  const current = outcome?.input === input ? outcome : null
  const loading = !blank && current === null
  const failure = blank ? null : (current?.failure ?? null)

  return (
    <DiagramFrame
      height={height}
      canvasRef={containerRef}
      canvasSx={{
        ...markerSx(HIGHLIGHT_DONE_MARKER, DONE_COLOR),
        ...markerSx(HIGHLIGHT_PENDING_MARKER, PENDING_COLOR),
      }}
      loading={loading}
      loadingIndicator={<CircularProgress size={28} aria-label="流程图加载中" />}
      blank={blank}
      failure={failure}
    />
  )
}
