import { readFileSync } from 'node:fs'
import BetterSqlite3 from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../host-sandbox/api/src/db/database'
import { migrate, MIGRATIONS_DIR } from '../../host-sandbox/api/src/db/migrate'
import { tempDir } from './support/sandbox'

type Db = BetterSqlite3.Database

const SQL = readFileSync(`${MIGRATIONS_DIR}/0032_oauth2_client.sql`, 'utf8')
// The schema changes run once (the migration log sees to it); the seeded row's insert is the part
// that must be safe on any database, seeded or not, any number of times.
const SEED_PART = SQL.slice(SQL.indexOf('-- The built-in client'))

const CLIENT_COLUMNS = `client_id, secret, name, logo, description, status, redirect_uris,
  authorized_grant_types, scopes, auto_approve_scopes, access_token_validity_seconds,
  refresh_token_validity_seconds, authorities, resource_ids, additional_information`
const clients = (db: Db) =>
  db.prepare(`SELECT ${CLIENT_COLUMNS} FROM system_oauth2_client ORDER BY client_id`).all()
const run = (db: Db) => db.transaction(() => db.exec(SEED_PART))()
const changes = (db: Db) => (db.prepare('SELECT total_changes() AS n').get() as { n: number }).n

describe('0032: OAuth2 clients on a database seeded before it', () => {
  const tmp = tempDir()
  afterAll(() => tmp.remove())

  it('adds the built-in client a fresh seed has, once', async () => {
    const db = await openDatabase(`${tmp.dir}/old.db`)
    const fresh = clients(db)
    expect(fresh.map((row) => (row as { client_id: string }).client_id)).toEqual([
      'default',
      'museum-portal',
    ])
    db.prepare("DELETE FROM system_oauth2_client WHERE client_id = 'default'").run()
    run(db)
    expect(clients(db)).toEqual(fresh)
    const before = changes(db)
    run(db)
    expect(changes(db)).toBe(before)
    db.close()
  })

  it('leaves a database that is not seeded yet alone (the seed writes the row itself)', () => {
    const db = new BetterSqlite3(':memory:')
    migrate(db)
    const before = changes(db)
    run(db)
    expect(changes(db)).toBe(before)
    expect(clients(db)).toEqual([])
    db.close()
  })
})
