import type { ReactNode } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'

export interface PanelItemDialogProps {
  title: string
  /** The confirm button's text. */
  confirmText?: '确定' | '保存'
  maxWidth?: 'xs' | 'sm'
  onConfirm: () => void
  onClose: () => void
  children: ReactNode
}

/**
 * The panel's small dialog for one item (a property, a field, a message): its fields in a column,
 * then 取消 and the confirm button. A click beside it does not close it, so typed values survive.
 */
export function PanelItemDialog({
  title,
  confirmText = '确定',
  maxWidth = 'xs',
  onConfirm,
  onClose,
  children,
}: PanelItemDialogProps) {
  return (
    <Dialog
      open
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth={maxWidth}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>取消</Button>
        <Button variant="contained" onClick={onConfirm}>
          {confirmText}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
