import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import PlayArrowIcon from '@mui/icons-material/PlayArrow'
import SaveIcon from '@mui/icons-material/Save'
import StopIcon from '@mui/icons-material/Stop'
import type { BpmnDialect } from '@/shared/bpmn/dialects'
import type { DesignerModeler, ToggleModeLike } from '@/shared/bpmn/modeler-types'
import { AlignButtons } from './align-buttons'
import { DialectSelect } from './dialect-select'
import { DownloadMenu } from './download-menu'
import { HistoryButtons } from './history-buttons'
import { OpenFileButton } from './open-file-button'
import { PreviewMenu } from './preview-menu'
import { ZoomControls } from './zoom-controls'

export interface DesignerToolbarProps {
  modeler: DesignerModeler | null
  /** Token simulation is on: everything that edits the diagram is disabled. */
  simulating: boolean
  dialect: BpmnDialect
  onDialectChange: (dialect: BpmnDialect) => void
  onOpenFile: (file: File) => void
  onRedraw: () => void
  onSave: () => void
  /** A model to save into exists. */
  canSave: boolean
  saving: boolean
  /** Unsaved changes exist (shown on the save button). */
  dirty: boolean
}

function Separator() {
  return <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
}

/** Every toolbar action over the canvas (docs/architecture.md#bpmn-designer). */
export function DesignerToolbar({
  modeler,
  simulating,
  dialect,
  onDialectChange,
  onOpenFile,
  onRedraw,
  onSave,
  canSave,
  saving,
  dirty,
}: DesignerToolbarProps) {
  const toggleSimulation = () => modeler?.get<ToggleModeLike>('toggleMode').toggleMode()
  return (
    <Box
      role="toolbar"
      aria-label="流程设计器工具栏"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <OpenFileButton disabled={simulating || !modeler} onFile={onOpenFile} />
      <DownloadMenu modeler={modeler} />
      <PreviewMenu modeler={modeler} />
      <Tooltip title={simulating ? '关闭流程模拟，回到编辑' : '开启流程模拟（编辑功能将暂时停用）'}>
        <span>
          <Button
            size="small"
            color={simulating ? 'warning' : 'primary'}
            startIcon={simulating ? <StopIcon /> : <PlayArrowIcon />}
            disabled={!modeler}
            aria-pressed={simulating}
            onClick={toggleSimulation}
          >
            {simulating ? '关闭模拟' : '模拟'}
          </Button>
        </span>
      </Tooltip>
      <Separator />
      <AlignButtons modeler={modeler} disabled={simulating} />
      <Separator />
      <ZoomControls modeler={modeler} />
      <Separator />
      <HistoryButtons modeler={modeler} disabled={simulating} onRedraw={onRedraw} />
      <Box sx={{ flex: 1 }} />
      <DialectSelect value={dialect} disabled={simulating} onChange={onDialectChange} />
      {dirty && (
        <Typography variant="caption" color="warning.main" sx={{ ml: 1 }}>
          有未保存的修改
        </Typography>
      )}
      <Tooltip title={canSave ? '' : '没有可保存的流程模型'}>
        <span>
          <Button
            size="small"
            variant="contained"
            startIcon={<SaveIcon />}
            disabled={simulating || !canSave || !modeler || saving}
            onClick={onSave}
          >
            保存模型
          </Button>
        </span>
      </Tooltip>
    </Box>
  )
}
