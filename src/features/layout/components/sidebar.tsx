import { memo } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { APP_TITLE } from '@/shared/config/env'
import logoUrl from '@/shared/assets/logo.svg'
import type { AppRoute } from '@/shared/routing/menu-types'
import { SidebarMenu } from './sidebar-menu'
import { SIDEBAR_COLORS, type SideTheme } from './sidebar-colors'

export const SIDEBAR_WIDTH = 200
export const SIDEBAR_COLLAPSED_WIDTH = 54

interface Props {
  routes: AppRoute[]
  activePath: string
  collapsed: boolean
  theme?: SideTheme
  showLogo?: boolean
  /** Width changes without the slide (going mobile closes the sidebar at once). */
  withoutAnimation?: boolean
}

export const Sidebar = memo(function Sidebar({
  routes,
  activePath,
  collapsed,
  theme = 'theme-dark',
  showLogo = true,
  withoutAnimation = false,
}: Props) {
  const colors = SIDEBAR_COLORS[theme]
  return (
    <Box
      component="aside"
      sx={{
        width: collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH,
        flexShrink: 0,
        height: '100%',
        bgcolor: colors.bg,
        overflowX: 'hidden',
        overflowY: 'auto',
        transition: withoutAnimation ? 'none' : 'width 0.28s',
        boxShadow: theme === 'theme-light' ? '2px 0 6px rgba(0,21,41,.15)' : 'none',
      }}
    >
      {showLogo && (
        <Box
          component={RouterLink}
          to="/"
          aria-label={APP_TITLE}
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: collapsed ? 'center' : 'flex-start',
            gap: 1,
            height: 50,
            px: collapsed ? 0 : 1.5,
            textDecoration: 'none',
          }}
        >
          <Box component="img" src={logoUrl} alt="" sx={{ width: 32, height: 32 }} />
          {!collapsed && (
            <Typography
              component="h1"
              noWrap
              sx={{ color: colors.title, fontWeight: 600, fontSize: 14 }}
            >
              {APP_TITLE}
            </Typography>
          )}
        </Box>
      )}
      <SidebarMenu routes={routes} activePath={activePath} collapsed={collapsed} theme={theme} />
    </Box>
  )
})
