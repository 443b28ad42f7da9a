import { useEffect } from 'react'
import { useAppDispatch } from '@/shared/store-hooks'
import { useLocation } from 'react-router-dom'
import { createAction } from '@reduxjs/toolkit'

/** A page names its own tab (e.g. the record it shows); the tabs feature keeps the title. */
export const viewTitleChanged = createAction<{ key: string; title: string }>(
  'tabs/viewTitleChanged',
)

/**
 * Names the calling page's tab once `title` is known, so that two tabs of one route (two
 * dictionaries' data) can be told apart. A new address of the tab brings the route's title back.
 */
export function usePageTabTitle(title: string | null | undefined): void {
  const dispatch = useAppDispatch()
  const { pathname } = useLocation()
  useEffect(() => {
    if (title) dispatch(viewTitleChanged({ key: pathname, title }))
  }, [dispatch, pathname, title])
}
