import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { apiRoute, fileTitle } from './api-route'
import { bizError, type ErrorDef } from './biz-error'
import type { AppContext } from './context'
import { sendCsv, toCsvTable, type CsvColumn } from './csv'
import { formatDateTime } from './date-time'
import { ok } from './envelope'
import { filterQuery, whereOf, type Filters } from './filters'
import { selectAll, selectPage } from './paging'
import { insertRow, updateRowById } from './row-writes'
import { idQuery, pageParams } from './validation'

/** The last two columns of every export. */
export const remarkColumn: CsvColumn<{ remark: string | null }> = ['备注', (r) => r.remark ?? '']
export const createTimeColumn: CsvColumn<{ create_time: number }> = [
  '创建时间',
  (r) => formatDateTime(r.create_time),
]

/** How create or update writes a validated body. */
export interface Write<Body> {
  body: z.ZodType<Body>
  /** Throws the business error that refuses the body (a duplicate, an unknown reference). */
  check?: (body: Body) => void
  /** Column -> value to write; create_time and update_time are added here. */
  columns: (body: Body) => Record<string, unknown>
}

/**
 * An admin table behind the usual `${path}/page|get|create|update|delete|export` endpoints, each
 * guarded by the permission `${permission}:query|create|update|delete|export`.
 */
export interface CrudSpec<Row, Create, Update extends { id: number }> {
  /** e.g. '/system/dict-type' */
  path: string
  /** e.g. 'system:dict' */
  permission: string
  table: string
  orderBy: string
  /** Filters of both the page and the export. */
  filters: Filters
  /** Row (SELECT *) -> wire item of page and get. */
  toItem: (row: Row) => unknown
  /** Names the id in validation messages, e.g. '字典类型编号'. */
  idLabel: string
  notExists: ErrorDef
  create: Write<Create>
  /** Runs once the row is known to exist. */
  update: Write<Update>
  /** Throws when the row must stay (e.g. it still has children). */
  beforeDelete?: (row: Row) => void
  exportFile: { name: string; asciiName: string; columns: ReadonlyArray<CsvColumn<Row>> }
}

/**
 * Registers the six endpoints of `spec`. Input is validated before the table is read; update and
 * delete of an unknown id answer `notExists`, get answers `data: null`.
 */
export function registerCrudRoutes<Row, Create, Update extends { id: number }>(
  app: FastifyInstance,
  ctx: AppContext,
  spec: CrudSpec<Row, Create, Update>,
): void {
  const { db } = ctx
  const { path, table, orderBy } = spec
  const filterSchema = filterQuery(spec.filters)
  // Filters first, then paging: the same first problem as before they were one schema.
  const pageQuery = z.object({ ...filterSchema.shape, ...pageParams })
  const byId = idQuery(spec.idLabel)
  const title = fileTitle(spec.exportFile.name)
  const permission = (action: string) => `${spec.permission}:${action}`
  const find = (id: number) =>
    db.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id) as Row | undefined
  const mustExist = (id: number) => {
    const row = find(id)
    if (!row) throw bizError(spec.notExists)
    return row
  }

  apiRoute(
    app,
    {
      method: 'GET',
      url: `${path}/page`,
      permission: permission('query'),
      summary: `获得${title}分页`,
      query: pageQuery,
    },
    async ({ query }) =>
      ok(
        selectPage(
          db,
          { table, where: whereOf(spec.filters, query), orderBy, page: query },
          spec.toItem,
        ),
      ),
  )

  apiRoute(
    app,
    {
      method: 'GET',
      url: `${path}/get`,
      permission: permission('query'),
      summary: `获得${title}`,
      query: byId,
    },
    async ({ query }) => {
      const row = find(query.id)
      return ok(row ? spec.toItem(row) : null)
    },
  )

  apiRoute(
    app,
    {
      method: 'POST',
      url: `${path}/create`,
      permission: permission('create'),
      summary: `创建${title}`,
      body: spec.create.body,
    },
    async ({ body }) => {
      spec.create.check?.(body)
      const now = ctx.now()
      const values = { ...spec.create.columns(body), create_time: now, update_time: now }
      return ok(insertRow(db, table, values))
    },
  )

  apiRoute(
    app,
    {
      method: 'PUT',
      url: `${path}/update`,
      permission: permission('update'),
      summary: `更新${title}`,
      body: spec.update.body,
    },
    async ({ body }) => {
      mustExist(body.id)
      spec.update.check?.(body)
      const values = { ...spec.update.columns(body), update_time: ctx.now() }
      updateRowById(db, table, body.id, values)
      return ok(true)
    },
  )

  apiRoute(
    app,
    {
      method: 'DELETE',
      url: `${path}/delete`,
      permission: permission('delete'),
      summary: `删除${title}`,
      query: byId,
    },
    async ({ query }) => {
      const row = mustExist(query.id)
      spec.beforeDelete?.(row)
      db.prepare(`DELETE FROM ${table} WHERE id = ?`).run(query.id)
      return ok(true)
    },
  )

  apiRoute(
    app,
    {
      method: 'GET',
      url: `${path}/export`,
      permission: permission('export'),
      summary: `导出${title}`,
      query: filterSchema,
      file: { contentType: 'text/csv' },
    },
    async ({ query }, _request, reply) => {
      const rows = selectAll<Row>(db, table, whereOf(spec.filters, query), orderBy)
      const { name, asciiName, columns } = spec.exportFile
      return sendCsv(reply, name, asciiName, toCsvTable(columns, rows))
    },
  )
}
