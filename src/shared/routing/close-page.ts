import { useCallback } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { createAction } from '@reduxjs/toolkit'
import { useAppDispatch } from '@/shared/store-hooks'

/**
 * A page asks for its own tab to close (the tabs feature handles it like the tab bar's 关闭).
 * The payload is the tab's key, the page's pathname.
 */
export const pageClosed = createAction<string>('tabs/pageClosed')

/**
 * Closes the calling page's tab and opens `then`, e.g. a create page whose work is done
 * (发起成功) going to the list. Without a tab bar only the navigation happens.
 */
export function useClosePage(): (then: string) => void {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  return useCallback(
    (then: string) => {
      dispatch(pageClosed(pathname))
      void navigate(then)
    },
    [dispatch, navigate, pathname],
  )
}
