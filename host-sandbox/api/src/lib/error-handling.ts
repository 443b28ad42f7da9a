import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import { BizError } from './biz-error'
import { fail } from './envelope'

const CLIENT_ERROR_TEXTS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的 Content-Type',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
  FST_REQ_FILE_TOO_LARGE: '上传文件过大',
  FST_FILES_LIMIT: '上传文件数量过多',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '请求不是 multipart/form-data',
}

export function isApiPath(apiBase: string, url: string): boolean {
  const path = url.split('?')[0]
  return path === apiBase || path.startsWith(`${apiBase}/`)
}

/**
 * Every failure becomes an envelope with HTTP 200, like the Java server's global exception
 * handler: business errors keep their code, client mistakes become code 400, the rest code 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | BizError, request: FastifyRequest, reply) => {
    if (error instanceof BizError) return reply.status(200).send(fail(error.code, error.message))
    const status = 'statusCode' in error ? error.statusCode : undefined
    if (status !== undefined && status >= 400 && status < 500) {
      const text = ('code' in error && CLIENT_ERROR_TEXTS[error.code]) || error.message
      return reply.status(200).send(fail(400, `请求参数不正确:${text}`))
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(200).send(fail(500, '系统异常'))
  })
}
