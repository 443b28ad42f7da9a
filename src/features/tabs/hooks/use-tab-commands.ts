import { useMemo } from 'react'
import { useActiveTabKey } from './use-current-tab-view'
import { useDispatch, useSelector } from 'react-redux'
import { useNavigate } from 'react-router-dom'
import {
  nextActiveAfterBulkClose,
  nextActiveAfterClose,
  remainingAfterClose,
} from '../model/close-tabs'
import {
  allClosed,
  cacheDropped,
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
  const dispatch = useDispatch()
  const navigate = useNavigate()
  const views = useSelector(selectTabViews)
  const activeKey = useActiveTabKey()

  return useMemo(() => {
    const goTo = (path: string | null) => {
      if (path !== null) void navigate(path)
    }
    return {
      refresh(view) {
        dispatch(cacheDropped(view.key))
        void navigate(`/redirect${view.fullPath}`, { replace: true })
      },
      close(view) {
        if (isAffixView(view)) return
        const next = nextActiveAfterClose(views, view.key, activeKey)
        dispatch(viewClosed(view.key))
        goTo(next)
      },
      closeOthers(view) {
        const remaining = remainingAfterClose('others', views, view.key)
        dispatch(othersClosed(view.key))
        goTo(nextActiveAfterBulkClose(remaining, activeKey, view.key))
      },
      closeLeft(view) {
        const remaining = remainingAfterClose('left', views, view.key)
        dispatch(leftClosed(view.key))
        goTo(nextActiveAfterBulkClose(remaining, activeKey, view.key))
      },
      closeRight(view) {
        const remaining = remainingAfterClose('right', views, view.key)
        dispatch(rightClosed(view.key))
        goTo(nextActiveAfterBulkClose(remaining, activeKey, view.key))
      },
      closeAll() {
        const remaining = remainingAfterClose('all', views)
        dispatch(allClosed())
        goTo(nextActiveAfterBulkClose(remaining, activeKey))
      },
    }
  }, [dispatch, navigate, views, activeKey])
}
