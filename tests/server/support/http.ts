import { encodeBody } from '../../contract/client'
import type { RunningSandbox } from './sandbox'

export interface Envelope<T = unknown> {
  code: number
  data: T
  msg: string
}

/** `data` of every page endpoint. */
export interface Page<T> {
  list: T[]
  total: number
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  token?: string | null
  /** Serialised like the console: arrays as key[0]=…, or repeated keys when `repeatArrays`. */
  query?: Record<string, unknown>
  repeatArrays?: boolean
  json?: unknown
  form?: Record<string, string>
  body?: FormData
  headers?: Record<string, string>
}

export function toQueryString(query: Record<string, unknown>, repeatArrays = false): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) {
      value.forEach((item, index) =>
        params.append(repeatArrays ? key : `${key}[${index}]`, String(item)),
      )
    } else {
      params.append(key, String(value))
    }
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

export async function rawCall(
  base: string,
  path: string,
  options: CallOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { 'tenant-id': '1', ...options.headers }
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  const encoded = encodeBody(options)
  if (encoded) headers['Content-Type'] = encoded.contentType
  const body = encoded ? encoded.body : options.body
  const url = `${base}${path}${toQueryString(options.query ?? {}, options.repeatArrays)}`
  return fetch(url, { method: options.method ?? 'GET', headers, body, redirect: 'manual' })
}

/** Calls the admin-api and returns the envelope (asserting HTTP 200, as the contract says). */
export async function call<T = unknown>(
  sandbox: RunningSandbox,
  path: string,
  options: CallOptions = {},
): Promise<Envelope<T>> {
  const response = await rawCall(sandbox.apiUrl, path, options)
  if (response.status !== 200) {
    throw new Error(
      `${options.method ?? 'GET'} ${path}: HTTP ${response.status} ${await response.text()}`,
    )
  }
  return (await response.json()) as Envelope<T>
}

/** Calls a /sandbox helper route. */
export async function sandboxCall<T = unknown>(
  sandbox: RunningSandbox,
  path: string,
  options: CallOptions = {},
): Promise<Envelope<T>> {
  const response = await rawCall(sandbox.origin, path, options)
  return (await response.json()) as Envelope<T>
}

export interface Tokens {
  userId: number
  accessToken: string
  refreshToken: string
  expiresTime: number
}

export async function login(
  sandbox: RunningSandbox,
  username: string,
  password: string,
): Promise<Tokens> {
  const result = await call<Tokens>(sandbox, '/system/auth/login', {
    method: 'POST',
    json: { username, password },
  })
  if (result.code !== 0) throw new Error(`login ${username} failed: ${result.code} ${result.msg}`)
  return result.data
}

export const ADMIN = { username: 'admin', password: 'admin123' } as const
export const STAFF = { username: 'staff', password: 'staff123' } as const

export async function loginAdmin(sandbox: RunningSandbox): Promise<string> {
  return (await login(sandbox, ADMIN.username, ADMIN.password)).accessToken
}

export async function loginStaff(sandbox: RunningSandbox): Promise<string> {
  return (await login(sandbox, STAFF.username, STAFF.password)).accessToken
}

/** The nickname GET /system/auth/get-permission-info gives for `token`: whose session it is. */
export async function nicknameOf(sandbox: RunningSandbox, token: string): Promise<string> {
  const info = await call<{ user: { nickname: string } }>(
    sandbox,
    '/system/auth/get-permission-info',
    { token },
  )
  return info.data.user.nickname
}

const pad = (n: number) => String(n).padStart(2, '0')

/** `yyyy-MM-dd HH:mm:ss` in local time, as the console sends date-range filters. */
export function formatDateTime(epochMs: number): string {
  const d = new Date(epochMs)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
}
