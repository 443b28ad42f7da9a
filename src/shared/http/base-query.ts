import type { BaseQueryFn } from '@reduxjs/toolkit/query'
import { executeRequest } from './execute-request'
import type { ApiError, RequestArgs } from './request-types'

/**
 * RTK Query base query of the admin-api: success -> `{ data: envelope.data }`, failure ->
 * `{ error: ApiError }` (already shown to the user unless `silent`). Errors are values, never
 * thrown. Blob downloads go through `downloadFile` instead (a Blob is not serialisable state).
 */
export const adminBaseQuery: BaseQueryFn<RequestArgs, unknown, ApiError> = async (args, api) => {
  const outcome = await executeRequest(args, 'json', { dispatch: api.dispatch, signal: api.signal })
  if (!outcome.ok) return { error: outcome.error }
  const { result } = outcome
  if (result.type === 'envelope') return { data: result.envelope.data ?? null }
  if (result.type === 'data') return { data: result.data }
  // A JSON request never yields a blob; keep the union exhaustive without storing a Blob.
  return { data: null }
}
