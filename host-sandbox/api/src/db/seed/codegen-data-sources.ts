import type { Database } from 'better-sqlite3'
import { DEMO_DATA_SOURCE, writeDemoDataSourceFile } from '../../codegen/demo-data-source'

/** 数据源配置: the demo SQLite file beside the sandbox's database, with two commented tables. */
export function seedCodegenDataSources(db: Database, now: number): void {
  db.prepare(
    `INSERT INTO infra_data_source_config (id, name, url, username, password, create_time, update_time)
     VALUES (?, ?, ?, '', '', ?, ?)`,
  ).run(DEMO_DATA_SOURCE.id, DEMO_DATA_SOURCE.name, DEMO_DATA_SOURCE.url, now, now)
  writeDemoDataSourceFile(db)
}
