import { checkPermi } from '../permissions/check-permission'
import { findRouteByPath, matchRoutePath } from './menu-routes'
import type { AppRoute } from './menu-types'

/**
 * Whether the signed-in user may open a constant route (docs/architecture.md#routes-and-menus):
 * routes follow the menus' permissions. A route that lights up a menu (`activeMenu`) needs that
 * menu among the user's; one that names `permissions` needs any one of them ('*:*:*' holds all).
 */
export function canOpenRoute(
  route: AppRoute,
  menuRoutes: readonly AppRoute[],
  permissions: readonly string[],
): boolean {
  const { activeMenu, permissions: required } = route.meta
  if (activeMenu && !findRouteByPath(menuRoutes, activeMenu)) return false
  if (required && required.length > 0 && !checkPermi(permissions, required)) return false
  return true
}

/**
 * Whether `pathname` is (or is a section above) the usual path of a console page, i.e. a page
 * that exists but that this user's menus do not grant: 403, not 404.
 */
export function isKnownPagePath(knownPaths: readonly string[], pathname: string): boolean {
  const target = pathname.replace(/\/+$/, '') || '/'
  return knownPaths.some(
    (path) => matchRoutePath(path, target) || (target !== '/' && path.startsWith(`${target}/`)),
  )
}
