import type { AppRoute } from '@/shared/routing/menu-types'
import { matchRoutePath } from '@/shared/routing/menu-routes'

/** The chain of routes from a top section down to the route for pathname (for the breadcrumb). */
export function findRouteTrail(routes: readonly AppRoute[], pathname: string): AppRoute[] {
  for (const route of routes) {
    if (route.children?.length) {
      const trail = findRouteTrail(route.children, pathname)
      if (trail.length) return [route, ...trail]
    } else if (matchRoutePath(route.path, pathname)) {
      return [route]
    }
  }
  return []
}

/** The sidebar entry to highlight: a hidden route names it in meta.activeMenu. */
export function resolveActiveMenuPath(
  constantRoutes: readonly AppRoute[],
  pathname: string,
): string {
  const hidden = constantRoutes.find((route) => matchRoutePath(route.path, pathname))
  return hidden?.meta.activeMenu ?? pathname
}
