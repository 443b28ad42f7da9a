// Loaded with React.lazy when the 高级 tab is first opened (see ../properties-panel.tsx).
import { useEffect, useInsertionEffect, useRef, useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import type { BpmnModelerLike } from '@/shared/bpmn/modeler-types'
import { useConsoleMount } from '@/shared/ui/theme/mount-context'
import { ensureMountStyles } from '@/shared/ui/theme/mount-styles'
import { ADVANCED_PANEL_CSS, advancedPanelFor } from './advanced-panel'

export const ADVANCED_STYLE_ID = 'bpmn-advanced-panel'
export const ADVANCED_FAILED_TEXT = '高级属性无法显示'

/**
 * Fits the panel into the MUI column: system font, no panel header (our tab bar names the
 * element). Its own rules are all under .bio-properties-panel classes, so nothing outside the
 * panel changes.
 */
const OVERRIDES = `
[data-advanced-panel] .bio-properties-panel { --font-family: inherit; font-size: 14px; }
[data-advanced-panel] .bio-properties-panel-header { display: none; }
`

export interface AdvancedTabProps {
  modeler: BpmnModelerLike
  /** While token simulation runs nothing may change. */
  readOnly: boolean
}

/**
 * bpmn-js-properties-panel's BPMN groups our panel does not cover (event definitions, their
 * messages, signals, errors and escalations, documentation), in Chinese. It renders with Preact
 * into a div React leaves empty, and writes through the modeler's command stack (undoable).
 */
export default function AdvancedTab({ modeler, readOnly }: AdvancedTabProps) {
  const containerRef = useRef<HTMLDivElement>(null)
  const mount = useConsoleMount()
  useInsertionEffect(
    () => ensureMountStyles(mount, ADVANCED_STYLE_ID, `${ADVANCED_PANEL_CSS}\n${OVERRIDES}`),
    [mount],
  )
  const [failure, setFailure] = useState<string | null>(null)
  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    // The panel is a foreign renderer: its failure stays in this tab, the designer goes on.
    try {
      const panel = advancedPanelFor(modeler)
      panel.attachTo(container)
      return () => panel.detach()
    } catch (error) {
      console.error('[designer] advanced panel failed', error)
      const reason = error instanceof Error ? error.message : String(error)
      queueMicrotask(() => setFailure(reason))
    }
  }, [modeler])
  if (failure !== null) {
    return (
      <Alert severity="error" sx={{ m: 1 }}>
        {ADVANCED_FAILED_TEXT}：{failure}
      </Alert>
    )
  }
  return (
    <Box
      ref={containerRef}
      data-advanced-panel=""
      data-testid="advanced-panel"
      // inert: no focus, no input while read-only (simulation).
      inert={readOnly}
      aria-disabled={readOnly || undefined}
      sx={{ height: '100%', opacity: readOnly ? 0.6 : 1 }}
    />
  )
}
