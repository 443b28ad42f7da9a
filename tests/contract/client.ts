import type { z } from 'zod'
import { envelope } from './schemas'

/** A reason a backend does not conform; the runner prints it in the table. */
export class ContractViolation extends Error {}

/** The check cannot run against this backend (e.g. no rows to read); not a violation. */
export class CheckSkipped extends Error {}

const FORBIDDEN = 403

/** A 403 says the account may not call it, not that the backend breaks the contract. */
export function lacksPermission(msg: string | null): CheckSkipped {
  return new CheckSkipped(`the account lacks the permission (code 403: ${msg ?? ''})`)
}

export interface RequestOptions {
  query?: Record<string, unknown>
  json?: unknown
  form?: Record<string, string>
  /** Send the session's access token (default true). */
  auth?: boolean
}

export interface RawAnswer {
  status: number
  headers: Headers
  body: ArrayBuffer
}

/** Query strings as the console's HTTP kernel writes them: arrays as key[0]=…, ids repeated. */
export function encodeQuery(query: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) {
      value.forEach((item, index) =>
        params.append(key === 'ids' ? key : `${key}[${index}]`, String(item)),
      )
    } else params.append(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** A JSON or form body and its Content-Type; null when the request has neither. */
export function encodeBody(
  options: Pick<RequestOptions, 'json' | 'form'>,
): { contentType: string; body: string } | null {
  if (options.json !== undefined) {
    return { contentType: 'application/json', body: JSON.stringify(options.json) }
  }
  if (options.form) {
    const body = new URLSearchParams(options.form).toString()
    return { contentType: 'application/x-www-form-urlencoded', body }
  }
  return null
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ')
}

/** One logged-in conversation with an admin-api at `baseUrl` (…/admin-api). */
export class ContractSession {
  accessToken: string | null = null
  refreshToken: string | null = null
  /** Values one check leaves for later ones (ids found in pages, created rows). */
  readonly memo = new Map<string, unknown>()

  constructor(readonly baseUrl: string) {}

  async raw(method: string, path: string, options: RequestOptions = {}): Promise<RawAnswer> {
    const headers: Record<string, string> = { 'tenant-id': '1' }
    if (options.auth !== false && this.accessToken)
      headers.Authorization = `Bearer ${this.accessToken}`
    const encoded = encodeBody(options)
    if (encoded) headers['Content-Type'] = encoded.contentType
    const url = `${this.baseUrl}${path}${encodeQuery(options.query ?? {})}`
    let response: Response
    try {
      response = await fetch(url, {
        method,
        headers,
        body: encoded?.body,
        signal: AbortSignal.timeout(30_000),
      })
    } catch (error) {
      throw new ContractViolation(`network error: ${(error as Error).message}`)
    }
    return {
      status: response.status,
      headers: response.headers,
      body: await response.arrayBuffer(),
    }
  }

  /** Any envelope (success or not), checked for the envelope shape and HTTP 200. */
  async envelope(method: string, path: string, options: RequestOptions = {}) {
    const answer = await this.raw(method, path, options)
    if (answer.status !== 200) throw new ContractViolation(`HTTP ${answer.status} (expected 200)`)
    let json: unknown
    try {
      json = JSON.parse(Buffer.from(answer.body).toString('utf8'))
    } catch {
      throw new ContractViolation('body is not JSON')
    }
    const parsed = envelope.safeParse(json)
    if (!parsed.success)
      throw new ContractViolation(`not an envelope: ${describeIssues(parsed.error)}`)
    return parsed.data
  }

  /** A successful call: code 0 and `data` matching `schema`. */
  async data<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    options: RequestOptions = {},
  ): Promise<z.output<S>> {
    const result = await this.envelope(method, path, options)
    if (result.code === FORBIDDEN) throw lacksPermission(result.msg)
    if (result.code !== 0) throw new ContractViolation(`code ${result.code}: ${result.msg ?? ''}`)
    return parseShape(schema, result.data, 'data')
  }
}

export function parseShape<S extends z.ZodType>(
  schema: S,
  value: unknown,
  what: string,
): z.output<S> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new ContractViolation(`${what} shape: ${describeIssues(parsed.error)}`)
  return parsed.data
}
