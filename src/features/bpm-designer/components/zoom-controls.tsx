import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import CenterFocusStrongIcon from '@mui/icons-material/CenterFocusStrong'
import ZoomInIcon from '@mui/icons-material/ZoomIn'
import ZoomOutIcon from '@mui/icons-material/ZoomOut'
import type { CanvasLike, DesignerModeler } from '@/shared/bpmn/modeler-types'
import { popup } from '@/shared/ui/popups'
import { useZoom } from '../hooks/use-zoom'
import {
  canZoom,
  formatZoom,
  nextZoom,
  ZOOM_OUT_OF_RANGE_MESSAGE,
  type ZoomDirection,
} from '../model/zoom'
import { ToolbarIconButton } from './toolbar-icon-button'

/** Zoom out / percentage / zoom in / reset (0.2 to 4 in steps of 0.1). */
export function ZoomControls({ modeler }: { modeler: DesignerModeler | null }) {
  const zoom = useZoom(modeler)

  const step = (direction: ZoomDirection) => {
    if (!modeler) return
    const next = nextZoom(zoom, direction)
    if (next === null) {
      popup.message.error(ZOOM_OUT_OF_RANGE_MESSAGE)
      return
    }
    modeler.get<CanvasLike>('canvas').zoom(next)
  }

  const reset = () => {
    // The whole diagram, centred, never enlarged beyond 100%.
    modeler?.get<CanvasLike>('canvas').zoom('fit-viewport', 'auto')
  }

  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <ToolbarIconButton
        title="缩小视图"
        disabled={!modeler || !canZoom(zoom, 'out')}
        onClick={() => step('out')}
      >
        <ZoomOutIcon fontSize="small" />
      </ToolbarIconButton>
      <Typography
        component="output"
        aria-label="缩放比例"
        variant="body2"
        sx={{ minWidth: 48, textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}
      >
        {formatZoom(zoom)}
      </Typography>
      <ToolbarIconButton
        title="放大视图"
        disabled={!modeler || !canZoom(zoom, 'in')}
        onClick={() => step('in')}
      >
        <ZoomInIcon fontSize="small" />
      </ToolbarIconButton>
      <ToolbarIconButton title="重置视图并居中" disabled={!modeler} onClick={reset}>
        <CenterFocusStrongIcon fontSize="small" />
      </ToolbarIconButton>
    </Box>
  )
}
