import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { useAppSelector } from '@/shared/store-hooks'
import { selectToken } from '@/shared/session/session-slice'
import { safeRedirectPath } from '@/shared/routing/safe-redirect'

/** A logged-in user who opens /login is sent to /. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const token = useAppSelector(selectToken)
  const location = useLocation()
  if (token) {
    const redirect = new URLSearchParams(location.search).get('redirect')
    return <Navigate to={safeRedirectPath(redirect)} replace />
  }
  return <>{children}</>
}
