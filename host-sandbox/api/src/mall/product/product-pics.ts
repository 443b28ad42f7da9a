import type { Database } from 'better-sqlite3'
import type { FastifyRequest } from 'fastify'
import { findFileByPath } from '../../db/repos/file-repo'
import { bizError } from '../../lib/biz-error'
import { ownFileKey } from '../../files/file-keys'
import { absoluteUrl } from '../../lib/request-origin'
import { INLINE_IMAGE_TYPES } from '../../lib/uploads'
import { fileUrlPath } from '../../routes/infra-file'
import { ProductErrors } from './product-errors'

/**
 * Product, category, brand and SKU pictures are files this server stored (POST /infra/file/upload),
 * like activity covers: the console's pages load images only from their own origin, and a foreign
 * URL would be fetched by every visitor of the list. What is kept is the stored file's path;
 * `productPicUrl` makes the URL again for the caller's origin and API prefix.
 */

const VIDEO_TYPES: ReadonlySet<string> = new Set(['video/mp4', 'video/webm'])

/** The file key behind `url` when it is a file this server stored (files/file-keys.ts), else null. */
function storedPath(
  db: Database,
  request: FastifyRequest,
  apiBase: string,
  url: string,
): string | null {
  return ownFileKey(db, request, apiBase, url)
}

/** Checks a picture URL of the body and returns the path to store; `label` names the field. */
export function storedPic(
  db: Database,
  request: FastifyRequest,
  apiBase: string,
  url: string,
  label: string,
): string {
  const path = storedPath(db, request, apiBase, url.trim())
  const file = path === null ? undefined : findFileByPath(db, path)
  if (!file || path === null) throw bizError(ProductErrors.PIC_NOT_OURS, label)
  if (!INLINE_IMAGE_TYPES.has(file.type)) throw bizError(ProductErrors.PIC_NOT_IMAGE, label)
  return path
}

/** The same for an optional picture: empty stays null. */
export function storedOptionalPic(
  db: Database,
  request: FastifyRequest,
  apiBase: string,
  url: string | undefined,
  label: string,
): string | null {
  return url?.trim() ? storedPic(db, request, apiBase, url, label) : null
}

/** A product video: an MP4 or WebM file this server stored, or nothing. */
export function storedVideo(
  db: Database,
  request: FastifyRequest,
  apiBase: string,
  url: string | undefined,
): string | null {
  const text = url?.trim()
  if (!text) return null
  const path = storedPath(db, request, apiBase, text)
  const file = path === null ? undefined : findFileByPath(db, path)
  if (!file || path === null || !VIDEO_TYPES.has(file.type)) {
    throw bizError(ProductErrors.VIDEO_NOT_OURS)
  }
  return path
}

/**
 * The URL of a stored picture or video, absolute for the caller. Order items copy the stored path
 * from skuForOrder and answer it through this too.
 */
export function productPicUrl(request: FastifyRequest, apiBase: string, path: string): string {
  return absoluteUrl(request, fileUrlPath(apiBase, path))
}
