import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import BetterSqlite3 from 'better-sqlite3'
import type { Database } from 'better-sqlite3'
import { migrate } from './migrate'
import { isSeeded, seedDatabase, wipeDatabase } from './seed'

export type { Database } from 'better-sqlite3'

/** Opens (creating if needed) the SQLite file, applies pending migrations, seeds on first start. */
export async function openDatabase(dbPath: string, now = Date.now()): Promise<Database> {
  if (dbPath !== ':memory:') mkdirSync(dirname(dbPath), { recursive: true })
  const db = new BetterSqlite3(dbPath)
  try {
    db.pragma('journal_mode = WAL')
    db.pragma('foreign_keys = ON')
    // `npm run sandbox:reseed` may write while a server holds the file open.
    db.pragma('busy_timeout = 5000')
    migrate(db)
    if (!isSeeded(db)) await seedDatabase(db, now)
    return db
  } catch (error) {
    db.close()
    throw error
  }
}

/** Wipes all data of the file at `dbPath` and seeds it again. Safe while a server runs on it. */
export async function reseedDatabase(dbPath: string, now = Date.now()): Promise<void> {
  const db = await openDatabase(dbPath, now)
  try {
    wipeDatabase(db)
    await seedDatabase(db, now)
  } finally {
    db.close()
  }
}
