import { existsSync } from 'node:fs'
import { join } from 'node:path'
import BetterSqlite3 from 'better-sqlite3'
import type { Database } from 'better-sqlite3'
import { dataFolderOf } from './data-source-file'

/** The seeded second data source, so the import dialog has more than the sandbox's own tables. */
export const DEMO_DATA_SOURCE = { id: 1, name: '文创演示库', url: 'codegen-demo.db' } as const

/** Its tables, commented the way the generator reads them (docs/codegen.md#comments). */
export const DEMO_SCHEMA = `
CREATE TABLE IF NOT EXISTS museum_souvenir ( -- 文创商品表
  id INTEGER PRIMARY KEY AUTOINCREMENT, -- 编号
  name TEXT NOT NULL, -- 商品名称
  souvenir_type INTEGER NOT NULL, -- 商品类型
  price INTEGER NOT NULL, -- 价格（分）
  cover_image TEXT, -- 封面图片
  description TEXT, -- 商品介绍
  status INTEGER NOT NULL DEFAULT 0, -- 状态
  on_sale_date INTEGER, -- 上架日期
  create_time INTEGER NOT NULL, -- 创建时间
  update_time INTEGER NOT NULL -- 更新时间
);
CREATE TABLE IF NOT EXISTS museum_exhibit_loan ( -- 展品借展登记表
  id INTEGER PRIMARY KEY AUTOINCREMENT, -- 编号
  exhibit_name TEXT NOT NULL, -- 展品名称
  borrower TEXT NOT NULL, -- 借展单位
  loan_time INTEGER NOT NULL, -- 借出时间
  return_time INTEGER, -- 归还时间
  remark TEXT, -- 备注
  create_time INTEGER NOT NULL, -- 创建时间
  update_time INTEGER NOT NULL -- 更新时间
);
`

/** Writes the demo SQLite file into the data folder unless it is there already. */
export function writeDemoDataSourceFile(db: Database): void {
  const folder = dataFolderOf(db)
  if (!folder) return
  const file = join(folder, DEMO_DATA_SOURCE.url)
  if (existsSync(file)) return
  const demo = new BetterSqlite3(file)
  try {
    demo.exec(DEMO_SCHEMA)
  } finally {
    demo.close()
  }
}

/**
 * A database seeded before the generator existed gets the demo row by migration 0028; its file is
 * written here when the sandbox starts (a migration only runs SQL).
 */
export function ensureDemoDataSourceFile(db: Database): void {
  const row = db
    .prepare('SELECT url FROM infra_data_source_config WHERE id = ?')
    .get(DEMO_DATA_SOURCE.id) as { url: string } | undefined
  if (row?.url === DEMO_DATA_SOURCE.url) writeDemoDataSourceFile(db)
}
