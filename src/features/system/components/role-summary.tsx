import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import type { RoleItem } from '../model/role-types'

/** 角色名称 / 角色标识 above the 菜单权限 and 数据权限 dialogs: which role is being changed. */
export function RoleSummary({ role }: { role: RoleItem }) {
  const rows: Array<[string, string]> = [
    ['角色名称', role.name],
    ['角色标识', role.code],
  ]
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        mb: 2,
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 2,
        rowGap: 1,
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}

/** 加载中… while a dialog's data loads. */
export function RoleDialogLoading() {
  return (
    <Typography role="status" variant="body2" color="text.secondary" sx={{ py: 2 }}>
      加载中…
    </Typography>
  )
}

export interface RoleAssignDialogProps {
  /** 菜单权限 or 数据权限. */
  title: string
  /** The id of the title element (the dialog's accessible name). */
  titleId: string
  role: RoleItem
  saving: boolean
  /** 确定 is offered (false while the current grants load). */
  canSave?: boolean
  onSave: () => void
  onClose: () => void
  children: ReactNode
}

/**
 * The frame of the 菜单权限 and 数据权限 dialogs: the role above, 取消 / 确定 below; it does not
 * close while saving.
 */
export function RoleAssignDialog({
  title,
  titleId,
  role,
  saving,
  canSave = true,
  onSave,
  onClose,
  children,
}: RoleAssignDialogProps) {
  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <RoleSummary role={role} />
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          取消
        </Button>
        <Button variant="contained" onClick={onSave} loading={saving} disabled={!canSave}>
          确定
        </Button>
      </DialogActions>
    </Dialog>
  )
}
