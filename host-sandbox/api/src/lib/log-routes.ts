import type { Database } from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { ok } from './envelope'
import { filterQuery, whereOf, type Filters } from './filters'
import { selectPage } from './paging'
import { pageParams, parseInput } from './validation'
import { sendXlsx, type XlsxColumn } from './xlsx'

/**
 * A table only read, as `${path}/page` and an .xlsx export (newest first): the logs, and the pay
 * lists (支付订单, 退款订单) besides their own routes.
 */
export type LogRoutesSpec<Row, Item> = LogRoutesBase<Row> & RowMapping<Row, Item>

/** The page's row -> item: fixed, or built per request when it needs lookups (e.g. app names). */
type RowMapping<Row, Item> =
  { toItem: (row: Row) => Item } | { toItemPerRequest: () => (row: Row) => Item }

interface LogRoutesBase<Row> {
  /** e.g. '/system/login-log'. */
  path: string
  /** e.g. 'system:login-log': the page needs `:query`, the export `:export`. */
  permission: string
  table: string
  /** Filters of both the page and the export. */
  filters: Filters
  /**
   * The export's columns, built per request before the rows are read: dictionary labels must be
   * read first, the connection is busy while the rows' iterator is open.
   */
  exportColumns: () => XlsxColumn<Row>[]
  exportFile: { name: string; asciiName: string }
  /** Default `${path}/export`. */
  exportPath?: string
}

/** Registers the read-only page and .xlsx export of a log table (or another read-only list). */
export function registerLogRoutes<Row, Item>(
  app: FastifyInstance,
  db: Database,
  spec: LogRoutesSpec<Row, Item>,
): void {
  const { path, table, filters } = spec
  const guard = (action: string) => ({ config: { permission: `${spec.permission}:${action}` } })
  const filterSchema = filterQuery(filters)
  const pagingSchema = z.object(pageParams)
  const whereOfQuery = (query: unknown) => whereOf(filters, parseInput(filterSchema, query))

  app.get(`${path}/page`, guard('query'), async (request) => {
    const where = whereOfQuery(request.query)
    const page = parseInput(pagingSchema, request.query)
    const toItem = 'toItem' in spec ? spec.toItem : spec.toItemPerRequest()
    return ok(selectPage(db, { table, where, orderBy: 'id DESC', page }, toItem))
  })

  app.get(spec.exportPath ?? `${path}/export`, guard('export'), async (request, reply) => {
    const where = whereOfQuery(request.query)
    const columns = spec.exportColumns()
    const rows = db
      .prepare(`SELECT * FROM ${table}${where.sql} ORDER BY id DESC`)
      .iterate(...where.params) as Iterable<Row>
    return sendXlsx(reply, spec.exportFile, columns, rows)
  })
}

/** A dictionary's value -> label, read once before an export's rows (unknown values show as is). */
export function dictLabels(db: Database, dictType: string): (value: number | string) => string {
  const rows = db
    .prepare('SELECT value, label FROM system_dict_data WHERE dict_type = ?')
    .all(dictType) as Array<{ value: string; label: string }>
  const labels = new Map(rows.map((row) => [row.value, row.label]))
  return (value) => labels.get(String(value)) ?? String(value)
}
