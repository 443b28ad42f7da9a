import type { Database } from 'better-sqlite3'
import { parseFileKey } from '../../files/file-keys'

/** A listed file as the screens with upload fields see it; `path` is its file key (files/file-keys.ts). */
export interface StoredFile {
  name: string
  path: string
  type: string
  size: number
}

/** The file behind a file key, whatever its storage; undefined when it is not listed. */
export function findFileByPath(db: Database, key: string): StoredFile | undefined {
  const { configId, path } = parseFileKey(key)
  const row = db
    .prepare('SELECT name, type, size FROM infra_file WHERE config_id = ? AND path = ?')
    .get(configId, path) as Omit<StoredFile, 'path'> | undefined
  return row ? { ...row, path: key } : undefined
}
