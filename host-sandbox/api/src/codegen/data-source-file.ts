import { existsSync, realpathSync } from 'node:fs'
import { dirname, isAbsolute, relative, resolve } from 'node:path'
import BetterSqlite3 from 'better-sqlite3'
import type { Database } from 'better-sqlite3'
import { JDBC_SQLITE_PREFIX } from '../../../../src/shared/wire/infra-data-source'

/** The folder holding the sandbox's own database: every data source lives inside it. */
export function dataFolderOf(db: Database): string | null {
  return db.memory ? null : dirname(resolve(db.name))
}

function isInside(folder: string, path: string): boolean {
  const rel = relative(folder, path)
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel)
}

/**
 * The file a data source's url names, or null when it would leave the data folder: an absolute path,
 * `..` climbing out, or a symbolic link whose target is outside. `jdbc:sqlite:` is accepted and dropped.
 */
export function dataSourceFile(dataFolder: string, url: string): string | null {
  let path = url.trim()
  if (path.toLowerCase().startsWith(JDBC_SQLITE_PREFIX))
    path = path.slice(JDBC_SQLITE_PREFIX.length)
  if (!path || path.includes('\0') || isAbsolute(path) || /^[a-z]:/i.test(path)) return null
  const file = resolve(dataFolder, path)
  if (!isInside(dataFolder, file)) return null
  // A link (to the file or to a folder on the way) may point anywhere: judge where it really leads.
  if (existsSync(file) && !isInside(realpathSync(dataFolder), realpathSync(file))) return null
  return file
}

/**
 * Opens the file read-only and reads its schema once, which fails for a missing file or one that is
 * not a SQLite database; null then. The caller closes what it gets.
 */
export function openDataSourceFile(file: string): Database | null {
  let db: Database | null = null
  try {
    db = new BetterSqlite3(file, { readonly: true, fileMustExist: true })
    db.prepare('SELECT COUNT(*) FROM sqlite_master').get()
    return db
  } catch {
    db?.close()
    return null
  }
}
