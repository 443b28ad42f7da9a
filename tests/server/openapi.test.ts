import { Validator } from '@seriousme/openapi-schema-validator'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { apiRoute } from '../../host-sandbox/api/src/lib/api-route'
import { ok } from '../../host-sandbox/api/src/lib/envelope'
import { registerErrorHandler } from '../../host-sandbox/api/src/lib/error-handling'
import { optionalStatus, optionalText } from '../../host-sandbox/api/src/lib/validation'
import { registerApiDocs } from '../../host-sandbox/api/src/openapi/api-docs-routes'
import { useLogin, useSandbox } from './support/fixture'
import { ADMIN, call } from './support/http'
import { UNDECLARED_ROUTES } from './openapi-undeclared'

interface Operation {
  operationId: string
  summary: string
  description: string
  tags: string[]
  security?: unknown[]
  parameters?: Array<{
    name: string
    in: string
    required: boolean
    schema: Record<string, unknown>
  }>
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> }
  responses: Record<string, { content: Record<string, unknown> }>
  'x-undeclared'?: boolean
}

interface Document {
  openapi: string
  servers: Array<{ url: string }>
  paths: Record<string, Record<string, Operation>>
  components: { securitySchemes: Record<string, unknown> }
}

const operationsOf = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  )

/**
 * `METHOD /admin-api/…` of every route Fastify knows under the admin-api and app-api, read from its
 * own route tree (printRoutes), not from the document's collector.
 */
function fastifyApiRoutes(tree: string, apiPrefix: string): string[] {
  const found: string[] = []
  const parents: string[] = []
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line)
    if (!match) continue
    const depth = match[1].length / 4
    const path = (parents[depth - 1] ?? '') + match[2]
    parents[depth] = path
    const methods = (match[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD' && m !== 'OPTIONS')
    if (!/^\/(admin|app)-api\//.test(path.slice(apiPrefix.length))) continue
    if (!path.startsWith(apiPrefix)) continue
    const openApiPath = path
      .slice(apiPrefix.length)
      .replace(/:(\w+)/g, '{$1}')
      .replace(/\*$/, '{path}')
    for (const method of methods) found.push(`${method} ${openApiPath}`)
  }
  return found.sort()
}

describe('OpenAPI 3.1 document of the admin-api and app-api: /v3/api-docs', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)

  const fetchDoc = async (path = '/v3/api-docs') => {
    // No token: the document is public.
    const response = await fetch(`${sandbox.origin}${path}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    return (await response.json()) as Document
  }

  it('is served without a token, at /v3 and under the API prefix, and is valid OpenAPI 3.1', async () => {
    const doc = await fetchDoc()
    expect(doc).toEqual(await fetchDoc('/prod-api/v3/api-docs'))
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.servers).toEqual([{ url: '/prod-api', description: '本服务' }])
    const result = await new Validator().validate(doc as never)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    const ids = operationsOf(doc).map(({ operation }) => operation.operationId)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('lists every admin-api and app-api route Fastify registered, and nothing else', async () => {
    const doc = await fetchDoc()
    const documented = operationsOf(doc)
      .map(({ key }) => key)
      .sort()
    const registered = fastifyApiRoutes(
      sandbox.app.printRoutes({ commonPrefix: false }),
      '/prod-api',
    )
    expect(registered.length).toBeGreaterThan(300)
    // printRoutes leaves out a wildcard after a parameter (/infra/file/:configId/get/*):
    // every route it prints is documented, and every documented one is a route Fastify has.
    expect(registered.filter((key) => !documented.includes(key))).toEqual([])
    for (const key of documented) {
      const [method, path] = key.split(' ')
      const url = `/prod-api${path.replace(/\{path\}$/, '*').replace(/\{(\w+)\}/g, ':$1')}`
      expect(sandbox.app.hasRoute({ method: method as 'GET', url }), key).toBe(true)
    }
    expect(documented).toContain('GET /app-api/trade/order/get-detail')
    // Its own pages are not API calls.
    expect(Object.keys(doc.paths).some((path) => path.includes('/v3/'))).toBe(false)
  })

  it('describes a declared route from the schemas that validate it', async () => {
    const doc = await fetchDoc()
    const page = doc.paths['/admin-api/museum/card/page'].get
    expect(page.summary).toBe('获得优待证件分页')
    expect(page.tags).toEqual(['管理后台 - 博物馆业务'])
    expect(page.description).toContain('ticket:card:query')
    const params = Object.fromEntries((page.parameters ?? []).map((p) => [p.name, p]))
    expect(Object.keys(params)).toEqual([
      'holderName',
      'cardNo',
      'cardType',
      'status',
      'expired',
      'createTime',
      'pageNo',
      'pageSize',
    ])
    expect(params.holderName).toMatchObject({ in: 'query', required: false })
    expect(params.holderName.schema).toMatchObject({ type: 'string', maxLength: 30 })
    expect(params.pageSize.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 })
    expect(page.responses['200'].content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/CommonResult' } },
    })
    // Calls need the bearer token (the document's default); login and captcha do not.
    expect(page.security).toBeUndefined()
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    })
    expect(doc.paths['/admin-api/system/auth/login'].post.security).toEqual([])

    const create = doc.paths['/admin-api/museum/card/create'].post
    const body = create.requestBody?.content['application/json'].schema
    expect(body).toMatchObject({ type: 'object' })
    expect(body?.required).toEqual(
      expect.arrayContaining(['holderName', 'cardType', 'cardNo', 'validFrom', 'validTo']),
    )
    expect(body?.required).not.toContain('remark')

    const exported = doc.paths['/admin-api/museum/card/export'].get
    expect(Object.keys(exported.responses['200'].content)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ])
  })

  it('needs no token itself, but the calls it lists still do', async () => {
    const refused = await call(sandbox, '/museum/card/page', { query: { pageNo: 1, pageSize: 10 } })
    expect(refused.code).toBe(401)
    const allowed = await call(sandbox, '/museum/card/page', {
      query: { pageNo: 1, pageSize: 10 },
      token: admin.token,
    })
    expect(allowed.code).toBe(0)
    // The declared schema refuses bad input with the usual Chinese 400.
    const bad = await call(sandbox, '/museum/card/page', {
      query: { pageNo: 0, pageSize: 10 },
      token: admin.token,
    })
    expect(bad).toMatchObject({ code: 400, msg: '请求参数不正确:页码最小值为 1' })
  })

  it('leaves undeclared only the routes of the allowlist, which may only shrink', async () => {
    const doc = await fetchDoc()
    const undeclared = operationsOf(doc)
      .filter(({ operation }) => operation['x-undeclared'])
      .map(({ key }) => key)
      .sort()
    // A new route is declared with apiRoute (docs/openapi.md); a converted one leaves the list.
    expect(undeclared.filter((key) => !UNDECLARED_ROUTES.includes(key))).toEqual([])
    expect(UNDECLARED_ROUTES.filter((key) => !undeclared.includes(key))).toEqual([])
  })

  it('the documentation page loads only its own files and may be framed by the console only', async () => {
    const redirect = await fetch(`${sandbox.origin}/prod-api/v3/docs`, { redirect: 'manual' })
    expect(redirect.status).toBe(302)
    expect(redirect.headers.get('location')).toBe('/prod-api/v3/docs/')

    const page = await fetch(`${sandbox.origin}/prod-api/v3/docs/`)
    expect(page.status).toBe(200)
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("script-src 'self';")
    expect(csp).toContain("connect-src 'self';")
    expect(csp).toMatch(/frame-ancestors 'self'( |$)/)
    const html = await page.text()
    expect(html).toContain('<title>接口文档</title>')
    expect(html).not.toMatch(/https?:\/\//)
    const files = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1])
    expect(files).toEqual(
      expect.arrayContaining(['swagger-ui.css', 'swagger-ui-bundle.js', 'docs-init.js']),
    )
    for (const file of files) {
      const response = await fetch(`${sandbox.origin}/prod-api/v3/docs/${file}`)
      expect(response.status, file).toBe(200)
      const text = await response.text()
      expect(text.length, file).toBeGreaterThan(100)
      if (file === 'docs-init.js') {
        expect(text).not.toMatch(/https?:\/\//)
        expect(text).toContain('validatorUrl: null')
      }
    }
  })
})

describe('a route declared with apiRoute', () => {
  const API = '/prod-api/admin-api'

  async function appWith(query: z.ZodType) {
    const app = Fastify()
    registerErrorHandler(app)
    registerApiDocs(app, API, [])
    await app.register(
      async (api) => {
        apiRoute(
          api,
          {
            method: 'GET',
            url: '/demo/page',
            permission: 'demo:query',
            summary: '演示分页',
            query,
          },
          async (input) => ok(input.query),
        )
      },
      { prefix: API },
    )
    await app.ready()
    return app
  }

  const parametersOf = async (app: Awaited<ReturnType<typeof appWith>>) => {
    const doc = (await app.inject({ url: '/v3/api-docs' })).json() as Document
    return (doc.paths['/admin-api/demo/page'].get.parameters ?? []).map(
      ({ name, required, schema }) => ({ name, required, schema }),
    )
  }

  it('shows a change of its query schema in the document, and validates with it', async () => {
    const before = await appWith(z.object({ name: optionalText('名称', 20) }))
    expect(await parametersOf(before)).toEqual([
      { name: 'name', required: false, schema: { type: 'string', maxLength: 20 } },
    ])
    await before.close()

    const after = await appWith(
      z.object({ name: optionalText('名称', 50), status: optionalStatus('状态') }),
    )
    const params = await parametersOf(after)
    expect(params.map((p) => p.name)).toEqual(['name', 'status'])
    expect(params[0].schema).toEqual({ type: 'string', maxLength: 50 })
    const refused = await after.inject({ url: `${API}/demo/page?status=7` })
    expect(refused.json()).toMatchObject({
      code: 400,
      msg: expect.stringMatching(/^请求参数不正确:状态/),
    })
    const parsed = await after.inject({ url: `${API}/demo/page?status=1&name=x` })
    expect(parsed.json()).toMatchObject({ code: 0, data: { name: 'x', status: 1 } })
    await after.close()
  })
})
