import { useId, useState, useSyncExternalStore } from 'react'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Backdrop from '@mui/material/Backdrop'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import Portal from '@mui/material/Portal'
import Typography from '@mui/material/Typography'
import MuiShell from '../theme/mui-shell'
import {
  getPopupState,
  removeNotification,
  removeToast,
  subscribePopups,
  type DialogItem,
  type PopupSeverity,
} from './popup-store'

/** The message dialog is 400 px wide. */
const DIALOG_WIDTH = 400

// Errors and warnings interrupt screen readers; success and info are announced politely.
function liveRole(severity: PopupSeverity): 'alert' | 'status' {
  return severity === 'error' || severity === 'warning' ? 'alert' : 'status'
}

export interface PopupViewProps {
  /** Where dialogs portal to; embedded runs pass the qiankun container (default document.body). */
  container?: HTMLElement | null
}

/** The popups UI; loaded by PopupHost the first time anything pops up. */
export default function PopupView({ container }: PopupViewProps) {
  return (
    <MuiShell baseline={false}>
      <PopupLayers container={container} />
    </MuiShell>
  )
}

/**
 * Toasts and notifications portal to the body (or the host's container) only while they show:
 * appended after an open dialog, they are not among the siblings the dialog hides from screen
 * readers, so an error raised by a dialog's save is announced. In a host's container they are
 * placed in the container's box (`absolute`), not the viewport, so the host's header never
 * covers them.
 */
function PopupLayers({ container }: PopupViewProps) {
  const { toasts, notifications, dialogs, loading } = useSyncExternalStore(
    subscribePopups,
    getPopupState,
    getPopupState,
  )
  const dialog = dialogs[0]
  const position = container ? 'absolute' : 'fixed'

  return (
    <>
      {toasts.length > 0 && (
        <Portal container={container}>
          <Box
            data-testid="popup-toasts"
            sx={{
              position,
              top: 20,
              left: '50%',
              transform: 'translateX(-50%)',
              zIndex: (theme) => theme.zIndex.snackbar,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 1,
              pointerEvents: 'none',
            }}
          >
            {toasts.map((toast) => (
              <Alert
                key={toast.id}
                severity={toast.severity}
                role={liveRole(toast.severity)}
                closeText="关闭"
                onClose={toast.persistent ? () => removeToast(toast.id) : undefined}
                sx={{ minWidth: 300, maxWidth: '90vw', boxShadow: 3, pointerEvents: 'auto' }}
              >
                {toast.text}
              </Alert>
            ))}
          </Box>
        </Portal>
      )}

      {notifications.length > 0 && (
        <Portal container={container}>
          <Box
            data-testid="popup-notifications"
            sx={{
              position,
              top: 16,
              right: 16,
              width: 330,
              zIndex: (theme) => theme.zIndex.snackbar,
              display: 'flex',
              flexDirection: 'column',
              gap: 1,
            }}
          >
            {notifications.map((notification) => (
              <Alert
                key={notification.id}
                severity={notification.severity}
                role={liveRole(notification.severity)}
                closeText="关闭"
                onClose={() => removeNotification(notification.id)}
                sx={{ boxShadow: 3 }}
              >
                <AlertTitle>{notification.title}</AlertTitle>
                {notification.message}
              </Alert>
            ))}
          </Box>
        </Portal>
      )}

      {dialog && <PopupDialog key={dialog.id} dialog={dialog} container={container} />}

      {loading && (
        <Backdrop
          open
          sx={{
            position,
            zIndex: (theme) => theme.zIndex.modal + 1,
            color: '#fff',
            flexDirection: 'column',
            gap: 2,
          }}
        >
          <CircularProgress color="inherit" aria-label={loading.text} />
          <Typography>{loading.text}</Typography>
        </Backdrop>
      )}
    </>
  )
}

function PopupDialog({
  dialog,
  container,
}: {
  dialog: DialogItem
  container?: HTMLElement | null
}) {
  const titleId = useId()
  const textId = useId()
  const [value, setValue] = useState(dialog.defaultValue)
  const isPrompt = dialog.variant === 'prompt'
  const invalid = isPrompt && dialog.inputPattern !== undefined && !dialog.inputPattern.test(value)

  const cancel = () => dialog.settle({ action: 'cancel' })
  const confirm = () => {
    if (!invalid) dialog.settle({ action: 'confirm', value })
  }

  return (
    <Dialog
      open
      container={container}
      // Dialogs do not close on an outside click; Escape still cancels.
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') cancel()
      }}
      aria-labelledby={titleId}
      aria-describedby={textId}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{dialog.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {dialog.text}
        </DialogContentText>
        {isPrompt && (
          <TextField
            autoFocus
            fullWidth
            size="small"
            margin="dense"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') confirm()
            }}
            error={invalid}
            helperText={invalid ? dialog.inputErrorMessage : undefined}
            slotProps={{ htmlInput: { 'aria-label': dialog.text } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        {dialog.variant !== 'alert' && (
          <Button variant="outlined" onClick={cancel}>
            {dialog.cancelText}
          </Button>
        )}
        <Button
          variant="contained"
          color={dialog.severity === 'error' ? 'error' : 'primary'}
          onClick={confirm}
          disabled={invalid}
          autoFocus={!isPrompt}
        >
          {dialog.confirmText}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
