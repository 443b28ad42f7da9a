/**
 * GET parameters as a query string (docs/admin-api.md#query-strings):
 * - nested objects as `key[sub]=v` (any depth);
 * - arrays of numbers (id lists) as repeated keys: `ids=1&ids=2`;
 * - every other array (date ranges) indexed: `createTime[0]=a&createTime[1]=b`;
 * - undefined, null and '' are skipped; Date values are sent as epoch milliseconds.
 * Keys and values are percent-encoded (brackets too: servlet containers reject raw `[`).
 */
export function serializeParams(params: Record<string, unknown> | undefined | null): string {
  if (!params) return ''
  const parts: string[] = []
  for (const [key, value] of Object.entries(params)) appendValue(parts, key, value)
  return parts.join('&')
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === ''
}

function appendValue(parts: string[], key: string, value: unknown): void {
  if (isEmpty(value)) return
  if (value instanceof Date) {
    appendPair(parts, key, String(value.getTime()))
  } else if (Array.isArray(value)) {
    // Indices are kept as given so a half-filled range still says which end is set.
    const repeated =
      value.length > 0 && value.every((item) => isEmpty(item) || typeof item === 'number')
    value.forEach((item, index) => appendValue(parts, repeated ? key : `${key}[${index}]`, item))
  } else if (typeof value === 'object' && value !== null) {
    for (const [sub, subValue] of Object.entries(value))
      appendValue(parts, `${key}[${sub}]`, subValue)
  } else {
    appendPair(parts, key, String(value))
  }
}

function appendPair(parts: string[], key: string, value: string): void {
  parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
}

/** `url` with the serialised params appended (after any query string the url already has). */
export function appendQuery(
  url: string,
  params: Record<string, unknown> | undefined | null,
): string {
  const query = serializeParams(params)
  if (!query) return url
  return `${url}${url.includes('?') ? '&' : '?'}${query}`
}
