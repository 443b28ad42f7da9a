import type { FastifyInstance, FastifyRequest } from 'fastify'
import { LOGIN_LOG_TYPES, LOGIN_RESULTS } from '../../../../src/shared/wire/login-log'
import { prepared } from '../db/prepared'
import type { AppContext } from '../lib/context'
import { AuthErrors, SmsErrors } from '../lib/error-codes'
import { purgeLogRows } from '../lib/log-retention'
import { bearerToken } from './auth-hook'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A system_login_type value: every answer of this route becomes a login log row
     * (auth/login-log.ts). Login routes answer tokens; a logout route's row names the token's user.
     */
    loginLog?: number
  }
}

/** Rows older than this are purged (auth housekeeping). */
export const LOGIN_LOG_KEEP_MS = 90 * 24 * 60 * 60_000
/**
 * At most this many rows are kept, the newest: one row per attempt, so a flood of refused
 * attempts (locked or crowded accounts answer fast) must not grow the file without bound between
 * purges of age alone. About 200 bytes a row: some 40 MB at most, plus what arrives until the
 * next purge.
 */
export const LOGIN_LOG_MAX_ROWS = 200_000

const USERNAME_MAX = 64
const USER_AGENT_MAX = 512
/** user_type: the sandbox only signs in admin users. */
const ADMIN_USER_TYPE = 2

const INSERT = `INSERT INTO system_login_log
  (log_type, user_id, user_type, username, user_ip, user_agent, result, create_time)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?)`

/** The refusal behind an answer's envelope code (system_login_result). */
const RESULT_OF_CODE = new Map<number, number>([
  [0, LOGIN_RESULTS.SUCCESS],
  [AuthErrors.BAD_CREDENTIALS.code, LOGIN_RESULTS.BAD_CREDENTIALS],
  [AuthErrors.USER_DISABLED.code, LOGIN_RESULTS.USER_DISABLED],
  [AuthErrors.ACCOUNT_LOCKED.code, LOGIN_RESULTS.ACCOUNT_LOCKED],
  [SmsErrors.CODE_NOT_FOUND.code, LOGIN_RESULTS.CAPTCHA_NOT_FOUND],
  [SmsErrors.CODE_EXPIRED.code, LOGIN_RESULTS.CAPTCHA_NOT_FOUND],
  [SmsErrors.CODE_USED.code, LOGIN_RESULTS.CAPTCHA_NOT_FOUND],
  [SmsErrors.CODE_NOT_CORRECT.code, LOGIN_RESULTS.CAPTCHA_CODE_ERROR],
  [SmsErrors.CODE_TOO_MANY_ATTEMPTS.code, LOGIN_RESULTS.CAPTCHA_CODE_ERROR],
])

export interface LoginLogEntry {
  logType: number
  userId: number | null
  username: string
  result: number
}

/** One row: who, from where, with what outcome. Never a password, code or token. */
export function recordLoginLog(ctx: AppContext, request: FastifyRequest, entry: LoginLogEntry) {
  const agent = request.headers['user-agent']
  prepared(ctx.db, INSERT).run(
    entry.logType,
    entry.userId,
    ADMIN_USER_TYPE,
    printable(entry.username, USERNAME_MAX),
    request.ip,
    printable(typeof agent === 'string' ? agent : '', USER_AGENT_MAX),
    entry.result,
    ctx.now(),
  )
}

/** An administrator ended `userId`'s session (令牌管理 强退). */
export function recordForcedLogout(ctx: AppContext, request: FastifyRequest, userId: number) {
  recordLoginLog(ctx, request, {
    logType: LOGIN_LOG_TYPES.LOGOUT_DELETE,
    userId,
    username: usernameOf(ctx, userId) ?? '',
    result: LOGIN_RESULTS.SUCCESS,
  })
}

/** Deletes rows past LOGIN_LOG_KEEP_MS and all but the newest LOGIN_LOG_MAX_ROWS; returns how many. */
export function purgeLoginLog(ctx: AppContext): number {
  return purgeLogRows(ctx.db, {
    table: 'system_login_log',
    timeColumn: 'create_time',
    before: ctx.now() - LOGIN_LOG_KEEP_MS,
    maxRows: LOGIN_LOG_MAX_ROWS,
  })
}

/**
 * Records every answer of the routes that carry `config.loginLog`: successful logins with the
 * account, refusals with the name typed and why (from the envelope's code), logouts with the
 * user whose token ended. Written before the answer leaves: whoever reads the log next sees it.
 */
export function registerLoginLog(app: FastifyInstance, ctx: AppContext): void {
  // A logout revokes its token in the handler: whose it was is read before.
  const logoutUsers = new WeakMap<FastifyRequest, number>()
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.loginLog !== LOGIN_LOG_TYPES.LOGOUT_SELF) return
    const token = bearerToken(request)
    const row = token
      ? (prepared(
          ctx.db,
          'SELECT user_id FROM system_oauth2_access_token WHERE access_token = ?',
        ).get(token) as { user_id: number } | undefined)
      : undefined
    if (row) logoutUsers.set(request, row.user_id)
  })
  app.addHook('onSend', async (request, _reply, payload) => {
    const logType = request.routeOptions.config.loginLog
    if (logType === undefined) return payload
    try {
      const entry =
        logType === LOGIN_LOG_TYPES.LOGOUT_SELF
          ? logoutEntry(ctx, logoutUsers.get(request))
          : loginEntry(ctx, request, logType, payload)
      if (entry) recordLoginLog(ctx, request, entry)
    } catch (error) {
      // The login itself has been decided: a failed log write must not change its answer.
      request.log.warn({ err: error }, 'login log write failed')
    }
    return payload
  })
}

function logoutEntry(ctx: AppContext, userId: number | undefined): LoginLogEntry | null {
  if (userId === undefined) return null
  return {
    logType: LOGIN_LOG_TYPES.LOGOUT_SELF,
    userId,
    username: usernameOf(ctx, userId) ?? '',
    result: LOGIN_RESULTS.SUCCESS,
  }
}

function loginEntry(
  ctx: AppContext,
  request: FastifyRequest,
  logType: number,
  payload: unknown,
): LoginLogEntry {
  const answer = envelopeOf(payload)
  const typed = typedName(request.body, logType)
  if (answer.code === 0 && answer.userId !== null) {
    return {
      logType,
      userId: answer.userId,
      username: usernameOf(ctx, answer.userId) ?? typed,
      result: LOGIN_RESULTS.SUCCESS,
    }
  }
  const known =
    logType === LOGIN_LOG_TYPES.USERNAME && typed !== ''
      ? (prepared(ctx.db, 'SELECT id FROM system_users WHERE username = ?').get(typed) as
          { id: number } | undefined)
      : undefined
  return {
    logType,
    userId: known?.id ?? null,
    username: typed,
    result: RESULT_OF_CODE.get(answer.code ?? -1) ?? LOGIN_RESULTS.UNKNOWN_ERROR,
  }
}

/** The envelope's code and, for a login's tokens, the user id (payloads are small here). */
function envelopeOf(payload: unknown): { code: number | null; userId: number | null } {
  if (typeof payload !== 'string') return { code: null, userId: null }
  try {
    const parsed = JSON.parse(payload) as { code?: unknown; data?: { userId?: unknown } | null }
    const code = typeof parsed.code === 'number' ? parsed.code : null
    const userId = typeof parsed.data?.userId === 'number' ? parsed.data.userId : null
    return { code, userId }
  } catch {
    return { code: null, userId: null }
  }
}

/** What the person typed to name themself: the account for password logins, the mobile for SMS. */
function typedName(body: unknown, logType: number): string {
  if (typeof body !== 'object' || body === null) return ''
  const field = logType === LOGIN_LOG_TYPES.SMS ? 'mobile' : 'username'
  const value = (body as Record<string, unknown>)[field]
  return typeof value === 'string' ? value.trim() : ''
}

function usernameOf(ctx: AppContext, userId: number): string | undefined {
  const row = prepared(ctx.db, 'SELECT username FROM system_users WHERE id = ?').get(userId) as
    { username: string } | undefined
  return row?.username
}

/** At most `max` characters, control characters dropped (a log line must read as one line). */
function printable(text: string, max: number): string {
  // eslint-disable-next-line no-control-regex -- the control characters are what is removed
  return text.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, max)
}
