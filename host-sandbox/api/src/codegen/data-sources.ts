import type { Database } from 'better-sqlite3'
import { MASTER_DATA_SOURCE_ID } from '../../../../src/shared/wire/infra-data-source'
import { bizError } from '../lib/biz-error'
import { dataFolderOf, dataSourceFile, openDataSourceFile } from './data-source-file'
import { schemaReader, type SchemaReader } from './schema-reader'

export const DataSourceErrors = {
  NOT_EXISTS: { code: 1_001_007_000, msg: '数据源配置不存在' },
  NOT_OK: { code: 1_001_007_001, msg: '数据源配置不正确，无法进行连接' },
  OUTSIDE_DATA_FOLDER: {
    code: 1_001_007_002,
    msg: '数据源连接必须是沙箱数据目录中的 SQLite 文件（相对路径，不能离开该目录）',
  },
  MASTER_READ_ONLY: { code: 1_001_007_003, msg: '主数据源（master）不允许修改或删除' },
}

export interface DataSourceRow {
  id: number
  name: string
  url: string
  username: string
  password: string
  create_time: number
  update_time: number
}

export const findDataSource = (db: Database, id: number) =>
  db.prepare('SELECT * FROM infra_data_source_config WHERE id = ?').get(id) as
    DataSourceRow | undefined

/** The file a url names inside the data folder, refused when outside or not a SQLite database. */
export function checkedDataSourceFile(db: Database, url: string): string {
  const folder = dataFolderOf(db)
  const file = folder ? dataSourceFile(folder, url) : null
  if (!file) throw bizError(DataSourceErrors.OUTSIDE_DATA_FOLDER)
  const opened = openDataSourceFile(file)
  if (!opened) throw bizError(DataSourceErrors.NOT_OK)
  opened.close()
  return file
}

/**
 * Runs `read` over a data source's schema: the sandbox's own database for master, else its file
 * opened read-only for the call and closed after.
 */
export function withSchema<T>(
  db: Database,
  dataSourceId: number,
  read: (schema: SchemaReader) => T,
): T {
  if (dataSourceId === MASTER_DATA_SOURCE_ID) return read(schemaReader(db, { master: true }))
  const row = findDataSource(db, dataSourceId)
  if (!row) throw bizError(DataSourceErrors.NOT_EXISTS)
  const folder = dataFolderOf(db)
  const file = folder ? dataSourceFile(folder, row.url) : null
  const source = file ? openDataSourceFile(file) : null
  if (!source) throw bizError(DataSourceErrors.NOT_OK)
  try {
    return read(schemaReader(source, { master: false }))
  } finally {
    source.close()
  }
}
