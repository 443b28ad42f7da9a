import type { ReactNode, Ref } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { SystemStyleObject } from '@mui/system'
import type { Theme } from '@mui/material/styles'

export interface DiagramFrameProps {
  height: number | string
  /** The element bpmn-js draws into. */
  canvasRef: Ref<HTMLDivElement>
  /** Extra rules for the canvas element (highlight classes). */
  canvasSx?: SystemStyleObject<Theme>
  /** Shown over the canvas while `loading`. */
  loadingIndicator: ReactNode
  loading: boolean
  /** No XML: says there is no diagram. */
  blank: boolean
  /** Why the diagram could not be drawn, or null. */
  failure: string | null
}

// bpmn-js draws black lines and text: the diagram keeps a white sheet in a dark theme too, and
// the texts over it keep colours readable on white.
const MUTED_TEXT = 'rgba(0, 0, 0, 0.6)'
const ERROR_TEXT = '#c62828'

/**
 * The bordered area of a read-only diagram: the canvas element (React never renders into it) and
 * the loading, empty and failure states over it.
 */
export function DiagramFrame({
  height,
  canvasRef,
  canvasSx,
  loadingIndicator,
  loading,
  blank,
  failure,
}: DiagramFrameProps) {
  return (
    <Box
      sx={{
        position: 'relative',
        height,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: '#fff',
      }}
    >
      <Box
        ref={canvasRef}
        role="figure"
        aria-label="流程图"
        aria-busy={loading}
        sx={{
          position: 'absolute',
          inset: 0,
          visibility: failure ? 'hidden' : 'visible',
          ...canvasSx,
        }}
      />
      {loading && <Box sx={overlaySx}>{loadingIndicator}</Box>}
      {blank && (
        <Box sx={overlaySx}>
          <Typography sx={{ color: MUTED_TEXT }}>暂无流程图</Typography>
        </Box>
      )}
      {failure !== null && (
        <Box sx={overlaySx}>
          <Typography role="alert" sx={{ color: ERROR_TEXT, whiteSpace: 'pre-line', px: 3 }}>
            {`流程图加载失败：${failure}`}
          </Typography>
        </Box>
      )}
    </Box>
  )
}

const overlaySx = {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  pointerEvents: 'none',
} as const

/** A loading line in the frame's muted colour. */
export function DiagramLoadingText({ children }: { children: ReactNode }) {
  return <Typography sx={{ color: MUTED_TEXT }}>{children}</Typography>
}
