import { useId } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { ProcessViewer } from '@/shared/bpmn/process-viewer'
import { useGetDefinitionBpmnXmlQuery } from '@/shared/bpm/definition-api'

export interface DefinitionDiagramDialogProps {
  definitionId: string
  /** The process name, shown under the title. */
  name: string
  onClose: () => void
}

/** 流程图 of a definition the user may start, read-only, in a wide dialog. */
export function DefinitionDiagramDialog({
  definitionId,
  name,
  onClose,
}: DefinitionDiagramDialogProps) {
  const titleId = useId()
  const { data, isSuccess, isError } = useGetDefinitionBpmnXmlQuery(definitionId)
  return (
    <Dialog
      open
      fullWidth
      maxWidth="lg"
      aria-labelledby={titleId}
      // Dialogs do not close on an outside click.
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown') onClose()
      }}
    >
      <DialogTitle id={titleId}>流程图</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {name}
        </Typography>
        {isSuccess ? (
          <ProcessViewer xml={data ?? ''} height="65vh" />
        ) : (
          <Box
            sx={{ height: '65vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
          >
            {isError ? (
              <Typography color="text.secondary">流程图获取失败</Typography>
            ) : (
              <CircularProgress size={28} aria-label="加载中" />
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button variant="outlined" onClick={onClose}>
          关闭
        </Button>
      </DialogActions>
    </Dialog>
  )
}
