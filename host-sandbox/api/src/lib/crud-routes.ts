import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { bizError, type ErrorDef } from './biz-error'
import type { AppContext } from './context'
import { sendCsv, toCsvTable, type CsvColumn } from './csv'
import { formatDateTime } from './date-time'
import { ok } from './envelope'
import { filterQuery, whereOf, type Filters } from './filters'
import { selectAll, selectPage } from './paging'
import { insertRow, updateRowById } from './row-writes'
import { idQuery, pageParams, parseInput } from './validation'

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
  const guard = (action: string) => ({ config: { permission: `${spec.permission}:${action}` } })
  const filterSchema = filterQuery(spec.filters)
  const pagingSchema = z.object(pageParams)
  const whereOfQuery = (query: unknown) => whereOf(spec.filters, parseInput(filterSchema, query))
  const byId = idQuery(spec.idLabel)
  const find = (id: number) =>
    db.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id) as Row | undefined
  const mustExist = (id: number) => {
    const row = find(id)
    if (!row) throw bizError(spec.notExists)
    return row
  }

  app.get(`${path}/page`, guard('query'), async (request) => {
    // Filters first, then paging: the same first problem as one schema of all the fields.
    const where = whereOfQuery(request.query)
    const page = parseInput(pagingSchema, request.query)
    return ok(selectPage(db, { table, where, orderBy, page }, spec.toItem))
  })

  app.get(`${path}/get`, guard('query'), async (request) => {
    const { id } = parseInput(byId, request.query)
    const row = find(id)
    return ok(row ? spec.toItem(row) : null)
  })

  app.post(`${path}/create`, guard('create'), async (request) => {
    const body = parseInput(spec.create.body, request.body)
    spec.create.check?.(body)
    const now = ctx.now()
    const values = { ...spec.create.columns(body), create_time: now, update_time: now }
    return ok(insertRow(db, table, values))
  })

  app.put(`${path}/update`, guard('update'), async (request) => {
    const body = parseInput(spec.update.body, request.body)
    mustExist(body.id)
    spec.update.check?.(body)
    const values = { ...spec.update.columns(body), update_time: ctx.now() }
    updateRowById(db, table, body.id, values)
    return ok(true)
  })

  app.delete(`${path}/delete`, guard('delete'), async (request) => {
    const { id } = parseInput(byId, request.query)
    const row = mustExist(id)
    spec.beforeDelete?.(row)
    db.prepare(`DELETE FROM ${table} WHERE id = ?`).run(id)
    return ok(true)
  })

  app.get(`${path}/export`, guard('export'), async (request, reply) => {
    const rows = selectAll<Row>(db, table, whereOfQuery(request.query), orderBy)
    const { name, asciiName, columns } = spec.exportFile
    return sendCsv(reply, name, asciiName, toCsvTable(columns, rows))
  })
}
