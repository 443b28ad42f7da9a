import { createHash, createHmac } from 'node:crypto'

// Tencent Cloud's API 3.0 signature (TC3-HMAC-SHA256), as its reference describes: a canonical
// request (method, path, query, signed headers, body hash) is hashed into a string to sign, which
// is signed with a key derived from the secret, the UTC date, the service and 'tc3_request'.

export const TC3_ALGORITHM = 'TC3-HMAC-SHA256'
export const TC3_CONTENT_TYPE = 'application/json; charset=utf-8'

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')
const hmac = (key: string | Buffer, text: string) =>
  createHmac('sha256', key).update(text, 'utf8').digest()

/** The UTC day of `timestamp` (seconds), as the credential scope wants it. */
export function tc3Date(timestamp: number): string {
  return new Date(timestamp * 1000).toISOString().slice(0, 10)
}

/** POST with a JSON body; `content-type` and `host` are the signed headers. */
export function tc3CanonicalRequest(host: string, payload: string): string {
  return [
    'POST',
    '/',
    '',
    `content-type:${TC3_CONTENT_TYPE}\nhost:${host}\n`,
    'content-type;host',
    sha256Hex(payload),
  ].join('\n')
}

export function tc3StringToSign(
  service: string,
  timestamp: number,
  canonicalRequest: string,
): string {
  const scope = `${tc3Date(timestamp)}/${service}/tc3_request`
  return [TC3_ALGORITHM, String(timestamp), scope, sha256Hex(canonicalRequest)].join('\n')
}

export interface Tc3Request {
  secretId: string
  secretKey: string
  /** e.g. 'sms' */
  service: string
  /** The Host header exactly as sent (with the port when not the default). */
  host: string
  /** Seconds since the epoch. */
  timestamp: number
  payload: string
}

/** Hex signature of a request. */
export function tc3Signature(request: Tc3Request): string {
  const date = tc3Date(request.timestamp)
  const signingKey = hmac(
    hmac(hmac(`TC3${request.secretKey}`, date), request.service),
    'tc3_request',
  )
  const toSign = tc3StringToSign(
    request.service,
    request.timestamp,
    tc3CanonicalRequest(request.host, request.payload),
  )
  return createHmac('sha256', signingKey).update(toSign, 'utf8').digest('hex')
}

/** The Authorization header of a request. */
export function tc3Authorization(request: Tc3Request): string {
  const scope = `${tc3Date(request.timestamp)}/${request.service}/tc3_request`
  return `${TC3_ALGORITHM} Credential=${request.secretId}/${scope}, SignedHeaders=content-type;host, Signature=${tc3Signature(request)}`
}
