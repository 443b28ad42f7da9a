import type { Database } from 'better-sqlite3'
import { hashPassword } from '../../auth/password'
import { USER_SEEDS } from './organisation'
import { seedBpm } from './seed-bpm'
import { seedCodegenDataSources } from './codegen-data-sources'
import { seedConfigs, seedNotifyMessages, seedOAuth2Clients } from './seed-content'
import { seedDicts } from './seed-dicts'
import { seedJobs } from './jobs'
import { seedFileConfigs } from './file-configs'
import { seedMall, seedScale } from './mall'
import { seedMenus } from './seed-menus'
import { seedMuseum } from './museum'
import { seedOrganisation } from './seed-organisation'
import { seedSystemContent } from './system-content'
import { seedSms } from './sms-seeds'

const SEEDED_KEY = 'seeded_at'

/** Every seeded member's password (the README names the first member: 13900000001). */
export const MEMBER_DEMO_PASSWORD = 'member123'

export function isSeeded(db: Database): boolean {
  return db.prepare('SELECT 1 FROM sandbox_meta WHERE key = ?').get(SEEDED_KEY) !== undefined
}

/** Fills an empty (freshly migrated or wiped) database with the sandbox's demo data. */
export async function seedDatabase(db: Database, now = Date.now()): Promise<void> {
  // In parallel: scrypt runs on libuv's thread pool, and every test sandbox seeds a fresh file.
  const hashes = await Promise.all(USER_SEEDS.map((user) => hashPassword(user.password)))
  const passwordHashes: Record<string, string> = Object.fromEntries(
    USER_SEEDS.map((user, index) => [user.username, hashes[index]]),
  )
  const memberPasswordHash = await hashPassword(MEMBER_DEMO_PASSWORD)
  db.transaction(() => {
    seedOrganisation(db, now, passwordHashes)
    seedMenus(db, now)
    seedDicts(db, now)
    seedConfigs(db, now)
    seedFileConfigs(db, now)
    seedNotifyMessages(db, now)
    seedOAuth2Clients(db, now)
    seedSystemContent(db, now)
    seedSms(db, now)
    seedBpm(db, now)
    seedMuseum(db, now)
    seedMall(db, { now, scale: seedScale(), memberPasswordHash })
    seedJobs(db, now)
    seedCodegenDataSources(db, now)
    db.prepare('INSERT INTO sandbox_meta (key, value) VALUES (?, ?)').run(SEEDED_KEY, String(now))
  })()
}

/** Deletes every row of every table except the migration log (and resets AUTOINCREMENT). */
export function wipeDatabase(db: Database): void {
  const tables = (
    db
      .prepare(
        `SELECT name FROM sqlite_master WHERE type = 'table'
           AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations'`,
      )
      .all() as { name: string }[]
  ).map((row) => row.name)
  db.pragma('foreign_keys = OFF')
  try {
    db.transaction(() => {
      for (const table of tables) db.prepare(`DELETE FROM "${table}"`).run()
      const hasSequence = db
        .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_sequence'")
        .get()
      if (hasSequence) db.prepare('DELETE FROM sqlite_sequence').run()
    })()
  } finally {
    db.pragma('foreign_keys = ON')
  }
}
