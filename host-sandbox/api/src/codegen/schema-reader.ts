import type { Database } from 'better-sqlite3'
import { parseTableComments, type TableComments } from './create-table-comments'
import { masterComments } from './master-comments'

export interface DbColumn {
  name: string
  /** The declared type, upper case ('' when none was declared). */
  dataType: string
  nullable: boolean
  primaryKey: boolean
  autoIncrement: boolean
  /** 1-based position in the table. */
  ordinalPosition: number
  comment: string
}

export interface DbTable {
  name: string
  comment: string
}

interface TableRow {
  name: string
  sql: string
}

/** Reads tables and columns of one SQLite database with the comments the generator needs. */
export function schemaReader(db: Database, options: { master: boolean }) {
  const commentsOf = (row: TableRow): TableComments => {
    const parsed = parseTableComments(row.sql)
    const kept = options.master ? masterComments(row.name) : null
    if (!kept) return parsed
    return {
      table: parsed.table || kept.table,
      columns: new Map([...kept.columns, ...parsed.columns]),
    }
  }
  const tableRows = () =>
    db
      .prepare(
        `SELECT name, sql FROM sqlite_master
          WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`,
      )
      .all() as TableRow[]
  const tableRow = (name: string) =>
    db
      .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name = ?`)
      .get(name) as TableRow | undefined

  return {
    tables(): DbTable[] {
      return tableRows().map((row) => ({ name: row.name, comment: commentsOf(row).table }))
    },
    table(name: string): DbTable | null {
      const row = tableRow(name)
      return row ? { name: row.name, comment: commentsOf(row).table } : null
    },
    columns(name: string): DbColumn[] {
      const row = tableRow(name)
      if (!row) return []
      const comments = commentsOf(row).columns
      const info = db.prepare(`SELECT * FROM pragma_table_info(?)`).all(name) as Array<{
        cid: number
        name: string
        type: string
        notnull: number
        pk: number
      }>
      const keyCount = info.filter((c) => c.pk > 0).length
      return info.map((c) => {
        const dataType = c.type.toUpperCase()
        const primaryKey = c.pk > 0
        return {
          name: c.name,
          dataType,
          nullable: c.notnull === 0 && !primaryKey,
          primaryKey,
          // A single INTEGER PRIMARY KEY is the rowid: SQLite numbers new rows itself.
          autoIncrement: primaryKey && keyCount === 1 && dataType === 'INTEGER',
          ordinalPosition: c.cid + 1,
          comment: comments.get(c.name) ?? '',
        }
      })
    },
  }
}

export type SchemaReader = ReturnType<typeof schemaReader>
