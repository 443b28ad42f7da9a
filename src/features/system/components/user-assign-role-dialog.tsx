import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormLabel from '@mui/material/FormLabel'
import Typography from '@mui/material/Typography'
import { useGetSimpleRolesQuery } from '@/shared/bpm/user-api'
import { popup } from '@/shared/ui/popups'
import { useAssignUserRolesMutation, useGetUserRoleIdsQuery } from '../api/user-api'
import type { UserItem } from '../model/user-types'

export interface UserAssignRoleDialogProps {
  /** The user whose roles are edited; null keeps the dialog closed. */
  user: UserItem | null
  onClose: () => void
}

/**
 * 分配角色: the enabled roles with the user's own checked. Saving replaces the user's roles and
 * ends their sessions (they sign in again under the new roles).
 */
export function UserAssignRoleDialog({ user, onClose }: UserAssignRoleDialogProps) {
  return user ? <AssignRoleForm key={user.id} user={user} onClose={onClose} /> : null
}

function AssignRoleForm({ user, onClose }: { user: UserItem; onClose: () => void }) {
  const roles = useGetSimpleRolesQuery()
  // Always the server's current answer: another administrator may have changed them.
  const held = useGetUserRoleIdsQuery(user.id, { refetchOnMountOrArgChange: true })
  // null until the user changes a box: until then the boxes show what the server says.
  const [picked, setPicked] = useState<number[] | null>(null)
  const [assign, { isLoading: saving }] = useAssignUserRolesMutation()
  const checked = picked ?? held.data ?? []
  const loading = roles.isLoading || held.isFetching

  const toggle = (roleId: number) =>
    setPicked(
      checked.includes(roleId) ? checked.filter((id) => id !== roleId) : [...checked, roleId],
    )

  const save = async () => {
    const result = await assign({ userId: user.id, roleIds: checked })
    if ('error' in result) return
    popup.message.success('分配成功')
    onClose()
  }

  return (
    <Dialog open onClose={saving ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>分配角色</DialogTitle>
      <DialogContent>
        <Box
          component="dl"
          sx={{ m: 0, mb: 2, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1 }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            用户名称
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {user.username}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            用户昵称
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {user.nickname}
          </Typography>
        </Box>
        <FormLabel id="user-roles-label">角色</FormLabel>
        {loading ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1 }}>
            <CircularProgress size={16} />
            <Typography variant="body2">加载中…</Typography>
          </Box>
        ) : (
          <FormGroup aria-labelledby="user-roles-label">
            {(roles.data ?? []).map((role) => (
              <FormControlLabel
                key={role.id}
                label={role.name}
                control={
                  <Checkbox
                    size="small"
                    checked={checked.includes(role.id)}
                    onChange={() => toggle(role.id)}
                  />
                }
              />
            ))}
          </FormGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          取消
        </Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          loading={saving}
          disabled={loading || held.isError}
        >
          确定
        </Button>
      </DialogActions>
    </Dialog>
  )
}
