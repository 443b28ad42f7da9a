import { useLocation } from 'react-router-dom'
import Typography from '@mui/material/Typography'
import { ErrorPageFrame } from './error-page-frame'

/** What the guard that sends a user here passes along: the path they tried to open. */
export interface ForbiddenState {
  from?: string
}

/** A page the user's menus or permissions do not grant (opened by URL, a bookmark, a link). */
export function ForbiddenPage() {
  const from = (useLocation().state as ForbiddenState | null)?.from
  return (
    <ErrorPageFrame
      code="403"
      title="抱歉，您无权访问此页面"
      message="您的账号没有这个页面的菜单或操作权限。如需使用，请联系管理员分配。"
    >
      {from ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3, wordBreak: 'break-all' }}>
          页面地址：{from}
        </Typography>
      ) : null}
    </ErrorPageFrame>
  )
}
