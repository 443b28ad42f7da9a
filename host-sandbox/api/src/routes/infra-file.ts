import { z } from 'zod'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { fileFilters, fileItem, type FileItem } from '../../../../src/shared/wire/infra-file'
import { FileErrors } from '../files/file-errors'
import { fileKeyUrlPath } from '../files/file-keys'
import { isSafeFilePath } from '../files/file-paths'
import {
  deleteFile,
  FILE_COLUMNS,
  fileUrl,
  findFileConfig,
  readFile,
  storeFile,
  type FileRow,
} from '../files/file-service'
import { apiRoute } from '../lib/api-route'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { GlobalErrors } from '../lib/error-codes'
import { betweenFilter, filterQuery, likeFilter, whereOf } from '../lib/filters'
import { absoluteUrl } from '../lib/request-origin'
import {
  contentDisposition,
  FILE_CSP,
  readUploadedFile,
  type UploadedFile,
  type UploadRule,
} from '../lib/uploads'
import { idQuery, optionalDateRange, pageParams, wireItem } from '../lib/validation'

/** The database storage's config id: part of every file URL stored before 文件配置 existed. */
export const FILE_CONFIG_ID = 4

/**
 * The sandbox path of the file behind a file key (files/file-keys.ts): what the screens with an
 * upload field answer for what they keep.
 */
export function fileUrlPath(apiBase: string, key: string): string {
  return fileKeyUrlPath(apiBase, key)
}

/**
 * Stores an uploaded file in the master config under `<folder>/<yyyyMMdd>/<random>.<detected ext>`
 * with its detected type; returns its URL (absolute for the caller).
 */
export async function storeUploadedFile(
  ctx: AppContext,
  request: FastifyRequest,
  file: UploadedFile,
  folder: string,
): Promise<string> {
  const stored = await storeFile(ctx, file, folder)
  return absoluteUrl(request, stored.url)
}

/** Largest file the upload endpoint takes (forms' 文件上传 fields). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024
export const UPLOAD_RULE: UploadRule = { field: 'file', label: '文件', maxBytes: UPLOAD_MAX_BYTES }
/** Who may upload (docs/files.md names the roles the seed grants it to). */
export const UPLOAD_PERMISSION = 'infra:file:upload'

const UPLOAD_BODY = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['file'],
        properties: { file: { type: 'string', format: 'binary', description: '文件，至多 10 MB' } },
      },
    },
  },
}

const filters = {
  path: likeFilter('path', fileFilters.path),
  type: likeFilter('type', fileFilters.type),
  createTime: betweenFilter('create_time', optionalDateRange('创建时间')),
}
// Filters first, then paging: the first problem reported is a filter's.
const pageQuery = z.object({ ...filterQuery(filters).shape, ...pageParams })
const byId = idQuery('文件编号')

export function registerInfraFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx

  const toItem = (request: FastifyRequest, row: FileRow): FileItem =>
    wireItem(fileItem, {
      id: row.id,
      configId: row.config_id,
      path: row.path,
      name: row.name,
      url: absoluteUrl(request, fileUrl(ctx.apiBase, findFileConfig(db, row.config_id), row.path)),
      type: row.type,
      size: row.size,
      createTime: row.create_time,
    })

  // POST /infra/file/upload (multipart `file`) -> the file's URL, into the master config.
  apiRoute(
    app,
    {
      method: 'POST',
      url: '/infra/file/upload',
      permission: UPLOAD_PERMISSION,
      summary: '上传文件',
      description: '文件存入主配置的存储器，类型按文件内容识别；答复文件的访问地址',
      requestBody: UPLOAD_BODY,
    },
    async (_input, request) => {
      const file = await readUploadedFile(request, UPLOAD_RULE)
      return ok(await storeUploadedFile(ctx, request, file, 'upload'))
    },
  )

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/infra/file/page',
      permission: 'infra:file:query',
      summary: '获得文件分页',
      query: pageQuery,
    },
    async ({ query }, request) => {
      const { pageNo, pageSize } = query
      const where = whereOf(filters, query)
      // Not selectPage: that reads every column, and `content` holds the database storage's bytes.
      const { total } = db
        .prepare(`SELECT COUNT(*) AS total FROM infra_file${where.sql}`)
        .get(...where.params) as { total: number }
      const rows = db
        .prepare(
          `SELECT ${FILE_COLUMNS} FROM infra_file${where.sql} ORDER BY id DESC LIMIT ? OFFSET ?`,
        )
        .all(...where.params, pageSize, (pageNo - 1) * pageSize) as FileRow[]
      return ok({ list: rows.map((row) => toItem(request, row)), total })
    },
  )

  apiRoute(
    app,
    {
      method: 'DELETE',
      url: '/infra/file/delete',
      permission: 'infra:file:delete',
      summary: '删除文件',
      description: '同时删除存储器中的文件内容',
      query: byId,
    },
    async ({ query }) => {
      const row = db
        .prepare(`SELECT ${FILE_COLUMNS} FROM infra_file WHERE id = ?`)
        .get(query.id) as FileRow | undefined
      if (!row) throw bizError(FileErrors.FILE_NOT_EXISTS)
      await deleteFile(ctx, row)
      return ok(true)
    },
  )

  // Public like the Java server's file endpoint: <img> tags cannot send a bearer token. The files
  // come from the console's own origin, so none may run there: only raster images are inline,
  // nosniff keeps browsers to the stored (detected) type and the CSP sandboxes whatever renders.
  app.get('/infra/file/:configId/get/*', { config: { auth: 'public' } }, async (request, reply) => {
    const params = request.params as { configId: string; '*': string }
    const path = params['*']
    if (!isSafeFilePath(path)) throw bizError(FileErrors.FILE_PATH_INVALID)
    const configId = /^\d{1,9}$/.test(params.configId) ? Number(params.configId) : -1
    const file = configId < 0 ? null : await readFile(ctx, configId, path)
    if (!file) throw bizError(GlobalErrors.NOT_FOUND, request.url)
    return (
      reply
        .header('Content-Type', file.row.type)
        .header('Content-Disposition', contentDisposition(file.row.type, file.row.name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', FILE_CSP)
        // Avatars show in a host portal on another origin.
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .header('Cache-Control', 'public, max-age=86400')
        .send(file.content)
    )
  })
}
