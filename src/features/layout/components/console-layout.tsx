import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useAppDispatch, useAppSelector } from '@/shared/store-hooks'
import { Outlet, useLocation, useNavigate } from 'react-router-dom'
import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import {
  selectDevice,
  selectLayoutSettings,
  selectSidebar,
  sidebarClosed,
  sidebarHideChanged,
  sidebarToggled,
} from '@/shared/layout-settings/layout-slice'
import { useConsoleRoutes } from '@/shared/routing/console-routes-context'
import { useFullHeight } from '@/shared/ui/theme/mount-context'
import { findRouteByPath } from '@/shared/routing/menu-routes'
import type { AppRoute } from '@/shared/routing/menu-types'
import { useDeviceWatch } from '../hooks/use-device-watch'
import { useDocumentTitle } from '../hooks/use-document-title'
import { useOpenMenu } from '../hooks/use-open-menu'
import { useTopMenu } from '../hooks/use-top-menu'
import { menuTarget } from '../model/menu-links'
import { innerLinkUrlOf, resolveActiveMenuPath } from '../model/route-lookup'
import { sidebarForTopMenu, visibleChildren } from '../model/top-nav'
import { Navbar } from './navbar'
import { SettingsDrawer } from './settings-drawer'
import { Sidebar, SIDEBAR_WIDTH } from './sidebar'

export interface ConsoleLayoutProps {
  /** Shown under the navbar while the tabs-view setting is on. */
  tabsBar?: ReactNode
  /** The page area; the router's outlet when not given. */
  content?: ReactNode
  /** Navbar tools of other features (the notification bell); hidden on phones. */
  headerTools?: ReactNode
}

/**
 * Sidebar + navbar (+ tab bar) + the page: the frame every protected page renders in, following
 * the layout settings (docs/architecture.md#layout-settings).
 */
export function ConsoleLayout({ tabsBar, content, headerTools }: ConsoleLayoutProps) {
  const { menuRoutes, constantRoutes } = useConsoleRoutes()
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const dispatch = useAppDispatch()
  const settings = useAppSelector(selectLayoutSettings)
  const fullHeight = useFullHeight()
  const sidebar = useAppSelector(selectSidebar)
  const mobile = useAppSelector(selectDevice) === 'mobile'
  const openMenu = useOpenMenu()
  const [settingsOpen, setSettingsOpen] = useState(false)
  useDeviceWatch()

  const activePath = resolveActiveMenuPath(constantRoutes, pathname, search)
  const menuTree = useMemo(
    () => [...constantRoutes.filter((route) => !route.hidden), ...menuRoutes],
    [constantRoutes, menuRoutes],
  )
  const { top, choose } = useTopMenu(menuTree, activePath)
  // Memoised (as are the callbacks below): the sidebar, navbar and settings drawer are memo
  // components, so a render of the layout (every navigation) skips those whose props are equal.
  const side = useMemo(
    () =>
      settings.topNav ? sidebarForTopMenu(menuTree, top) : { routes: menuTree, hidden: false },
    [settings.topNav, menuTree, top],
  )

  // The stored hidden flag follows what top navigation shows.
  useEffect(() => {
    if (sidebar.hide !== side.hidden) dispatch(sidebarHideChanged(side.hidden))
  }, [dispatch, sidebar.hide, side.hidden])

  // On a phone the sidebar is an overlay that closes when the route changes.
  const location = `${pathname}${search}`
  const lastLocation = useRef(location)
  useEffect(() => {
    if (lastLocation.current === location) return
    lastLocation.current = location
    if (mobile && sidebar.opened) dispatch(sidebarClosed({ withoutAnimation: false }))
  }, [dispatch, location, mobile, sidebar.opened])

  const innerUrl = innerLinkUrlOf(pathname, search)
  const pageTitle = innerUrl
    ? (new URLSearchParams(search).get('title') ?? undefined)
    : findRouteByPath([...constantRoutes, ...menuRoutes], pathname)?.meta.title
  useDocumentTitle(pageTitle, settings.dynamicTitle)

  const selectTopMenu = useCallback(
    (menu: AppRoute) => {
      if (menuTarget(menu).kind !== 'route') {
        openMenu(menu)
        return
      }
      choose(menu.path)
      // A top menu with children shows them in the sidebar; one without is a page of its own.
      if (!visibleChildren(menu).length) void navigate(menu.path)
    },
    [choose, navigate, openMenu],
  )
  const topNav = useMemo(
    () =>
      settings.topNav
        ? { menus: menuTree, activePath: top?.path ?? null, onSelect: selectTopMenu }
        : null,
    [settings.topNav, menuTree, top, selectTopMenu],
  )

  const toggleSidebar = useCallback(() => dispatch(sidebarToggled()), [dispatch])
  const openSettings = useCallback(() => setSettingsOpen(true), [])
  const closeSettings = useCallback(() => setSettingsOpen(false), [])
  const sidebarView = (collapsed: boolean) => (
    <Sidebar
      routes={side.routes}
      activePath={activePath}
      collapsed={collapsed}
      theme={settings.sideTheme}
      showLogo={settings.sidebarLogo}
      withoutAnimation={sidebar.withoutAnimation}
    />
  )

  return (
    <Box
      sx={{
        display: 'flex',
        height: fullHeight,
        overflow: 'hidden',
        bgcolor: 'background.default',
      }}
    >
      {!side.hidden &&
        (mobile ? (
          <Drawer
            open={sidebar.opened}
            onClose={toggleSidebar}
            transitionDuration={sidebar.withoutAnimation ? 0 : undefined}
            slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}
          >
            {sidebarView(false)}
          </Drawer>
        ) : (
          sidebarView(!sidebar.opened)
        ))}
      <Box
        data-console-scroll
        sx={{ flex: 1, minWidth: 0, overflowY: 'auto', display: 'flex', flexDirection: 'column' }}
      >
        <Box
          data-testid="console-header"
          sx={
            settings.fixedHeader
              ? { position: 'sticky', top: 0, zIndex: 'appBar', flexShrink: 0 }
              : { flexShrink: 0 }
          }
        >
          <Navbar
            sidebarOpened={sidebar.opened && !mobile}
            onToggleSidebar={toggleSidebar}
            mobile={mobile}
            searchRoutes={menuTree}
            topNav={topNav}
            headerTools={headerTools}
            onOpenSettings={settings.showSettings ? openSettings : undefined}
          />
          {settings.tagsView && tabsBar}
        </Box>
        <Box component="main" sx={{ flex: 1, p: 2 }}>
          {content ?? <Outlet />}
        </Box>
      </Box>
      <SettingsDrawer open={settingsOpen} onClose={closeSettings} />
    </Box>
  )
}
