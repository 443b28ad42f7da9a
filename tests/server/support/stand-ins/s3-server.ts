import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { startHttpStandIn } from './http-stand-in'

/**
 * A small S3-compatible server for tests, on 127.0.0.1: path-style PUT / GET / DELETE of objects
 * in the buckets it was given, every request checked for an AWS Signature Version 4 made with its
 * one key pair (wrong key -> InvalidAccessKeyId, wrong secret -> SignatureDoesNotMatch, unknown
 * bucket -> NoSuchBucket), as a real service answers.
 */
export interface S3StandIn {
  endpoint: string
  accessKey: string
  secret: string
  /** bucket -> key -> bytes */
  objects: Map<string, Map<string, Buffer>>
  stop(): Promise<void>
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest()

function xmlError(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'Content-Type': 'application/xml' })
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  )
}

const encodeRfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/** The SigV4 check: null when the request is signed with `accessKey` / `secret`, else the S3 error code. */
function signatureProblem(
  req: IncomingMessage,
  body: Buffer,
  accessKey: string,
  secret: string,
): string | null {
  const auth = req.headers.authorization ?? ''
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    )
  if (!match) return 'AccessDenied'
  const [, key, day, region, signedHeaders, signature] = match
  if (key !== accessKey) return 'InvalidAccessKeyId'
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '')
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body))
    return 'XAmzContentSHA256Mismatch'
  const url = new URL(req.url ?? '/', 'http://stand-in')
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => [encodeRfc3986(k), encodeRfc3986(v)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&')
  const headers = signedHeaders
    .split(';')
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('')
  const canonical = [req.method, url.pathname, query, headers, signedHeaders, payloadHash].join(
    '\n',
  )
  const amzDate = String(req.headers['x-amz-date'] ?? '')
  const scope = `${day}/${region}/s3/aws4_request`
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n')
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), 's3'), 'aws4_request')
  const expected = hmac(signingKey, toSign)
  const given = Buffer.from(signature, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? null
    : 'SignatureDoesNotMatch'
}

export async function startS3StandIn(
  options: { buckets?: string[]; accessKey?: string; secret?: string } = {},
): Promise<S3StandIn> {
  const accessKey = options.accessKey ?? 'stand-in-key'
  const secret = options.secret ?? 'stand-in-secret'
  const objects = new Map(
    (options.buckets ?? ['museum']).map((b) => [b, new Map<string, Buffer>()]),
  )

  const server = await startHttpStandIn((req, body, res) => {
    const problem = signatureProblem(req, body, accessKey, secret)
    if (problem) return xmlError(res, 403, problem, problem)
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname
    const [, bucketName, ...rest] = path.split('/')
    const bucket = objects.get(decodeURIComponent(bucketName ?? ''))
    if (!bucket) return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist')
    const key = decodeURIComponent(rest.join('/'))
    if (req.method === 'PUT') {
      bucket.set(key, body)
      res.writeHead(200, { ETag: `"${createHash('md5').update(body).digest('hex')}"` })
      return res.end()
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      const data = bucket.get(key)
      if (!data) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.')
      res.writeHead(200, { 'Content-Length': data.length })
      return res.end(req.method === 'GET' ? data : undefined)
    }
    if (req.method === 'DELETE') {
      bucket.delete(key)
      res.writeHead(204)
      return res.end()
    }
    xmlError(res, 405, 'MethodNotAllowed', 'Method not allowed')
  })
  return { endpoint: server.origin, accessKey, secret, objects, stop: server.stop }
}
