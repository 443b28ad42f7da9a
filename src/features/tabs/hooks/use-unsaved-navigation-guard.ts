import { useCallback, useEffect, useRef } from 'react'
import { useAppStore } from '@/shared/store-hooks'
import { useBlocker, type BlockerFunction } from 'react-router-dom'
import { confirmLeaving, viewUnsavedChanged } from '@/shared/routing/leave-guard'
import { pageLosingUnsavedWork } from '../model/unsaved-navigation'

/**
 * The console's one navigation blocker (react-router keeps one per router): a navigation that
 * would throw away a page's unsaved work asks first (离开 / 留在此页), wherever it comes from:
 * a list in another tab, the menu, the browser's back button or the host portal. It lives in the
 * always-shown outlet because hidden cached pages run no effects and cannot block anything.
 */
export function useUnsavedNavigationGuard(activeKey: string): void {
  const store = useAppStore()
  const activeKeyRef = useRef(activeKey)
  useEffect(() => {
    activeKeyRef.current = activeKey
  }, [activeKey])

  // The page a blocked navigation would throw away.
  const losing = useRef<string | null>(null)
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => {
      const { views, cachedKeys, unsavedKeys } = store.getState().tabs
      losing.current = pageLosingUnsavedWork({
        views,
        cachedKeys,
        unsavedKeys,
        current: { ...currentLocation, key: activeKeyRef.current },
        next: nextLocation,
      })
      return losing.current !== null
    },
    [store],
  )
  const blocker = useBlocker(shouldBlock)

  const asking = useRef(false)
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return
    asking.current = true
    const key = losing.current
    void confirmLeaving().then((leave) => {
      asking.current = false
      if (!leave) return blocker.reset()
      // The user gave the work up: the page it was on no longer counts as unsaved.
      if (key !== null) store.dispatch(viewUnsavedChanged({ key, unsaved: false }))
      blocker.proceed()
    })
  }, [blocker, store])
}
