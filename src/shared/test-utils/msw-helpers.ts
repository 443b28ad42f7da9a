import { HttpResponse } from 'msw'
import { resolveApiBaseUrl } from '../http/ky-client'

/** Absolute admin-api URL for msw handlers: jsdom's origin + /prod-api/admin-api + path. */
export function apiUrl(path: string): string {
  return `${resolveApiBaseUrl().replace(/\/$/, '')}${path}`
}

/** A success envelope body (code 0). */
export function envelope<T>(data: T) {
  return { code: 0, data, msg: '' }
}

/** A business-error envelope body. */
export function failure(code: number, msg: string) {
  return { code, data: null, msg }
}

/** A success envelope (code 0). */
export function okEnvelope(data: unknown) {
  return HttpResponse.json(envelope(data))
}

/** A business-error envelope (HTTP 200, the code is in the body). */
export function errorEnvelope(code: number, msg = '') {
  return HttpResponse.json(failure(code, msg))
}
