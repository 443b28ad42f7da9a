import { Activity, useContext, useRef, useState, type ContextType } from 'react'
import { useAppSelector } from '@/shared/store-hooks'
import { UNSAFE_LocationContext as LocationContext, useOutlet } from 'react-router-dom'
import { useActiveTabKey, useCurrentTabView } from '../hooks/use-current-tab-view'
import { useScrollMemory } from '../hooks/use-scroll-memory'
import { useUnsavedNavigationGuard } from '../hooks/use-unsaved-navigation-guard'
import {
  emptyKeepAliveCache,
  reconcileKeepAliveCache,
  type KeepAliveCache,
} from '../model/keep-alive-cache'
import { selectCachedKeys } from '../model/tabs-slice'
import { isCachedView } from '../model/tab-view'

type LocationContextValue = ContextType<typeof LocationContext>

/**
 * A page shown again at the address it was left at keeps the location context it had. Every
 * navigation makes a new location object (new key), and a new context value would re-render each
 * of the page's components that reads the location (the menu route resolving its page, links),
 * hence the whole page, for nothing: the page cannot tell the difference but by `location.key`.
 */
function sameLocation(kept: LocationContextValue, current: LocationContextValue): boolean {
  const a = kept.location
  const b = current.location
  return (
    a.pathname === b.pathname &&
    a.search === b.search &&
    a.hash === b.hash &&
    Object.is(a.state ?? null, b.state ?? null)
  )
}

/**
 * The layout's outlet with cached tabs (docs/architecture.md#cached-tabs): every cached page stays
 * mounted inside its own <Activity>, hidden (state and DOM kept, effects torn down) while another
 * tab is shown. A page leaves the cache when its tab closes or is refreshed; a no-cache route
 * renders un-cached and is created fresh on every visit. Each page sits in a role="tabpanel" wrapper with
 * data-tab-key, and data-active="true" on the visible one (hidden ones carry `hidden`). As the
 * one place that knows which pages a navigation destroys, it asks before unsaved work goes.
 *
 * Hidden pages still re-render (at low priority) when something they read changes. So that one
 * resolving its page from the location (the app's catch-all menu route) does not turn into the
 * page now shown, each kept page reads the location it last had while shown; shown again at the
 * same address, it keeps that context (see sameLocation), so a tab switch re-renders none of it.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet()
  const locationContext = useContext(LocationContext)
  const view = useCurrentTabView()
  const currentKey = useActiveTabKey()
  const cachedKeys = useAppSelector(selectCachedKeys)
  const cacheable = view !== null && isCachedView(view)
  useUnsavedNavigationGuard(currentKey)

  const [cache, setCache] = useState<KeepAliveCache<LocationContextValue>>(emptyKeepAliveCache)
  const next = reconcileKeepAliveCache(
    cache,
    { key: currentKey, element: outlet, cacheable, context: locationContext },
    cachedKeys,
    sameLocation,
  )
  // Adjusting state while rendering (not in an effect): a new page joins the cache in the same
  // render that shows it, so it never mounts twice.
  if (next !== cache) setCache(next)

  const root = useRef<HTMLDivElement>(null)
  useScrollMemory(
    root,
    currentKey,
    next.pages.map((page) => page.key),
  )

  return (
    <div ref={root} data-keep-alive-outlet="">
      {next.pages.map((page) => {
        const active = page.key === currentKey
        return (
          <div
            key={page.id}
            role="tabpanel"
            data-tab-key={page.key}
            data-active={active ? 'true' : 'false'}
            hidden={!active}
          >
            <LocationContext.Provider value={page.context}>
              <Activity mode={active ? 'visible' : 'hidden'}>{page.element}</Activity>
            </LocationContext.Provider>
          </div>
        )
      })}
      {!cacheable && outlet != null && (
        <div
          key={`fresh:${currentKey}`}
          role="tabpanel"
          data-tab-key={currentKey}
          data-active="true"
        >
          {outlet}
        </div>
      )}
    </div>
  )
}
