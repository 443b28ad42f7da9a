import { createHmac } from 'node:crypto'

// Aliyun's RPC-style signature (SignatureVersion 1.0, HMAC-SHA1), as its API reference describes:
// the parameters sorted by name and percent-encoded into a canonical query, prefixed with the
// HTTP method and the encoded path '/', signed with the AccessKey secret followed by '&'.

/** RFC 3986 encoding as Aliyun wants it: space %20, `*` %2A, `~` kept, `!'()` encoded too. */
export function aliyunPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  )
}

/** `a=1&b=2`: every parameter but Signature, sorted by name, names and values encoded. */
export function aliyunCanonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((name) => name !== 'Signature')
    .sort()
    .map((name) => `${aliyunPercentEncode(name)}=${aliyunPercentEncode(params[name])}`)
    .join('&')
}

export function aliyunStringToSign(method: string, params: Record<string, string>): string {
  return `${method.toUpperCase()}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(aliyunCanonicalQuery(params))}`
}

/** Base64 HMAC-SHA1 of the string to sign, keyed with `${secret}&`. */
export function aliyunSignature(
  method: string,
  params: Record<string, string>,
  accessKeySecret: string,
): string {
  return createHmac('sha1', `${accessKeySecret}&`)
    .update(aliyunStringToSign(method, params))
    .digest('base64')
}

/** Aliyun's timestamp format: ISO 8601 in UTC without milliseconds. */
export function aliyunTimestamp(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/\.\d{3}Z$/, 'Z')
}
