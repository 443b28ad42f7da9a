import { Navigate, useLocation } from 'react-router-dom'
import { useConsoleRoutes } from '@/shared/routing/console-routes-context'
import { findRouteByPath, firstLeafPath } from '@/shared/routing/menu-routes'
import { isKnownPagePath } from '@/shared/routing/route-access'
import { MENU_PAGE_PATHS } from '../constant-routes'
import { isKnownPage } from '../route-registry'
import { Forbidden, PageView } from './page-view'

/**
 * The catch-all inside the layout: a path from the server's menus; else the 403 page for a console
 * page the user's menus do not grant, or the 404 page.
 */
export default function MenuRoutePage() {
  const { menuRoutes } = useConsoleRoutes()
  const { pathname } = useLocation()
  const route = findRouteByPath(menuRoutes, pathname)
  // A section's own path (e.g. /system) opens its first page.
  const leaf = route?.children?.length ? firstLeafPath(route) : undefined
  if (leaf) return <Navigate to={leaf} replace />
  if (!route && isKnownPagePath(MENU_PAGE_PATHS, pathname)) return <Forbidden />
  if (!route?.component || !isKnownPage(route.component)) return <Navigate to="/404" replace />
  return <PageView pageKey={route.component} />
}
