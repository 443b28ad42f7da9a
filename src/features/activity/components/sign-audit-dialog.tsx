import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import type { ActivitySignItem } from '../model/activity-types'

interface SignAuditDialogProps {
  sign: ActivitySignItem | null
  busy: boolean
  onDecide: (pass: boolean) => void
  onClose: () => void
}

/** 审核报名: 通过 or 不通过 (a refused sign-up gives its places back). */
export function SignAuditDialog({ sign, busy, onDecide, onClose }: SignAuditDialogProps) {
  return (
    <Dialog
      open={sign !== null}
      // Dialogs close only by their buttons or Escape, never by a click beside them.
      onClose={(_event, reason) => {
        if (reason === 'escapeKeyDown' && !busy) onClose()
      }}
      aria-labelledby="sign-audit-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="sign-audit-title">审核报名</DialogTitle>
      <DialogContent>
        {sign && (
          <DialogContentText component="div">
            <div>活动：{sign.activityTitle ?? `#${sign.activityId}`}</div>
            <div>
              报名人：{sign.name}（{sign.personCount} 人）
            </div>
            <div>手机号码：{sign.mobile}</div>
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          取消
        </Button>
        <Button color="error" variant="outlined" onClick={() => onDecide(false)} disabled={busy}>
          不通过
        </Button>
        <Button variant="contained" onClick={() => onDecide(true)} disabled={busy}>
          通过
        </Button>
      </DialogActions>
    </Dialog>
  )
}
