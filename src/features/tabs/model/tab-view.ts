import type { RouteMeta } from '@/shared/routing/menu-types'

/** An open tab (docs/architecture.md#cached-tabs). Plain data: it lives in the store. */
export interface TabView {
  /** The tab's identity: the pathname, so /dict/type/data/1 and /dict/type/data/2 are two tabs. */
  key: string
  path: string
  /** pathname + search + hash: where clicking the tab goes back to. */
  fullPath: string
  title: string
  name?: string
  meta: RouteMeta
}

/** Pages created fresh on every visit whatever their menu says. */
export const NEVER_CACHED_PATHS: readonly string[] = ['/pay/cashier']

export function isAffixView(view: Pick<TabView, 'meta'>): boolean {
  return view.meta.affix === true
}

/** A view whose page is kept while the user is on another tab. */
export function isCachedView(view: Pick<TabView, 'path' | 'meta'>): boolean {
  return !view.meta.noCache && !NEVER_CACHED_PATHS.includes(view.path)
}
