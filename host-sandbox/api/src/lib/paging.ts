import type { Database } from 'better-sqlite3'
import type { WhereBuilder } from './where-builder'

export interface PageResult<T> {
  list: T[]
  total: number
}

export interface PageQuery {
  table: string
  where: WhereBuilder
  orderBy: string
  pageNo: number
  pageSize: number
}

/** Runs a count and a LIMIT/OFFSET select over the same filters. */
export function selectPage<Row>(db: Database, query: PageQuery): PageResult<Row> {
  const { table, where, orderBy, pageNo, pageSize } = query
  const { total } = db
    .prepare(`SELECT COUNT(*) AS total FROM ${table}${where.sql}`)
    .get(...where.params) as { total: number }
  const list = db
    .prepare(`SELECT * FROM ${table}${where.sql} ORDER BY ${orderBy} LIMIT ? OFFSET ?`)
    .all(...where.params, pageSize, (pageNo - 1) * pageSize) as Row[]
  return { list, total }
}

/** The same filters without paging (exports). */
export function selectAll<Row>(db: Database, table: string, where: WhereBuilder, orderBy: string) {
  return db
    .prepare(`SELECT * FROM ${table}${where.sql} ORDER BY ${orderBy}`)
    .all(...where.params) as Row[]
}
