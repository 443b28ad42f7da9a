import ky, { type KyInstance } from 'ky'
import { API_BASE_URL, DEFAULT_TENANT_ID, REQUEST_TIMEOUT } from '../config/env'
import { getAccessToken, getTenantId } from '../storage/auth-storage'

/** Per-request data the hooks read (ky's `context` option). */
export interface RequestContext {
  /** false: send no Authorization header (login, refresh-token...). */
  isToken?: boolean
}

let apiOrigin: string | null = null
let client: KyInstance | null = null

/**
 * The origin a relative API_BASE_URL is resolved against: null (the default) means the page's
 * own. Embedded in a host on another origin, the page is the host's, so the app points the API at
 * the console's own server (where its files come from) instead.
 */
export function configureApiOrigin(origin: string | null): void {
  if (origin === apiOrigin) return
  apiOrigin = origin
  client = null
}

/**
 * API_BASE_URL made absolute: the Request constructor of Node (tests) rejects relative URLs, and
 * in a browser the result is the same URL fetch would use.
 */
export function resolveApiBaseUrl(base: string = API_BASE_URL): string {
  const origin =
    apiOrigin ?? (typeof window === 'undefined' ? 'http://localhost' : window.location.origin)
  return new URL(base, `${origin}/`).href
}

export interface HttpClientOptions {
  prefixUrl?: string
  timeout?: number
}

/**
 * The ky instance: admin-api prefix, 30 s timeout, no retries (re-auth replays in the base query),
 * no throwing on HTTP errors (the base query turns every status into a value).
 */
export function createHttpClient(options: HttpClientOptions = {}): KyInstance {
  return ky.create({
    prefixUrl: options.prefixUrl ?? resolveApiBaseUrl(),
    timeout: options.timeout ?? REQUEST_TIMEOUT,
    retry: 0,
    throwHttpErrors: false,
    hooks: {
      beforeRequest: [
        (request, normalized) => {
          const context = normalized.context as RequestContext
          // Read at send time, so requests replayed after a refresh carry the new token.
          const token = context.isToken === false ? null : getAccessToken()
          if (token) request.headers.set('Authorization', `Bearer ${token}`)
          request.headers.set('tenant-id', getTenantId() ?? DEFAULT_TENANT_ID)
        },
      ],
    },
  })
}

/** The shared instance, created on first use (when `window.location` is known). */
export function getHttpClient(): KyInstance {
  client ??= createHttpClient()
  return client
}

const inFlight = new Set<AbortController>()

/**
 * A signal for one request that `abortAllRequests()` can cancel; `external` (RTK Query's own
 * signal) cancels it too. Call `done()` when the request settles.
 */
export function trackRequest(external?: AbortSignal): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController()
  const abort = () => controller.abort()
  if (external?.aborted) controller.abort()
  else external?.addEventListener('abort', abort, { once: true })
  inFlight.add(controller)
  return {
    signal: controller.signal,
    done: () => {
      inFlight.delete(controller)
      external?.removeEventListener('abort', abort)
    },
  }
}

/** Cancels every in-flight admin-api request; the app calls it on unmount. */
export function abortAllRequests(): void {
  const controllers = [...inFlight]
  inFlight.clear()
  controllers.forEach((controller) => controller.abort())
}
