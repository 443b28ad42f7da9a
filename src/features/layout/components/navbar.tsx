import { memo, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import MenuIcon from '@mui/icons-material/Menu'
import MenuOpen from '@mui/icons-material/MenuOpen'
import type { AppRoute } from '@/shared/routing/menu-types'
import { BreadcrumbBar } from './breadcrumb-bar'
import { FullscreenToggle } from './fullscreen-toggle'
import { HeaderSearch } from './header-search'
import { SizeSelect } from './size-select'
import { TopNav } from './top-nav'
import { UserDropdown } from './user-dropdown'

/** The navbar is 68 px high. */
export const NAVBAR_HEIGHT = 68

export interface TopNavProps {
  menus: AppRoute[]
  activePath: string | null
  onSelect: (menu: AppRoute) => void
}

interface Props {
  sidebarOpened: boolean
  onToggleSidebar: () => void
  mobile: boolean
  /** Menu tree the header search looks through. */
  searchRoutes: AppRoute[]
  /** Top-navigation mode: the top menus replace the breadcrumb. */
  topNav?: TopNavProps | null
  /** Slot for the features' header tools (the notification bell); hidden on phones. */
  headerTools?: ReactNode
  onOpenSettings?: () => void
}

/**
 * Hamburger, breadcrumb (or top navigation), search, full screen, size, header tools and the user
 * menu. Phones keep the hamburger, search and user menu only.
 */
export const Navbar = memo(function Navbar({
  sidebarOpened,
  onToggleSidebar,
  mobile,
  searchRoutes,
  topNav,
  headerTools,
  onOpenSettings,
}: Props) {
  return (
    <Box
      component="header"
      sx={{
        height: NAVBAR_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        bgcolor: 'background.paper',
        boxShadow: '0 1px 4px rgba(0,21,41,.08)',
      }}
    >
      <IconButton onClick={onToggleSidebar} aria-label={sidebarOpened ? '收起菜单' : '展开菜单'}>
        {sidebarOpened ? <MenuOpen /> : <MenuIcon />}
      </IconButton>
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          height: '100%',
          display: 'flex',
          alignItems: 'center',
          overflow: 'hidden',
        }}
      >
        {topNav ? <TopNav {...topNav} /> : <BreadcrumbBar />}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
        <HeaderSearch routes={searchRoutes} />
        {!mobile && (
          <>
            <FullscreenToggle />
            <SizeSelect />
            {headerTools}
          </>
        )}
        <UserDropdown onOpenSettings={onOpenSettings} compact={mobile} />
      </Box>
    </Box>
  )
})
