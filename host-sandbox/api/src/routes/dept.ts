import type { FastifyInstance } from 'fastify'
import {
  deptCreate,
  deptFilters,
  deptItem,
  deptSimpleItem,
  deptUpdate,
  type DeptCreate,
  type DeptItem,
} from '../../../../src/shared/wire/dept'
import { asCommonStatus } from '../../../../src/shared/wire/common'
import { isSelfOrBelow, siblingNameTaken } from '../db/repos/tree-parent'
import { apiRoute } from '../lib/api-route'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { DeptErrors } from '../lib/error-codes'
import { eqFilter, filterQuery, likeFilter, whereOf } from '../lib/filters'
import { insertRow, updateRowById } from '../lib/row-writes'
import { idQuery, wireItem } from '../lib/validation'

const TABLE = 'system_dept'
const PERMISSION = 'system:dept'

interface DeptRow {
  id: number
  name: string
  parent_id: number
  sort: number
  leader_user_id: number | null
  phone: string | null
  email: string | null
  status: number
  create_time: number
}

function toItem(row: DeptRow): DeptItem {
  return wireItem(deptItem, {
    id: row.id,
    name: row.name,
    parentId: row.parent_id,
    sort: row.sort,
    leaderUserId: row.leader_user_id,
    phone: row.phone,
    email: row.email,
    status: asCommonStatus(row.status),
    createTime: row.create_time,
  })
}

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null)

function columnsOf(body: DeptCreate) {
  return {
    name: body.name.trim(),
    parent_id: body.parentId,
    sort: body.sort,
    leader_user_id: body.leaderUserId ?? null,
    phone: blankToNull(body.phone),
    email: blankToNull(body.email),
    status: body.status,
  }
}

/**
 * 部门管理: the flat list the tree table builds on and CRUD under system:dept:*; list-all-simple
 * stays login-only (every department picker needs it).
 */
export function registerDeptRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const filters = {
    name: likeFilter('name', deptFilters.name),
    status: eqFilter('status', deptFilters.status),
  }
  const filterSchema = filterQuery(filters)
  const byId = idQuery('部门编号')
  const find = (id: number) =>
    db.prepare(`SELECT * FROM ${TABLE} WHERE id = ?`).get(id) as DeptRow | undefined

  const assertPlace = (body: DeptCreate, selfId?: number) => {
    if (body.parentId !== 0) {
      if (selfId !== undefined && isSelfOrBelow(db, TABLE, selfId, body.parentId))
        throw bizError(DeptErrors.DEPT_PARENT_ERROR)
      if (!find(body.parentId)) throw bizError(DeptErrors.DEPT_PARENT_NOT_EXITS)
    }
    if (siblingNameTaken(db, TABLE, body.parentId, body.name.trim(), selfId))
      throw bizError(DeptErrors.DEPT_NAME_DUPLICATE)
    if (
      body.leaderUserId !== undefined &&
      !db.prepare('SELECT 1 FROM system_users WHERE id = ?').get(body.leaderUserId)
    )
      throw bizError(DeptErrors.DEPT_LEADER_NOT_EXISTS)
  }

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/system/dept/list',
      permission: `${PERMISSION}:query`,
      summary: '获取部门列表',
      query: filterSchema,
    },
    async ({ query }) => {
      const where = whereOf(filters, query)
      const rows = db
        .prepare(`SELECT * FROM ${TABLE}${where.sql} ORDER BY sort, id`)
        .all(...where.params) as DeptRow[]
      return ok(rows.map(toItem))
    },
  )

  // The rule editor's department tree needs it: a login is enough (like the Java server).
  apiRoute(
    app,
    { method: 'GET', url: '/system/dept/list-all-simple', summary: '获取部门精简信息列表' },
    async () => {
      const rows = db
        .prepare(
          `SELECT id, name, parent_id AS parentId FROM ${TABLE} WHERE status = 0 ORDER BY sort, id`,
        )
        .all() as Array<{ id: number; name: string; parentId: number }>
      return ok(rows.map((row) => wireItem(deptSimpleItem, row)))
    },
  )

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/system/dept/get',
      permission: `${PERMISSION}:query`,
      summary: '获得部门信息',
      query: byId,
    },
    async ({ query: { id } }) => {
      const row = find(id)
      return ok(row ? toItem(row) : null)
    },
  )

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/system/dept/create',
      permission: `${PERMISSION}:create`,
      summary: '创建部门',
      body: deptCreate,
    },
    async ({ body }) => {
      const id = db.transaction(() => {
        assertPlace(body)
        return insertRow(db, TABLE, { ...columnsOf(body), create_time: ctx.now() })
      })()
      return ok(id)
    },
  )

  apiRoute(
    app,
    {
      method: 'PUT',
      url: '/system/dept/update',
      permission: `${PERMISSION}:update`,
      summary: '更新部门',
      body: deptUpdate,
    },
    async ({ body }) => {
      db.transaction(() => {
        if (!find(body.id)) throw bizError(DeptErrors.DEPT_NOT_FOUND)
        assertPlace(body, body.id)
        updateRowById(db, TABLE, body.id, columnsOf(body))
      })()
      return ok(true)
    },
  )

  apiRoute(
    app,
    {
      method: 'DELETE',
      url: '/system/dept/delete',
      permission: `${PERMISSION}:delete`,
      summary: '删除部门',
      query: byId,
    },
    async ({ query: { id } }) => {
      db.transaction(() => {
        if (!find(id)) throw bizError(DeptErrors.DEPT_NOT_FOUND)
        if (db.prepare(`SELECT 1 FROM ${TABLE} WHERE parent_id = ? LIMIT 1`).get(id))
          throw bizError(DeptErrors.DEPT_EXITS_CHILDREN)
        if (db.prepare('SELECT 1 FROM system_users WHERE dept_id = ? LIMIT 1').get(id))
          throw bizError(DeptErrors.DEPT_EXISTS_USER)
        db.prepare(`DELETE FROM ${TABLE} WHERE id = ?`).run(id)
        // A custom data scope that named it names it no more (no role points at a missing department).
        db.prepare(
          `UPDATE system_role
            SET data_scope_dept_ids = (SELECT json_group_array(value) FROM json_each(data_scope_dept_ids) WHERE value <> ?)
          WHERE EXISTS (SELECT 1 FROM json_each(data_scope_dept_ids) WHERE value = ?)`,
        ).run(id, id)
      })()
      return ok(true)
    },
  )
}
