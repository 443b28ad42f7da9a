import type { AppRoute } from '@/shared/routing/menu-types'
import { linkOf } from './menu-links'

/** Width reserved for one top menu item. */
export const TOP_MENU_ITEM_WIDTH = 85

/** The top navigation shows (window width / 3 / 85) menus, rounded down. */
export function topNavVisibleCount(width: number): number {
  return Math.max(0, Math.floor(width / 3 / TOP_MENU_ITEM_WIDTH))
}

/** The first `count` menus sit in the navbar; the rest go under 'more menu'. */
export function splitTopMenus<T>(menus: readonly T[], count: number): { shown: T[]; more: T[] } {
  return { shown: menus.slice(0, count), more: menus.slice(count) }
}

export function visibleChildren(route: AppRoute): AppRoute[] {
  return (route.children ?? []).filter((child) => !child.hidden)
}

function containsPath(route: AppRoute, path: string): boolean {
  if (route.path === path || linkOf(route) === path) return true
  return Boolean(route.children?.some((child) => containsPath(child, path)))
}

/** The top menu whose tree holds the entry at `activePath`. */
export function findTopMenu(tops: readonly AppRoute[], activePath: string): AppRoute | undefined {
  return tops.find((top) => containsPath(top, activePath))
}

/**
 * What the sidebar shows in top-navigation mode: the children of the chosen top menu. A top menu
 * without children (the dashboard) hides the sidebar; with no top menu known, the whole tree.
 */
export function sidebarForTopMenu(
  allRoutes: readonly AppRoute[],
  top: AppRoute | undefined,
): { routes: AppRoute[]; hidden: boolean } {
  if (!top) return { routes: [...allRoutes], hidden: false }
  const children = visibleChildren(top)
  return children.length ? { routes: children, hidden: false } : { routes: [], hidden: true }
}
