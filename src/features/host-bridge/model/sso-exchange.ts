import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit'
import type { HostBridge } from '@/shared/host/host-bridge'
import type { ApiError } from '@/shared/http/request-types'
import { getAccessToken } from '@/shared/storage/auth-storage'
import { logoutLocally, storeTokens } from '@/shared/session/session-slice'
import { exchangeSsoTokenForTokens, revokeConsoleSession } from '../api/sso-requests'
import {
  ssoExchangeFailed,
  ssoExchangeStarted,
  ssoExchangeSucceeded,
  type RootStateWithHostBridge,
} from './host-bridge-slice'

type BridgeThunk<R> = ThunkAction<R, RootStateWithHostBridge, unknown, UnknownAction>

export const SSO_NO_TOKEN_MESSAGE = '门户未提供登录凭证，请先在门户登录'
export const SSO_HOST_ERROR_MESSAGE = '无法从门户获取登录凭证，请稍后重试'

function refusalMessage(error: unknown): string {
  const msg = (error as Partial<ApiError> | undefined)?.msg
  return `单点登录失败：${msg || '登录凭证无效或已过期'}`
}

/**
 * One SSO attempt: asks the host for a token (now, not earlier: tokens are one-time and short-lived),
 * posts it once to /system/sso/login and stores the console's tokens. The token lives only in this
 * function: never in the URL, the store or a log. A failure tells the host to authenticate again.
 */
export function exchangeSsoToken(bridge: HostBridge): BridgeThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    if (getState().hostBridge.sso.status === 'exchanging') return false
    dispatch(ssoExchangeStarted())
    const fail = (message: string) => {
      dispatch(ssoExchangeFailed(message))
      bridge.onEvent?.({ type: 'sso-failed', message })
      return false
    }
    let ssoToken: string | null
    try {
      ssoToken = (await bridge.getSsoToken?.()) ?? null
    } catch {
      return fail(SSO_HOST_ERROR_MESSAGE)
    }
    if (!ssoToken) return fail(SSO_NO_TOKEN_MESSAGE)
    // The host logged out while it was looking for the token: nothing to sign in to.
    if (getState().hostBridge.sso.status !== 'exchanging') return false
    try {
      const tokens = await exchangeSsoTokenForTokens(ssoToken)
      // The host logged out while the token was on its way: its user must not be signed in. The
      // unused tokens are dropped unseen (they expire on the server).
      if (getState().hostBridge.sso.status !== 'exchanging') return false
      dispatch(storeTokens(tokens))
      dispatch(ssoExchangeSucceeded())
      return true
    } catch (error) {
      return fail(refusalMessage(error))
    }
  }
}

/** The host's logout: the console's tokens are revoked on the server, then dropped here. */
export function logoutForHost(): BridgeThunk<Promise<void>> {
  return async (dispatch) => {
    if (getAccessToken()) await revokeConsoleSession(dispatch).catch(() => undefined)
    dispatch(logoutLocally('host'))
  }
}
