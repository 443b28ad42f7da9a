import type { Database } from 'better-sqlite3'
import { randomToken } from '../auth/random-token'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { FileErrors } from './file-errors'
import { encodeFilePath } from './file-paths'
import { type FileConfigRow, openStorage, settingsOf } from './open-storage'
import { StorageError } from './storage'

export interface FileRow {
  id: number
  config_id: number
  name: string
  path: string
  type: string
  size: number
  create_time: number
}

export const FILE_COLUMNS = 'id, config_id, name, path, type, size, create_time'

export function findFileConfig(db: Database, id: number): FileConfigRow | undefined {
  return db.prepare('SELECT * FROM infra_file_config WHERE id = ?').get(id) as
    FileConfigRow | undefined
}

export function masterFileConfig(db: Database): FileConfigRow {
  const row = db.prepare('SELECT * FROM infra_file_config WHERE master = 1').get() as
    FileConfigRow | undefined
  if (!row) throw bizError(FileErrors.NO_MASTER)
  return row
}

/**
 * Where a file is read: `{domain}/{path}` when its config has a domain, else the sandbox's own
 * path (relative to the origin; callers make it absolute for their request).
 */
export function fileUrl(apiBase: string, config: FileConfigRow | undefined, path: string): string {
  const domain = config ? String(settingsOf(config).domain ?? '') : ''
  if (domain) return `${domain}/${encodeFilePath(path)}`
  return `${apiBase}/infra/file/${config?.id ?? 0}/get/${encodeFilePath(path)}`
}

/** Runs a storage operation; a storage failure becomes '<action>失败：<cause>'. */
async function inStorage<T>(action: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof StorageError)
      throw bizError(FileErrors.FILE_STORAGE_FAILED, action, error.message)
    throw error
  }
}

export interface NewFile {
  content: Buffer
  /** Detected from the bytes (lib/uploads.ts). */
  mimetype: string
  ext: string
  /** The uploader's name: a label only. */
  filename: string
}

/** `<folder>/<yyyyMMdd>/<random>.<ext>`: never chosen by the uploader. */
export function newFilePath(now: number, folder: string, ext: string): string {
  const day = new Date(now).toISOString().slice(0, 10).replace(/-/g, '')
  return `${folder}/${day}/${randomToken(12)}.${ext}`
}

/**
 * Stores `file` in `config` (the master when omitted) and lists it in 文件列表. The bytes go to the
 * storage first: a storage that fails leaves no row behind.
 */
export async function storeFile(
  ctx: AppContext,
  file: NewFile,
  folder: string,
  config: FileConfigRow = masterFileConfig(ctx.db),
): Promise<{ config: FileConfigRow; path: string; url: string }> {
  const now = ctx.now()
  const path = newFilePath(now, folder, file.ext)
  const storage = await openStorage(ctx.db, config, ctx.now)
  await inStorage('文件上传', () => storage.upload(path, file.content, file.mimetype))
  ctx.db
    .prepare(
      `INSERT INTO infra_file (config_id, name, path, type, size, create_time)
       VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (config_id, path) DO UPDATE SET name = excluded.name, type = excluded.type,
         size = excluded.size, create_time = excluded.create_time`,
    )
    .run(config.id, file.filename || path, path, file.mimetype, file.content.length, now)
  return { config, path, url: fileUrl(ctx.apiBase, config, path) }
}

/** A listed file's bytes from its config's storage, or null when either is gone. */
export async function readFile(
  ctx: AppContext,
  configId: number,
  path: string,
): Promise<{ row: FileRow; content: Buffer } | null> {
  const config = findFileConfig(ctx.db, configId)
  if (!config) return null
  const row = ctx.db
    .prepare(`SELECT ${FILE_COLUMNS} FROM infra_file WHERE config_id = ? AND path = ?`)
    .get(configId, path) as FileRow | undefined
  if (!row) return null
  const storage = await openStorage(ctx.db, config, ctx.now)
  const content = await inStorage('文件读取', () => storage.read(path))
  return content ? { row, content } : null
}

/** Removes a file's bytes from its storage, then its row. */
export async function deleteFile(ctx: AppContext, row: FileRow): Promise<void> {
  const config = findFileConfig(ctx.db, row.config_id)
  if (config) {
    const storage = await openStorage(ctx.db, config, ctx.now)
    await inStorage('文件删除', () => storage.delete(row.path))
  }
  ctx.db.prepare('DELETE FROM infra_file WHERE id = ?').run(row.id)
}
