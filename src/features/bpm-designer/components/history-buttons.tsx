import Box from '@mui/material/Box'
import RedoIcon from '@mui/icons-material/Redo'
import RefreshIcon from '@mui/icons-material/Refresh'
import UndoIcon from '@mui/icons-material/Undo'
import type { CommandStackLike, DesignerModeler } from '@/shared/bpmn/modeler-types'
import { useCommandStackState } from '../hooks/use-command-stack-state'
import { ToolbarIconButton } from './toolbar-icon-button'

export interface HistoryButtonsProps {
  modeler: DesignerModeler | null
  disabled?: boolean
  onRedraw: () => void
}

/** Undo / redo (available as the command stack allows) and redraw. */
export function HistoryButtons({ modeler, disabled, onRedraw }: HistoryButtonsProps) {
  const { canUndo, canRedo } = useCommandStackState(modeler)
  const commandStack = () => modeler?.get<CommandStackLike>('commandStack')
  return (
    <Box sx={{ display: 'flex' }}>
      <ToolbarIconButton
        title="撤销"
        disabled={disabled || !canUndo}
        onClick={() => commandStack()?.undo()}
      >
        <UndoIcon fontSize="small" />
      </ToolbarIconButton>
      <ToolbarIconButton
        title="恢复"
        disabled={disabled || !canRedo}
        onClick={() => commandStack()?.redo()}
      >
        <RedoIcon fontSize="small" />
      </ToolbarIconButton>
      <ToolbarIconButton title="重新绘制" disabled={disabled || !modeler} onClick={onRedraw}>
        <RefreshIcon fontSize="small" />
      </ToolbarIconButton>
    </Box>
  )
}
