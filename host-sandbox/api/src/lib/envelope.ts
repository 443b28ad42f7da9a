/** Wire envelope of every admin-api answer (docs/admin-api.md#envelope). */
export interface Envelope<T> {
  code: number
  data: T | null
  msg: string
}

export function ok<T>(data: T): Envelope<T> {
  return { code: 0, data: data === undefined ? null : data, msg: '' }
}

export function fail(code: number, msg: string): Envelope<null> {
  return { code, data: null, msg }
}
