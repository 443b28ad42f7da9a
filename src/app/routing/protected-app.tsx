import { lazy, Suspense } from 'react'
import { KeepAliveOutlet } from '@/features/tabs/components/keep-alive-outlet'
import { TabsBar } from '@/features/tabs/components/tabs-bar'
import { NotifyBell } from '@/features/notify/components/notify-bell'
import { TodoNotice } from '@/features/bpm-runtime/components/todo-notice'
import { BusinessFormViewsProvider } from '@/shared/bpm/business-form-views'
import { asLazyFactoryResult } from '@/shared/utils/module-cache'
import { BUSINESS_FORM_VIEWS } from '../business-form-views'
import { ConsoleRoutesProvider } from './console-routes-provider'
import { loadConsoleLayout } from './layout-chunk'
import { LayoutSkeleton } from './route-loading-skeleton'
import { SessionGate } from './session-gate'

const ConsoleLayout = lazy(() => asLazyFactoryResult(loadConsoleLayout()))

/**
 * Everything behind the login: the session guard, the menu-derived routes, and the layout with
 * the features the app plugs into it (tabs with cached pages, the notification bell).
 */
export default function ProtectedApp() {
  return (
    <SessionGate>
      <ConsoleRoutesProvider>
        <BusinessFormViewsProvider views={BUSINESS_FORM_VIEWS}>
          <Suspense fallback={<LayoutSkeleton />}>
            <ConsoleLayout
              tabsBar={<TabsBar />}
              content={<KeepAliveOutlet />}
              headerTools={<NotifyBell />}
            />
          </Suspense>
          {/* Beside the layout, not among the navbar's tools: phones hide those, not the todo notice. */}
          <TodoNotice />
        </BusinessFormViewsProvider>
      </ConsoleRoutesProvider>
    </SessionGate>
  )
}
