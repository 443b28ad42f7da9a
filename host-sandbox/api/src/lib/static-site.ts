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
    // Cache-Control is ours: index.html names the hashed bundles and must be revalidated; the
    // hashed files under assets/ never change.
    cacheControl: false,
    setHeaders(res, filePath) {
      const immutable = /[\\/]assets[\\/]/.test(filePath)
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
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
