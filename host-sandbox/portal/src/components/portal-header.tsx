import { isUnderActiveRule } from '../routing/location-store'
import { usePortalRuntime, useStoreValue } from '../runtime/portal-runtime-context'
import type { PortalSession } from '../session/portal-session'
import { AccountMenu } from './account-menu'
import { PortalLink } from './portal-link'

export function PortalHeader({ session }: { session: PortalSession }) {
  const runtime = usePortalRuntime()
  const { pathname } = useStoreValue(runtime.location)
  const debugOpen = useStoreValue(runtime.debugPanelOpen)
  const inConsole = isUnderActiveRule(pathname, runtime.config.activeRule)

  return (
    <header className="portal-header">
      <PortalLink to="/" className="portal-brand">
        <span className="portal-brand__seal" aria-hidden="true">
          馆
        </span>
        <span className="portal-brand__name">纪念馆员工门户</span>
      </PortalLink>
      <nav className="portal-nav" aria-label="门户导航">
        <PortalLink
          to="/"
          className="portal-nav__link"
          aria-current={pathname === '/' ? 'page' : undefined}
        >
          门户首页
        </PortalLink>
        <PortalLink
          to={runtime.config.activeRule}
          className="portal-nav__link"
          aria-current={inConsole ? 'page' : undefined}
        >
          票务预约管理系统
        </PortalLink>
      </nav>
      <div className="portal-header__tools">
        <button
          type="button"
          className="portal-header__button"
          aria-pressed={debugOpen}
          aria-controls="portal-integrator-panel"
          onClick={() => runtime.debugPanelOpen.set(!debugOpen)}
        >
          集成调试
        </button>
        <AccountMenu session={session} />
        <button
          type="button"
          className="portal-header__button portal-header__button--quiet"
          onClick={() => void runtime.logout()}
        >
          退出门户
        </button>
      </div>
    </header>
  )
}
