import type { FastifyInstance } from 'fastify'

/**
 * The sandbox's console log: one readable line per request and the SMS codes it "sends" (it has
 * no SMS gateway: the operator reads them here). Never bodies, never secrets: query parameters
 * that carry tokens, codes or passwords are masked (docs/security.md#logs).
 */
export type LogSink = (line: string) => void

/** Query parameters whose values never reach a log (compared case-insensitively). */
const SECRET_PARAMS: ReadonlySet<string> = new Set([
  'token',
  'accesstoken',
  'access_token',
  'refreshtoken',
  'refresh_token',
  'ssotoken',
  'id_token',
  'code',
  'password',
  'client_secret',
  'secret',
  'ticket',
])

const MASK = '***'

/** `url` with the values of secret query parameters replaced by ***. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?')
  if (queryStart < 0) return url
  const hashStart = url.indexOf('#', queryStart)
  const query = url.slice(queryStart + 1, hashStart < 0 ? undefined : hashStart)
  const masked = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=')
      const rawName = eq < 0 ? pair : pair.slice(0, eq)
      let name = rawName
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '))
      } catch {
        // A malformed escape: judge the raw name.
      }
      // `a[0]=`, `a.b=`: the base name decides.
      const base = name.replace(/[[.].*$/, '').toLowerCase()
      return eq >= 0 && SECRET_PARAMS.has(base) ? `${rawName}=${MASK}` : pair
    })
    .join('&')
  return `${url.slice(0, queryStart)}?${masked}${hashStart < 0 ? '' : url.slice(hashStart)}`
}

// Our envelopes serialise `code` first (lib/envelope.ts): a failure answered over HTTP 200 shows.
const ENVELOPE_CODE = /^\{"code":(-?\d+)/

/**
 * Writes `METHOD /path?query STATUS [code=N] 12ms` for every answered request, secrets masked.
 * `code=N` is the envelope's code when it is not 0 (the API answers failures over HTTP 200).
 */
export function registerRequestLog(app: FastifyInstance, sink: LogSink): void {
  const codes = new WeakMap<object, string>()
  app.addHook('onSend', async (request, _reply, payload) => {
    if (typeof payload === 'string') {
      const match = ENVELOPE_CODE.exec(payload)
      if (match && match[1] !== '0') codes.set(request, match[1])
    }
    return payload
  })
  app.addHook('onResponse', async (request, reply) => {
    const code = codes.get(request)
    const parts = [request.method, redactUrl(request.url), String(reply.statusCode)]
    if (code !== undefined) parts.push(`code=${code}`)
    parts.push(`${Math.round(reply.elapsedTime)}ms`)
    sink(parts.join(' '))
  })
}

/** Where SMS codes are written (AppContext.log); a no-op sink in tests that do not ask. */
export interface SandboxLog {
  sink: LogSink
}

const SMS_SCENES: Record<number, string> = {
  1: '绑定手机',
  2: '修改手机',
  3: '修改密码',
  4: '重置密码',
  21: '登录',
}

/** `15612345678` -> `156****5678`: enough to tell phones apart, the whole number not logged. */
export function maskMobile(mobile: string): string {
  return mobile.length >= 11 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : mobile
}

/**
 * The SMS code the sandbox "sent", on a line of its own the operator can spot:
 * `短信验证码 [登录] 156****5678: 123456 (5 分钟内有效)`. The code is printed in full: the
 * sandbox has no gateway, this line is how it reaches the person signing in.
 */
export function logSmsCode(
  ctx: { log?: SandboxLog },
  mobile: string,
  code: string,
  scene: number,
  ttlMinutes = 5,
): void {
  const label = SMS_SCENES[scene] ?? `场景 ${scene}`
  ctx.log?.sink(`短信验证码 [${label}] ${maskMobile(mobile)}: ${code} (${ttlMinutes} 分钟内有效)`)
}
