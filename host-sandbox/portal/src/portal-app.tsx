import { useEffect } from 'react'
import { ConsoleRegion } from './components/console-region'
import { IntegratorPanel } from './components/integrator-panel'
import { PortalHeader } from './components/portal-header'
import { ToastRegion } from './components/toast-region'
import { HomePage } from './pages/home-page'
import { LoginPage } from './pages/login-page'
import { NotFoundPage } from './pages/not-found-page'
import { isUnderActiveRule, safeRedirect } from './routing/location-store'
import { usePortalRuntime, useStoreValue } from './runtime/portal-runtime-context'

const LOGIN_PATH = '/login'

export function PortalApp() {
  const runtime = usePortalRuntime()
  const session = useStoreValue(runtime.session)
  const location = useStoreValue(runtime.location)
  const debugOpen = useStoreValue(runtime.debugPanelOpen)
  const onLogin = location.pathname === LOGIN_PATH

  // Signed-out users go to the portal login and come back afterwards; signed-in users skip it.
  useEffect(() => {
    if (!session && !onLogin) {
      const back = `${location.pathname}${location.search}${location.hash}`
      runtime.location.navigate(`${LOGIN_PATH}?redirect=${encodeURIComponent(back)}`, {
        replace: true,
      })
    } else if (session && onLogin) {
      const redirect = new URLSearchParams(location.search).get('redirect')
      runtime.location.navigate(safeRedirect(redirect), { replace: true })
    }
  }, [session, onLogin, location, runtime])

  if (!session) {
    return (
      <>
        {onLogin && <LoginPage />}
        <ToastRegion />
      </>
    )
  }
  if (onLogin) return null

  const inConsole = isUnderActiveRule(location.pathname, runtime.config.activeRule)
  return (
    <div className="portal-shell">
      <PortalHeader session={session} />
      <div className="portal-body">
        <div className="portal-main">
          {!inConsole &&
            (location.pathname === '/' ? (
              <HomePage session={session} activeRule={runtime.config.activeRule} />
            ) : (
              <NotFoundPage />
            ))}
          <ConsoleRegion active={inConsole} />
        </div>
        {debugOpen && <IntegratorPanel />}
      </div>
      <ToastRegion />
    </div>
  )
}
