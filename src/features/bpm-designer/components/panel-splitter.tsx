import { useRef } from 'react'
import Box from '@mui/material/Box'
import {
  clampPanelWidth,
  PANEL_KEY_STEP,
  PANEL_MAX_WIDTH,
  PANEL_MIN_WIDTH,
} from '../model/panel-width'

export interface PanelSplitterProps {
  /** The panel's width; the panel is to the right of the splitter. */
  width: number
  onWidthChange: (width: number) => void
  /** The row the canvas and panel share (bounds the panel so the canvas keeps some room). */
  rowWidth: () => number | undefined
}

/** The draggable (and keyboard-operable) bar between the canvas and the properties panel. */
export function PanelSplitter({ width, onWidthChange, rowWidth }: PanelSplitterProps) {
  const drag = useRef<{ startX: number; startWidth: number } | null>(null)
  return (
    <Box
      role="separator"
      aria-orientation="vertical"
      aria-label="调整属性面板宽度"
      aria-valuenow={width}
      aria-valuemin={PANEL_MIN_WIDTH}
      aria-valuemax={PANEL_MAX_WIDTH}
      tabIndex={0}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId)
        drag.current = { startX: event.clientX, startWidth: width }
      }}
      onPointerMove={(event) => {
        if (!drag.current) return
        // Dragging left widens the panel.
        const next = drag.current.startWidth - (event.clientX - drag.current.startX)
        onWidthChange(clampPanelWidth(next, rowWidth()))
      }}
      onPointerUp={() => {
        drag.current = null
      }}
      onPointerCancel={() => {
        drag.current = null
      }}
      onKeyDown={(event) => {
        const delta =
          event.key === 'ArrowLeft'
            ? PANEL_KEY_STEP
            : event.key === 'ArrowRight'
              ? -PANEL_KEY_STEP
              : 0
        if (delta === 0) return
        event.preventDefault()
        onWidthChange(clampPanelWidth(width + delta, rowWidth()))
      }}
      sx={{
        width: 6,
        flexShrink: 0,
        cursor: 'col-resize',
        bgcolor: 'divider',
        touchAction: 'none',
        '&:hover, &:focus-visible': { bgcolor: 'primary.light', outline: 'none' },
      }}
    />
  )
}
