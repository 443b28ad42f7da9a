import type { TabView } from './tab-view'

export interface NavigationPoint {
  pathname: string
  search: string
}

export interface UnsavedNavigationCheck {
  views: readonly Pick<TabView, 'key' | 'fullPath'>[]
  cachedKeys: readonly string[]
  unsavedKeys: readonly string[]
  /** Where the user is, and the key of the page shown there. */
  current: NavigationPoint & { key: string }
  next: NavigationPoint
}

/** The refresh helper: the tab bar has already asked before it refreshes a tab. */
const REFRESH = /^\/redirect(\/|$)/

function address({ pathname, search }: NavigationPoint): string {
  return `${pathname}${search}`
}

function withoutHash(fullPath: string): string {
  const hash = fullPath.indexOf('#')
  return hash === -1 ? fullPath : fullPath.slice(0, hash)
}

/**
 * The key of the page whose unsaved work a navigation would throw away, or null:
 * - the page shown now is not kept (no tab bar, or a no-cache route) and the user goes elsewhere;
 * - the target is an open tab with unsaved work and the navigation gives it another address
 *   (another ?modelId= in the designer's tab re-creates the designer), wherever it starts: from
 *   that tab itself or from a list in another tab, whose pages cannot see the hidden tab.
 * Switching between tabs loses nothing (the pages are kept), nor does a hash change.
 */
export function pageLosingUnsavedWork(check: UnsavedNavigationCheck): string | null {
  const { views, cachedKeys, unsavedKeys, current, next } = check
  if (unsavedKeys.length === 0 || REFRESH.test(next.pathname)) return null
  const target = address(next)
  if (target === address(current)) return null
  if (unsavedKeys.includes(current.key) && !cachedKeys.includes(current.key)) return current.key
  const landing = views.find((view) => view.key === next.pathname || view.key === target)
  if (!landing || !unsavedKeys.includes(landing.key)) return null
  return withoutHash(landing.fullPath) === target ? null : landing.key
}
