import { useEffect, useMemo } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import { useConsoleRoutes } from '@/shared/routing/console-routes-context'
import { useSidebar } from '../hooks/use-sidebar'
import { resolveActiveMenuPath } from '../model/route-lookup'
import { Navbar } from './navbar'
import { Sidebar, SIDEBAR_WIDTH } from './sidebar'

/** Sidebar + navbar + the page outlet: the frame every protected page renders in. */
export function ConsoleLayout() {
  const { menuRoutes, constantRoutes } = useConsoleRoutes()
  const { pathname } = useLocation()
  const { opened, mobile, toggle, close } = useSidebar()
  const activePath = resolveActiveMenuPath(constantRoutes, pathname)
  const sidebarRoutes = useMemo(
    () => [...constantRoutes.filter((route) => !route.hidden), ...menuRoutes],
    [constantRoutes, menuRoutes],
  )

  // On a phone the sidebar is an overlay that closes when the route changes.
  useEffect(() => {
    if (mobile) close()
  }, [mobile, pathname, close])

  return (
    <Box
      sx={{ display: 'flex', height: '100vh', overflow: 'hidden', bgcolor: 'background.default' }}
    >
      {mobile ? (
        <Drawer
          open={opened}
          onClose={toggle}
          transitionDuration={0}
          slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}
        >
          <Sidebar routes={sidebarRoutes} activePath={activePath} collapsed={false} />
        </Drawer>
      ) : (
        <Sidebar routes={sidebarRoutes} activePath={activePath} collapsed={!opened} />
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Navbar sidebarOpened={opened && !mobile} onToggleSidebar={toggle} />
        <Box component="main" sx={{ flex: 1, overflow: 'auto', p: 2 }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  )
}
