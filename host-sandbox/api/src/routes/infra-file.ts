import { extname } from 'node:path'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { randomToken } from '../auth/random-token'
import { findFileByPath, saveFile } from '../db/repos/file-repo'
import { BizError, bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { GlobalErrors, UserErrors } from '../lib/error-codes'
import { absoluteUrl } from '../lib/request-origin'

/** Storage config id of the Java server's "database" file client; part of every file URL. */
export const FILE_CONFIG_ID = 4

export function fileUrlPath(apiBase: string, path: string): string {
  return `${apiBase}/infra/file/${FILE_CONFIG_ID}/get/${path}`
}

export interface UploadedFile {
  content: Buffer
  mimetype: string
  filename: string
}

/** The one file of a multipart request, from the field `field`; refused when missing or empty. */
export async function readUploadedFile(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
  label: string,
): Promise<UploadedFile> {
  if (!request.isMultipart()) {
    throw new BizError(400, `请求参数不正确:请以 multipart/form-data 上传 ${field}`)
  }
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } })
  if (!part || part.fieldname !== field) {
    part?.file.resume()
    throw new BizError(400, `请求参数不正确:${label} ${field} 不能为空`)
  }
  const content = await part.toBuffer()
  if (content.length === 0) throw bizError(UserErrors.FILE_IS_EMPTY)
  return { content, mimetype: part.mimetype, filename: part.filename }
}

/** Stores an uploaded file under `<folder>/<yyyyMMdd>/<random><ext>`; returns its public URL. */
export function storeUploadedFile(
  ctx: AppContext,
  request: FastifyRequest,
  file: UploadedFile,
  folder: string,
): string {
  const now = ctx.now()
  const day = new Date(now).toISOString().slice(0, 10).replace(/-/g, '')
  const ext =
    extname(file.filename || '')
      .toLowerCase()
      .replace(/[^.a-z0-9]/g, '') || '.bin'
  const path = `${folder}/${day}/${randomToken(12)}${ext}`
  saveFile(
    ctx.db,
    {
      name: file.filename || path,
      path,
      type: file.mimetype || 'application/octet-stream',
      size: file.content.length,
      content: file.content,
    },
    now,
  )
  return absoluteUrl(request, fileUrlPath(ctx.apiBase, path))
}

/** Largest file the upload endpoint takes (forms' 文件上传 fields). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024

export function registerInfraFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  // POST /infra/file/upload (multipart `file`) -> the file's URL, as the Java server's file API.
  app.post('/infra/file/upload', async (request) => {
    const file = await readUploadedFile(request, 'file', UPLOAD_MAX_BYTES, '文件')
    return ok(storeUploadedFile(ctx, request, file, 'upload'))
  })

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
