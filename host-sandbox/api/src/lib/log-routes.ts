import type { Database } from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { apiRoute, fileTitle } from './api-route'
import { ok } from './envelope'
import { filterQuery, whereOf, type Filters } from './filters'
import { selectPage } from './paging'
import { pageParams } from './validation'
import { sendXlsx, XLSX_MIME, type XlsxColumn } from './xlsx'

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
  const filterSchema = filterQuery(filters)
  // Filters first, then paging: the first problem reported is the filters' as before.
  const pageQuery = z.object({ ...filterSchema.shape, ...pageParams })
  const title = fileTitle(spec.exportFile.name)

  apiRoute(
    app,
    {
      method: 'GET',
      url: `${path}/page`,
      permission: `${spec.permission}:query`,
      summary: `获得${title}分页`,
      query: pageQuery,
    },
    async ({ query }) => {
      const where = whereOf(filters, query)
      const toItem = 'toItem' in spec ? spec.toItem : spec.toItemPerRequest()
      return ok(selectPage(db, { table, where, orderBy: 'id DESC', page: query }, toItem))
    },
  )

  apiRoute(
    app,
    {
      method: 'GET',
      url: spec.exportPath ?? `${path}/export`,
      permission: `${spec.permission}:export`,
      summary: `导出${title} Excel`,
      query: filterSchema,
      file: { contentType: XLSX_MIME },
    },
    async ({ query }, _request, reply) => {
      const where = whereOf(filters, query)
      const columns = spec.exportColumns()
      const rows = db
        .prepare(`SELECT * FROM ${table}${where.sql} ORDER BY id DESC`)
        .iterate(...where.params) as Iterable<Row>
      return sendXlsx(reply, spec.exportFile, columns, rows)
    },
  )
}

/** A dictionary's value -> label, read once before an export's rows (unknown values show as is). */
export function dictLabels(db: Database, dictType: string): (value: number | string) => string {
  const rows = db
    .prepare('SELECT value, label FROM system_dict_data WHERE dict_type = ?')
    .all(dictType) as Array<{ value: string; label: string }>
  const labels = new Map(rows.map((row) => [row.value, row.label]))
  return (value) => labels.get(String(value)) ?? String(value)
}
