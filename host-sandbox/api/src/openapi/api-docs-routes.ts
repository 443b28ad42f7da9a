import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import {
  buildOpenApiDocument,
  type OpenApiDocument,
  type RegisteredRoute,
} from './openapi-document'

/** Where the document and its page live, under `/v3` and under the API prefix (`/prod-api/v3`). */
export const API_DOCS_PATH = '/v3/api-docs'
export const DOCS_PAGE_PATH = '/v3/docs/'

/** The folder of swagger-ui-dist in node_modules: its files are served from here, no CDN. */
function swaggerUiFolder(): string {
  return dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
}

const SWAGGER_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
}

/**
 * The page's own start script (a file, not inline, so the CSP needs no hash): the document next
 * door, no validator badge (it would call a server outside), no token kept in storage: a call is
 * tried with the token pasted into Authorize for this page only.
 */
const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: new URL('../api-docs', window.location.href).pathname,
    dom_id: '#swagger-ui',
    deepLinking: true,
    filter: true,
    docExpansion: 'none',
    displayRequestDuration: true,
    persistAuthorization: false,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    onComplete: function () {
      // The server picker has no label of its own.
      var servers = document.getElementById('servers')
      if (servers) servers.setAttribute('aria-label', '服务地址')
    },
  })
})
`

/**
 * Contrast fixes over swagger-ui's stylesheet (its version badges and green Authorize button fall
 * below WCAG AA on white), so the page reads as well as the console around it.
 */
const A11Y_STYLES = `.swagger-ui .info .title small { background: #4f5561; }
.swagger-ui .info .title small.version-stamp { background: #2f5d00; }
.swagger-ui .info .url, .swagger-ui .info .url a, .swagger-ui .info a { color: #1f4f8f; }
.swagger-ui .btn.authorize { color: #17683f; border-color: #17683f; }
.swagger-ui .btn.authorize svg { fill: #17683f; }
`

const PAGE = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>接口文档</title>
    <link rel="icon" type="image/png" href="favicon-32x32.png" />
    <link rel="stylesheet" href="swagger-ui.css" />
    <link rel="stylesheet" href="docs-a11y.css" />
  </head>
  <body>
    <main id="swagger-ui" aria-label="接口文档"></main>
    <script src="swagger-ui-bundle.js"></script>
    <script src="docs-init.js"></script>
  </body>
</html>
`

/**
 * The documentation page's policy: its own files only, nothing from outside; swagger-ui sets
 * inline styles and data: icons. It may be framed by the console (same origin) and the host portals
 * that embed the console, nobody else.
 */
export function docsPageCsp(portalOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    ['frame-ancestors', "'self'", ...portalOrigins].join(' '),
  ].join('; ')
}

/**
 * Records every admin-api and app-api route as it is registered and serves, without a token, the
 * OpenAPI 3.1 document of them at /v3/api-docs and the documentation page at /v3/docs/ (both also
 * under the API prefix, which the console's dev proxy forwards). Call before any route registers.
 */
export function registerApiDocs(
  app: FastifyInstance,
  /** e.g. '/prod-api/admin-api' (the app-api lives beside it). */
  apiBase: string,
  portalOrigins: readonly string[],
): void {
  const apiPrefix = apiBase.replace(/\/admin-api$/, '')
  const documented = [`${apiPrefix}/admin-api/`, `${apiPrefix}/app-api/`]
  const routes: RegisteredRoute[] = []
  app.addHook('onRoute', (route) => {
    if (!documented.some((base) => route.url.startsWith(base))) return
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    for (const method of methods) {
      // Fastify adds HEAD beside every GET by itself.
      if (method === 'HEAD' || method === 'OPTIONS') continue
      const config = route.config ?? {}
      routes.push({
        method,
        url: route.url,
        auth: config.auth,
        permission: config.permission,
        doc: config.openapi,
      })
    }
  })

  // Built once, on the first request: every route has registered by then.
  let document: OpenApiDocument | null = null
  const csp = docsPageCsp(portalOrigins)
  const folder = swaggerUiFolder()
  // Read and compressed once, on first use: the bundle is about 1.5 MB, 0.4 MB gzipped.
  const files = new Map<string, { plain: Buffer; gzip: Buffer }>()
  const fileOf = (name: string) => {
    let content = files.get(name)
    if (!content) {
      const plain = readFileSync(join(folder, name))
      content = { plain, gzip: gzipSync(plain) }
      files.set(name, content)
    }
    return content
  }

  for (const base of ['', apiPrefix]) {
    app.get(`${base}${API_DOCS_PATH}`, async (_request, reply) => {
      document ??= buildOpenApiDocument({ apiPrefix, routes })
      return reply.header('Cache-Control', 'no-cache').send(document)
    })
    app.get(`${base}${DOCS_PAGE_PATH.slice(0, -1)}`, async (_request, reply) =>
      reply.redirect(`${base}${DOCS_PAGE_PATH}`),
    )
    app.get(`${base}${DOCS_PAGE_PATH}`, async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Content-Security-Policy', csp)
        .send(PAGE),
    )
    app.get(`${base}${DOCS_PAGE_PATH}docs-init.js`, async (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(INIT_SCRIPT),
    )
    app.get(`${base}${DOCS_PAGE_PATH}docs-a11y.css`, async (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('Cache-Control', 'no-cache').send(A11Y_STYLES),
    )
    for (const [name, type] of Object.entries(SWAGGER_FILES)) {
      app.get(`${base}${DOCS_PAGE_PATH}${name}`, async (request, reply) => {
        const { plain, gzip } = fileOf(name)
        reply
          .type(type)
          .header('Cache-Control', 'public, max-age=86400')
          .header('Vary', 'Accept-Encoding')
        const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
        return acceptsGzip ? reply.header('Content-Encoding', 'gzip').send(gzip) : reply.send(plain)
      })
    }
  }
}
