import type { FastifyInstance } from 'fastify'
import { maskIdNumber } from '../../../../src/shared/wire/museum-fields'
import { ticketCode, ticketItem, ticketPageQuery } from '../../../../src/shared/wire/museum-ticket'
import { sessionOf } from '../auth/auth-hook'
import { prepared } from '../db/prepared'
import { findUserById } from '../db/repos/user-repo'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { formatDateTime } from '../lib/date-time'
import { ok } from '../lib/envelope'
import { selectPage } from '../lib/paging'
import { idQuery, optionalDateRange, parseInput, wireItem } from '../lib/validation'
import { WhereBuilder } from '../lib/where-builder'
import { sendXlsx, type XlsxColumn } from '../lib/xlsx'
import { expireOverdue } from '../museum/expiry'
import { dayOf } from '../museum/rules'
import { checkTicket, findTicketByCode, unusableReason } from '../museum/ticket-check'
import { ReserveErrors } from '../museum/reserve-errors'
import { toTicketItem } from '../museum/ticket-items'
import type { TicketRow } from '../museum/tickets'

const PATH = '/museum/ticket'
const TABLE = 'museum_ticket'
const ORDER = 'visit_date DESC, id DESC'

const pageQuery = ticketPageQuery.extend({ visitDate: optionalDateRange('参观日期') })

const TICKET_STATUS_LABELS: Record<number, string> = {
  0: '待使用',
  1: '已使用',
  2: '已过期',
  3: '已取消',
  4: '已退票',
}
const RESERVE_TYPE_LABELS: Record<number, string> = { 1: '个人预约', 2: '团队预约', 3: '活动预约' }
const pad = (n: number) => String(n).padStart(2, '0')
const formatDay = (epochMs: number) => {
  const d = new Date(epochMs)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

const EXPORT_COLUMNS: ReadonlyArray<XlsxColumn<TicketRow>> = [
  ['门票编号', (r) => r.ticket_no],
  ['预约类型', (r) => RESERVE_TYPE_LABELS[r.reserve_type] ?? ''],
  ['预约编号', (r) => r.reservation_no],
  ['参观人', (r) => r.visitor_name],
  ['证件号码', (r) => maskIdNumber(r.id_number)],
  ['参观日期', (r) => formatDay(r.visit_date)],
  ['场次', (r) => `${r.start_time}-${r.end_time}`],
  ['状态', (r) => TICKET_STATUS_LABELS[r.status] ?? ''],
  ['检票时间', (r) => formatDateTime(r.check_time)],
  ['检票人', (r) => r.check_user_nickname ?? ''],
]

function whereOfQuery(query: ReturnType<typeof pageQuery.parse>): WhereBuilder {
  const where = new WhereBuilder()
    .eq('status', query.status)
    .eq('reserve_type', query.reserveType)
    .like('visitor_name', query.visitorName?.trim())
    .between('visit_date', query.visitDate)
  const ticketNo = query.ticketNo?.trim().toUpperCase()
  if (ticketNo && ticketNo.length === 15) where.eq('ticket_no', ticketNo)
  else where.like('ticket_no', ticketNo)
  const reservationNo = query.reservationNo?.trim().toUpperCase()
  if (reservationNo && reservationNo.length === 15) where.eq('reservation_no', reservationNo)
  else where.like('reservation_no', reservationNo)
  return where
}

/**
 * /museum/ticket/*: every ticket, and the gate (docs/admin-api.md#museum-modules). The gate reads
 * a ticket number or an ID number; check is atomic (museum/ticket-check.ts). Lists, the gate and
 * exports show ID numbers masked; get shows them whole to holders of ticket:list:query.
 */
export function registerMuseumTicketRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const listGuard = (action: string) => ({ config: { permission: `ticket:list:${action}` } })
  const gateGuard = (action: string) => ({ config: { permission: `ticket:check:${action}` } })

  app.get(`${PATH}/page`, listGuard('query'), async (request) => {
    const query = parseInput(pageQuery, request.query)
    expireOverdue(db, ctx.now())
    return ok(
      selectPage(
        db,
        { table: TABLE, where: whereOfQuery(query), orderBy: ORDER, page: query },
        (row: TicketRow) => toTicketItem(row, 'masked'),
      ),
    )
  })

  app.get(`${PATH}/get`, listGuard('query'), async (request) => {
    const { id } = parseInput(idQuery('门票编号'), request.query)
    expireOverdue(db, ctx.now())
    const row = prepared(db, `SELECT * FROM ${TABLE} WHERE id = ?`).get(id) as TicketRow | undefined
    return ok(row ? toTicketItem(row, 'whole') : null)
  })

  // The gate's lookup: the ticket the check would take, with the reason it cannot be used (problem).
  app.get(
    `${PATH}/get-by-code`,
    { config: { permission: ['ticket:check:query', 'ticket:list:query'] } },
    async (request) => {
      const { code } = parseInput(ticketCode, request.query)
      const now = ctx.now()
      expireOverdue(db, now)
      const ticket = findTicketByCode(db, code, now)
      if (!ticket) throw bizError(ReserveErrors.TICKET_NOT_FOUND)
      const problem = unusableReason(ticket, now)?.msg ?? null
      return ok(wireItem(ticketItem, { ...toTicketItem(ticket, 'masked'), problem }))
    },
  )

  app.put(`${PATH}/check`, gateGuard('update'), async (request) => {
    const { userId } = sessionOf(request)
    const { code } = parseInput(ticketCode, request.body)
    const now = ctx.now()
    expireOverdue(db, now)
    const nickname = findUserById(db, userId)?.nickname ?? ''
    return ok(toTicketItem(checkTicket(db, code, { userId, nickname, now }), 'masked'))
  })

  app.get(`${PATH}/today-summary`, gateGuard('query'), async () => {
    const now = ctx.now()
    expireOverdue(db, now)
    const today = dayOf(now)
    const counts = prepared(
      db,
      `SELECT COALESCE(SUM(status = 1), 0) AS checked, COUNT(*) AS expected FROM ${TABLE}
       WHERE visit_date = ? AND status IN (0, 1)`,
    ).get(today) as { checked: number; expected: number }
    const recent = prepared(
      db,
      `SELECT * FROM ${TABLE} WHERE visit_date = ? AND status = 1
       ORDER BY check_time DESC, id DESC LIMIT 10`,
    ).all(today) as TicketRow[]
    return ok({
      checked: counts.checked,
      expected: counts.expected,
      recent: recent.map((row) => toTicketItem(row, 'masked')),
    })
  })

  app.get(`${PATH}/export`, listGuard('export'), async (request, reply) => {
    const query = parseInput(pageQuery, request.query)
    expireOverdue(db, ctx.now())
    const where = whereOfQuery(query)
    const rows = db
      .prepare(`SELECT * FROM ${TABLE}${where.sql} ORDER BY ${ORDER}`)
      .iterate(...where.params) as IterableIterator<TicketRow>
    return sendXlsx(
      reply,
      { name: '门票.xlsx', asciiName: 'tickets.xlsx', sheet: '门票' },
      EXPORT_COLUMNS,
      rows,
    )
  })
}
