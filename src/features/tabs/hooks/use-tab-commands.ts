import { useMemo } from 'react'
import { useActiveTabKey } from './use-current-tab-view'
import { useAppDispatch, useAppSelector } from '@/shared/store-hooks'
import { useNavigate } from 'react-router-dom'
import { confirmLeaving } from '@/shared/routing/leave-guard'
import {
  nextActiveAfterBulkClose,
  nextActiveAfterClose,
  remainingAfterClose,
} from '../model/close-tabs'
import {
  allClosed,
  cacheDropped,
  selectUnsavedKeys,
  leftClosed,
  othersClosed,
  rightClosed,
  selectTabViews,
  viewClosed,
} from '../model/tabs-slice'
import { isAffixView, type TabView } from '../model/tab-view'

export interface TabCommands {
  /** Re-creates the page of `view` through the app's /redirect route. */
  refresh(view: TabView): void
  close(view: TabView): void
  closeOthers(view: TabView): void
  closeLeft(view: TabView): void
  closeRight(view: TabView): void
  closeAll(): void
}

/** The tab bar's commands: update the tab list, then move off a tab that was closed. */
export function useTabCommands(): TabCommands {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const views = useAppSelector(selectTabViews)
  const unsavedKeys = useAppSelector(selectUnsavedKeys)
  const activeKey = useActiveTabKey()

  return useMemo(() => {
    const goTo = (path: string | null) => {
      if (path !== null) void navigate(path)
    }
    // Closing (or refreshing) a page with unsaved work asks first; 留在此页 keeps every tab.
    const leaving = (closing: readonly TabView[], then: () => void) => {
      // Nothing unsaved (the usual case): close at once, without a round trip through a promise.
      if (!closing.some((view) => unsavedKeys.includes(view.key))) return then()
      void confirmLeaving().then((ok) => {
        if (ok) then()
      })
    }
    const closedBy = (remaining: readonly TabView[]) =>
      views.filter((view) => !remaining.some((kept) => kept.key === view.key))
    return {
      refresh(view) {
        leaving([view], () => {
          dispatch(cacheDropped(view.key))
          void navigate(`/redirect${view.fullPath}`, { replace: true })
        })
      },
      close(view) {
        if (isAffixView(view)) return
        leaving([view], () => {
          const next = nextActiveAfterClose(views, view.key, activeKey)
          dispatch(viewClosed(view.key))
          goTo(next)
        })
      },
      closeOthers(view) {
        const remaining = remainingAfterClose('others', views, view.key)
        leaving(closedBy(remaining), () => {
          dispatch(othersClosed(view.key))
          goTo(nextActiveAfterBulkClose(remaining, activeKey, view.key))
        })
      },
      closeLeft(view) {
        const remaining = remainingAfterClose('left', views, view.key)
        leaving(closedBy(remaining), () => {
          dispatch(leftClosed(view.key))
          goTo(nextActiveAfterBulkClose(remaining, activeKey, view.key))
        })
      },
      closeRight(view) {
        const remaining = remainingAfterClose('right', views, view.key)
        leaving(closedBy(remaining), () => {
          dispatch(rightClosed(view.key))
          goTo(nextActiveAfterBulkClose(remaining, activeKey, view.key))
        })
      },
      closeAll() {
        const remaining = remainingAfterClose('all', views)
        leaving(closedBy(remaining), () => {
          dispatch(allClosed())
          goTo(nextActiveAfterBulkClose(remaining, activeKey))
        })
      },
    }
  }, [dispatch, navigate, views, unsavedKeys, activeKey])
}
