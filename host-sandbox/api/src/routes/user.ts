import type { Database } from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  userCreateBody,
  userFilters,
  userItem,
  userPasswordResetBody,
  userStatusBody,
  userUpdateBody,
  type UserItem,
} from '../../../../src/shared/wire/user'
import { changeUserStatus, resetUserPassword } from '../auth/account-changes'
import { sessionOf } from '../auth/auth-hook'
import { dataScopeOf, type DataScope } from '../auth/data-scope'
import { deptSubtreeIds } from '../db/repos/dept-tree-repo'
import {
  deptNamesOf,
  findUserById,
  listEnabledUsers,
  postIdsOfUsers,
  replaceUserPosts,
  type UserRow,
} from '../db/repos/user-repo'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { formatDateTime } from '../lib/date-time'
import { ok } from '../lib/envelope'
import { UserErrors } from '../lib/error-codes'
import {
  betweenFilter,
  eqFilter,
  filterQuery,
  likeFilter,
  whereOf,
  type Filter,
} from '../lib/filters'
import { selectPage } from '../lib/paging'
import { insertRow, updateRowById } from '../lib/row-writes'
import { idQuery, optionalDateRange, pageParams, parseInput, wireItem } from '../lib/validation'
import type { WhereBuilder } from '../lib/where-builder'
import { sendXlsx, type XlsxColumn } from '../lib/xlsx'

const TABLE = 'system_users'
const PERMISSION = 'system:user'

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ')

/** Limits `where` to the users the caller's data scope lets them see. */
function withinScope(where: WhereBuilder, scope: DataScope, callerId: number): WhereBuilder {
  if (scope.all) return where
  const parts: string[] = []
  const params: unknown[] = []
  if (scope.deptIds.size > 0) {
    parts.push(`dept_id IN (${placeholders(scope.deptIds.size)})`)
    params.push(...scope.deptIds)
  }
  if (scope.self) {
    parts.push('id = ?')
    params.push(callerId)
  }
  return where.raw(parts.length ? `(${parts.join(' OR ')})` : '0', ...params)
}

function isInScope(row: UserRow, scope: DataScope, callerId: number): boolean {
  if (scope.all) return true
  if (scope.self && row.id === callerId) return true
  return row.dept_id !== null && scope.deptIds.has(row.dept_id)
}

/** Wire items of `rows`, with department names and post ids read once for all of them. */
function toItems(db: Database, rows: readonly UserRow[]): UserItem[] {
  const deptNames = deptNamesOf(
    db,
    rows.flatMap((row) => (row.dept_id === null ? [] : [row.dept_id])),
  )
  const postIds = postIdsOfUsers(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) =>
    wireItem(userItem, {
      id: row.id,
      username: row.username,
      nickname: row.nickname,
      remark: row.remark,
      deptId: row.dept_id,
      deptName: row.dept_id === null ? null : (deptNames.get(row.dept_id) ?? null),
      postIds: postIds.get(row.id) ?? [],
      email: row.email,
      mobile: row.mobile,
      sex: row.sex,
      avatar: row.avatar,
      status: row.status === 1 ? 1 : 0,
      loginIp: row.login_ip,
      loginDate: row.login_date,
      createTime: row.create_time,
    }),
  )
}

/** A dictionary's value -> label, read once (an unknown value shows as itself). */
function labelsOf(db: Database, dictType: string): (value: number) => string {
  const rows = db
    .prepare('SELECT value, label FROM system_dict_data WHERE dict_type = ?')
    .all(dictType) as Array<{ value: string; label: string }>
  const labels = new Map(rows.map((row) => [row.value, row.label]))
  return (value) => labels.get(String(value)) ?? String(value)
}

type SaveBody = z.output<typeof userUpdateBody> | z.output<typeof userCreateBody>

/**
 * 用户管理: CRUD, 重置密码, 状态 and an .xlsx export under system:user:*. Page, get, export and
 * every write see only the users of the caller's data scope (others answer 用户不存在).
 * Passwords are hashed at once and never leave the server, nor reach a log.
 */
export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const guard = (action: string) => ({ config: { permission: `${PERMISSION}:${action}` } })

  // Assignee pickers need it on every screen, so a login is enough (like the Java server).
  app.get('/system/user/list-all-simple', async () => ok(listEnabledUsers(ctx.db)))

  const deptFilter: Filter = {
    schema: userFilters.deptId,
    apply: (where, value) => {
      if (typeof value !== 'number') return where
      const ids = deptSubtreeIds(db, value)
      return ids.length
        ? where.raw(`dept_id IN (${placeholders(ids.length)})`, ...ids)
        : where.raw('0')
    },
  }
  const filters = {
    username: likeFilter('username', userFilters.username),
    mobile: likeFilter('mobile', userFilters.mobile),
    status: eqFilter('status', userFilters.status),
    deptId: deptFilter,
    createTime: betweenFilter('create_time', optionalDateRange('创建时间')),
  }
  const filterSchema = filterQuery(filters)
  const pagingSchema = z.object(pageParams)
  const byId = idQuery('用户编号')

  const scopedWhere = (query: unknown, callerId: number) =>
    withinScope(
      whereOf(filters, parseInput(filterSchema, query)),
      dataScopeOf(db, callerId),
      callerId,
    )

  /** The user `id` if the caller may see them; 用户不存在 otherwise. */
  const visibleUser = (id: number, callerId: number): UserRow => {
    const row = findUserById(db, id)
    if (!row || !isInScope(row, dataScopeOf(db, callerId), callerId)) {
      throw bizError(UserErrors.USER_NOT_EXISTS)
    }
    return row
  }

  const assertUnique = (body: SaveBody, selfId?: number) => {
    const clash = (column: string, value: string | undefined) => {
      if (value === undefined || value === '') return false
      const other = db
        .prepare(`SELECT id FROM ${TABLE} WHERE ${column} = ? AND id != ?`)
        .get(value, selfId ?? -1)
      return other !== undefined
    }
    if (clash('username', body.username)) throw bizError(UserErrors.USERNAME_EXISTS)
    if (clash('mobile', body.mobile)) throw bizError(UserErrors.MOBILE_EXISTS)
    if (clash('email', body.email)) throw bizError(UserErrors.EMAIL_EXISTS)
  }

  const assertDeptAndPosts = (body: SaveBody) => {
    if (body.deptId !== undefined) {
      const dept = db
        .prepare('SELECT name, status FROM system_dept WHERE id = ?')
        .get(body.deptId) as { name: string; status: number } | undefined
      if (!dept) throw bizError(UserErrors.DEPT_NOT_FOUND)
      if (dept.status !== 0) throw bizError(UserErrors.DEPT_NOT_ENABLED, dept.name)
    }
    for (const postId of new Set(body.postIds ?? [])) {
      const post = db.prepare('SELECT name, status FROM system_post WHERE id = ?').get(postId) as
        { name: string; status: number } | undefined
      if (!post) throw bizError(UserErrors.POST_NOT_FOUND)
      if (post.status !== 0) throw bizError(UserErrors.POST_NOT_ENABLED, post.name)
    }
  }

  const columnsOf = (body: SaveBody) => ({
    username: body.username,
    nickname: body.nickname.trim(),
    dept_id: body.deptId ?? null,
    email: body.email ? body.email : null,
    mobile: body.mobile ? body.mobile : null,
    sex: body.sex ?? 0,
    remark: body.remark ?? null,
  })

  app.get('/system/user/page', guard('query'), async (request) => {
    const { userId } = sessionOf(request)
    const where = scopedWhere(request.query, userId)
    const page = parseInput(pagingSchema, request.query)
    const result = selectPage(
      db,
      { table: TABLE, where, orderBy: 'id DESC', page },
      (row: UserRow) => row,
    )
    return ok({ list: toItems(db, result.list), total: result.total })
  })

  app.get('/system/user/get', guard('query'), async (request) => {
    const { userId } = sessionOf(request)
    const { id } = parseInput(byId, request.query)
    const row = findUserById(db, id)
    if (!row || !isInScope(row, dataScopeOf(db, userId), userId)) return ok(null)
    return ok(toItems(db, [row])[0])
  })

  app.post('/system/user/create', guard('create'), async (request) => {
    const body = parseInput(userCreateBody, request.body)
    // Hashing is slow and off the event loop: done before the transaction that checks and writes.
    const hash = await ctx.passwords.hash(body.password)
    const now = ctx.now()
    const id = db.transaction(() => {
      assertUnique(body)
      assertDeptAndPosts(body)
      const newId = insertRow(db, TABLE, {
        ...columnsOf(body),
        password: hash,
        status: 0,
        create_time: now,
        update_time: now,
      })
      replaceUserPosts(db, newId, body.postIds ?? [])
      return newId
    })()
    return ok(id)
  })

  app.put('/system/user/update', guard('update'), async (request) => {
    const { userId } = sessionOf(request)
    const body = parseInput(userUpdateBody, request.body)
    db.transaction(() => {
      visibleUser(body.id, userId)
      assertUnique(body, body.id)
      assertDeptAndPosts(body)
      updateRowById(db, TABLE, body.id, { ...columnsOf(body), update_time: ctx.now() })
      if (body.postIds !== undefined) replaceUserPosts(db, body.id, body.postIds)
    })()
    return ok(true)
  })

  app.delete('/system/user/delete', guard('delete'), async (request) => {
    const { userId } = sessionOf(request)
    const { id } = parseInput(byId, request.query)
    if (id === userId) throw bizError(UserErrors.DELETE_SELF)
    visibleUser(id, userId)
    // Roles, posts and tokens go with the row (ON DELETE CASCADE): their sessions end at once.
    db.prepare(`DELETE FROM ${TABLE} WHERE id = ?`).run(id)
    return ok(true)
  })

  app.put('/system/user/update-password', guard('update-password'), async (request) => {
    const { userId } = sessionOf(request)
    const body = parseInput(userPasswordResetBody, request.body)
    visibleUser(body.id, userId)
    await resetUserPassword(ctx, body.id, body.password)
    return ok(true)
  })

  app.put('/system/user/update-status', guard('update'), async (request) => {
    const { userId } = sessionOf(request)
    const body = parseInput(userStatusBody, request.body)
    if (body.id === userId && body.status !== 0) throw bizError(UserErrors.DISABLE_SELF)
    visibleUser(body.id, userId)
    changeUserStatus(ctx, body.id, body.status)
    return ok(true)
  })

  app.get('/system/user/export', guard('export'), async (request, reply) => {
    const { userId } = sessionOf(request)
    const where = scopedWhere(request.query, userId)
    // Lookups are read before the rows: the connection is busy while an iterator is open.
    const deptNames = new Map(
      (
        db.prepare('SELECT id, name FROM system_dept').all() as Array<{ id: number; name: string }>
      ).map((d) => [d.id, d.name]),
    )
    const sexLabel = labelsOf(db, 'system_user_sex')
    const statusLabel = labelsOf(db, 'common_status')
    const columns: XlsxColumn<UserRow>[] = [
      ['用户编号', (r) => r.id],
      ['用户名称', (r) => r.username],
      ['用户昵称', (r) => r.nickname],
      ['部门名称', (r) => (r.dept_id === null ? '' : (deptNames.get(r.dept_id) ?? ''))],
      ['用户邮箱', (r) => r.email ?? ''],
      ['手机号码', (r) => r.mobile ?? ''],
      ['用户性别', (r) => sexLabel(r.sex)],
      ['帐号状态', (r) => statusLabel(r.status)],
      ['最后登录IP', (r) => r.login_ip ?? ''],
      ['最后登录时间', (r) => (r.login_date ? formatDateTime(r.login_date) : '')],
      ['创建时间', (r) => formatDateTime(r.create_time)],
    ]
    const rows = db
      .prepare(
        `SELECT id, username, nickname, dept_id, email, mobile, sex, status, login_ip, login_date,
                create_time FROM ${TABLE}${where.sql} ORDER BY id DESC`,
      )
      .iterate(...where.params) as Iterable<UserRow>
    return sendXlsx(reply, { name: '用户数据.xlsx', asciiName: 'users.xlsx' }, columns, rows)
  })
}
