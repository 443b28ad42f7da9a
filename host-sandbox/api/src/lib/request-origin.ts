import type { FastifyRequest } from 'fastify'

/** `http://host:port` the client used to reach the sandbox (for absolute URLs in answers). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`
}

/** Absolute URL for a sandbox-relative path; absolute URLs pass through. */
export function absoluteUrl(request: FastifyRequest, pathOrUrl: string): string {
  if (!pathOrUrl || /^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  return `${requestOrigin(request)}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}

/** Appends query parameters to a URL that may already have some (or a fragment). */
export function appendQuery(url: string, params: Record<string, string | undefined>): string {
  const hashIndex = url.indexOf('#')
  const base = hashIndex >= 0 ? url.slice(0, hashIndex) : url
  const hash = hashIndex >= 0 ? url.slice(hashIndex) : ''
  const query = Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&')
  if (!query) return url
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`
}
