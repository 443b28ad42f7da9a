import type { Database } from 'better-sqlite3'
import type { FastifyRequest } from 'fastify'
import { requestOrigin } from '../lib/request-origin'
import { settingsOf, type FileConfigRow } from './open-storage'

/**
 * Screens with an upload field (activity covers, product pictures, store logos) keep a *file key*,
 * not a URL, and make the URL again for each caller. A file of the database storage (config 4,
 * where every file lived before 文件配置) keeps its bare path as key, so the keys stored before
 * stay valid; a file of another config is `<configId>/get/<path>`, the tail of its sandbox URL.
 */
export const DB_CONFIG_ID = 4

const QUALIFIED = /^(\d+)\/get\/(.+)$/

export function fileKey(configId: number, path: string): string {
  return configId === DB_CONFIG_ID ? path : `${configId}/get/${path}`
}

export function parseFileKey(key: string): { configId: number; path: string } {
  const match = QUALIFIED.exec(key)
  return match
    ? { configId: Number(match[1]), path: match[2] }
    : { configId: DB_CONFIG_ID, path: key }
}

/** The sandbox path serving the file behind `key` (readable whatever the config's domain). */
export function fileKeyUrlPath(apiBase: string, key: string): string {
  const { configId, path } = parseFileKey(key)
  return `${apiBase}/infra/file/${configId}/get/${path}`
}

/**
 * The key of `url` when it points at a file this sandbox stored: its own file URL (same origin,
 * any config), or `{domain}/{path}` of a config that has a domain. Null for anything else.
 * Whether the file exists is for the caller to check (findFileByPath).
 */
export function ownFileKey(
  db: Database,
  request: FastifyRequest,
  apiBase: string,
  url: string,
): string | null {
  let parsed: URL
  try {
    parsed = new URL(url, requestOrigin(request))
  } catch {
    return null
  }
  if (parsed.search || parsed.hash) return null
  let pathname: string
  try {
    pathname = decodeURIComponent(parsed.pathname)
  } catch {
    return null
  }
  const prefix = `${apiBase}/infra/file/`
  if (parsed.origin === requestOrigin(request) && pathname.startsWith(prefix)) {
    const match = QUALIFIED.exec(pathname.slice(prefix.length))
    return match ? fileKey(Number(match[1]), match[2]) : null
  }
  const configs = db.prepare('SELECT * FROM infra_file_config').all() as FileConfigRow[]
  for (const config of configs) {
    const domain = String(settingsOf(config).domain ?? '')
    if (domain && url.startsWith(`${domain}/`)) {
      try {
        return fileKey(config.id, decodeURIComponent(url.slice(domain.length + 1)))
      } catch {
        return null
      }
    }
  }
  return null
}
