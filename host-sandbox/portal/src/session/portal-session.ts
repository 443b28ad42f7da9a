import { createStore, type SimpleStore } from '../lib/simple-store'

/**
 * The portal's own session. Embedded, the console shares this origin's storage, so the portal
 * keeps to its own key in sessionStorage and never touches the console's (ACCESS_TOKEN, ...).
 */
export const PORTAL_SESSION_KEY = 'museum-portal.session'

export interface PortalSession {
  username: string
  nickname: string
  accessToken: string
  /** Renews the access token (30 minutes) so that SSO keeps working in a long portal session. */
  refreshToken?: string
}

function isPortalSession(value: unknown): value is PortalSession {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return (
    ['username', 'nickname', 'accessToken'].every((key) => typeof record[key] === 'string') &&
    (record.refreshToken === undefined || typeof record.refreshToken === 'string')
  )
}

export function readPortalSession(storage: Storage = sessionStorage): PortalSession | null {
  const raw = storage.getItem(PORTAL_SESSION_KEY)
  if (!raw) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    return isPortalSession(parsed) ? parsed : null
  } catch {
    return null
  }
}

export type PortalSessionStore = SimpleStore<PortalSession | null>

/** A store that mirrors itself into sessionStorage. */
export function createPortalSessionStore(storage: Storage = sessionStorage): PortalSessionStore {
  const store = createStore<PortalSession | null>(readPortalSession(storage))
  store.subscribe(() => {
    const session = store.get()
    if (session) storage.setItem(PORTAL_SESSION_KEY, JSON.stringify(session))
    else storage.removeItem(PORTAL_SESSION_KEY)
  })
  return store
}
