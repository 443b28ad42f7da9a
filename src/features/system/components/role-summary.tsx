import Box from '@mui/material/Box'
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
