import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { parseInput } from './validation'

/** HTTP methods the admin-api and app-api use. */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * A request body the zod schemas cannot describe (multipart uploads, form posts): written by hand
 * as an OpenAPI request body (`{ content: { 'multipart/form-data': { schema } } }`).
 */
export interface HandWrittenBody {
  required?: boolean
  description?: string
  content: Record<string, { schema: Record<string, unknown> }>
}

/** What the OpenAPI document says about a route (kept in the route's config, lib/api-docs.ts). */
export interface RouteDoc {
  summary: string
  description?: string
  tags?: readonly string[]
  query?: z.ZodType
  body?: z.ZodType
  requestBody?: HandWrittenBody
  /** The answer is a file (export, download), not the {code,data,msg} envelope. */
  file?: { contentType: string }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `apiRoute`: the route's schemas and texts for /v3/api-docs. */
    openapi?: RouteDoc
  }
}

/**
 * One route of the admin-api or app-api: how it is called, who may call it, what it says in the
 * documentation, and the schemas of its query and body. `apiRoute` registers it, validates the
 * input with those schemas and documents it with the same schemas.
 */
export interface ApiRouteSpec<Q extends z.ZodType | undefined, B extends z.ZodType | undefined> {
  method: ApiMethod
  /** Relative to the plugin's prefix, e.g. '/museum/card/page'. */
  url: string
  /** 'public': no token. Otherwise a valid token, and this permission (any one of a list) if given. */
  auth?: 'public'
  permission?: string | readonly string[]
  /** Chinese, one line: what the call does (获得优待证件分页). */
  summary: string
  description?: string
  /** Default: the module of the url (lib/api-docs.ts). */
  tags?: readonly string[]
  /** Validated before the body; its output is `input.query`. */
  query?: Q
  /** A JSON body; its output is `input.body`. */
  body?: B
  /** Multipart or form bodies: documented by hand, read by the handler itself. */
  requestBody?: HandWrittenBody
  /** The answer is a file of this type instead of the envelope. */
  file?: { contentType: string }
  /** Fastify route options the declaration does not cover (e.g. bodyLimit). */
  options?: { bodyLimit?: number }
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined

/** The validated input handed to a route's handler. */
export interface ApiInput<Q extends z.ZodType | undefined, B extends z.ZodType | undefined> {
  query: Parsed<Q>
  body: Parsed<B>
}

export type ApiHandler<Q extends z.ZodType | undefined, B extends z.ZodType | undefined> = (
  input: ApiInput<Q, B>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<unknown>

/**
 * Registers a declared route. The query, then the body, are validated with `parseInput` (code
 * 400 '请求参数不正确:…' in Chinese) before the handler runs; the same schemas document the route.
 */
export function apiRoute<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(app: FastifyInstance, spec: ApiRouteSpec<Q, B>, handler: ApiHandler<Q, B>): void {
  const { query, body } = spec
  app.route({
    method: spec.method,
    url: spec.url,
    ...spec.options,
    config: {
      ...(spec.auth ? { auth: spec.auth } : {}),
      ...(spec.permission ? { permission: spec.permission } : {}),
      openapi: {
        summary: spec.summary,
        description: spec.description,
        tags: spec.tags,
        query,
        body,
        requestBody: spec.requestBody,
        file: spec.file,
      },
    },
    handler: async (request, reply) => {
      const input = {
        query: query ? parseInput(query, request.query) : undefined,
        body: body ? parseInput(body, request.body) : undefined,
      } as ApiInput<Q, B>
      return handler(input, request, reply)
    },
  })
}

/** '字典类型.xls' -> '字典类型': a module's name for the summaries of its shared routes. */
export function fileTitle(fileName: string): string {
  return fileName.replace(/\.[A-Za-z0-9]+$/, '')
}
