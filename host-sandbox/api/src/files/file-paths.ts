/**
 * A stored file's path relative to its storage's root: segments of letters, digits and `._-`
 * (and any non-ASCII letter), never `.` or `..`, never absolute, no backslash or NUL. Anything
 * else is refused before any storage sees it, so no path can leave a storage's folder.
 */
export function isSafeFilePath(path: string): boolean {
  if (!path || path.length > 512) return false
  if (/[\\\0]/.test(path) || path.startsWith('/')) return false
  return path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..')
}

/** The path in a URL: each segment percent-encoded, the slashes kept. */
export const encodeFilePath = (path: string) => path.split('/').map(encodeURIComponent).join('/')
