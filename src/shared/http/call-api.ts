import { executeRequest } from './execute-request'
import type { RequestArgs } from './request-types'
import type { SessionDispatch } from './session-refresh'

/**
 * The admin-api as a plain promise, with the same policy as the RTK Query base query (envelope,
 * errors shown unless silent, re-auth). For the few screens that run before RTK Query is loaded
 * (the login page). Resolves with envelope.data; rejects with the ApiError.
 * `dispatch` is the store's, used when re-auth fails to end the session; calls that send no token
 * (`isToken: false`) never re-authenticate and pass null.
 */
export async function callApi<T>(args: RequestArgs, dispatch: SessionDispatch | null): Promise<T> {
  const outcome = await executeRequest(args, 'json', { dispatch })
  if (!outcome.ok) throw outcome.error
  const { result } = outcome
  if (result.type === 'envelope') return (result.envelope.data ?? null) as T
  if (result.type === 'data') return result.data as T
  return null as T
}
