import type { Database } from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  museumCardCreate,
  museumCardFilters,
  museumCardItem,
  museumCardUpdate,
  type MuseumCardItem,
} from '../../../../src/shared/wire/museum-card'
import { maskIdNumber } from '../../../../src/shared/wire/museum-fields'
import { apiRoute } from '../lib/api-route'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { formatDateTime } from '../lib/date-time'
import { ok } from '../lib/envelope'
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
import { idQuery, optionalDateRange, pageParams, wireItem } from '../lib/validation'
import { sendXlsx, XLSX_MIME, type XlsxColumn } from '../lib/xlsx'

const TABLE = 'museum_card'
const PERMISSION = 'ticket:card'

export const CardErrors = {
  NOT_EXISTS: { code: 1_040_003_000, msg: '优待证件不存在' },
  CARD_NO_DUPLICATE: { code: 1_040_003_001, msg: '证件号码「{}」已存在，请核对后重新输入' },
}

interface CardRow {
  id: number
  holder_name: string
  card_type: number
  card_no: string
  id_number: string
  valid_from: number
  valid_to: number
  status: number
  remark: string | null
  create_time: number
}

function toItem(row: CardRow, idNumber: (whole: string) => string): MuseumCardItem {
  return wireItem(museumCardItem, {
    id: row.id,
    holderName: row.holder_name,
    cardType: row.card_type,
    cardNo: row.card_no,
    idNumber: idNumber(row.id_number),
    validFrom: row.valid_from,
    validTo: row.valid_to,
    status: row.status,
    remark: row.remark,
    createTime: row.create_time,
  })
}

/** Local midnight of the day holding `now`: a card is valid through the whole of its last day. */
function todayStart(now: number): number {
  const day = new Date(now)
  day.setHours(0, 0, 0, 0)
  return day.getTime()
}

/** A dictionary's value -> label, read once (an unknown value shows as itself). */
function labelsOf(db: Database, dictType: string): (value: number) => string {
  const rows = db
    .prepare('SELECT value, label FROM system_dict_data WHERE dict_type = ?')
    .all(dictType) as Array<{ value: string; label: string }>
  const labels = new Map(rows.map((row) => [row.value, row.label]))
  return (value) => labels.get(String(value)) ?? String(value)
}

const pad = (n: number) => String(n).padStart(2, '0')
const formatDay = (epochMs: number) => {
  const d = new Date(epochMs)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/**
 * 优待证件: CRUD and an .xlsx export under ticket:card:*. Lists and the export mask the holder's ID
 * number; get returns it whole (the same query permission as the list, like every museum module).
 */
export function registerMuseumCardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx

  // Whether a card has expired depends on today, so that filter is built per request.
  const expiredFilter: Filter = {
    schema: museumCardFilters.expired,
    apply: (where, value) =>
      value === undefined
        ? where
        : where.raw(value === 1 ? 'valid_to < ?' : 'valid_to >= ?', todayStart(ctx.now())),
  }
  const filters = {
    holderName: likeFilter('holder_name', museumCardFilters.holderName),
    cardNo: likeFilter('card_no', museumCardFilters.cardNo),
    cardType: eqFilter('card_type', museumCardFilters.cardType),
    status: eqFilter('status', museumCardFilters.status),
    expired: expiredFilter,
    createTime: betweenFilter('create_time', optionalDateRange('创建时间')),
  }
  const filterSchema = filterQuery(filters)
  // Filters first, then paging: the first problem reported is the same as before paging joined.
  const pageQuery = z.object({ ...filterSchema.shape, ...pageParams })
  const byId = idQuery('优待证件编号')
  const find = (id: number) =>
    db.prepare(`SELECT * FROM ${TABLE} WHERE id = ?`).get(id) as CardRow | undefined
  const assertCardNoFree = (cardNo: string, selfId?: number) => {
    const other = db.prepare(`SELECT id FROM ${TABLE} WHERE card_no = ?`).get(cardNo) as
      { id: number } | undefined
    if (other && other.id !== selfId) throw bizError(CardErrors.CARD_NO_DUPLICATE, cardNo)
  }
  const columnsOf = (body: z.output<typeof museumCardCreate>) => ({
    holder_name: body.holderName.trim(),
    card_type: body.cardType,
    card_no: body.cardNo,
    id_number: body.idNumber,
    valid_from: body.validFrom,
    valid_to: body.validTo,
    status: body.status,
    remark: body.remark ?? '',
  })

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/museum/card/page',
      permission: `${PERMISSION}:query`,
      summary: '获得优待证件分页',
      query: pageQuery,
    },
    async ({ query }) =>
      ok(
        selectPage(
          db,
          { table: TABLE, where: whereOf(filters, query), orderBy: 'id DESC', page: query },
          (row: CardRow) => toItem(row, maskIdNumber),
        ),
      ),
  )

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/museum/card/get',
      permission: `${PERMISSION}:query`,
      summary: '获得优待证件（身份证号码完整）',
      query: byId,
    },
    async ({ query }) => {
      const row = find(query.id)
      return ok(row ? toItem(row, (whole) => whole) : null)
    },
  )

  apiRoute(
    app,
    {
      method: 'POST',
      url: '/museum/card/create',
      permission: `${PERMISSION}:create`,
      summary: '创建优待证件',
      body: museumCardCreate,
    },
    async ({ body }) => {
      const now = ctx.now()
      // Check and write in one transaction: two requests with one card number cannot both pass.
      const id = db.transaction(() => {
        assertCardNoFree(body.cardNo)
        return insertRow(db, TABLE, { ...columnsOf(body), create_time: now, update_time: now })
      })()
      return ok(id)
    },
  )

  apiRoute(
    app,
    {
      method: 'PUT',
      url: '/museum/card/update',
      permission: `${PERMISSION}:update`,
      summary: '更新优待证件',
      body: museumCardUpdate,
    },
    async ({ body }) => {
      db.transaction(() => {
        if (!find(body.id)) throw bizError(CardErrors.NOT_EXISTS)
        assertCardNoFree(body.cardNo, body.id)
        updateRowById(db, TABLE, body.id, { ...columnsOf(body), update_time: ctx.now() })
      })()
      return ok(true)
    },
  )

  apiRoute(
    app,
    {
      method: 'DELETE',
      url: '/museum/card/delete',
      permission: `${PERMISSION}:delete`,
      summary: '删除优待证件',
      query: byId,
    },
    async ({ query }) => {
      if (!find(query.id)) throw bizError(CardErrors.NOT_EXISTS)
      db.prepare(`DELETE FROM ${TABLE} WHERE id = ?`).run(query.id)
      return ok(true)
    },
  )

  apiRoute(
    app,
    {
      method: 'GET',
      url: '/museum/card/export',
      permission: `${PERMISSION}:export`,
      summary: '导出优待证件 Excel',
      query: filterSchema,
      file: { contentType: XLSX_MIME },
    },
    async ({ query }, _request, reply) => {
      const where = whereOf(filters, query)
      const today = todayStart(ctx.now())
      // Labels are read before the rows: the connection is busy while an iterator is open.
      const typeLabel = labelsOf(db, 'card_type')
      const statusLabel = labelsOf(db, 'use_status')
      const columns: XlsxColumn<CardRow>[] = [
        ['编号', (r) => r.id],
        ['持证人姓名', (r) => r.holder_name],
        ['证件类型', (r) => typeLabel(r.card_type)],
        ['证件号码', (r) => r.card_no],
        ['身份证号码', (r) => maskIdNumber(r.id_number)],
        ['有效期开始', (r) => formatDay(r.valid_from)],
        ['有效期结束', (r) => formatDay(r.valid_to)],
        ['是否过期', (r) => (r.valid_to < today ? '已过期' : '有效')],
        ['使用状态', (r) => statusLabel(r.status)],
        ['备注', (r) => r.remark ?? ''],
        ['创建时间', (r) => formatDateTime(r.create_time)],
      ]
      const rows = db
        .prepare(`SELECT * FROM ${TABLE}${where.sql} ORDER BY id DESC`)
        .iterate(...where.params) as Iterable<CardRow>
      return sendXlsx(
        reply,
        { name: '优待证件.xlsx', asciiName: 'museum-card.xlsx' },
        columns,
        rows,
      )
    },
  )
}
