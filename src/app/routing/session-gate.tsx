import { useEffect, useRef, type ReactNode } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router-dom'
import { useDispatch, useSelector } from 'react-redux'
import { selectSessionStatus, selectToken, sessionFailed } from '@/shared/session/session-slice'
import { popup } from '@/shared/ui/popups'
import { bootstrapSession, type AttachedDispatch } from './bootstrap-session'
import { RouteLoading } from './route-loading'

/**
 * The route guard (docs/architecture.md#session-bootstrap): no token -> /login?redirect=<full
 * path>; a token but no session yet -> load dictionaries, permission info and menus, then render; a
 * failure logs out, shows the error and goes to /.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const token = useSelector(selectToken)
  const status = useSelector(selectSessionStatus)
  const dispatch = useDispatch<AttachedDispatch>()
  const location = useLocation()
  const navigate = useNavigate()
  const started = useRef(false)

  useEffect(() => {
    if (!token || status === 'ready' || status === 'loading' || started.current) return
    started.current = true
    let cancelled = false
    bootstrapSession(dispatch)
      .catch((error: unknown) => {
        if (cancelled) return
        const msg = error instanceof Error ? error.message : String(error)
        dispatch(sessionFailed())
        popup.message.error(msg)
        navigate('/', { replace: true })
      })
      .finally(() => {
        started.current = false
      })
    return () => {
      cancelled = true
    }
  }, [token, status, dispatch, navigate])

  if (!token) {
    const fullPath = `${location.pathname}${location.search}${location.hash}`
    return <Navigate to={`/login?redirect=${encodeURIComponent(fullPath)}`} replace />
  }
  if (status !== 'ready') return <RouteLoading />
  return <>{children}</>
}
