// The designer's lazy chunk: bpmn-js, token simulation, bpmnlint and their styles (designer-styles)
// load only when a designer is opened, so none of them is in the login page's bytes
// (docs/architecture.md#bpmn-designer).
import { useEffect, useEffectEvent, useInsertionEffect, useRef } from 'react'
import Box from '@mui/material/Box'
import Modeler from 'bpmn-js/lib/Modeler'
import lintModule from 'bpmn-js-bpmnlint'
import tokenSimulationModule from 'bpmn-js-token-simulation/lib/modeler'
import { moddleExtensionsFor, type BpmnDialect } from '@/shared/bpmn/dialects'
import {
  fitViewport,
  type CanvasLike,
  type DesignerModeler,
  type ViewboxLike,
} from '@/shared/bpmn/modeler-types'
import { drawUnreferencedProcessesModule } from '@/shared/bpmn/unreferenced-processes'
import { ctrlClickSelectionModule } from '../model/ctrl-click-selection'
import type { DiagramDraft } from '../model/diagram-draft'
import { errorReason } from '../model/diagram-export'
import { repairImport, type ImportRepairNote, type RepairModdle } from '../model/import-repair'
import { buildLintConfig } from '../model/lint-config'
import { translateModule } from '../model/translations'
import { useConsoleMount } from '@/shared/ui/theme/mount-context'
import { ensureDesignerStyles } from './designer-styles'

export interface BpmnCanvasProps {
  /** Changing it re-creates the modeler (its moddle extensions differ), keeping the diagram. */
  dialect: BpmnDialect
  /** Where each new modeler takes its diagram from, and where it leaves it when it goes. */
  draft: DiagramDraft
  /** The modeler once its diagram is shown; null while it is (re-)created and after it is gone. */
  onModelerChange: (modeler: DesignerModeler | null) => void
  /** Why the draft's diagram could not be shown (null once it could). */
  onImportError: (reason: string | null) => void
  /** What the import repair changed in the draft's diagram before showing it (called only then). */
  onImportRepaired?: (notes: ImportRepairNote[]) => void
}

function hasElements(modeler: DesignerModeler): boolean {
  const definitions = modeler.getDefinitions()
  return (definitions?.diagrams ?? []).some(
    (diagram) => (diagram as { plane?: { planeElement?: unknown[] } }).plane?.planeElement?.length,
  )
}

/** A modeler with its diagram import, kept while its tab is hidden. */
interface KeptModeler {
  dialect: BpmnDialect
  modeler: DesignerModeler
  /** Settles once the first diagram is shown: why it could not be (or null), what was repaired. */
  imported: Promise<{ failure: string | null; repairs: ImportRepairNote[] }>
  /** The container's size changed: the canvas follows (and fits a diagram it could not fit yet). */
  resized(): void
  /** Destroys the modeler once its container has left the document. */
  releaseWhenGone(): void
  /** The modeler is shown again: it stays. */
  keep(): void
  destroy(): void
}

function createModeler(
  container: HTMLElement,
  dialect: BpmnDialect,
  draft: DiagramDraft,
): KeptModeler {
  const bpmnModeler = new Modeler({
    container,
    keyboard: { bind: true },
    moddleExtensions: moddleExtensionsFor(dialect),
    additionalModules: [
      drawUnreferencedProcessesModule,
      translateModule,
      ctrlClickSelectionModule,
      tokenSimulationModule,
      lintModule,
    ],
    linting: { active: true, bpmnlint: buildLintConfig() },
  })
  const modeler: DesignerModeler = bpmnModeler
  const canvas = modeler.get<CanvasLike & { resized(): void }>('canvas')
  let destroyed = false
  let pendingView: (() => void) | null = null
  const hasSize = () => container.clientWidth > 0 && container.clientHeight > 0
  const showPendingView = () => {
    const show = pendingView
    pendingView = null
    show?.()
  }
  let watcher: MutationObserver | null = null
  let check: ReturnType<typeof setTimeout> | null = null

  const imported = (async () => {
    const none = { failure: null, repairs: [] }
    const { xml: stored, viewbox } = await draft.read()
    if (destroyed) return none
    draft.attach(modeler)
    // Diagrams of other tools: fixed before bpmn-js would drop what it cannot place.
    const { xml, notes: repairs } = repairImport(stored, modeler.get<RepairModdle>('moddle'))
    try {
      const { warnings } = await modeler.importXML(xml)
      if (destroyed) return none
      if (warnings.length) console.warn('[designer] import warnings', warnings)
      // Without a size yet (a hidden tab, a layout not done) the view is set once it has one:
      // diagram-js would scale by 0 and throw.
      if (viewbox) pendingView = () => canvas.viewbox(viewbox)
      else if (hasElements(modeler)) pendingView = () => fitViewport(canvas)
      if (hasSize()) showPendingView()
      return { failure: null, repairs }
    } catch (error) {
      if (destroyed) return none
      console.error('[designer] import failed', error)
      return { failure: errorReason(error), repairs: [] }
    } finally {
      if (!destroyed) {
        modeler.on('canvas.viewbox.changed', (event: { viewbox: ViewboxLike }) => {
          draft.viewbox = event.viewbox
        })
      }
    }
  })()

  const keep = () => {
    if (check !== null) clearTimeout(check)
    check = null
    watcher?.disconnect()
    watcher = null
  }
  const destroy = () => {
    if (destroyed) return
    keep()
    destroyed = true
    bpmnModeler.destroy()
  }
  return {
    dialect,
    modeler,
    imported,
    resized() {
      if (destroyed || !hasSize()) return
      canvas.resized()
      showPendingView()
    },
    keep,
    destroy,
    releaseWhenGone() {
      keep()
      // After the commit: a hidden tab keeps its DOM in the document, an unmounted page does not.
      check = setTimeout(() => {
        check = null
        if (!container.isConnected) return destroy()
        // Hidden: its page may still be closed while hidden, which runs no cleanup again.
        watcher = new MutationObserver(() => {
          if (!container.isConnected) destroy()
        })
        watcher.observe(container.ownerDocument.body, { childList: true, subtree: true })
      }, 0)
    },
  }
}

/**
 * A bpmn-js Modeler drawing into a div of its own (React renders nothing inside it). A hidden tab
 * tears its effects down but keeps its DOM: the modeler then stays, with its undo history, and
 * is shown again as it was; it is destroyed once its page has really gone (the tab closed, the
 * console unmounted) and when the dialect changes (its moddle extensions differ), the next one
 * starting from the draft. Keyboard shortcuts act while the canvas has focus: diagram-js 15 binds
 * them to the canvas's focusable SVG.
 */
export default function BpmnCanvas({
  dialect,
  draft,
  onModelerChange,
  onImportError,
  onImportRepaired,
}: BpmnCanvasProps) {
  const containerRef = useRef<HTMLDivElement>(null)
  const kept = useRef<KeptModeler | null>(null)
  const reportModeler = useEffectEvent(onModelerChange)
  const reportImportError = useEffectEvent(onImportError)
  const reportRepairs = useEffectEvent((notes: ImportRepairNote[]) => onImportRepaired?.(notes))

  const mount = useConsoleMount()
  useInsertionEffect(() => ensureDesignerStyles(mount), [mount])

  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    if (kept.current && kept.current.dialect !== dialect) {
      kept.current.destroy()
      kept.current = null
    }
    const entry = kept.current ?? createModeler(container, dialect, draft)
    kept.current = entry
    entry.keep()
    const { modeler } = entry
    const resizeObserver =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => entry.resized())
    resizeObserver?.observe(container)

    let shown = true
    void entry.imported.then(({ failure, repairs }) => {
      if (!shown) return
      reportImportError(failure)
      if (repairs.length) reportRepairs(repairs)
      reportModeler(modeler)
    })

    return () => {
      shown = false
      resizeObserver?.disconnect()
      // The draft follows the diagram (the next modeler of another dialect starts from it).
      if (modeler.getDefinitions()) void draft.capture(modeler)
      reportModeler(null)
      entry.releaseWhenGone()
    }
  }, [dialect, draft])

  return (
    <Box
      ref={containerRef}
      data-testid="bpmn-canvas"
      sx={{ position: 'relative', width: '100%', height: '100%', overflow: 'hidden' }}
    />
  )
}
