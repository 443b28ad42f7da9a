import type { ReactNode } from 'react'

/**
 * A kept page. `context` is the router's location context the page last saw while shown: a hidden
 * page keeps rendering against it, not against the location of whatever tab is shown now.
 */
export interface CachedPage<Context> {
  key: string
  /** Unique per creation, so a page re-created after a refresh mounts afresh. */
  id: number
  element: ReactNode
  context: Context
}

export interface KeepAliveCache<Context> {
  pages: CachedPage<Context>[]
  nextId: number
}

export function emptyKeepAliveCache<Context>(): KeepAliveCache<Context> {
  return { pages: [], nextId: 1 }
}

export interface CurrentPage<Context> {
  key: string
  /** The route's element (from useOutlet) for the current location. */
  element: ReactNode
  /** The current page is a cacheable tab. */
  cacheable: boolean
  context: Context
}

/**
 * Whether a page shown again may keep the context it had: a new context value re-renders every
 * component of the page that reads it, so an equivalent one (the same address visited again) is
 * not handed down.
 */
export type SameContext<Context> = (kept: Context, current: Context) => boolean

/**
 * The pages to keep after a render: those whose key the store still caches, plus the current
 * page when it is cacheable (the store learns of a new tab only after this render, in an effect).
 * A page's element is captured on its first render and kept, so a hidden page keeps the route
 * match it was opened with; its location context follows it while it is shown, unless `same` says
 * the kept one is equivalent (then the page is shown again without re-rendering). Returns `cache`
 * itself when nothing changed.
 */
export function reconcileKeepAliveCache<Context>(
  cache: KeepAliveCache<Context>,
  current: CurrentPage<Context>,
  cachedKeys: readonly string[],
  same: SameContext<Context> = Object.is,
): KeepAliveCache<Context> {
  let changed = false
  const pages: CachedPage<Context>[] = []
  for (const page of cache.pages) {
    const isCurrent = page.key === current.key
    if (!(isCurrent ? current.cacheable : cachedKeys.includes(page.key))) {
      changed = true
    } else if (isCurrent && !same(page.context, current.context)) {
      changed = true
      pages.push({ ...page, context: current.context })
    } else {
      pages.push(page)
    }
  }
  let { nextId } = cache
  const needsCurrent =
    current.cacheable && current.element != null && !pages.some((p) => p.key === current.key)
  if (needsCurrent) {
    changed = true
    pages.push({ key: current.key, id: nextId, element: current.element, context: current.context })
    nextId += 1
  }
  return changed ? { pages, nextId } : cache
}
