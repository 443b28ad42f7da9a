import { existsSync } from 'node:fs'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { fail } from './envelope'
import { isApiPath } from './error-handling'

/** Serves the built console from `staticDir` (when it exists). */
export async function registerStaticSite(
  app: FastifyInstance,
  staticDir: string | null,
): Promise<boolean> {
  if (!staticDir || !existsSync(staticDir)) return false
  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/',
    setHeaders(reply, filePath) {
      // index.html names the hashed bundles: it must never be cached.
      if (filePath.endsWith('index.html')) reply.header('Cache-Control', 'no-cache')
    },
  })
  return true
}

function wantsHtml(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html')
  )
}

/**
 * Unknown paths: browser navigations outside the API get the console's index.html (SPA
 * fallback); everything else gets a JSON envelope with code 404 (HTTP 200 under the API, like
 * the Java server, HTTP 404 elsewhere).
 */
export function registerNotFound(app: FastifyInstance, apiBase: string, serveSpa: boolean): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]
    const api = isApiPath(apiBase, path)
    const sandbox = path === '/sandbox' || path.startsWith('/sandbox/')
    if (serveSpa && !api && !sandbox && wantsHtml(request)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html')
    }
    return reply.status(api ? 200 : 404).send(fail(404, `请求地址不存在:${path}`))
  })
}
