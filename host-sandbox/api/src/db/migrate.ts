import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Database } from 'better-sqlite3'

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url))

const FILE_NAME = /^(\d+)_([\w-]+)\.sql$/

export interface Migration {
  version: number
  name: string
  sql: string
}

/** Numbered `NNNN_name.sql` files of `dir`, in version order. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .map((file) => ({ file, match: FILE_NAME.exec(file) }))
    .filter((entry): entry is { file: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ file, match }) => ({
      version: Number(match[1]),
      name: match[2],
      sql: readFileSync(`${dir}/${file}`, 'utf8'),
    }))
    .sort((a, b) => a.version - b.version)
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, each in its own transaction.
 * Returns the versions applied by this call.
 */
export function migrate(db: Database, migrations = readMigrations(), now = Date.now()): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at INTEGER NOT NULL
  )`)
  const applied = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map(
      (row) => row.version,
    ),
  )
  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  )
  const done: number[] = []
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue
    db.transaction(() => {
      db.exec(migration.sql)
      record.run(migration.version, migration.name, now)
    })()
    done.push(migration.version)
  }
  return done
}
