import type { FastifyRequest } from 'fastify'
import { fileTypeFromBuffer } from 'file-type'
import { BizError, bizError } from './biz-error'
import { UserErrors } from './error-codes'
import { formatBytes } from './error-handling'

/**
 * Multipart uploads read safely: the size limit refuses (nothing truncated is kept), the type is
 * what the bytes are (never the uploader's Content-Type or file name), and only raster images are
 * ever shown inline (docs/security.md#uploads).
 */

/** Raster images a browser may show inline from the console's origin. SVG is not one: it runs script. */
export const INLINE_IMAGE_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
])

const OCTET_STREAM = 'application/octet-stream'
const PLAIN_TEXT = 'text/plain; charset=utf-8'

export interface UploadedFile {
  content: Buffer
  /** Detected from the bytes: a file-type MIME type, plain text, or application/octet-stream. */
  mimetype: string
  /** Extension matching `mimetype` (no dot): 'png', 'pdf', 'txt', 'bin'. */
  ext: string
  /** The uploader's file name; only ever a label (download name), never trusted for the type. */
  filename: string
}

function isUtf8Text(content: Buffer): boolean {
  if (content.includes(0)) return false
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content)
    return true
  } catch {
    return false
  }
}

/** What `content` is, by its bytes: magic numbers first, then UTF-8 text, else octet-stream. */
export async function detectType(content: Buffer): Promise<{ mime: string; ext: string }> {
  const detected = await fileTypeFromBuffer(content)
  if (detected) return { mime: detected.mime, ext: detected.ext }
  // HTML, SVG, CSV, JSON… all land here: served as text/plain with nosniff, they cannot run.
  if (isUtf8Text(content)) return { mime: PLAIN_TEXT, ext: 'txt' }
  return { mime: OCTET_STREAM, ext: 'bin' }
}

export interface UploadRule {
  /** Multipart field name, e.g. 'file', 'avatarFile'. */
  field: string
  /** Chinese name in messages, e.g. '文件', '头像文件'. */
  label: string
  maxBytes: number
}

export const fileTooLargeMessage = (rule: UploadRule) =>
  `${rule.label}大小不能超过 ${formatBytes(rule.maxBytes)}`

const isTooLarge = (error: unknown) =>
  (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE'

/**
 * The one file of a multipart request, from `rule.field`, fully in memory. Refused (code 400,
 * Chinese) when missing, empty or over `rule.maxBytes`: busboy stops at the limit, so a file that
 * reached it is never stored cut short.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  rule: UploadRule,
): Promise<UploadedFile> {
  if (!request.isMultipart()) {
    throw new BizError(400, `请求参数不正确:请以 multipart/form-data 上传 ${rule.field}`)
  }
  let content: Buffer
  let filename: string
  try {
    const part = await request.file({ limits: { fileSize: rule.maxBytes, files: 1 } })
    if (!part || part.fieldname !== rule.field) {
      part?.file.resume()
      throw new BizError(400, `请求参数不正确:${rule.label} ${rule.field} 不能为空`)
    }
    content = await part.toBuffer()
    // toBuffer throws at the limit; `truncated` stays the guard should that ever change.
    if (part.file.truncated) throw new BizError(400, fileTooLargeMessage(rule))
    filename = part.filename
  } catch (error) {
    if (isTooLarge(error)) throw new BizError(400, fileTooLargeMessage(rule))
    throw error
  }
  if (content.length === 0) throw bizError(UserErrors.FILE_IS_EMPTY)
  const type = await detectType(content)
  return { content, mimetype: type.mime, ext: type.ext, filename }
}

/**
 * `Content-Disposition` of a stored file: inline only for the raster images, an attachment named
 * after the upload for everything else (a browser then saves it instead of rendering it here).
 */
export function contentDisposition(type: string, fileName: string): string {
  if (INLINE_IMAGE_TYPES.has(type)) return 'inline'
  const encoded = encodeURIComponent(fileName || 'file').replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="download"; filename*=UTF-8''${encoded}`
}

/** Nothing in a served file may run or load anything, even if a browser renders it. */
export const FILE_CSP = "default-src 'none'; sandbox"
