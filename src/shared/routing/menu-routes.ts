import type { AppRoute, MenuNode } from './menu-types'

const EXTERNAL_LINK = /^https?:\/\//i

/**
 * A menu path that opens outside the console (a path starting with http(s);
 * docs/admin-api.md#menu-to-route-mapping).
 */
/** The `component` of a menu whose http(s) page opens inside the console (ruoyi's 内链). */
export const INNER_LINK_COMPONENT = 'InnerLink'

export function isExternalLink(path: string | null | undefined): boolean {
  return !!path && EXTERNAL_LINK.test(path)
}

/** Joins a menu path under its parent's absolute path: ('/system', 'dict') -> '/system/dict'. */
export function joinMenuPath(parentPath: string, path: string | null | undefined): string {
  const own = (path ?? '').trim()
  if (own.startsWith('/')) return normalisePath(own)
  if (own === '') return normalisePath(parentPath || '/')
  return normalisePath(`${parentPath}/${own}`)
}

function normalisePath(path: string): string {
  const collapsed = `/${path}`.replace(/\/{2,}/g, '/')
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed
}

function baseRoute(menu: MenuNode, path: string): AppRoute {
  return {
    path,
    name: menu.componentName || undefined,
    hidden: !menu.visible,
    alwaysShow: menu.alwaysShow,
    meta: { title: menu.name, icon: menu.icon, noCache: !menu.keepAlive },
  }
}

function toRoute(
  menu: MenuNode,
  parentPath: string,
  isKnownPage: (key: string) => boolean,
): AppRoute | null {
  if (isExternalLink(menu.path)) {
    const route = baseRoute(menu, menu.path)
    // component 'InnerLink' marks an inner link: shown in the console's frame page, not a new tab.
    const inner = menu.component === INNER_LINK_COMPONENT ? { component: INNER_LINK_COMPONENT } : {}
    return { ...route, ...inner, meta: { ...route.meta, link: menu.path } }
  }
  const path = joinMenuPath(parentPath, menu.path)
  if (menu.children && menu.children.length > 0) {
    const children = convert(menu.children, path, isKnownPage)
    // A section with nothing the console can show would be an empty sidebar entry.
    return children.length > 0 ? { ...baseRoute(menu, path), children } : null
  }
  if (!menu.component || !isKnownPage(menu.component)) return null
  return { ...baseRoute(menu, path), component: menu.component }
}

function convert(
  menus: readonly MenuNode[],
  parentPath: string,
  isKnownPage: (key: string) => boolean,
): AppRoute[] {
  const routes: AppRoute[] = []
  for (const menu of menus) {
    const route = toRoute(menu, parentPath, isKnownPage)
    if (route) routes.push(route)
  }
  return routes
}

/**
 * Maps the menu tree of GET /system/auth/list-menus to console routes
 * (docs/admin-api.md#menu-to-route-mapping). Paths become absolute; http(s) paths stay as they are
 * and get meta.link. Leaves whose page key the console does not know are dropped, and so are
 * sections left without children. A top-level menu without children is a leaf at the top.
 */
export function menusToRoutes(
  menus: readonly MenuNode[] | null | undefined,
  isKnownPage: (key: string) => boolean,
): AppRoute[] {
  return convert(menus ?? [], '', isKnownPage)
}

/** All leaves (routes without children), depth first, in menu order. */
export function flattenRoutes(routes: readonly AppRoute[]): AppRoute[] {
  const leaves: AppRoute[] = []
  const walk = (list: readonly AppRoute[]) => {
    for (const route of list) {
      if (route.children && route.children.length > 0) walk(route.children)
      else leaves.push(route)
    }
  }
  walk(routes)
  return leaves
}

function eachRoute(routes: readonly AppRoute[], visit: (route: AppRoute) => boolean): boolean {
  for (const route of routes) {
    if (visit(route)) return true
    if (route.children && eachRoute(route.children, visit)) return true
  }
  return false
}

/** True when `pattern` (segments like ':dictId' match any one segment) matches `pathname`. */
export function matchRoutePath(pattern: string, pathname: string): boolean {
  const want = normalisePath(pattern).split('/')
  const have = normalisePath(pathname).split('/')
  if (want.length !== have.length) return false
  return want.every((segment, i) =>
    segment.startsWith(':') ? have[i] !== '' : segment === have[i],
  )
}

/**
 * The route (section or leaf, at any depth) whose path is `pathname`; an exact match wins over
 * a pattern match with :params. Ignores a trailing slash.
 */
export function findRouteByPath(
  routes: readonly AppRoute[],
  pathname: string,
): AppRoute | undefined {
  const target = normalisePath(pathname)
  let found: AppRoute | undefined
  eachRoute(routes, (route) => {
    if (!isExternalLink(route.path) && normalisePath(route.path) === target) found = route
    return found !== undefined
  })
  if (found) return found
  eachRoute(routes, (route) => {
    if (
      route.path.includes(':') &&
      !isExternalLink(route.path) &&
      matchRoutePath(route.path, target)
    ) {
      found = route
    }
    return found !== undefined
  })
  return found
}

/**
 * Where a section should land: the path of its first visible leaf that is a console page (not
 * an external link). A page leaf returns its own path; undefined when there is none.
 */
export function firstLeafPath(section: AppRoute): string | undefined {
  if (!section.children || section.children.length === 0) {
    return section.component && !section.meta.link ? section.path : undefined
  }
  for (const child of section.children) {
    if (child.hidden) continue
    const path = firstLeafPath(child)
    if (path) return path
  }
  return undefined
}
