import type { FastifyInstance } from 'fastify'
import { maskIdNumber, maskMobile } from '../../../../src/shared/wire/museum-fields'
import {
  reservePersonalCancel,
  reservePersonalCreate,
  reservePersonalPageQuery,
} from '../../../../src/shared/wire/museum-reserve-personal'
import { sessionOf } from '../auth/auth-hook'
import { prepared } from '../db/prepared'
import type { AppContext } from '../lib/context'
import { formatDateTime } from '../lib/date-time'
import { ok } from '../lib/envelope'
import { idQuery, optionalDateRange, parseInput } from '../lib/validation'
import { WhereBuilder } from '../lib/where-builder'
import { sendXlsx, type XlsxColumn } from '../lib/xlsx'
import { expireOverdue } from '../museum/expiry'
import {
  RESERVE_STATUS_LABELS,
  cancelPersonalBooking,
  createPersonalBooking,
  findPersonal,
  type PersonalRow,
} from '../museum/personal-booking'
import { ticketsByReservation, toPersonalItem } from '../museum/personal-items'
import { ticketsOf } from '../museum/tickets'

const PATH = '/museum/reserve-personal'
const TABLE = 'museum_reserve_personal'
const ORDER = 'visit_date DESC, id DESC'

const pageQuery = reservePersonalPageQuery.extend({ visitDate: optionalDateRange('参观日期') })

const SOURCE_LABELS: Record<number, string> = { 1: '线上预约', 2: '窗口预约' }
const pad = (n: number) => String(n).padStart(2, '0')
const formatDay = (epochMs: number) => {
  const d = new Date(epochMs)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** Columns of 个人预约.xlsx: phone and ID numbers masked like the list. */
const EXPORT_COLUMNS: ReadonlyArray<XlsxColumn<PersonalRow>> = [
  ['预约编号', (r) => r.reservation_no],
  ['参观日期', (r) => formatDay(r.visit_date)],
  ['场次', (r) => `${r.start_time}-${r.end_time}`],
  ['联系人', (r) => r.contact_name],
  ['手机号码', (r) => maskMobile(r.contact_mobile)],
  ['证件号码', (r) => maskIdNumber(r.contact_id_number)],
  ['人数', (r) => r.person_count],
  ['来源', (r) => SOURCE_LABELS[r.source] ?? ''],
  ['状态', (r) => RESERVE_STATUS_LABELS[r.status] ?? ''],
  ['取消原因', (r) => r.cancel_reason ?? ''],
  ['预约时间', (r) => formatDateTime(r.create_time)],
]

/** A full mobile number finds its bookings by index; part of one searches by LIKE. */
function whereOfQuery(query: ReturnType<typeof pageQuery.parse>): WhereBuilder {
  const where = new WhereBuilder()
    .eq('status', query.status)
    .eq('source', query.source)
    .like('contact_name', query.contactName?.trim())
    .between('visit_date', query.visitDate)
  const mobile = query.contactMobile?.trim()
  if (mobile && mobile.length === 11) where.eq('contact_mobile', mobile)
  else where.like('contact_mobile', mobile)
  const number = query.reservationNo?.trim().toUpperCase()
  if (number && number.length === 15) where.eq('reservation_no', number)
  else where.like('reservation_no', number)
  return where
}

/**
 * /museum/reserve-personal/*: personal reservations (docs/admin-api.md#museum-modules). create is
 * the counter's booking (museum/personal-booking.ts holds every rule); lists and exports mask
 * phones and ID numbers, get shows them whole to holders of reserve:personal:query.
 */
export function registerMuseumReservePersonalRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const guard = (action: string) => ({ config: { permission: `reserve:personal:${action}` } })

  app.get(`${PATH}/page`, guard('query'), async (request) => {
    const query = parseInput(pageQuery, request.query)
    expireOverdue(db, ctx.now())
    const where = whereOfQuery(query)
    const { total } = prepared(db, `SELECT COUNT(*) AS total FROM ${TABLE}${where.sql}`).get(
      ...where.params,
    ) as { total: number }
    const rows = prepared(
      db,
      `SELECT * FROM ${TABLE}${where.sql} ORDER BY ${ORDER} LIMIT ? OFFSET ?`,
    ).all(...where.params, query.pageSize, (query.pageNo - 1) * query.pageSize) as PersonalRow[]
    const tickets = ticketsByReservation(
      db,
      rows.map((r) => r.id),
    )
    return ok({
      list: rows.map((row) => toPersonalItem(row, tickets.get(row.id) ?? [], 'masked')),
      total,
    })
  })

  app.get(`${PATH}/get`, guard('query'), async (request) => {
    const { id } = parseInput(idQuery('预约编号'), request.query)
    expireOverdue(db, ctx.now())
    const row = findPersonal(db, id)
    return ok(row ? toPersonalItem(row, ticketsOf(db, 1, row.id), 'whole') : null)
  })

  app.post(`${PATH}/create`, guard('create'), async (request) => {
    const { userId } = sessionOf(request)
    const body = parseInput(reservePersonalCreate, request.body)
    return ok(createPersonalBooking(db, body, { userId, now: ctx.now() }))
  })

  app.put(`${PATH}/cancel`, guard('cancel'), async (request) => {
    const body = parseInput(reservePersonalCancel, request.body)
    cancelPersonalBooking(db, body, ctx.now())
    return ok(true)
  })

  app.get(`${PATH}/export`, guard('export'), async (request, reply) => {
    const query = parseInput(pageQuery, request.query)
    expireOverdue(db, ctx.now())
    const where = whereOfQuery(query)
    const rows = db
      .prepare(`SELECT * FROM ${TABLE}${where.sql} ORDER BY ${ORDER}`)
      .iterate(...where.params) as IterableIterator<PersonalRow>
    return sendXlsx(
      reply,
      { name: '个人预约.xlsx', asciiName: 'reserve-personal.xlsx', sheet: '个人预约' },
      EXPORT_COLUMNS,
      rows,
    )
  })
}
