import { existsSync } from 'node:fs'
import { basename, sep } from 'node:path'
import fastifyHelmet from '@fastify/helmet'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import { contentSecurityPolicy } from './csp'
import { portalConfig } from './portal-config'

export interface PortalServerOptions {
  /** Origin of the console's server (the sandbox): entry, API and SSO issuer live there. */
  consoleOrigin: string
  /** The portal's Vite build (index.html + assets/). */
  distDir: string
  /** Content-Security-Policy on index.html; default on. */
  csp?: boolean
  logger?: boolean
}

const BUILD_HINT = 'npx vite build --config host-sandbox/portal/vite.config.ts'

function wantsHtml(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html')
  )
}

/**
 * The host portal's server: its build, SPA fallback for deep links such as
 * /museum/system/dict, and /portal-config.json naming the console's origin. Not listening yet.
 */
export function buildPortalServer(opts: PortalServerOptions): FastifyInstance {
  const app = Fastify({ logger: opts.logger ?? false })
  const csp = opts.csp === false ? null : contentSecurityPolicy(opts.consoleOrigin)
  const config = portalConfig(opts.consoleOrigin)
  const hasBuild = existsSync(`${opts.distDir}/index.html`)

  // nosniff, Referrer-Policy and the other helmet defaults on every answer; the CSP is ours (on
  // the page only, see csp.ts) and frame-ancestors in it replaces X-Frame-Options.
  void app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    frameguard: false,
    referrerPolicy: { policy: 'no-referrer' },
  })

  function pageHeaders(setHeader: (name: string, value: string) => unknown): void {
    // index.html names the hashed bundles: browsers must revalidate it on every load.
    setHeader('Cache-Control', 'no-cache')
    if (csp) setHeader('Content-Security-Policy', csp)
  }

  app.get('/portal-config.json', async (_request, reply) => {
    return reply.header('Cache-Control', 'no-store').send(config)
  })

  if (hasBuild) {
    void app.register(fastifyStatic, {
      root: opts.distDir,
      prefix: '/',
      cacheControl: false,
      setHeaders(res, filePath) {
        if (basename(filePath) === 'index.html') {
          pageHeaders((name, value) => res.setHeader(name, value))
        } else if (filePath.includes(`${sep}assets${sep}`)) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
        } else {
          res.setHeader('Cache-Control', 'no-cache')
        }
      },
    })
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0]
    // Navigations (deep links, reloads) get the portal; a missing file stays a 404.
    if (wantsHtml(request) && !path.startsWith('/assets/')) {
      if (hasBuild) return reply.sendFile('index.html')
      pageHeaders((name, value) => reply.header(name, value))
      return reply
        .status(503)
        .type('text/html; charset=utf-8')
        .send(`<!doctype html><meta charset="utf-8"><p>门户尚未构建，请先运行：${BUILD_HINT}</p>`)
    }
    return reply
      .status(404)
      .send({ statusCode: 404, error: 'Not Found', message: `${path} 不存在` })
  })

  return app
}
