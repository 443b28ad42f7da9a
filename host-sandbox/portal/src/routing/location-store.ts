import { createStore, type SimpleStore } from '../lib/simple-store'

export interface PortalLocation {
  pathname: string
  search: string
  hash: string
}

export interface LocationStore extends Pick<SimpleStore<PortalLocation>, 'get' | 'subscribe'> {
  /** pushState / replaceState, then tell subscribers. */
  navigate(to: string, opts?: { replace?: boolean }): void
  /** Re-reads window.location: the console's router moved the URL (route-changed). */
  refresh(): void
  dispose(): void
}

function read(win: Window): PortalLocation {
  const { pathname, search, hash } = win.location
  return { pathname, search, hash }
}

function sameLocation(a: PortalLocation, b: PortalLocation): boolean {
  return a.pathname === b.pathname && a.search === b.search && a.hash === b.hash
}

/** The portal's router: the History API and one store. */
export function createLocationStore(win: Window = window): LocationStore {
  const store = createStore<PortalLocation>(read(win))
  const refresh = () => {
    const next = read(win)
    if (!sameLocation(next, store.get())) store.set(next)
  }
  win.addEventListener('popstate', refresh)
  return {
    get: store.get,
    subscribe: store.subscribe,
    refresh,
    navigate(to, opts) {
      if (opts?.replace) win.history.replaceState(null, '', to)
      else win.history.pushState(null, '', to)
      refresh()
    },
    dispose: () => win.removeEventListener('popstate', refresh),
  }
}

/** True for the active rule itself and everything below it (/museum, /museum/system/dict). */
export function isUnderActiveRule(pathname: string, activeRule: string): boolean {
  return pathname === activeRule || pathname.startsWith(`${activeRule}/`)
}

/** The console's own path for a portal URL: /museum/system/dict?a=1 -> /system/dict?a=1. */
export function toConsolePath(url: string, activeRule: string): string {
  const rest = url.slice(activeRule.length)
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest
}

/** Only same-site paths may be a post-login destination (no //evil.example or https:). */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return '/'
  }
  return target
}
