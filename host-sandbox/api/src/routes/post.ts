import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  postCreate,
  postFilters,
  postItem,
  postSimpleItem,
  postUpdate,
  type PostCreate,
  type PostItem,
} from '../../../../src/shared/wire/post'
import { apiRoute } from '../lib/api-route'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { formatDateTime } from '../lib/date-time'
import { ok } from '../lib/envelope'
import { PostErrors } from '../lib/error-codes'
import { eqFilter, filterQuery, likeFilter, whereOf } from '../lib/filters'
import { selectPage } from '../lib/paging'
import { insertRow, updateRowById } from '../lib/row-writes'
import { idQuery, pageParams, wireItem } from '../lib/validation'
import { sendXlsx, XLSX_MIME, type XlsxColumn } from '../lib/xlsx'

const TABLE = 'system_post'

interface PostRow {
  id: number
  code: string
  name: string
  sort: number
  status: number
  remark: string | null
  create_time: number
}

const toItem = (row: PostRow): PostItem =>
  wireItem(postItem, {
    id: row.id,
    name: row.name,
    code: row.code,
    sort: row.sort,
    status: row.status,
    remark: row.remark,
    createTime: row.create_time,
  })

/**
 * 岗位管理: CRUD and an .xlsx export under system:post:*. Names and codes are unique; a post that
 * users still hold cannot be deleted (it would silently leave their records). list-all-simple
 * needs only a login: every assignment picker reads it.
 */
export function registerPostRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const filters = {
    code: likeFilter('code', postFilters.code),
    name: likeFilter('name', postFilters.name),
    status: eqFilter('status', postFilters.status),
  }
  const filterSchema = filterQuery(filters)
  // Filters first, then paging: the first problem reported is the filters'.
  const pageQuery = z.object({ ...filterSchema.shape, ...pageParams })
  const permission = (action: string) => `system:post:${action}`
  const byId = idQuery('岗位编号')
  const find = (id: number) =>
    db.prepare(`SELECT * FROM ${TABLE} WHERE id = ?`).get(id) as PostRow | undefined

  const assertUnique = (body: PostCreate, selfId?: number) => {
    const taken = (column: 'name' | 'code', value: string) => {
      const other = db.prepare(`SELECT id FROM ${TABLE} WHERE ${column} = ?`).get(value) as
        { id: number } | undefined
      return other !== undefined && other.id !== selfId
    }
    if (taken('name', body.name.trim())) throw bizError(PostErrors.NAME_DUPLICATE)
    if (taken('code', body.code.trim())) throw bizError(PostErrors.CODE_DUPLICATE)
  }
  const columnsOf = (body: PostCreate) => ({
    name: body.name.trim(),
    code: body.code.trim(),
    sort: body.sort,
    status: body.status,
    remark: body.remark?.trim() ?? '',
  })

  apiRoute(
    app,
    { method: 'GET', url: '/system/post/list-all-simple', summary: '获取岗位精简信息列表' },
    async () => {
      const rows = db
        .prepare(`SELECT id, name FROM ${TABLE} WHERE status = 0 ORDER BY sort, id`)
        .all() as Array<{ id: number; name: string }>
      return ok(rows.map((row) => wireItem(postSimpleItem, row)))
    },
  )

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/system/post/page',
      permission: permission('query'),
      summary: '获得岗位分页列表',
      query: pageQuery,
    },
    async ({ query }) => {
      const where = whereOf(filters, query)
      return ok(
        selectPage(db, { table: TABLE, where, orderBy: 'sort ASC, id ASC', page: query }, toItem),
      )
    },
  )

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/system/post/get',
      permission: permission('query'),
      summary: '获得岗位信息',
      query: byId,
    },
    async ({ query }) => {
      const row = find(query.id)
      return ok(row ? toItem(row) : null)
    },
  )

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/system/post/create',
      permission: permission('create'),
      summary: '创建岗位',
      body: postCreate,
    },
    async ({ body }) => {
      // Check and write in one transaction: two saves of one name cannot both pass.
      const id = db.transaction(() => {
        assertUnique(body)
        return insertRow(db, TABLE, { ...columnsOf(body), create_time: ctx.now() })
      })()
      return ok(id)
    },
  )

  apiRoute(
    app,
    {
      method: 'PUT',
      url: '/system/post/update',
      permission: permission('update'),
      summary: '修改岗位',
      body: postUpdate,
    },
    async ({ body }) => {
      db.transaction(() => {
        if (!find(body.id)) throw bizError(PostErrors.NOT_FOUND)
        assertUnique(body, body.id)
        updateRowById(db, TABLE, body.id, columnsOf(body))
      })()
      return ok(true)
    },
  )

  apiRoute(
    app,
    {
      method: 'DELETE',
      url: '/system/post/delete',
      permission: permission('delete'),
      summary: '删除岗位',
      query: byId,
    },
    async ({ query: { id } }) => {
      db.transaction(() => {
        if (!find(id)) throw bizError(PostErrors.NOT_FOUND)
        const { n } = db
          .prepare('SELECT COUNT(*) AS n FROM system_user_post WHERE post_id = ?')
          .get(id) as { n: number }
        if (n > 0) throw bizError(PostErrors.STILL_HELD, n)
        db.prepare(`DELETE FROM ${TABLE} WHERE id = ?`).run(id)
      })()
      return ok(true)
    },
  )

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/system/post/export',
      permission: permission('export'),
      summary: '岗位管理导出',
      query: filterSchema,
      file: { contentType: XLSX_MIME },
    },
    async ({ query }, _request, reply) => {
      const where = whereOf(filters, query)
      const columns: XlsxColumn<PostRow>[] = [
        ['岗位编号', (r) => r.id],
        ['岗位编码', (r) => r.code],
        ['岗位名称', (r) => r.name],
        ['岗位顺序', (r) => r.sort],
        ['状态', (r) => (r.status === 0 ? '开启' : '关闭')],
        ['备注', (r) => r.remark ?? ''],
        ['创建时间', (r) => formatDateTime(r.create_time)],
      ]
      const rows = db
        .prepare(`SELECT * FROM ${TABLE}${where.sql} ORDER BY sort ASC, id ASC`)
        .iterate(...where.params) as Iterable<PostRow>
      return sendXlsx(reply, { name: '岗位数据.xlsx', asciiName: 'post.xlsx' }, columns, rows)
    },
  )
}
