import { useState } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { popup } from '@/shared/ui/popups'
import { passwordProblem, PASSWORD_RULES_TEXT } from '@/shared/wire/password-rules'
import { useResetUserPasswordMutation } from '../api/user-api'
import type { UserItem } from '../model/user-types'

export interface UserResetPasswordDialogProps {
  /** The user whose password is reset; null keeps the dialog closed. */
  user: UserItem | null
  onClose: () => void
}

/**
 * 重置密码: asks for the new password under the rules, checks it before sending, and keeps what
 * was typed when the server refuses. The user's sessions end on the server.
 */
export function UserResetPasswordDialog({ user, onClose }: UserResetPasswordDialogProps) {
  return user ? <ResetPasswordForm key={user.id} user={user} onClose={onClose} /> : null
}

function ResetPasswordForm({ user, onClose }: { user: UserItem; onClose: () => void }) {
  const [password, setPassword] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [resetPassword, { isLoading }] = useResetUserPasswordMutation()

  const submit = async () => {
    const found = password === '' ? '用户密码不能为空' : passwordProblem(password)
    setProblem(found)
    if (found) return
    const result = await resetPassword({ id: user.id, password })
    if ('error' in result) return
    popup.message.success('修改成功')
    onClose()
  }

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>重置密码</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          {`请输入"${user.username}"的新密码`}
        </Typography>
        <TextField
          autoFocus
          fullWidth
          size="small"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value)
            if (problem) setProblem(null)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void submit()
          }}
          error={problem !== null}
          helperText={problem ?? PASSWORD_RULES_TEXT}
          slotProps={{ htmlInput: { 'aria-label': '新密码' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          取消
        </Button>
        <Button variant="contained" onClick={() => void submit()} loading={isLoading}>
          确定
        </Button>
      </DialogActions>
    </Dialog>
  )
}
