import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { bizError } from '../../lib/biz-error'
import { GlobalErrors } from '../../lib/error-codes'

export const ASSETS_DIR = fileURLToPath(new URL('../../../assets/', import.meta.url))

const TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png' }

/** Images the seed refers to (the OAuth2 client logo). */
export function registerAssetRoutes(app: FastifyInstance): void {
  app.get('/sandbox/assets/:name', async (request, reply) => {
    const { name } = request.params as { name: string }
    const match = /^[\w-]+\.(svg|png)$/.exec(name)
    if (!match) throw bizError(GlobalErrors.NOT_FOUND, request.url)
    const content = await readFile(`${ASSETS_DIR}${name}`).catch(() => null)
    if (!content) throw bizError(GlobalErrors.NOT_FOUND, request.url)
    return reply
      .type(TYPES[match[1]])
      .header('Cache-Control', 'public, max-age=86400')
      .send(content)
  })
}
