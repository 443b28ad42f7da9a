import { callApi } from '@/shared/http/call-api'
import type { SessionDispatch } from '@/shared/http/session-refresh'
import type { AuthTokens } from '@/shared/session/session-types'

// Plain promises: the hand-off runs before RTK Query joins the store. Both are silent: the
// hand-off page words its own message, and a host logout must not pop anything up.

/** POST /system/sso/login: the host's one-time token for the console's own tokens. */
export function exchangeSsoTokenForTokens(ssoToken: string): Promise<AuthTokens> {
  // No token sent, so no re-auth: no store needed.
  return callApi(
    { url: '/system/sso/login', method: 'POST', body: { ssoToken }, isToken: false, silent: true },
    null,
  )
}

/** Revokes the console's tokens on the server (the host logged its user out). */
export function revokeConsoleSession(dispatch: SessionDispatch): Promise<unknown> {
  return callApi({ url: '/system/auth/logout', method: 'POST', silent: true }, dispatch)
}
