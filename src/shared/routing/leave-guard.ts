import { useCallback, useEffect, useMemo } from 'react'
import { useAppDispatch } from '@/shared/store-hooks'
import { useLocation } from 'react-router-dom'
import { createAction } from '@reduxjs/toolkit'
import { popup } from '../ui/popups'

/**
 * Unsaved work in cached pages. A page stays mounted while its tab is open (hidden tabs run no
 * effects), so it is "left" only when its tab closes or is refreshed, or the window goes. The
 * page marks its tab (a serialisable flag the tabs slice keeps, also while the tab is hidden);
 * the tab bar asks before such a tab goes.
 */
export const viewUnsavedChanged = createAction<{ key: string; unsaved: boolean }>(
  'tabs/viewUnsavedChanged',
)

export const UNSAVED_CHANGES_MESSAGE = '当前页面有未保存的修改，离开后将丢失。确定离开吗？'

/** Asks before tabs with unsaved work go; true when they may go. */
export function confirmLeaving(): Promise<boolean> {
  return popup.confirm(UNSAVED_CHANGES_MESSAGE, {
    confirmText: '离开',
    cancelText: '留在此页',
    type: 'warning',
  })
}

/**
 * Declares whether the calling page has unsaved work: closing or refreshing its tab asks first,
 * and so do navigations that would throw the page away and closing or reloading the browser
 * window. `markSaved` clears the mark at once, for a page that navigates right after saving
 * (before it renders again).
 */
export function useUnsavedChangesGuard(dirty: boolean): { markSaved(): void } {
  const dispatch = useAppDispatch()
  const { pathname } = useLocation()
  const markSaved = useCallback(
    () => dispatch(viewUnsavedChanged({ key: pathname, unsaved: false })),
    [dispatch, pathname],
  )
  // No cleanup: a hidden tab's effects are cleaned up too, and its work is still unsaved.
  useEffect(() => {
    dispatch(viewUnsavedChanged({ key: pathname, unsaved: dirty }))
  }, [dispatch, pathname, dirty])
  useEffect(() => {
    if (!dirty) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [dirty])
  return useMemo(() => ({ markSaved }), [markSaved])
}
