// The designer's lazy chunk: bpmn-js, token simulation, bpmnlint and their styles (designer-styles)
// load only when a designer is opened, so none of them is in the login page's bytes (DESIGN.md
// "BPMN").
import { useEffect, useEffectEvent, useInsertionEffect, useRef } from 'react'
import Box from '@mui/material/Box'
import Modeler from 'bpmn-js/lib/Modeler'
import lintModule from 'bpmn-js-bpmnlint'
import tokenSimulationModule from 'bpmn-js-token-simulation/lib/modeler'
import { moddleExtensionsFor, type BpmnDialect } from '@/shared/bpmn/dialects'
import type { CanvasLike, DesignerModeler, ViewboxLike } from '@/shared/bpmn/modeler-types'
import { drawUnreferencedProcessesModule } from '@/shared/bpmn/unreferenced-processes'
import { ctrlClickSelectionModule } from '../model/ctrl-click-selection'
import type { DiagramDraft } from '../model/diagram-draft'
import { errorReason } from '../model/diagram-export'
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
}

function hasElements(modeler: DesignerModeler): boolean {
  const definitions = modeler.getDefinitions()
  return (definitions?.diagrams ?? []).some(
    (diagram) => (diagram as { plane?: { planeElement?: unknown[] } }).plane?.planeElement?.length,
  )
}

/**
 * A bpmn-js Modeler drawing into a div of its own (React renders nothing inside it). Created in an
 * effect, destroyed in its cleanup (StrictMode's double mount, a hidden tab, a dialect switch);
 * every step after an await checks that this modeler is still the current one. Keyboard shortcuts
 * act while the canvas has focus: diagram-js 15 binds them to the canvas's focusable SVG.
 */
export default function BpmnCanvas({
  dialect,
  draft,
  onModelerChange,
  onImportError,
}: BpmnCanvasProps) {
  const containerRef = useRef<HTMLDivElement>(null)
  const reportModeler = useEffectEvent(onModelerChange)
  const reportImportError = useEffectEvent(onImportError)

  const mount = useConsoleMount()
  useInsertionEffect(() => ensureDesignerStyles(mount), [mount])

  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    let cancelled = false
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
    const rememberViewbox = (event: { viewbox: ViewboxLike }) => {
      draft.viewbox = event.viewbox
    }
    const resizeObserver =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => canvas.resized())
    resizeObserver?.observe(container)

    void (async () => {
      const { xml, viewbox } = await draft.read()
      if (cancelled) return
      draft.attach(modeler)
      try {
        const { warnings } = await modeler.importXML(xml)
        if (cancelled) return
        if (warnings.length) console.warn('[designer] import warnings', warnings)
        reportImportError(null)
        if (viewbox) canvas.viewbox(viewbox)
        else if (hasElements(modeler)) canvas.zoom('fit-viewport', 'auto')
      } catch (error) {
        if (cancelled) return
        console.error('[designer] import failed', error)
        reportImportError(errorReason(error))
      }
      modeler.on('canvas.viewbox.changed', rememberViewbox)
      reportModeler(modeler)
    })()

    return () => {
      cancelled = true
      resizeObserver?.disconnect()
      // Keep what this modeler shows for the next one (a hidden tab shown again, another dialect).
      if (modeler.getDefinitions()) void draft.capture(modeler)
      reportModeler(null)
      bpmnModeler.destroy()
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
