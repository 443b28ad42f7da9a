import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import BetterSqlite3 from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { ensureDemoDataSourceFile } from '../../host-sandbox/api/src/codegen/demo-data-source'
import { openDatabase } from '../../host-sandbox/api/src/db/database'
import { migrate } from '../../host-sandbox/api/src/db/migrate'
import { tempDir } from './support/sandbox'

const demoRows = (db: BetterSqlite3.Database) =>
  db.prepare('SELECT id, name, url, username, password FROM infra_data_source_config').all()

const demoTables = (file: string) => {
  const demo = new BetterSqlite3(file, { readonly: true })
  try {
    return demo
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'museum_%' ORDER BY name",
      )
      .all()
  } finally {
    demo.close()
  }
}

describe('migration 0028 on a database seeded before 代码生成', () => {
  const tmp = tempDir()
  afterAll(() => tmp.remove())

  it('brings the demo data source (row, and its file on start) along, once; a fresh database gets it from the seed only', async () => {
    const fresh = await openDatabase(join(tmp.dir, 'fresh.db'))
    const expected = demoRows(fresh)
    expect(expected).toEqual([
      { id: 1, name: '文创演示库', url: 'codegen-demo.db', username: '', password: '' },
    ])
    fresh.close()
    expect(demoTables(join(tmp.dir, 'codegen-demo.db'))).toEqual([
      { name: 'museum_exhibit_loan' },
      { name: 'museum_souvenir' },
    ])

    // The same database as it was before 0028: no tables of its own, no demo file.
    const old = new BetterSqlite3(join(tmp.dir, 'fresh.db'))
    old.exec(`DROP TABLE infra_codegen_column; DROP TABLE infra_codegen_table; DROP TABLE infra_data_source_config;
      DELETE FROM schema_migrations WHERE version = 28;`)
    rmSync(join(tmp.dir, 'codegen-demo.db'))
    expect(migrate(old)).toEqual([28])
    expect(demoRows(old)).toEqual(expected)
    ensureDemoDataSourceFile(old)
    expect(demoTables(join(tmp.dir, 'codegen-demo.db'))).toHaveLength(2)
    expect(migrate(old)).toEqual([])
    old.close()

    // Migrations alone (before any seed) write no row: the seed does.
    const empty = new BetterSqlite3(join(tmp.dir, 'empty.db'))
    migrate(empty)
    expect(demoRows(empty)).toEqual([])
    empty.close()
    expect(existsSync(join(tmp.dir, 'codegen-demo.db'))).toBe(true)
  })
})
