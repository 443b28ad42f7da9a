import type { Database, Statement } from 'better-sqlite3'

const caches = new WeakMap<Database, Map<string, Statement>>()

/**
 * The prepared statement for `sql` on `db`, compiled once per connection: hot paths (login,
 * every authenticated request) must not re-parse their SQL on each call.
 */
export function prepared(db: Database, sql: string): Statement {
  let cache = caches.get(db)
  if (!cache) {
    cache = new Map()
    caches.set(db, cache)
  }
  let statement = cache.get(sql)
  if (!statement) {
    statement = db.prepare(sql)
    cache.set(sql, statement)
  }
  return statement
}
