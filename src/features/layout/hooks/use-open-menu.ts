import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import type { AppRoute } from '@/shared/routing/menu-types'
import { menuTarget, openExternal } from '../model/menu-links'

/**
 * Opens a menu entry by its kind (docs/architecture.md#routes-and-menus): an external http(s) link
 * in a new tab, an inner link in the in-console frame page, anything else by navigating.
 */
export function useOpenMenu(): (route: AppRoute) => void {
  const navigate = useNavigate()
  return useCallback(
    (route: AppRoute) => {
      const target = menuTarget(route)
      if (target.kind === 'external') openExternal(target.url)
      else navigate(target.to)
    },
    [navigate],
  )
}
