/**
 * A redirect target taken from the URL is followed only when it is an in-app path: it must start
 * with one '/' (so '//evil.example' and 'https://…' are refused). Anything else falls back to '/'.
 */
export function safeRedirectPath(raw: string | null | undefined, fallback = '/'): string {
  if (!raw) return fallback
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback
  return raw
}
