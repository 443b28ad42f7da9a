import type { Database } from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  roleCreate,
  roleFilters,
  roleItem,
  RoleType,
  roleUpdate,
  roleUpdateStatus,
  type RoleItem,
} from '../../../../src/shared/wire/role'
import { findRole, listEnabledRoles, roleHolderCount, type RoleRow } from '../db/repos/role-repo'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { formatDateTime } from '../lib/date-time'
import { ok } from '../lib/envelope'
import { RoleErrors } from '../lib/error-codes'
import { betweenFilter, eqFilter, filterQuery, likeFilter, whereOf } from '../lib/filters'
import { selectPage } from '../lib/paging'
import { insertRow, updateRowById } from '../lib/row-writes'
import { idQuery, optionalDateRange, pageParams, parseInput, wireItem } from '../lib/validation'
import { sendXlsx, type XlsxColumn } from '../lib/xlsx'
import { customRoleOrThrow as customRole } from './permission'

const TABLE = 'system_role'
const ORDER = 'sort, id'

function deptIdsOf(json: string): number[] {
  try {
    const parsed: unknown = JSON.parse(json)
    return Array.isArray(parsed) ? parsed.filter((v): v is number => Number.isInteger(v)) : []
  } catch {
    return []
  }
}

function toItem(row: RoleRow): RoleItem {
  return wireItem(roleItem, {
    id: row.id,
    name: row.name,
    code: row.code,
    sort: row.sort,
    status: row.status,
    type: row.type,
    remark: row.remark,
    dataScope: row.data_scope,
    dataScopeDeptIds: deptIdsOf(row.data_scope_dept_ids),
    createTime: row.create_time,
  })
}

/** A dictionary's value -> label, read once (an unknown value shows as itself). */
function labelsOf(db: Database, dictType: string): (value: number) => string {
  const rows = db
    .prepare('SELECT value, label FROM system_dict_data WHERE dict_type = ?')
    .all(dictType) as Array<{ value: string; label: string }>
  const labels = new Map(rows.map((row) => [row.value, row.label]))
  return (value) => labels.get(String(value)) ?? String(value)
}

/**
 * 角色管理: CRUD and .xlsx export under system:role:*. Built-in roles (type 1) are the seed's and
 * stay as they are. Disabling a role takes its permissions from its holders at their next reload
 * (loadAuthority reads enabled roles only), so no session ends here.
 */
export function registerRoleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const guard = (action: string) => ({ config: { permission: `system:role:${action}` } })
  const filters = {
    name: likeFilter('name', roleFilters.name),
    code: likeFilter('code', roleFilters.code),
    status: eqFilter('status', roleFilters.status),
    createTime: betweenFilter('create_time', optionalDateRange('创建时间')),
  }
  const filterSchema = filterQuery(filters)
  const pagingSchema = z.object(pageParams)
  const whereOfQuery = (query: unknown) => whereOf(filters, parseInput(filterSchema, query))
  const byId = idQuery('角色编号')

  const customRoleOrThrow = (id: number) => customRole(ctx, id)
  const assertUnique = (name: string, code: string, selfId?: number) => {
    const byName = db.prepare(`SELECT id FROM ${TABLE} WHERE name = ?`).get(name) as
      { id: number } | undefined
    if (byName && byName.id !== selfId) throw bizError(RoleErrors.ROLE_NAME_DUPLICATE, name)
    const byCode = db.prepare(`SELECT id FROM ${TABLE} WHERE code = ?`).get(code) as
      { id: number } | undefined
    if (byCode && byCode.id !== selfId) throw bizError(RoleErrors.ROLE_CODE_DUPLICATE, code)
  }
  const columnsOf = (body: z.output<typeof roleCreate>) => ({
    name: body.name,
    code: body.code,
    sort: body.sort,
    status: body.status,
    remark: body.remark ?? '',
  })

  // Candidate-group pickers of the designer need it: a login is enough (like the Java server).
  app.get('/system/role/list-all-simple', async () => ok(listEnabledRoles(db)))

  app.get('/system/role/page', guard('query'), async (request) => {
    const where = whereOfQuery(request.query)
    const page = parseInput(pagingSchema, request.query)
    return ok(selectPage(db, { table: TABLE, where, orderBy: ORDER, page }, toItem))
  })

  app.get('/system/role/get', guard('query'), async (request) => {
    const { id } = parseInput(byId, request.query)
    const row = findRole(db, id)
    return ok(row ? toItem(row) : null)
  })

  app.post('/system/role/create', guard('create'), async (request) => {
    const body = parseInput(roleCreate, request.body)
    // Check and write in one transaction: two requests with one name cannot both pass.
    const id = db.transaction(() => {
      assertUnique(body.name, body.code)
      return insertRow(db, TABLE, {
        ...columnsOf(body),
        type: RoleType.CUSTOM,
        create_time: ctx.now(),
      })
    })()
    return ok(id)
  })

  app.put('/system/role/update', guard('update'), async (request) => {
    const body = parseInput(roleUpdate, request.body)
    db.transaction(() => {
      customRoleOrThrow(body.id)
      assertUnique(body.name, body.code, body.id)
      updateRowById(db, TABLE, body.id, columnsOf(body))
    })()
    return ok(true)
  })

  app.put('/system/role/update-status', guard('update'), async (request) => {
    const body = parseInput(roleUpdateStatus, request.body)
    db.transaction(() => {
      customRoleOrThrow(body.id)
      updateRowById(db, TABLE, body.id, { status: body.status })
    })()
    return ok(true)
  })

  app.delete('/system/role/delete', guard('delete'), async (request) => {
    const { id } = parseInput(byId, request.query)
    db.transaction(() => {
      customRoleOrThrow(id)
      // Deleting would silently take the role from its holders: they are moved first.
      const holders = roleHolderCount(db, id)
      if (holders > 0) throw bizError(RoleErrors.ROLE_STILL_HELD, holders)
      db.prepare(`DELETE FROM ${TABLE} WHERE id = ?`).run(id)
    })()
    return ok(true)
  })

  app.get('/system/role/export', guard('export'), async (request, reply) => {
    const where = whereOfQuery(request.query)
    // Labels are read before the rows: the connection is busy while an iterator is open.
    const typeLabel = labelsOf(db, 'system_role_type')
    const statusLabel = labelsOf(db, 'common_status')
    const scopeLabel = labelsOf(db, 'system_data_scope')
    const columns: XlsxColumn<RoleRow>[] = [
      ['角色编号', (r) => r.id],
      ['角色名称', (r) => r.name],
      ['角色标识', (r) => r.code],
      ['角色类型', (r) => typeLabel(r.type)],
      ['显示顺序', (r) => r.sort],
      ['数据范围', (r) => scopeLabel(r.data_scope)],
      ['状态', (r) => statusLabel(r.status)],
      ['备注', (r) => r.remark ?? ''],
      ['创建时间', (r) => formatDateTime(r.create_time)],
    ]
    const rows = db
      .prepare(`SELECT * FROM ${TABLE}${where.sql} ORDER BY ${ORDER}`)
      .iterate(...where.params) as Iterable<RoleRow>
    return sendXlsx(reply, { name: '角色数据.xlsx', asciiName: 'roles.xlsx' }, columns, rows)
  })
}
