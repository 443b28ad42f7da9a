import { lazy, Suspense } from 'react'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import type { BpmnCanvasProps } from './bpmn-canvas'

// bpmn-js and friends are a chunk of their own, loaded when a designer opens.
const BpmnCanvas = lazy(() => import('./bpmn-canvas'))

export const CANVAS_LOADING_TEXT = '正在加载流程设计器…'

/** The modeler's canvas, loaded lazily. */
export function DesignerCanvas(props: BpmnCanvasProps) {
  return (
    <Suspense
      fallback={
        <Box
          sx={{
            height: '100%',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
          }}
        >
          <CircularProgress size={20} />
          <Typography color="text.secondary">{CANVAS_LOADING_TEXT}</Typography>
        </Box>
      }
    >
      <BpmnCanvas {...props} />
    </Suspense>
  )
}
