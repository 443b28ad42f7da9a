import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import MenuIcon from '@mui/icons-material/Menu'
import MenuOpen from '@mui/icons-material/MenuOpen'
import { BreadcrumbBar } from './breadcrumb-bar'
import { UserDropdown } from './user-dropdown'

/** SPEC.md section 9: the navbar is 68 px high. */
export const NAVBAR_HEIGHT = 68

export function Navbar({
  sidebarOpened,
  onToggleSidebar,
}: {
  sidebarOpened: boolean
  onToggleSidebar: () => void
}) {
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
      <Box sx={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
        <BreadcrumbBar />
      </Box>
      <UserDropdown />
    </Box>
  )
}
