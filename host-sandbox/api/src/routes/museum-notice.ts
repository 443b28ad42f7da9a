import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  CONTENT_EMPTY_MESSAGE,
  museumNoticeCreate,
  museumNoticeFilters,
  museumNoticeItem,
  museumNoticeUpdate,
  museumReserveNoticeCreate,
  museumReserveNoticeFilters,
  museumReserveNoticeItem,
  museumReserveNoticeUpdate,
  NOTICE_STATUS_PUBLISHED,
  NOTICE_STATUS_WITHDRAWN,
  noticeIdBody,
  RESERVE_NOTICE_STATUS_DRAFT,
  RESERVE_NOTICE_STATUS_PUBLISHED,
  type MuseumNoticeItem,
  type MuseumReserveNoticeItem,
} from '../../../../src/shared/wire/museum-notice'
import { bizError, type ErrorDef } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { eqFilter, filterQuery, likeFilter, whereOf, type Filters } from '../lib/filters'
import { selectPage } from '../lib/paging'
import { insertRow, updateRowById } from '../lib/row-writes'
import { cleanHtml, htmlHasContent } from '../lib/sanitize-html'
import { idQuery, pageParams, parseInput, wireItem } from '../lib/validation'

export const NoticeErrors = {
  NOTICE_NOT_EXISTS: { code: 1_040_004_000, msg: '公告不存在' },
  NOTICE_ALREADY_PUBLISHED: { code: 1_040_004_001, msg: '公告已发布' },
  NOTICE_NOT_PUBLISHED: { code: 1_040_004_002, msg: '公告未发布，无需撤回' },
  NOTICE_DELETE_PUBLISHED: { code: 1_040_004_003, msg: '已发布的公告不能删除，请先撤回' },
  RESERVE_NOTICE_NOT_EXISTS: { code: 1_040_004_010, msg: '预约须知不存在' },
  RESERVE_NOTICE_ALREADY_PUBLISHED: { code: 1_040_004_011, msg: '预约须知已发布' },
  RESERVE_NOTICE_NOT_PUBLISHED: { code: 1_040_004_012, msg: '预约须知未发布，无需撤回' },
  RESERVE_NOTICE_DELETE_PUBLISHED: {
    code: 1_040_004_013,
    msg: '已发布的预约须知不能删除，请先撤回',
  },
  CONTENT_EMPTY: { code: 1_040_004_020, msg: CONTENT_EMPTY_MESSAGE },
} satisfies Record<string, ErrorDef>

interface NoticeRow {
  id: number
  title: string
  type: number
  content: string
  status: number
  publish_time: number | null
  create_time: number
}

interface ReserveNoticeRow {
  id: number
  title: string
  type: number
  content: string
  status: number
  sort: number
  create_time: number
}

const toNoticeItem = (row: NoticeRow): MuseumNoticeItem =>
  wireItem(museumNoticeItem, {
    id: row.id,
    title: row.title,
    type: row.type,
    content: row.content,
    status: row.status,
    publishTime: row.publish_time,
    createTime: row.create_time,
  })

const toReserveNoticeItem = (row: ReserveNoticeRow): MuseumReserveNoticeItem =>
  wireItem(museumReserveNoticeItem, {
    id: row.id,
    title: row.title,
    type: row.type,
    content: row.content,
    status: row.status,
    sort: row.sort,
    createTime: row.create_time,
  })

/** The stored form of a body's content: cleaned, and refused when nothing is left to show. */
function storedContent(html: string): string {
  const clean = cleanHtml(html)
  if (!htmlHasContent(clean)) throw bizError(NoticeErrors.CONTENT_EMPTY)
  return clean
}

/** One kind of notice: its table, permissions, bodies and the two states 发布 moves between. */
interface NoticeKind<Row, Create, Update extends { id: number }> {
  path: string
  permission: string
  table: string
  orderBy: string
  filters: Filters
  idLabel: string
  toItem: (row: Row) => unknown
  create: z.ZodType<Create>
  update: z.ZodType<Update>
  /** Columns of a body (content already cleaned by the caller). */
  columns: (body: Create | Update, content: string) => Record<string, unknown>
  /** Columns of a new row besides the body's. */
  initial: Record<string, unknown>
  published: number
  unpublished: number
  /** Columns 发布 sets besides the status. */
  onPublish: (now: number) => Record<string, unknown>
  errors: {
    notExists: ErrorDef
    alreadyPublished: ErrorDef
    notPublished: ErrorDef
    deletePublished: ErrorDef
  }
}

function registerNoticeKind<
  Row extends { status: number },
  Create extends { content: string },
  Update extends { id: number; content: string },
>(app: FastifyInstance, ctx: AppContext, kind: NoticeKind<Row, Create, Update>): void {
  const { db } = ctx
  const { path, table, errors } = kind
  const guard = (action: string) => ({ config: { permission: `${kind.permission}:${action}` } })
  const filterSchema = filterQuery(kind.filters)
  const pagingSchema = z.object(pageParams)
  const byId = idQuery(kind.idLabel)
  const idBody = noticeIdBody(kind.idLabel)
  const find = (id: number) =>
    db.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id) as Row | undefined
  const mustExist = (id: number) => {
    const row = find(id)
    if (!row) throw bizError(errors.notExists)
    return row
  }

  app.get(`${path}/page`, guard('query'), async (request) => {
    const where = whereOf(kind.filters, parseInput(filterSchema, request.query))
    const page = parseInput(pagingSchema, request.query)
    return ok(selectPage(db, { table, where, orderBy: kind.orderBy, page }, kind.toItem))
  })

  app.get(`${path}/get`, guard('query'), async (request) => {
    const { id } = parseInput(byId, request.query)
    const row = find(id)
    return ok(row ? kind.toItem(row) : null)
  })

  app.post(`${path}/create`, guard('create'), async (request) => {
    const body = parseInput(kind.create, request.body)
    const content = storedContent(body.content)
    const now = ctx.now()
    return ok(
      insertRow(db, table, {
        ...kind.initial,
        ...kind.columns(body, content),
        create_time: now,
        update_time: now,
      }),
    )
  })

  app.put(`${path}/update`, guard('update'), async (request) => {
    const body = parseInput(kind.update, request.body)
    mustExist(body.id)
    const content = storedContent(body.content)
    updateRowById(db, table, body.id, { ...kind.columns(body, content), update_time: ctx.now() })
    return ok(true)
  })

  app.delete(`${path}/delete`, guard('delete'), async (request) => {
    const { id } = parseInput(byId, request.query)
    // One guarded statement: a row published meanwhile is not deleted.
    const removed = db
      .prepare(`DELETE FROM ${table} WHERE id = ? AND status <> ?`)
      .run(id, kind.published).changes
    if (removed === 0) {
      mustExist(id)
      throw bizError(errors.deletePublished)
    }
    return ok(true)
  })

  /** Moves a row from `from` to `to` in one guarded UPDATE (two clicks at once: one wins). */
  const transition = (
    id: number,
    from: number,
    to: number,
    extra: Record<string, unknown>,
    refused: ErrorDef,
  ) => {
    const columns = { status: to, ...extra, update_time: ctx.now() }
    const names = Object.keys(columns)
    const moved = db
      .prepare(
        `UPDATE ${table} SET ${names.map((name) => `${name} = ?`).join(', ')} WHERE id = ? AND status = ?`,
      )
      .run(...Object.values(columns), id, from).changes
    if (moved === 0) {
      mustExist(id)
      throw bizError(refused)
    }
  }
  const idOf = (body: unknown, query: unknown) =>
    parseInput(idBody, body && typeof body === 'object' && Object.keys(body).length ? body : query)
      .id

  app.put(`${path}/publish`, guard('update'), async (request) => {
    const id = idOf(request.body, request.query)
    transition(
      id,
      kind.unpublished,
      kind.published,
      kind.onPublish(ctx.now()),
      errors.alreadyPublished,
    )
    return ok(true)
  })

  app.put(`${path}/withdraw`, guard('update'), async (request) => {
    const id = idOf(request.body, request.query)
    transition(id, kind.published, kind.unpublished, {}, errors.notPublished)
    return ok(true)
  })
}

/**
 * 公告管理 (/museum/notice, reserve:announcement:*) and 预约须知 (/museum/reserve-notice,
 * reserve:notice:*): CRUD, 发布 and 撤回 (both need `update`). Content is stored only as
 * lib/sanitize-html.ts leaves it; a published row must be withdrawn before it is deleted.
 */
export function registerMuseumNoticeRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerNoticeKind(app, ctx, {
    path: '/museum/notice',
    permission: 'reserve:announcement',
    table: 'museum_notice',
    orderBy: 'id DESC',
    filters: {
      title: likeFilter('title', museumNoticeFilters.title),
      type: eqFilter('type', museumNoticeFilters.type),
      status: eqFilter('status', museumNoticeFilters.status),
    },
    idLabel: '公告编号',
    toItem: toNoticeItem,
    create: museumNoticeCreate,
    update: museumNoticeUpdate,
    columns: (body, content) => ({ title: body.title.trim(), type: body.type, content }),
    initial: { status: NOTICE_STATUS_WITHDRAWN, publish_time: null },
    published: NOTICE_STATUS_PUBLISHED,
    unpublished: NOTICE_STATUS_WITHDRAWN,
    onPublish: (now) => ({ publish_time: now }),
    errors: {
      notExists: NoticeErrors.NOTICE_NOT_EXISTS,
      alreadyPublished: NoticeErrors.NOTICE_ALREADY_PUBLISHED,
      notPublished: NoticeErrors.NOTICE_NOT_PUBLISHED,
      deletePublished: NoticeErrors.NOTICE_DELETE_PUBLISHED,
    },
  })

  registerNoticeKind(app, ctx, {
    path: '/museum/reserve-notice',
    permission: 'reserve:notice',
    table: 'museum_reserve_notice',
    orderBy: 'sort ASC, id DESC',
    filters: {
      title: likeFilter('title', museumReserveNoticeFilters.title),
      type: eqFilter('type', museumReserveNoticeFilters.type),
      status: eqFilter('status', museumReserveNoticeFilters.status),
    },
    idLabel: '须知编号',
    toItem: toReserveNoticeItem,
    create: museumReserveNoticeCreate,
    update: museumReserveNoticeUpdate,
    columns: (body, content) => ({
      title: body.title.trim(),
      type: body.type,
      content,
      sort: body.sort,
    }),
    initial: { status: RESERVE_NOTICE_STATUS_DRAFT },
    published: RESERVE_NOTICE_STATUS_PUBLISHED,
    unpublished: RESERVE_NOTICE_STATUS_DRAFT,
    onPublish: () => ({}),
    errors: {
      notExists: NoticeErrors.RESERVE_NOTICE_NOT_EXISTS,
      alreadyPublished: NoticeErrors.RESERVE_NOTICE_ALREADY_PUBLISHED,
      notPublished: NoticeErrors.RESERVE_NOTICE_NOT_PUBLISHED,
      deletePublished: NoticeErrors.RESERVE_NOTICE_DELETE_PUBLISHED,
    },
  })
}
