import type { AppRoute } from '@/shared/routing/menu-types'

function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '[^/]+')
  return new RegExp(`^${escaped}/?$`)
}

/** The chain of routes from a top section down to the route for pathname (for the breadcrumb). */
export function findRouteTrail(routes: AppRoute[], pathname: string): AppRoute[] {
  for (const route of routes) {
    if (route.children?.length) {
      const trail = findRouteTrail(route.children, pathname)
      if (trail.length) return [route, ...trail]
    } else if (pathPattern(route.path).test(pathname)) {
      return [route]
    }
  }
  return []
}

/** The sidebar entry to highlight: a hidden route names it in meta.activeMenu. */
export function resolveActiveMenuPath(constantRoutes: AppRoute[], pathname: string): string {
  const hidden = constantRoutes.find((route) => pathPattern(route.path).test(pathname))
  return hidden?.meta.activeMenu ?? pathname
}
