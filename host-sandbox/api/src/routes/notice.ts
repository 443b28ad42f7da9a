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
import { apiRoute } from '../lib/api-route'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { NoticeErrors } from '../lib/error-codes'
import { eqFilter, filterQuery, likeFilter, whereOf } from '../lib/filters'
import { selectPage } from '../lib/paging'
import { insertRow, updateRowById } from '../lib/row-writes'
import { cleanHtml, htmlHasContent } from '../lib/sanitize-html'
import { idQuery, pageParams, wireItem } from '../lib/validation'

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
  const permission = (action: string) => `system:notice:${action}`
  const filters = {
    title: likeFilter('title', noticeFilters.title),
    status: eqFilter('status', noticeFilters.status),
  }
  const filterSchema = filterQuery(filters)
  // Filters first, then paging: the first problem reported is the filters'.
  const pageQuery = z.object({ ...filterSchema.shape, ...pageParams })
  const byId = idQuery('公告编号')
  const find = (id: number) =>
    db.prepare(`SELECT * FROM ${TABLE} WHERE id = ?`).get(id) as NoticeRow | undefined

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/system/notice/page',
      permission: permission('query'),
      summary: '获取通知公告列表',
      query: pageQuery,
    },
    async ({ query }) =>
      ok(
        selectPage(
          db,
          { table: TABLE, where: whereOf(filters, query), orderBy: 'id DESC', page: query },
          toItem,
        ),
      ),
  )

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/system/notice/get',
      permission: permission('query'),
      summary: '获得通知公告',
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
      url: '/system/notice/create',
      permission: permission('create'),
      summary: '创建通知公告',
      body: noticeCreate,
    },
    async ({ body }, request) => {
      const now = ctx.now()
      const id = insertRow(db, TABLE, {
        ...columnsOf(body),
        creator: sessionOf(request).userId,
        create_time: now,
        update_time: now,
      })
      return ok(id)
    },
  )

  apiRoute(
    app,
    {
      method: 'PUT',
      url: '/system/notice/update',
      permission: permission('update'),
      summary: '修改通知公告',
      body: noticeUpdate,
    },
    async ({ body }) => {
      if (!find(body.id)) throw bizError(NoticeErrors.NOT_FOUND)
      const columns = columnsOf(body)
      updateRowById(db, TABLE, body.id, { ...columns, update_time: ctx.now() })
      return ok(true)
    },
  )

  apiRoute(
    app,
    {
      method: 'DELETE',
      url: '/system/notice/delete',
      permission: permission('delete'),
      summary: '删除通知公告',
      query: byId,
    },
    async ({ query }) => {
      const removed = db.prepare(`DELETE FROM ${TABLE} WHERE id = ?`).run(query.id).changes
      if (removed === 0) throw bizError(NoticeErrors.NOT_FOUND)
      return ok(true)
    },
  )
}
