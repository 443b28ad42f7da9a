import { TimeoutError } from 'ky'
import { getAccessToken } from '../storage/auth-storage'
import type { Failure } from './error-policy'
import { getHttpClient, trackRequest } from './ky-client'
import type { ApiEnvelope, RequestArgs } from './request-types'
import { appendQuery } from './serialize-params'

/** 'blob': a non-JSON body is kept as a file; a JSON body is still read as an (error) envelope. */
export type ResponseKind = 'json' | 'blob'

/** One HTTP exchange, as a value. */
export type SendResult =
  | { type: 'envelope'; envelope: ApiEnvelope; sentToken: string | null }
  /** A body without an envelope (or none: null). */
  | { type: 'data'; data: unknown }
  | { type: 'blob'; blob: Blob; headers: Headers }
  | { type: 'failure'; failure: Failure }

function toInput(args: RequestArgs): string {
  // ky's prefixUrl wants the path without its leading slash.
  return appendQuery(args.url.replace(/^\/+/, ''), args.params)
}

function toBody(args: RequestArgs): { json?: unknown; body?: BodyInit } {
  if (args.formData) return { body: args.formData }
  if (args.form) return { body: new URLSearchParams(args.form) }
  if (args.body !== undefined) return { json: args.body }
  return {}
}

function isEnvelope(value: unknown): value is ApiEnvelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'number'
  )
}

function classifyThrown(error: unknown, signal: AbortSignal): Failure {
  if (error instanceof TimeoutError) return { kind: 'timeout' }
  if (signal.aborted || (error instanceof Error && error.name === 'AbortError')) {
    return { kind: 'aborted' }
  }
  return { kind: 'network' }
}

async function readBody(
  response: Response,
  kind: ResponseKind,
  sentToken: string | null,
): Promise<SendResult> {
  const contentType = response.headers.get('content-type') ?? ''
  const isJson = contentType.includes('json')
  if (kind === 'blob' && !isJson) {
    return { type: 'blob', blob: await response.blob(), headers: response.headers }
  }
  const text = await response.text()
  if (!text) return { type: 'data', data: null }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return isJson
      ? { type: 'failure', failure: { kind: 'invalid-response' } }
      : { type: 'data', data: text }
  }
  return isEnvelope(parsed)
    ? { type: 'envelope', envelope: parsed, sentToken }
    : { type: 'data', data: parsed }
}

/** Sends once; never throws. `signal` (e.g. RTK Query's) cancels it, as does abortAllRequests(). */
export async function sendRequest(
  args: RequestArgs,
  kind: ResponseKind,
  signal?: AbortSignal,
): Promise<SendResult> {
  const tracked = trackRequest(signal)
  const isToken = args.isToken !== false
  // The hook reads the token again at send time; this copy tells a later 401 which token failed.
  const sentToken = isToken ? getAccessToken() : null
  try {
    const response = await getHttpClient()(toInput(args), {
      method: args.method ?? 'GET',
      signal: tracked.signal,
      context: { isToken },
      ...toBody(args),
    })
    if (!response.ok) return { type: 'failure', failure: { kind: 'http', status: response.status } }
    return await readBody(response, kind, sentToken)
  } catch (error) {
    return { type: 'failure', failure: classifyThrown(error, tracked.signal) }
  } finally {
    tracked.done()
  }
}
