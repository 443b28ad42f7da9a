import type { FastifyInstance } from 'fastify'
import { findFileByPath } from '../db/repos/file-repo'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { GlobalErrors } from '../lib/error-codes'

/** Storage config id of the Java server's "database" file client; part of every file URL. */
export const FILE_CONFIG_ID = 4

export function fileUrlPath(apiBase: string, path: string): string {
  return `${apiBase}/infra/file/${FILE_CONFIG_ID}/get/${path}`
}

export function registerInfraFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Public like the Java server's file endpoint: <img> tags cannot send a bearer token.
  app.get('/infra/file/:configId/get/*', { config: { auth: 'public' } }, async (request, reply) => {
    const path = (request.params as { '*': string })['*']
    const file = findFileByPath(ctx.db, path)
    if (!file) throw bizError(GlobalErrors.NOT_FOUND, request.url)
    return reply
      .header('Content-Type', file.type)
      .header('Cache-Control', 'public, max-age=86400')
      .send(file.content)
  })
}
