/** Runtime configuration the portal reads from GET /portal-config.json. */
export interface PortalConfig {
  /** qiankun entry of the console: its index.html on the console's own origin. */
  consoleEntry: string
  /** The console's admin-api (the portal signs its own users in there). */
  apiBase: string
  /** The sandbox's helper routes (the SSO token issuer lives at `${sandboxBase}/sso/issue`). */
  sandboxBase: string
  /** The path under which the console is mounted; the console's router basename. */
  activeRule: string
}

export const ACTIVE_RULE = '/museum'

/** One portal build works against any console origin: the origin is decided when serving. */
export function portalConfig(consoleOrigin: string): PortalConfig {
  const origin = new URL(consoleOrigin).origin
  return {
    consoleEntry: `${origin}/`,
    apiBase: `${origin}/prod-api/admin-api`,
    sandboxBase: `${origin}/sandbox`,
    activeRule: ACTIVE_RULE,
  }
}

/** Narrows an unknown JSON value (what the browser fetched) to a PortalConfig. */
export function isPortalConfig(value: unknown): value is PortalConfig {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return ['consoleEntry', 'apiBase', 'sandboxBase', 'activeRule'].every(
    (key) => typeof record[key] === 'string' && record[key] !== '',
  )
}
