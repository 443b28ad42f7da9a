import type { Database } from 'better-sqlite3'
import type { WhereBuilder } from './where-builder'

export interface PageResult<T> {
  list: T[]
  total: number
}

/** Validated page parameters (see `pageParams` in validation.ts). */
export interface PageParams {
  pageNo: number
  pageSize: number
}

export interface PageQuery {
  table: string
  where: WhereBuilder
  orderBy: string
  page: PageParams
}

/** Runs a count and a LIMIT/OFFSET select over the same filters; rows leave as wire items. */
export function selectPage<Row, Item>(
  db: Database,
  query: PageQuery,
  toItem: (row: Row) => Item,
): PageResult<Item> {
  const { table, where, orderBy, page } = query
  const { total } = db
    .prepare(`SELECT COUNT(*) AS total FROM ${table}${where.sql}`)
    .get(...where.params) as { total: number }
  const rows = db
    .prepare(`SELECT * FROM ${table}${where.sql} ORDER BY ${orderBy} LIMIT ? OFFSET ?`)
    .all(...where.params, page.pageSize, (page.pageNo - 1) * page.pageSize) as Row[]
  return { list: rows.map(toItem), total }
}

/** The same filters without paging (exports). */
export function selectAll<Row>(db: Database, table: string, where: WhereBuilder, orderBy: string) {
  return db
    .prepare(`SELECT * FROM ${table}${where.sql} ORDER BY ${orderBy}`)
    .all(...where.params) as Row[]
}
