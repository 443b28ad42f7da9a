import { useCallback, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { pageClosed } from '@/shared/routing/close-page'
import { useAppDispatch } from '@/shared/store-hooks'
import { returnTarget, type PayResult } from '../model/return-url'

/**
 * Leaves the cashier once with the payment's result: back to `returnUrl` with payResult added,
 * or (without one) closes the cashier's tab. The cashier's tab closes in every case: it is never
 * kept, and a paid or closed order has nothing more to show.
 */
export function useCashierReturn(
  returnUrl: string | null,
): (result: PayResult, say?: () => void) => void {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const done = useRef(false)
  return useCallback(
    (result: PayResult, say?: () => void) => {
      // Once: the effects that decide it may run twice (strict mode, a late poll answer).
      if (done.current) return
      done.current = true
      say?.()
      const target = returnTarget(returnUrl, result, window.location.origin)
      dispatch(pageClosed(pathname))
      if (target.kind === 'href') {
        window.location.assign(target.url)
        return
      }
      if (target.kind === 'route') {
        void navigate(target.path)
        return
      }
      // No returnUrl: the tab is closed; go where the user came from, else home.
      const fromConsole = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0
      void (fromConsole ? navigate(-1) : navigate('/index'))
    },
    [dispatch, navigate, pathname, returnUrl],
  )
}
