import { useEffect, useState, type ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { useAppDispatch, useAppSelector } from '@/shared/store-hooks'
import { logoutLocally, selectSessionStatus, selectToken } from '@/shared/session/session-slice'
import { safeRedirectPath } from '@/shared/routing/safe-redirect'
import { checkStoredSession, type StoredSessionVerdict } from '@/shared/routing/stored-session'
import { RouteLoading } from './route-loading'

/**
 * A signed-in user who opens /login is sent to / (or the redirect). Stored tokens alone do not
 * prove a session: until this mount has loaded one, the server is asked first, quietly. Tokens it
 * refuses (and whose refresh it refuses) are dropped and the login page shows, with no
 * session-expired dialog; when it cannot be reached the user goes on, and the layout's guard
 * shows the failure with 重试.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const token = useAppSelector(selectToken)
  const status = useAppSelector(selectSessionStatus)
  const dispatch = useAppDispatch()
  const location = useLocation()
  const [verdict, setVerdict] = useState<StoredSessionVerdict | null>(null)
  // Only tokens found in storage are in doubt; those of a login (or refresh) on this page are not.
  const [storedToken] = useState(token)
  const hasToken = token !== null
  const mustCheck = hasToken && token === storedToken && status !== 'ready' && verdict === null

  useEffect(() => {
    if (!mustCheck) return
    let live = true
    void checkStoredSession(dispatch).then((answer) => {
      if (!live) return
      if (answer === 'expired') dispatch(logoutLocally('expired'))
      else setVerdict(answer)
    })
    return () => {
      live = false
    }
  }, [mustCheck, dispatch])

  if (hasToken) {
    if (mustCheck) return <RouteLoading />
    const redirect = new URLSearchParams(location.search).get('redirect')
    return <Navigate to={safeRedirectPath(redirect)} replace />
  }
  return <>{children}</>
}
