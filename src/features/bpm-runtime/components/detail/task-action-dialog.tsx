import { useId, type FormEvent, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'

export interface TaskActionDialogProps {
  open: boolean
  title: string
  /** CSS width of the dialog, e.g. 500 or '40%' (narrow screens get the whole width). */
  width: number | string
  submitting: boolean
  /** True while something is typed: Escape then keeps the dialog open. */
  dirty: boolean
  onSubmit: (event: FormEvent) => void
  onClose: () => void
  children: ReactNode
}

/**
 * The frame of the task dialogs (转办, 委派, 退回): a form with 确 定 / 取 消. It never closes on an
 * outside click, and not on Escape while saving or once something is typed.
 */
export function TaskActionDialog({
  open,
  title,
  width,
  submitting,
  dirty,
  onSubmit,
  onClose,
  children,
}: TaskActionDialogProps) {
  const titleId = useId()
  return (
    <Dialog
      open={open}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width, maxWidth: 'calc(100% - 32px)' } } }}
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown' && !submitting && !dirty) onClose()
      }}
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2.25 }}>
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button type="submit" variant="contained" loading={submitting}>
            确 定
          </Button>
          <Button type="button" variant="outlined" disabled={submitting} onClick={onClose}>
            取 消
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  )
}
