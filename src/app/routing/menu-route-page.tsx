import { Navigate, useLocation } from 'react-router-dom'
import { useConsoleRoutes } from '@/shared/routing/console-routes-context'
import { findRouteByPath, firstLeafPath } from '@/shared/routing/menu-routes'
import { isKnownPage } from '../route-registry'
import { PageView } from './page-view'

/** The catch-all inside the layout: a path from the server's menus, or the 404 page. */
export default function MenuRoutePage() {
  const { menuRoutes } = useConsoleRoutes()
  const { pathname } = useLocation()
  const route = findRouteByPath(menuRoutes, pathname)
  // A section's own path (e.g. /system) opens its first page.
  const leaf = route?.children?.length ? firstLeafPath(route) : undefined
  if (leaf) return <Navigate to={leaf} replace />
  if (!route?.component || !isKnownPage(route.component)) return <Navigate to="/404" replace />
  return <PageView pageKey={route.component} />
}
