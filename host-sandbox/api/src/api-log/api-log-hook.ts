import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { USER_TYPES } from '../../../../src/shared/wire/infra-api-log'
import type { AppContext } from '../lib/context'
import { resultOf } from '../lib/operate-log'
import { batchedWriter, DEFAULT_BATCH, type BatchOptions } from './batched-writer'
import { exceptionFields } from './exception-fields'
import { codeIsSecret, cutUtf8, maskSecrets } from './mask-params'

/** The `applicationName` of every row: this server's name (the Java server's spring name). */
export const APPLICATION_NAME = 'museum-sandbox'

export interface ApiLogOptions {
  /** API 访问日志 rows; off for a bench without them. Error rows are always written. */
  accessLog: boolean
  batch?: BatchOptions
}

/** SANDBOX_API_ACCESS_LOG=off turns the access log off (errors are still recorded). */
export function accessLogFromEnv(env: Record<string, string | undefined> = process.env): boolean {
  return env.SANDBOX_API_ACCESS_LOG?.trim().toLowerCase() !== 'off'
}

const TEXT_MAX = 512
const URL_MAX = 1024

const INSERT_ACCESS = `INSERT INTO api_access_log
  (trace_id, user_id, user_type, application_name, request_method, request_url, request_params,
   user_ip, user_agent, begin_time, end_time, duration, result_code, result_msg, create_time)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`

const INSERT_ERROR = `INSERT INTO api_error_log
  (trace_id, user_id, user_type, application_name, request_method, request_url, request_params,
   user_ip, user_agent, exception_time, exception_name, exception_message,
   exception_root_cause_message, exception_stack_trace, exception_class_name, exception_file_name,
   exception_method_name, exception_line_number, process_status, create_time)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`

interface Pending {
  beginTime: number
  traceId: string
  result?: { code: number; msg: string }
  error?: { error: unknown; time: number }
}

export interface ApiLogRecorder {
  /** Called by the error handler for every unexpected error (answered as code 500). */
  recordError(request: FastifyRequest, error: unknown): void
  /** Writes the queued rows now. */
  flush(): void
}

/** What the request sent, as the log keeps it: JSON of `{query, body}`, secrets masked, 2 KB. */
export function requestParamsOf(request: FastifyRequest, maskCode: boolean): string {
  const body = request.body
  const params = {
    query: maskSecrets(request.query ?? {}, maskCode),
    // Uploads and other binary bodies are never copied into a log.
    body:
      body === undefined || Buffer.isBuffer(body) || typeof body === 'function'
        ? null
        : maskSecrets(body, maskCode),
  }
  return cutUtf8(JSON.stringify(params))
}

/** Where the caller is signed in: staff on admin-api, members on app-api (0: nobody). */
function callerOf(request: FastifyRequest, isAdmin: boolean): [userId: number, userType: number] {
  if (isAdmin) return [request.session?.userId ?? 0, USER_TYPES.ADMIN]
  return [request.memberSession?.memberId ?? 0, USER_TYPES.MEMBER]
}

/**
 * API 访问日志 and API 错误日志: every admin-api and app-api request becomes an access row once
 * answered, and an unexpected error also an error row. Rows are queued and written in batches
 * after the answer left (batched-writer.ts); the queue is written when the server closes.
 */
export function registerApiLog(
  app: FastifyInstance,
  ctx: AppContext,
  appApiBase: string,
  options: ApiLogOptions,
): ApiLogRecorder {
  const pending = new WeakMap<FastifyRequest, Pending>()
  const writer = batchedWriter(ctx.db, options.batch ?? DEFAULT_BATCH, (error) =>
    app.log.warn({ err: error }, 'api log write failed'),
  )
  app.addHook('preClose', async () => writer.flush())
  const adminPrefix = `${ctx.apiBase}/`
  const appPrefix = `${appApiBase}/`

  app.addHook('onRequest', async (request) => {
    const url = request.url
    if (!url.startsWith(adminPrefix) && !url.startsWith(appPrefix)) return
    pending.set(request, { beginTime: ctx.now(), traceId: randomUUID().replaceAll('-', '') })
  })

  if (options.accessLog) {
    app.addHook('onSend', async (request, reply, payload) => {
      const entry = pending.get(request)
      if (entry) entry.result = resultOf(payload, reply)
      return payload
    })
  }

  app.addHook('onResponse', async (request, reply) => {
    const entry = pending.get(request)
    if (!entry || (!options.accessLog && !entry.error)) return
    try {
      const path = request.url.split('?')[0]
      const isAdmin = path.startsWith(adminPrefix)
      const [userId, userType] = callerOf(request, isAdmin)
      const maskCode = codeIsSecret(path, ctx.apiBase, appApiBase)
      const agent = request.headers['user-agent']
      const common = [
        entry.traceId,
        userId,
        userType,
        APPLICATION_NAME,
        request.method,
        path.slice(0, URL_MAX),
        requestParamsOf(request, maskCode),
        request.ip,
        typeof agent === 'string' ? agent.slice(0, TEXT_MAX) : '',
      ]
      if (options.accessLog) {
        const duration = Math.max(0, Math.round(reply.elapsedTime))
        const result = entry.result ?? { code: 0, msg: '' }
        writer.add(INSERT_ACCESS, [
          ...common,
          entry.beginTime,
          entry.beginTime + duration,
          duration,
          result.code,
          result.msg.slice(0, TEXT_MAX),
          ctx.now(),
        ])
      }
      if (entry.error) {
        const fields = exceptionFields(entry.error.error)
        writer.add(INSERT_ERROR, [
          ...common,
          entry.error.time,
          fields.exceptionName,
          fields.exceptionMessage,
          fields.exceptionRootCauseMessage,
          fields.exceptionStackTrace,
          fields.exceptionClassName,
          fields.exceptionFileName,
          fields.exceptionMethodName,
          fields.exceptionLineNumber,
          ctx.now(),
        ])
      }
    } catch (error) {
      // The request is answered: a log row that cannot be made is only worth a warning.
      request.log.warn({ err: error }, 'api log row failed')
    }
  })

  return {
    recordError(request, error) {
      const entry = pending.get(request)
      if (entry) entry.error = { error, time: ctx.now() }
    },
    flush: () => writer.flush(),
  }
}
