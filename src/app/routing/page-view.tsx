import { Suspense } from 'react'
import { Navigate, useLocation, useParams } from 'react-router-dom'
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
