import type { FastifyInstance, FastifyRequest } from 'fastify'
import { randomToken } from '../auth/random-token'
import { findFileByPath, saveFile } from '../db/repos/file-repo'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { GlobalErrors } from '../lib/error-codes'
import { absoluteUrl } from '../lib/request-origin'
import {
  contentDisposition,
  FILE_CSP,
  readUploadedFile,
  type UploadedFile,
  type UploadRule,
} from '../lib/uploads'

/** Storage config id of the Java server's "database" file client; part of every file URL. */
export const FILE_CONFIG_ID = 4

export function fileUrlPath(apiBase: string, path: string): string {
  return `${apiBase}/infra/file/${FILE_CONFIG_ID}/get/${path}`
}

/**
 * Stores an uploaded file under `<folder>/<yyyyMMdd>/<random>.<detected ext>` with its detected
 * type; returns its public URL.
 */
export function storeUploadedFile(
  ctx: AppContext,
  request: FastifyRequest,
  file: UploadedFile,
  folder: string,
): string {
  const now = ctx.now()
  const day = new Date(now).toISOString().slice(0, 10).replace(/-/g, '')
  const path = `${folder}/${day}/${randomToken(12)}.${file.ext}`
  saveFile(
    ctx.db,
    {
      name: file.filename || path,
      path,
      type: file.mimetype,
      size: file.content.length,
      content: file.content,
    },
    now,
  )
  return absoluteUrl(request, fileUrlPath(ctx.apiBase, path))
}

/** Largest file the upload endpoint takes (forms' 文件上传 fields). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024
export const UPLOAD_RULE: UploadRule = { field: 'file', label: '文件', maxBytes: UPLOAD_MAX_BYTES }
/** Who may upload (the seeds grant it to no role but the super admin). */
export const UPLOAD_PERMISSION = 'infra:file:upload'

export function registerInfraFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  // POST /infra/file/upload (multipart `file`) -> the file's URL, as the Java server's file API.
  app.post('/infra/file/upload', { config: { permission: UPLOAD_PERMISSION } }, async (request) => {
    const file = await readUploadedFile(request, UPLOAD_RULE)
    return ok(storeUploadedFile(ctx, request, file, 'upload'))
  })

  // Public like the Java server's file endpoint: <img> tags cannot send a bearer token. The files
  // come from the console's own origin, so none may run there: only raster images are inline,
  // nosniff keeps browsers to the stored (detected) type and the CSP sandboxes whatever renders.
  app.get('/infra/file/:configId/get/*', { config: { auth: 'public' } }, async (request, reply) => {
    const path = (request.params as { '*': string })['*']
    const file = findFileByPath(ctx.db, path)
    if (!file) throw bizError(GlobalErrors.NOT_FOUND, request.url)
    return (
      reply
        .header('Content-Type', file.type)
        .header('Content-Disposition', contentDisposition(file.type, file.name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', FILE_CSP)
        // Avatars show in a host portal on another origin.
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .header('Cache-Control', 'public, max-age=86400')
        .send(file.content)
    )
  })
}
