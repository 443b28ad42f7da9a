import { lazy, Suspense } from 'react'
import { ConsoleRoutesProvider } from './console-routes-provider'
import { RouteLoading } from './route-loading'
import { SessionGate } from './session-gate'

const ConsoleLayout = lazy(() =>
  import('@/features/layout/components/console-layout').then((m) => ({ default: m.ConsoleLayout })),
)

/** Everything behind the login: the session guard, the menu-derived routes and the layout. */
export default function ProtectedApp() {
  return (
    <SessionGate>
      <ConsoleRoutesProvider>
        <Suspense fallback={<RouteLoading />}>
          <ConsoleLayout />
        </Suspense>
      </ConsoleRoutesProvider>
    </SessionGate>
  )
}
