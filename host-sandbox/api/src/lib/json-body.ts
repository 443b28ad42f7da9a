import type { FastifyInstance } from 'fastify'
import { BizError } from './biz-error'

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as received: signatures (pay notifications) are over these exact bytes. */
    rawBody?: string
  }
}

/**
 * JSON bodies like the Java server reads them: an empty body with a JSON content type is "no
 * body" (clients send it on POST /logout), malformed JSON is a code 400 envelope. Plain text is
 * refused (415 envelope) like Spring's @RequestBody does, instead of reaching a route as a string.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/json', 'text/plain'])
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    request.rawBody = text
    if (text.trim() === '') {
      done(null, undefined)
      return
    }
    try {
      done(null, JSON.parse(text))
    } catch {
      done(new BizError(400, '请求参数不正确:请求体不是合法的 JSON'), undefined)
    }
  })
}
