import type { ConsoleRoutes } from '@/shared/routing/console-routes-context'
import { findRouteByPath, flattenRoutes, isExternalLink } from '@/shared/routing/menu-routes'
import type { AppRoute } from '@/shared/routing/menu-types'
import type { TabView } from './tab-view'

/** Paths that are never a tab: the refresh helper and the error pages. */
const NOT_A_TAB = /^\/(redirect(\/.*)?|404|401)$/

export interface TabLocation {
  pathname: string
  search: string
  hash: string
}

function toView(route: AppRoute, location: TabLocation): TabView {
  const fromQuery = route.meta.titleFromQuery === true
  return {
    key: fromQuery ? `${location.pathname}${location.search}` : location.pathname,
    path: location.pathname,
    fullPath: `${location.pathname}${location.search}${location.hash}`,
    title: (fromQuery && new URLSearchParams(location.search).get('title')) || route.meta.title,
    ...(route.name ? { name: route.name } : {}),
    // A copy: the store freezes what it holds, and the route table is shared.
    meta: { ...route.meta },
  }
}

function allRoutes({ constantRoutes, menuRoutes }: ConsoleRoutes): AppRoute[] {
  return [...constantRoutes, ...menuRoutes]
}

/**
 * The tab for a location: the console page route it shows, with that route's meta. Null for the
 * refresh helper, the error pages, menu sections (they redirect to a page), external links and
 * paths no route knows.
 */
export function resolveTabView(routes: ConsoleRoutes, location: TabLocation): TabView | null {
  if (NOT_A_TAB.test(location.pathname)) return null
  const route = findRouteByPath(allRoutes(routes), location.pathname)
  if (!route || route.children?.length || isExternalLink(route.path)) return null
  return toView(route, location)
}

/** Tabs that are there from the start (meta.affix), in route order; /index in this console. */
export function affixTabViews(routes: ConsoleRoutes): TabView[] {
  return flattenRoutes(allRoutes(routes))
    .filter(
      (route) =>
        route.meta.affix === true && !route.path.includes(':') && !isExternalLink(route.path),
    )
    .map((route) => toView(route, { pathname: route.path, search: '', hash: '' }))
}
