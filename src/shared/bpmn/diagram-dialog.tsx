import { useId, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { DiagramPreview } from './diagram-preview'

export interface DiagramDialogProps {
  /** The process name, shown under the title. */
  name: string
  /** The diagram; undefined while it loads. */
  xml: string | undefined
  /** The load failed (the kernel has shown why). */
  failed?: boolean
  onClose: () => void
  /** What draws the loaded diagram: by default the plain read-only preview. */
  renderDiagram?: (xml: string, height: string) => ReactNode
}

const previewOf = (xml: string, height: string) => <DiagramPreview xml={xml} height={height} />

/** '流程图': a read-only view of a model's or definition's diagram in a wide dialog. */
export function DiagramDialog({
  name,
  xml,
  failed = false,
  onClose,
  renderDiagram = previewOf,
}: DiagramDialogProps) {
  const titleId = useId()
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
        {xml !== undefined ? (
          renderDiagram(xml, '65vh')
        ) : (
          <Box
            sx={{ height: '65vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
          >
            {failed ? (
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
