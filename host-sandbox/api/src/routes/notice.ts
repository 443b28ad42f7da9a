import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  noticeCreate,
  noticeFilters,
  noticeItem,
  noticeUpdate,
  type NoticeCreate,
  type NoticeItem,
} from '../../../../src/shared/wire/notice'
import { sessionOf } from '../auth/auth-hook'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { NoticeErrors } from '../lib/error-codes'
import { eqFilter, filterQuery, likeFilter, whereOf } from '../lib/filters'
import { selectPage } from '../lib/paging'
import { insertRow, updateRowById } from '../lib/row-writes'
import { cleanHtml, htmlHasContent } from '../lib/sanitize-html'
import { idQuery, pageParams, parseInput, wireItem } from '../lib/validation'

const TABLE = 'system_notice'

interface NoticeRow {
  id: number
  title: string
  type: number
  content: string
  status: number
  create_time: number
}

const toItem = (row: NoticeRow): NoticeItem =>
  wireItem(noticeItem, {
    id: row.id,
    title: row.title,
    type: row.type,
    content: row.content,
    status: row.status,
    createTime: row.create_time,
  })

/** The columns of a body: content only as the allowlist leaves it, and never empty once cleaned. */
function columnsOf(body: NoticeCreate) {
  const content = cleanHtml(body.content)
  if (!htmlHasContent(content)) throw bizError(NoticeErrors.CONTENT_EMPTY)
  return { title: body.title.trim(), type: body.type, content, status: body.status }
}

/** 通知公告 of the back office: CRUD under system:notice:*, content stored as cleaned HTML. */
export function registerNoticeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const guard = (action: string) => ({ config: { permission: `system:notice:${action}` } })
  const filters = {
    title: likeFilter('title', noticeFilters.title),
    status: eqFilter('status', noticeFilters.status),
  }
  const filterSchema = filterQuery(filters)
  const pagingSchema = z.object(pageParams)
  const byId = idQuery('公告编号')
  const find = (id: number) =>
    db.prepare(`SELECT * FROM ${TABLE} WHERE id = ?`).get(id) as NoticeRow | undefined

  app.get('/system/notice/page', guard('query'), async (request) => {
    const where = whereOf(filters, parseInput(filterSchema, request.query))
    const page = parseInput(pagingSchema, request.query)
    return ok(selectPage(db, { table: TABLE, where, orderBy: 'id DESC', page }, toItem))
  })

  app.get('/system/notice/get', guard('query'), async (request) => {
    const { id } = parseInput(byId, request.query)
    const row = find(id)
    return ok(row ? toItem(row) : null)
  })

  app.post('/system/notice/create', guard('create'), async (request) => {
    const body = parseInput(noticeCreate, request.body)
    const now = ctx.now()
    const id = insertRow(db, TABLE, {
      ...columnsOf(body),
      creator: sessionOf(request).userId,
      create_time: now,
      update_time: now,
    })
    return ok(id)
  })

  app.put('/system/notice/update', guard('update'), async (request) => {
    const body = parseInput(noticeUpdate, request.body)
    if (!find(body.id)) throw bizError(NoticeErrors.NOT_FOUND)
    const columns = columnsOf(body)
    updateRowById(db, TABLE, body.id, { ...columns, update_time: ctx.now() })
    return ok(true)
  })

  app.delete('/system/notice/delete', guard('delete'), async (request) => {
    const { id } = parseInput(byId, request.query)
    const removed = db.prepare(`DELETE FROM ${TABLE} WHERE id = ?`).run(id).changes
    if (removed === 0) throw bizError(NoticeErrors.NOT_FOUND)
    return ok(true)
  })
}
