const BRACKET_KEY = /^([^[\]]+)\[([^[\]]*)\]$/
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

type QueryValue = string | string[] | Record<string, string>

function append(target: Record<string, QueryValue>, key: string, value: string): void {
  const current = target[key]
  if (current === undefined) target[key] = value
  else if (Array.isArray(current)) current.push(value)
  else if (typeof current === 'string') target[key] = [current, value]
}

/**
 * Parses a query string the way the Java server binds it: repeated keys (`ids=1&ids=2`) become
 * arrays, `createTime[0]=a&createTime[1]=b` (the console's serialisation of arrays) becomes
 * `createTime: [a, b]`, `createTime[]=a` too, and `user[name]=x` becomes `user: {name: x}`.
 */
export function parseQueryString(raw: string): Record<string, QueryValue> {
  const result: Record<string, QueryValue> = {}
  const params = new URLSearchParams(raw)
  for (const [rawKey, value] of params) {
    const match = BRACKET_KEY.exec(rawKey)
    const base = match ? match[1] : rawKey
    if (FORBIDDEN_KEYS.has(base)) continue
    if (!match) {
      append(result, base, value)
      continue
    }
    const sub = match[2]
    if (sub === '' || /^\d+$/.test(sub)) {
      const current = result[base]
      const list = Array.isArray(current) ? current : typeof current === 'string' ? [current] : []
      if (sub === '') list.push(value)
      else list[Number(sub)] = value
      result[base] = list
    } else if (!FORBIDDEN_KEYS.has(sub)) {
      const current = result[base]
      const object =
        current && typeof current === 'object' && !Array.isArray(current) ? current : {}
      object[sub] = value
      result[base] = object
    }
  }
  // Sparse indexes (createTime[1] without [0]) leave holes; treat them as empty values.
  for (const [key, value] of Object.entries(result)) {
    if (Array.isArray(value)) result[key] = Array.from(value, (v) => v ?? '')
  }
  return result
}
