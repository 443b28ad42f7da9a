import type { MenuNodeData } from '../wire/auth'

/**
 * A node of GET /system/auth/list-menus (docs/admin-api.md#menu-to-route-mapping): the wire
 * schema's type (src/shared/wire/auth.ts), which the sandbox and the contract checks use too.
 */
export type MenuNode = MenuNodeData

/**
 * Meta of a route, as the tabs, breadcrumb and sidebar read it (docs/architecture.md#cached-tabs).
 */
export interface RouteMeta {
  title: string
  icon?: string | null
  noCache: boolean
  affix?: boolean
  /** Set for external links (path starts with http(s)). */
  link?: string | null
  /** The sidebar entry to highlight for hidden routes (e.g. /dict/type/data/:id -> /system/dict). */
  activeMenu?: string
  /**
   * The page's title comes from its `title` query parameter and each query is a page of its own
   * (the inner-link frame page shows whatever link the menu names).
   */
  titleFromQuery?: boolean
  /**
   * A constant route's permissions: the user needs any one of them to open it, as for the menu it
   * belongs to (else the 403 page). Menu routes need none: the server sends only granted menus.
   */
  permissions?: string[]
}

/** A console route derived from a server menu (or a constant route). Serialisable. */
export interface AppRoute {
  /** Absolute path for leaves and sections ("/system", "/system/dict"), or an http(s) URL. */
  path: string
  /** Route name = menu componentName (used by the cached-tabs layer). */
  name?: string
  hidden: boolean
  alwaysShow: boolean
  /** Page key from the route registry ("system/dict/index"); absent for sections. */
  component?: string
  meta: RouteMeta
  children?: AppRoute[]
}
