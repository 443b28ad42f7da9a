import Fuse from 'fuse.js'
import type { AppRoute } from '@/shared/routing/menu-types'
import { linkOf } from './menu-links'

/** One searchable page: its path (or http(s) address) and its titles from the top section down. */
export interface SearchEntry {
  path: string
  title: string[]
  route: AppRoute
}

/** Fuzzy threshold 0.4, title weight 0.7, path weight 0.3. */
const FUSE_OPTIONS = {
  shouldSort: true,
  threshold: 0.4,
  location: 0,
  distance: 100,
  minMatchCharLength: 1,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
}

/** Visible pages of the menu tree (sections are not pages), with their title trails. */
export function buildSearchEntries(routes: readonly AppRoute[]): SearchEntry[] {
  const entries: SearchEntry[] = []
  const walk = (list: readonly AppRoute[], titles: string[]) => {
    for (const route of list) {
      if (route.hidden) continue
      const trail = route.meta.title ? [...titles, route.meta.title] : titles
      if (route.children?.length) walk(route.children, trail)
      else entries.push({ path: linkOf(route) ?? route.path, title: trail, route })
    }
  }
  walk(routes, [])
  return entries
}

/** A search over `routes`, built once and queried per keystroke. */
export function createRouteSearch(routes: readonly AppRoute[]): (query: string) => SearchEntry[] {
  const fuse = new Fuse(buildSearchEntries(routes), FUSE_OPTIONS)
  return (query) => {
    const text = query.trim()
    return text ? fuse.search(text).map((result) => result.item) : []
  }
}

/** Visible pages matching `query`, best first (the header search). */
export function searchRoutes(routes: readonly AppRoute[], query: string): SearchEntry[] {
  return createRouteSearch(routes)(query)
}
