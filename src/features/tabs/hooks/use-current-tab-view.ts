import { useMemo } from 'react'
import { useLocation } from 'react-router-dom'
import { useConsoleRoutes } from '@/shared/routing/console-routes-context'
import { resolveTabView } from '../model/resolve-tab-view'
import type { TabView } from '../model/tab-view'

/** The tab the current location belongs to, or null when it is not a tab (see resolveTabView). */
export function useCurrentTabView(): TabView | null {
  const routes = useConsoleRoutes()
  const { pathname, search, hash } = useLocation()
  return useMemo(
    () => resolveTabView(routes, { pathname, search, hash }),
    [routes, pathname, search, hash],
  )
}

/**
 * The key of the tab now shown: usually the pathname, but pathname + query for pages keyed by
 * their query (the inner-link frame page), so every comparison with tab keys must use this.
 */
export function useActiveTabKey(): string {
  const view = useCurrentTabView()
  const { pathname } = useLocation()
  return view?.key ?? pathname
}
