import { isSuccessCode } from '../http/error-policy'
import { sendRequest } from '../http/send-request'
import { handleUnauthorized, type SessionDispatch } from '../http/session-refresh'

/**
 * What the server says of the tokens in storage: 'valid' (the access token works, or a refresh
 * renewed it), 'expired' (refused, and so was the refresh: the session is over) or 'unknown' (no
 * verdict: the server could not be reached, answered 5xx or another code).
 */
export type StoredSessionVerdict = 'valid' | 'expired' | 'unknown'

const PROBE_URL = '/system/auth/get-permission-info'

/**
 * Asks whether a stored session still holds, without the session-expired dialog: a page outside
 * the layout (/login, /sso) that finds old tokens explains an expired session in its own words.
 */
export async function checkStoredSession(dispatch: SessionDispatch): Promise<StoredSessionVerdict> {
  const result = await sendRequest({ url: PROBE_URL, silent: true }, 'json')
  if (result.type !== 'envelope') return 'unknown'
  if (isSuccessCode(result.envelope.code)) return 'valid'
  if (result.envelope.code !== 401) return 'unknown'
  const outcome = await handleUnauthorized(result.sentToken, dispatch, { quiet: true })
  if (outcome === 'refreshed') return 'valid'
  return outcome === 'rejected' ? 'expired' : 'unknown'
}
