import { useEffect, useMemo } from 'react'
import { useAppDispatch } from '@/shared/store-hooks'
import { useConsoleRoutes } from '@/shared/routing/console-routes-context'
import { affixTabViews } from '../model/resolve-tab-view'
import { affixViewsRegistered, viewOpened } from '../model/tabs-slice'
import { useCurrentTabView } from './use-current-tab-view'

/**
 * Keeps the tab list in step with navigation: the affixed tabs (/index) from the start, then a
 * tab for every page the user opens. The refresh helper and error pages never become tabs.
 */
export function useTabRegistration(): void {
  const dispatch = useAppDispatch()
  const routes = useConsoleRoutes()
  const affixViews = useMemo(() => affixTabViews(routes), [routes])
  const view = useCurrentTabView()

  useEffect(() => {
    if (affixViews.length > 0) dispatch(affixViewsRegistered(affixViews))
  }, [dispatch, affixViews])

  useEffect(() => {
    if (view) dispatch(viewOpened(view))
  }, [dispatch, view])
}
