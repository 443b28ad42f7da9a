import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { fail } from './envelope'
import { isApiPath } from './error-handling'
import { consoleCsp, inlineScriptHashes } from './security-headers'

/**
 * Serves the built console from `staticDir` (when it exists). Returns the Content-Security-Policy
 * of its pages (null: no console served), made for this build's index.html.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  staticDir: string | null,
  portalOrigins: readonly string[],
): Promise<string | null> {
  if (!staticDir || !existsSync(staticDir)) return null
  const indexFile = join(staticDir, 'index.html')
  const index = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : ''
  const csp = consoleCsp(portalOrigins, inlineScriptHashes(index))
  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/',
    // The build writes <file>.br and <file>.gz beside each text file (scripts/lib/build-plugins.ts):
    // they are sent as they are, br or gzip as Accept-Encoding allows, else the plain file.
    preCompressed: true,
    // Cache-Control is ours: index.html names the hashed bundles and must be revalidated; the
    // hashed files under assets/ never change.
    cacheControl: false,
    setHeaders(res, filePath) {
      // filePath is the file sent: index.html.br for a brotli answer of index.html.
      const file = filePath.replace(/\.(br|gz)$/, '')
      const immutable = /[\\/]assets[\\/]/.test(file)
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      // Caches must keep the br, gzip and plain answers apart.
      res.setHeader('Vary', 'Accept-Encoding')
      if (/\.html?$/i.test(file)) res.setHeader('Content-Security-Policy', csp)
      // A host portal on another origin shows the console's images and loads its scripts.
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin')
    },
  })
  return csp
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
export function registerNotFound(
  app: FastifyInstance,
  apiBase: string,
  consolePageCsp: string | null,
): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]
    const api = isApiPath(apiBase, path)
    const sandbox = path === '/sandbox' || path.startsWith('/sandbox/')
    if (consolePageCsp && !api && !sandbox && wantsHtml(request)) {
      return reply
        .header('Cache-Control', 'no-cache')
        .header('Content-Security-Policy', consolePageCsp)
        .sendFile('index.html')
    }
    return reply.status(api ? 200 : 404).send(fail(404, `请求地址不存在:${path}`))
  })
}
