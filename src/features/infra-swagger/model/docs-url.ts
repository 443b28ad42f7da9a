/** The config key (参数配置) naming another documentation page to show. */
export const SWAGGER_URL_CONFIG = 'url.swagger'

/** The frame runs the documentation page's own scripts, forms (Try it out) and same-origin calls. */
export const DOCS_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms'

/**
 * The sandbox's documentation page beside the admin-api: `…/prod-api/admin-api` ->
 * `…/prod-api/v3/docs/` (the dev proxy and the sandbox both serve the API prefix).
 */
export function ownDocsUrl(apiBaseUrl: string): string {
  const base = apiBaseUrl.replace(/\/+$/, '').replace(/\/admin-api$/, '')
  return `${base}/v3/docs/`
}

/**
 * url.swagger when it is an http(s) address (or a path on this origin); anything else (empty,
 * javascript:, data:) is not framed.
 */
export function configuredDocsUrl(value: string | null | undefined, origin: string): string | null {
  const text = value?.trim()
  if (!text) return null
  try {
    const url = new URL(text, `${origin}/`)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    if (!/^https?:\/\//i.test(text) && !text.startsWith('/')) return null
    return url.href
  } catch {
    return null
  }
}
