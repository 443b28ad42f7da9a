import { z } from 'zod'
import type { HandWrittenBody, RouteDoc } from '../lib/api-route'

/** A route as Fastify registered it (full url with prefix), with what its config says. */
export interface RegisteredRoute {
  method: string
  url: string
  auth?: 'public'
  permission?: string | readonly string[]
  doc?: RouteDoc
}

type JsonSchema = Record<string, unknown>

/** Chinese names of the url's first segment: one tag per module. */
const MODULE_LABELS: Record<string, string> = {
  system: '系统管理',
  infra: '基础设施',
  bpm: '工作流程',
  museum: '博物馆业务',
  pay: '支付中心',
  trade: '交易中心',
  product: '商品中心',
  member: '会员中心',
}

export const SECURITY_SCHEME = 'bearerAuth'

/**
 * JSON Schema of a zod schema as a caller sends it (zod's input side: the field builders' string to
 * number binding shows as the number it binds to). What JSON Schema cannot say (transforms, custom
 * checks) is `{}`, i.e. anything.
 */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  try {
    const result = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io: 'input',
      unrepresentable: 'any',
      reused: 'inline',
      cycles: 'ref',
      override: ({ jsonSchema }) => {
        // z.number().int() says "a safe integer": true, but noise in every id and status field.
        if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum
        if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum
      },
    }) as JsonSchema
    delete result.$schema
    return result
  } catch {
    // A schema zod cannot export at all is still documented, as "anything".
    return {}
  }
}

/** `#/$defs/x` of an exported schema point into the document's components instead. */
function liftDefs(schema: JsonSchema, prefix: string, components: Record<string, JsonSchema>) {
  const defs = schema.$defs as Record<string, JsonSchema> | undefined
  if (!defs) return schema
  delete schema.$defs
  const rename = (name: string) => `${prefix}_${name.replace(/[^A-Za-z0-9_.-]/g, '_')}`
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite)
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) =>
          key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')
            ? [key, `#/components/schemas/${rename(inner.slice('#/$defs/'.length))}`]
            : [key, rewrite(inner)],
        ),
      )
    }
    return value
  }
  for (const [name, def] of Object.entries(defs)) {
    components[rename(name)] = rewrite(def) as JsonSchema
  }
  return rewrite(schema) as JsonSchema
}

/** `/admin-api/system/dict-data/type/:type` -> `/admin-api/system/dict-data/type/{type}`. */
function openApiPath(url: string): { path: string; pathParams: string[] } {
  const pathParams: string[] = []
  const path = url
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) {
        pathParams.push(segment.slice(1))
        return `{${segment.slice(1)}}`
      }
      if (segment === '*') {
        pathParams.push('path')
        return '{path}'
      }
      return segment
    })
    .join('/')
  return { path, pathParams }
}

/** getAdminApiSystemDictTypePage: method and path, unique by construction. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
  return method.toLowerCase() + words.join('')
}

function tagOf(apiPath: string): string {
  const [side, module] = apiPath.split('/').filter(Boolean)
  const label = MODULE_LABELS[module] ?? module
  return side === 'app-api' ? `用户 App - ${label}` : `管理后台 - ${label}`
}

function queryParameters(schema: JsonSchema) {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((schema.required ?? []) as string[])
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property
    return {
      name,
      in: 'query',
      required: required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    }
  })
}

function permissionText(route: RegisteredRoute): string {
  if (route.auth === 'public') return '无需登录'
  const list = typeof route.permission === 'string' ? [route.permission] : route.permission
  return list?.length ? `权限：${list.join(' 或 ')}` : '登录即可调用'
}

function requestBodyOf(
  doc: RouteDoc,
  operationId: string,
  components: Record<string, JsonSchema>,
): HandWrittenBody | undefined {
  if (doc.requestBody) return doc.requestBody
  if (!doc.body) return undefined
  const schema = liftDefs(jsonSchemaOf(doc.body), operationId, components)
  return { required: true, content: { 'application/json': { schema } } }
}

export interface DocumentOptions {
  /** e.g. '/prod-api': the server url; paths start with /admin-api or /app-api. */
  apiPrefix: string
  routes: readonly RegisteredRoute[]
}

/** The OpenAPI 3.1 document of `routes` (those under the admin-api and app-api). */
export function buildOpenApiDocument({ apiPrefix, routes }: DocumentOptions) {
  const components: Record<string, JsonSchema> = {
    CommonResult: {
      type: 'object',
      description: '统一返回：code 为 0 表示成功，data 为结果；否则 msg 为中文原因',
      properties: {
        code: { type: 'integer', examples: [0] },
        data: { description: '结果（分页为 {list, total}）' },
        msg: { type: 'string', examples: [''] },
      },
      required: ['code', 'msg'],
    },
  }
  const paths: Record<string, Record<string, unknown>> = {}
  const tags = new Set<string>()
  const sorted = [...routes].sort((a, b) =>
    a.url === b.url ? a.method.localeCompare(b.method) : a.url.localeCompare(b.url),
  )
  for (const route of sorted) {
    const apiPath = route.url.slice(apiPrefix.length)
    const { path, pathParams } = openApiPath(apiPath)
    const method = route.method.toLowerCase()
    const operationId = operationIdOf(method, path)
    const tag = route.doc?.tags?.[0] ?? tagOf(apiPath)
    tags.add(tag)
    const doc = route.doc
    const querySchema = doc?.query ? jsonSchemaOf(doc.query) : undefined
    const parameters = [
      ...pathParams.map((name) => ({
        name,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      ...(querySchema ? queryParameters(liftDefs(querySchema, operationId, components)) : []),
    ]
    const requestBody = doc ? requestBodyOf(doc, operationId, components) : undefined
    const answer = doc?.file
      ? {
          description: '文件',
          content: { [doc.file.contentType]: { schema: { type: 'string', format: 'binary' } } },
        }
      : {
          description: 'HTTP 200；成败看 code',
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/CommonResult' } },
          },
        }
    const description = [doc?.description, permissionText(route)]
    paths[path] ??= {}
    paths[path][method] = {
      operationId,
      summary: doc?.summary ?? `${route.method} ${apiPath}`,
      description: description.filter(Boolean).join('\n\n'),
      tags: [tag],
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: { '200': answer },
      // Public calls need no token; the rest use the document's default (bearer).
      ...(route.auth === 'public' ? { security: [] } : {}),
      // Registered with app.get/post/… instead of apiRoute: listed, but its input is not described.
      ...(doc ? {} : { 'x-undeclared': true }),
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: '博物馆管理后台 接口文档',
      version: '1.0.0',
      description:
        '沙箱服务的管理后台（admin-api）与用户 App（app-api）接口，由校验请求的同一份 zod 定义生成。' +
        '调用接口前请点击 Authorize 粘贴访问令牌（access token）。',
    },
    servers: [{ url: apiPrefix, description: '本服务' }],
    security: [{ [SECURITY_SCHEME]: [] }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        [SECURITY_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          description: '登录后得到的访问令牌（不含 Bearer 前缀）',
        },
      },
      schemas: components,
    },
  }
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>
