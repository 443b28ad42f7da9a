import { useCallback } from 'react'
import { useAppDispatch } from '@/shared/store-hooks'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { storeTokens } from '@/shared/session/session-slice'
import { safeRedirectPath } from '@/shared/routing/safe-redirect'
import type { AuthTokens } from '@/shared/session/session-types'

/** The in-app path named by the `redirect` query parameter, or '/' when it is absent or unsafe. */
export function useRedirectTarget(): string {
  const [searchParams] = useSearchParams()
  return safeRedirectPath(searchParams.get('redirect'))
}

/**
 * Stores the tokens of a successful login and goes to the page the user came for. The router
 * navigates (never window.location) so an embedded console does not move its host portal.
 */
export function useCompleteLogin(): (tokens: AuthTokens, redirect: string) => void {
  // The store's full type lives in app/; a thunk-capable dispatch is all this hook needs.
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  return useCallback(
    (tokens, redirect) => {
      dispatch(storeTokens(tokens))
      navigate(safeRedirectPath(redirect), { replace: true })
    },
    [dispatch, navigate],
  )
}
