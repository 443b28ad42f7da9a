import type { AppRoute } from '@/shared/routing/menu-types'
import { matchRoutePath } from '@/shared/routing/menu-routes'
import { INNER_LINK_PATH, linkOf } from './menu-links'

/** The chain of routes from a top section down to the first leaf `isTarget` accepts. */
function findTrail(routes: readonly AppRoute[], isTarget: (leaf: AppRoute) => boolean): AppRoute[] {
  for (const route of routes) {
    if (route.children?.length) {
      const trail = findTrail(route.children, isTarget)
      if (trail.length) return [route, ...trail]
    } else if (isTarget(route)) {
      return [route]
    }
  }
  return []
}

/** The chain of routes from a top section down to the route for pathname (for the breadcrumb). */
export function findRouteTrail(routes: readonly AppRoute[], pathname: string): AppRoute[] {
  return findTrail(routes, (route) => !linkOf(route) && matchRoutePath(route.path, pathname))
}

/** The chain of routes down to the menu entry that links to `url`. */
export function findLinkTrail(routes: readonly AppRoute[], url: string): AppRoute[] {
  return findTrail(routes, (route) => linkOf(route) === url)
}

/** The address an inner-link location shows ('/inner-link?url=…'), else null. */
export function innerLinkUrlOf(pathname: string, search: string): string | null {
  if (pathname !== INNER_LINK_PATH) return null
  return new URLSearchParams(search).get('url')
}

/**
 * The sidebar entry to highlight: a hidden route names it in meta.activeMenu; the inner-link page
 * highlights the menu entry whose link it shows (that entry's path is the address itself).
 */
export function resolveActiveMenuPath(
  constantRoutes: readonly AppRoute[],
  pathname: string,
  search = '',
): string {
  const innerUrl = innerLinkUrlOf(pathname, search)
  if (innerUrl) return innerUrl
  const hidden = constantRoutes.find((route) => matchRoutePath(route.path, pathname))
  return hidden?.meta.activeMenu ?? pathname
}
