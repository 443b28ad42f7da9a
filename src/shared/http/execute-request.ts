import {
  isSuccessCode,
  presentError,
  SESSION_INVALID_MSG,
  toApiError,
  type Failure,
} from './error-policy'
import type { ApiError, RequestArgs } from './request-types'
import { sendRequest, type ResponseKind, type SendResult } from './send-request'
import {
  handleUnauthorized,
  showSessionExpired,
  waitForRefresh,
  type SessionDispatch,
} from './session-refresh'

export type SuccessResult = Exclude<SendResult, { type: 'failure' }>

export type ExecuteOutcome = { ok: true; result: SuccessResult } | { ok: false; error: ApiError }

export interface ExecuteOptions {
  dispatch: SessionDispatch | null
  signal?: AbortSignal
}

/** What requests waiting on a failed re-auth reject with (the dialog is their only display). */
export const SESSION_INVALID_ERROR: ApiError = { code: 401, msg: SESSION_INVALID_MSG }

function isUnauthorized(result: SendResult): result is Extract<SendResult, { type: 'envelope' }> {
  return result.type === 'envelope' && result.envelope.code === 401
}

function fail(failure: Failure, silent: boolean | undefined): ExecuteOutcome {
  if (!silent) presentError(failure)
  return { ok: false, error: toApiError(failure) }
}

/**
 * A request with the whole policy: re-auth on code 401 (one refresh, one replay), envelope
 * unwrapping, and errors shown per the error policy unless `args.silent`. Never throws.
 */
export async function executeRequest(
  args: RequestArgs,
  kind: ResponseKind,
  { dispatch, signal }: ExecuteOptions,
): Promise<ExecuteOutcome> {
  await waitForRefresh()
  let result = await sendRequest(args, kind, signal)

  if (isUnauthorized(result) && args.isToken !== false) {
    const outcome = await handleUnauthorized(result.sentToken, dispatch)
    if (outcome === 'aborted') return fail({ kind: 'aborted' }, true)
    if (outcome === 'rejected') return { ok: false, error: SESSION_INVALID_ERROR }
    if (typeof outcome === 'object') return fail(outcome.unreachable, args.silent)
    result = await sendRequest(args, kind, signal)
    if (isUnauthorized(result)) {
      // Rejected again with a fresh token: no second refresh, the session is not usable.
      showSessionExpired(dispatch)
      return { ok: false, error: SESSION_INVALID_ERROR }
    }
  }

  if (result.type === 'failure') return fail(result.failure, args.silent)
  if (result.type === 'envelope' && !isSuccessCode(result.envelope.code)) {
    const { code, msg } = result.envelope
    return fail({ kind: 'envelope', code, msg: typeof msg === 'string' ? msg : '' }, args.silent)
  }
  return { ok: true, result }
}
