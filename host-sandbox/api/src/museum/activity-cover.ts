import type { Database } from 'better-sqlite3'
import type { FastifyRequest } from 'fastify'
import { findFileByPath } from '../db/repos/file-repo'
import { bizError } from '../lib/biz-error'
import { ownFileKey } from '../files/file-keys'
import { absoluteUrl } from '../lib/request-origin'
import { INLINE_IMAGE_TYPES } from '../lib/uploads'
import { fileUrlPath } from '../routes/infra-file'
import { ActivityErrors } from './activity-errors'

/**
 * An activity's cover must be a raster image this server stored (POST /infra/file/upload): never
 * a foreign URL (the console would load it for every visitor of the list) and never an SVG or
 * HTML file. What is kept is the stored file's path (`coverUrl` makes the URL again), so the
 * answer follows the origin and API prefix the caller uses.
 */
export function storedCover(
  db: Database,
  request: FastifyRequest,
  apiBase: string,
  url: string | undefined,
): string | null {
  const text = url?.trim()
  if (!text) return null
  const key = ownFileKey(db, request, apiBase, text)
  const file = key === null ? undefined : findFileByPath(db, key)
  if (!file) throw bizError(ActivityErrors.COVER_NOT_OURS)
  if (!INLINE_IMAGE_TYPES.has(file.type)) throw bizError(ActivityErrors.COVER_NOT_IMAGE)
  return file.path
}

/** The URL of a stored cover, absolute for the caller. */
export function coverUrl(request: FastifyRequest, apiBase: string, path: string): string {
  return absoluteUrl(request, fileUrlPath(apiBase, path))
}
