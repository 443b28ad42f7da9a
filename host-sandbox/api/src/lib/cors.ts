import type { FastifyInstance } from 'fastify'

const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS'
const DEFAULT_ALLOWED_HEADERS = 'Authorization, Content-Type, tenant-id'

/**
 * Adds CORS headers for the configured origins to every response (API, static files, errors)
 * and answers preflights, so a console or host portal on another port can use the sandbox.
 */
export function registerCors(app: FastifyInstance, origins: readonly string[]): void {
  const allowed = new Set(origins)
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin
    const permitted = typeof origin === 'string' && allowed.has(origin)
    if (permitted) {
      reply.header('Access-Control-Allow-Origin', origin)
      reply.header('Access-Control-Allow-Credentials', 'true')
      reply.header('Access-Control-Expose-Headers', 'Content-Disposition')
      reply.header('Vary', 'Origin')
    }
    const isPreflight =
      request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined
    if (!isPreflight) return
    if (permitted) {
      reply.header('Access-Control-Allow-Methods', ALLOWED_METHODS)
      reply.header(
        'Access-Control-Allow-Headers',
        request.headers['access-control-request-headers'] ?? DEFAULT_ALLOWED_HEADERS,
      )
      reply.header('Access-Control-Max-Age', '600')
    }
    return reply.status(204).send()
  })
}
