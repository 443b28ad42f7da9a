import { Suspense, type ReactNode } from 'react'
import { Navigate, useLocation, useParams } from 'react-router-dom'
import { selectPermissions } from '@/shared/session/session-slice'
import { useAppSelector } from '@/shared/store-hooks'
import { useConsoleRoutes } from '@/shared/routing/console-routes-context'
import type { AppRoute } from '@/shared/routing/menu-types'
import { canOpenRoute } from '@/shared/routing/route-access'
import type { PageKey } from '../route-registry'
import { usePageComponent } from './page-resolver-context'
import { RouteLoading } from './route-loading'

/** Renders a registered page in its own Suspense boundary. */
export function PageView({ pageKey }: { pageKey: PageKey }) {
  const Page = usePageComponent(pageKey)
  // The resolver memoises one lazy component per page key and mount, so Page is stable.
  // eslint-disable-next-line react-hooks/static-components
  const page = <Page />
  return <Suspense fallback={<RouteLoading />}>{page}</Suspense>
}

/** Route params that must be digits; anything else is a 404. */
export function DigitsParamPage({ pageKey, param }: { pageKey: PageKey; param: string }) {
  const params = useParams()
  if (!/^\d+$/.test(params[param] ?? '')) return <Navigate to="/404" replace />
  return <PageView pageKey={pageKey} />
}

/** /redirect/<path>: re-enters <path> with its query, which re-creates the page. */
export function RedirectPage() {
  const params = useParams()
  const { search } = useLocation()
  return <Navigate to={`/${params['*'] ?? ''}${search}`} replace />
}

/** Sends the user to the 403 page, remembering which path was refused. */
export function Forbidden() {
  const { pathname, search } = useLocation()
  return <Navigate to="/403" replace state={{ from: `${pathname}${search}` }} />
}

/**
 * A constant route follows the permissions of the menu it belongs to: without that menu (or any of
 * the route's permissions) the user gets the 403 page, not a screen whose every action fails.
 */
export function RouteAccess({ route, children }: { route: AppRoute; children: ReactNode }) {
  const { menuRoutes } = useConsoleRoutes()
  const permissions = useAppSelector(selectPermissions)
  if (!canOpenRoute(route, menuRoutes, permissions)) return <Forbidden />
  return <>{children}</>
}
