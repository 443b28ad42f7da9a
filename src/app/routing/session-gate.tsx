import { useEffect, useRef, type ReactNode } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router-dom'
import { useAppDispatch, useAppSelector, useAppStore } from '@/shared/store-hooks'
import {
  logoutLocally,
  selectBootstrapError,
  selectSessionStatus,
  selectToken,
  sessionRetried,
} from '@/shared/session/session-slice'
import { popup } from '@/shared/ui/popups'
import { BootstrapFailedScreen } from './bootstrap-failed-screen'
import { takeBootstrapPrefetch } from './bootstrap-prefetch'
import { bootstrapSession } from './bootstrap-session'
import { LayoutSkeleton } from './route-loading-skeleton'

/**
 * The route guard (docs/architecture.md#session-bootstrap): no token -> /login?redirect=<full
 * path>; a token but no session yet -> load dictionaries, permission info and menus (the layout's
 * skeleton shows meanwhile), then render.
 * A refused session logs out, shows the error and goes to /. A server that cannot be reached keeps
 * the tokens and shows a full page with 重试.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const token = useAppSelector(selectToken)
  const status = useAppSelector(selectSessionStatus)
  const bootstrapError = useAppSelector(selectBootstrapError)
  const dispatch = useAppDispatch()
  const location = useLocation()
  const navigate = useNavigate()
  const store = useAppStore()
  const started = useRef(false)

  useEffect(() => {
    if (!token || status !== 'authenticated' || started.current) return
    started.current = true
    let cancelled = false
    // The calls the mount started before React rendered, if any were (with this token).
    bootstrapSession(dispatch, takeBootstrapPrefetch(store, token))
      .then((outcome) => {
        if (cancelled || outcome.kind !== 'logged-out') return
        popup.message.error(outcome.msg)
        navigate('/', { replace: true })
      })
      .finally(() => {
        started.current = false
      })
    return () => {
      cancelled = true
    }
  }, [token, status, dispatch, navigate, store])

  if (!token) {
    const fullPath = `${location.pathname}${location.search}${location.hash}`
    return <Navigate to={`/login?redirect=${encodeURIComponent(fullPath)}`} replace />
  }
  if (bootstrapError && status !== 'ready') {
    return (
      <BootstrapFailedScreen
        message={bootstrapError}
        retrying={status === 'loading'}
        onRetry={() => dispatch(sessionRetried())}
        onLogout={() => dispatch(logoutLocally())}
      />
    )
  }
  if (status !== 'ready') return <LayoutSkeleton />
  return <>{children}</>
}
