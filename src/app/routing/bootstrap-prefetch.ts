import { isSuccessCode } from '@/shared/http/error-policy'
import { sendRequest } from '@/shared/http/send-request'
import { getAccessToken } from '@/shared/storage/auth-storage'

/**
 * The three calls a signed-in page needs before it can render (dictionaries, permission info,
 * menus), started together by the mount before React renders, while the shell's chunks load
 * (docs/architecture.md#session-bootstrap). This module is in the entry chunk: it sends through
 * the http kernel's plain sender (no RTK Query, no re-auth, no toasts).
 *
 * An answer is used only when it succeeded; anything else (401 of an expired access token, a
 * network error, a 5xx, another envelope code) is dropped and the bootstrap asks again through
 * the api slice, which refreshes the token, shows the failure and keeps the session.
 */

export const BOOTSTRAP_PATHS = {
  dicts: '/system/dict-data/list-all-simple',
  permissionInfo: '/system/auth/get-permission-info',
  menus: '/system/auth/list-menus',
} as const

export type BootstrapPart = keyof typeof BOOTSTRAP_PATHS

/** The data of a successful answer, or null (ask again through the api slice). */
export type PrefetchedAnswer = Promise<{ data: unknown } | null>

export interface BootstrapPrefetch {
  /** The access token the calls were sent with: a session of another token ignores them. */
  token: string
  answers: Record<BootstrapPart, PrefetchedAnswer>
}

async function fetchPart(path: string): PrefetchedAnswer {
  const result = await sendRequest({ url: path, silent: true }, 'json')
  if (result.type !== 'envelope' || !isSuccessCode(result.envelope.code)) return null
  return { data: result.envelope.data }
}

// Keyed by the mount's store, never a module-level value a second mount would find.
const started = new WeakMap<object, BootstrapPrefetch>()

/**
 * Starts the bootstrap calls for the mount that owns `owner` (its store) when a token is stored.
 * Returns whether it started them.
 */
export function startBootstrapPrefetch(owner: object): boolean {
  const token = getAccessToken()
  if (!token) return false
  const answers = {
    dicts: fetchPart(BOOTSTRAP_PATHS.dicts),
    permissionInfo: fetchPart(BOOTSTRAP_PATHS.permissionInfo),
    menus: fetchPart(BOOTSTRAP_PATHS.menus),
  }
  started.set(owner, { token, answers })
  return true
}

/**
 * The calls started for `owner`, once: a later bootstrap (重试, a new login) asks the server
 * again. Null when none were started, or they were sent with another token than `token`.
 */
export function takeBootstrapPrefetch(
  owner: object,
  token: string | null,
): BootstrapPrefetch | null {
  const prefetch = started.get(owner) ?? null
  started.delete(owner)
  return prefetch && prefetch.token === token ? prefetch : null
}
