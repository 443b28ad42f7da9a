/** What the cashier tells the page it returns to. */
export type PayResult = 'success' | 'cancel' | 'close'

/** Where the cashier goes when it cannot follow a returnUrl. */
export const PAY_ORDER_PATH = '/pay/order'

export type ReturnTarget =
  /** No returnUrl: the console's tab closes. */
  | { kind: 'close-tab' }
  /** A route of the console (path, search and hash), followed with the router. */
  | { kind: 'route'; path: string }
  /** An absolute URL on the console's own origin, left for. */
  | { kind: 'href'; url: string }

/** `url` with `payResult=<result>` added to its query (before any #hash). */
function withPayResult(url: URL, result: PayResult): URL {
  url.searchParams.set('payResult', result)
  return url
}

/**
 * Where to go after paying, closing or cancelling. A path (`/activity/sign`) is a route of the
 * console; an absolute http(s) URL is followed only on the console's own origin. Anything else
 * (another origin, `//evil.example`, `javascript:`, a relative path) returns to 支付订单, so the
 * cashier cannot be used to send a user elsewhere.
 */
export function returnTarget(
  returnUrl: string | null,
  result: PayResult,
  origin: string,
): ReturnTarget {
  if (returnUrl === null || returnUrl.trim() === '') return { kind: 'close-tab' }
  const fallback: ReturnTarget = { kind: 'route', path: `${PAY_ORDER_PATH}?payResult=${result}` }
  const raw = returnUrl.trim()
  // Backslashes and control characters turn into another origin in some browsers.
  if ([...raw].some((char) => char === '\\' || char.charCodeAt(0) < 32)) return fallback
  const isPath = raw.startsWith('/') && !raw.startsWith('//')
  const isHttp = /^https?:\/\//i.test(raw)
  if (!isPath && !isHttp) return fallback
  let url: URL
  try {
    url = new URL(raw, origin)
  } catch {
    return fallback
  }
  if (url.origin !== origin) return fallback
  withPayResult(url, result)
  return isPath
    ? { kind: 'route', path: `${url.pathname}${url.search}${url.hash}` }
    : { kind: 'href', url: url.href }
}
