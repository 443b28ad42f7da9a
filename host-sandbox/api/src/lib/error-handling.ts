import type { Socket } from 'node:net'
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import { BizError } from './biz-error'
import { fail } from './envelope'

/** `n` bytes as the messages say it: '10 MB', '512 KB'. */
export function formatBytes(n: number): string {
  if (n >= 1024 * 1024 && n % (1024 * 1024) === 0) return `${n / (1024 * 1024)} MB`
  if (n >= 1024 * 1024) return `${(n / (1024 * 1024)).toFixed(1)} MB`
  return `${Math.ceil(n / 1024)} KB`
}

type ClientErrorText = (request: FastifyRequest) => string

// Fastify's and @fastify/multipart's client errors, in Chinese; anything else of the 4xx range says
// the generic text, never the English message (it may name internals).
const CLIENT_ERROR_TEXTS: Record<string, ClientErrorText> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (request) =>
    `不支持的请求类型 ${String(request.headers['content-type'] ?? '(无)').split(';')[0]}，请使用 application/json`,
  FST_ERR_CTP_BODY_TOO_LARGE: (request) =>
    `请求体过大，不能超过 ${formatBytes(request.routeOptions.bodyLimit ?? 1024 * 1024)}`,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => '请求体长度与 Content-Length 不符',
  FST_ERR_CTP_EMPTY_JSON_BODY: () => '请求体不能为空',
  FST_ERR_CTP_INVALID_JSON_BODY: () => '请求体不是合法的 JSON',
  FST_REQ_FILE_TOO_LARGE: () => '上传文件过大',
  FST_FILES_LIMIT: () => '一次只能上传一个文件',
  FST_PARTS_LIMIT: () => '表单项过多',
  FST_FIELDS_LIMIT: () => '表单字段过多',
  FST_PROTO_VIOLATION: () => '表单字段名不合法',
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => '请求不是 multipart/form-data',
}

export function isApiPath(apiBase: string, url: string): boolean {
  const path = url.split('?')[0]
  return path === apiBase || path.startsWith(`${apiBase}/`)
}

/**
 * Every failure becomes an envelope with HTTP 200, like the Java server's global exception
 * handler: business errors keep their code, client mistakes become code 400, the rest code 500.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  onUnexpected?: (request: FastifyRequest, error: unknown) => void,
): void {
  app.setErrorHandler((error: FastifyError | BizError, request: FastifyRequest, reply) => {
    if (error instanceof BizError) return reply.status(200).send(fail(error.code, error.message))
    const status = 'statusCode' in error ? error.statusCode : undefined
    if (status !== undefined && status >= 400 && status < 500) {
      const text =
        ('code' in error && CLIENT_ERROR_TEXTS[error.code]?.(request)) || '请求格式不正确'
      return reply.status(200).send(fail(400, `请求参数不正确:${text}`))
    }
    request.log.error({ err: error }, 'unhandled error')
    onUnexpected?.(request, error)
    return reply.status(200).send(fail(500, '系统异常'))
  })
}

/** Largest request head (request line and headers) the server reads; Node's default too. */
export const MAX_HEADER_BYTES = 16 * 1024

const SOCKET_ERROR_TEXTS: Record<string, [status: number, text: string]> = {
  HPE_HEADER_OVERFLOW: [431, `请求头过大，不能超过 ${formatBytes(MAX_HEADER_BYTES)}`],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, '请求体分块扩展过大'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, '请求超时'],
}

/**
 * Fastify's `clientErrorHandler`: Node refuses a request before routing (headers too large, not
 * HTTP at all) and only the socket is left. It still answers the Chinese envelope, with the HTTP
 * status that says why (there is no route, so no HTTP 200 convention to keep).
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return
  const [status, text] = SOCKET_ERROR_TEXTS[error.code ?? ''] ?? [400, '请求格式不正确']
  const body = JSON.stringify(fail(status, text))
  const reason = { 400: 'Bad Request', 408: 'Request Timeout', 413: 'Payload Too Large' }[status]
  socket.end(
    `HTTP/1.1 ${status} ${reason ?? 'Request Header Fields Too Large'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'X-Content-Type-Options: nosniff\r\n' +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  )
}
