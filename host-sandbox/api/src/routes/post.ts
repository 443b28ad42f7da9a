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
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { formatDateTime } from '../lib/date-time'
import { ok } from '../lib/envelope'
import { PostErrors } from '../lib/error-codes'
import { eqFilter, filterQuery, likeFilter, whereOf } from '../lib/filters'
import { selectPage } from '../lib/paging'
import { insertRow, updateRowById } from '../lib/row-writes'
import { idQuery, pageParams, parseInput, wireItem } from '../lib/validation'
import { sendXlsx, type XlsxColumn } from '../lib/xlsx'

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
  const guard = (action: string) => ({ config: { permission: `system:post:${action}` } })
  const filters = {
    code: likeFilter('code', postFilters.code),
    name: likeFilter('name', postFilters.name),
    status: eqFilter('status', postFilters.status),
  }
  const filterSchema = filterQuery(filters)
  const pagingSchema = z.object(pageParams)
  const whereOfQuery = (query: unknown) => whereOf(filters, parseInput(filterSchema, query))
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

  app.get('/system/post/list-all-simple', async () => {
    const rows = db
      .prepare(`SELECT id, name FROM ${TABLE} WHERE status = 0 ORDER BY sort, id`)
      .all() as Array<{ id: number; name: string }>
    return ok(rows.map((row) => wireItem(postSimpleItem, row)))
  })

  app.get('/system/post/page', guard('query'), async (request) => {
    const where = whereOfQuery(request.query)
    const page = parseInput(pagingSchema, request.query)
    return ok(selectPage(db, { table: TABLE, where, orderBy: 'sort ASC, id ASC', page }, toItem))
  })

  app.get('/system/post/get', guard('query'), async (request) => {
    const { id } = parseInput(byId, request.query)
    const row = find(id)
    return ok(row ? toItem(row) : null)
  })

  app.post('/system/post/create', guard('create'), async (request) => {
    const body = parseInput(postCreate, request.body)
    // Check and write in one transaction: two saves of one name cannot both pass.
    const id = db.transaction(() => {
      assertUnique(body)
      return insertRow(db, TABLE, { ...columnsOf(body), create_time: ctx.now() })
    })()
    return ok(id)
  })

  app.put('/system/post/update', guard('update'), async (request) => {
    const body = parseInput(postUpdate, request.body)
    db.transaction(() => {
      if (!find(body.id)) throw bizError(PostErrors.NOT_FOUND)
      assertUnique(body, body.id)
      updateRowById(db, TABLE, body.id, columnsOf(body))
    })()
    return ok(true)
  })

  app.delete('/system/post/delete', guard('delete'), async (request) => {
    const { id } = parseInput(byId, request.query)
    db.transaction(() => {
      if (!find(id)) throw bizError(PostErrors.NOT_FOUND)
      const { n } = db
        .prepare('SELECT COUNT(*) AS n FROM system_user_post WHERE post_id = ?')
        .get(id) as { n: number }
      if (n > 0) throw bizError(PostErrors.STILL_HELD, n)
      db.prepare(`DELETE FROM ${TABLE} WHERE id = ?`).run(id)
    })()
    return ok(true)
  })

  app.get('/system/post/export', guard('export'), async (request, reply) => {
    const where = whereOfQuery(request.query)
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
  })
}
