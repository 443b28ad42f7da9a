// Re-auth (docs/architecture.md#http-kernel, docs/security.md#tokens): the first 401 starts the one
// refresh call; every other 401 meanwhile waits for it; all of them replay with the new token.
// When there is no refresh token or the server refuses the refresh, one session-expired dialog is
// shown and every waiting request is rejected. When the refresh cannot reach the server (network,
// timeout, 5xx) nothing is decided: the tokens stay and the requests fail with that error, so a
// server restart never logs anybody out.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { logoutLocally, storeTokens } from '../session/session-slice'
import type { AuthTokens } from '../session/session-types'
import { getAccessToken, getRefreshToken, removeTokens, setTokens } from '../storage/auth-storage'
import { popup } from '../ui/popups/popup'
import {
  isSuccessCode,
  type Failure,
  SESSION_EXPIRED_CANCEL_TEXT,
  SESSION_EXPIRED_CONFIRM_TEXT,
  SESSION_EXPIRED_PRESENTATION,
  SESSION_EXPIRED_TITLE,
} from './error-policy'
import { sendRequest } from './send-request'

// The store's dispatch (RTK Query hands it to the base query as ThunkDispatch<any, any, any>).
// Every caller passes its own: the base query RTK Query's api.dispatch, the other calls the one of
// the component or thunk that starts them. There is no module-level store here: qiankun can mount
// the console more than once in a page, each mount with its own store.
export type SessionDispatch = ThunkDispatch<unknown, unknown, UnknownAction>

/** The refresh never got the server's verdict; the requests fail with this, the session stays. */
export interface ReauthUnreachable {
  unreachable: Failure
}

export type ReauthOutcome = 'refreshed' | 'rejected' | 'aborted' | ReauthUnreachable

function isUnreachable(failure: Failure): boolean {
  return (
    failure.kind === 'network' ||
    failure.kind === 'timeout' ||
    (failure.kind === 'http' && failure.status >= 500)
  )
}

export const REFRESH_TOKEN_URL = '/system/auth/refresh-token'

let refreshing: Promise<ReauthOutcome> | null = null
let dialogOpen = false
/** Resolves once no refresh is running, so new requests do not go out with a dying token. */
export async function waitForRefresh(): Promise<void> {
  if (refreshing) await refreshing
}

function isAuthTokens(value: unknown): value is AuthTokens {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AuthTokens).accessToken === 'string' &&
    typeof (value as AuthTokens).refreshToken === 'string'
  )
}

/**
 * The session-expired dialog, at most one at a time however many requests failed. `dispatch` is
 * null only for calls made without a store; then 重新登录 just drops the tokens.
 */
export function showSessionExpired(dispatch: SessionDispatch | null): void {
  if (dialogOpen) return
  dialogOpen = true
  void popup
    .confirm(SESSION_EXPIRED_PRESENTATION.text, {
      title: SESSION_EXPIRED_TITLE,
      confirmText: SESSION_EXPIRED_CONFIRM_TEXT,
      cancelText: SESSION_EXPIRED_CANCEL_TEXT,
      type: 'warning',
    })
    .then((relogin) => {
      dialogOpen = false
      if (!relogin) return
      // The base query never navigates: the app reacts to the logged-out session.
      if (dispatch) dispatch(logoutLocally('expired'))
      else removeTokens()
    })
}

async function refresh(
  refreshToken: string,
  dispatch: SessionDispatch | null,
  quiet: boolean,
): Promise<ReauthOutcome> {
  const result = await sendRequest(
    // In the JSON body, not the query: URLs end up in access logs and proxies' logs.
    { url: REFRESH_TOKEN_URL, method: 'POST', body: { refreshToken }, isToken: false },
    'json',
  )
  if (
    result.type === 'envelope' &&
    isSuccessCode(result.envelope.code) &&
    isAuthTokens(result.envelope.data)
  ) {
    if (dispatch) dispatch(storeTokens(result.envelope.data))
    else setTokens(result.envelope.data)
    return 'refreshed'
  }
  if (result.type === 'failure' && result.failure.kind === 'aborted') return 'aborted'
  if (result.type === 'failure' && isUnreachable(result.failure)) {
    return { unreachable: result.failure }
  }
  // '无效的刷新令牌' / '刷新令牌已过期' and any other failure: not shown, the dialog says it all.
  if (!quiet) showSessionExpired(dispatch)
  return 'rejected'
}

/**
 * Decides what a request that got code 401 does next. `sentToken` is the access token it was
 * sent with: if storage already holds another one, a refresh has happened meanwhile (replay);
 * if storage holds none, the user logged out meanwhile (reject quietly). `quiet`: a refused
 * session shows no dialog (the caller explains it, e.g. a stale session opening /login).
 */
export function handleUnauthorized(
  sentToken: string | null,
  dispatch: SessionDispatch | null,
  { quiet = false }: { quiet?: boolean } = {},
): Promise<ReauthOutcome> {
  if (refreshing) return refreshing
  const current = getAccessToken()
  if (sentToken && current !== sentToken) return Promise.resolve(current ? 'refreshed' : 'rejected')
  if (dialogOpen) return Promise.resolve('rejected')
  const refreshToken = getRefreshToken()
  if (!refreshToken) {
    if (!quiet) showSessionExpired(dispatch)
    return Promise.resolve('rejected')
  }
  const running = refresh(refreshToken, dispatch, quiet).finally(() => {
    refreshing = null
  })
  refreshing = running
  return running
}
