import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { VOLUNTEER_STATUS } from '../../../../src/shared/wire/museum-volunteer'
import {
  serviceTenths,
  tenthsToHours,
  volunteerServiceCreate,
  volunteerServicePageQuery,
  volunteerServiceUpdate,
  type VolunteerServiceCreate,
} from '../../../../src/shared/wire/museum-volunteer-service'
import { sessionOf } from '../auth/auth-hook'
import { dictLabel } from '../db/repos/dict-repo'
import {
  SERVICE_SELECT,
  SERVICE_TABLE,
  VOLUNTEER_TABLE,
  findService,
  findVolunteer,
  recomputeServiceHours,
  toServiceItem,
  toSummaryItem,
  type ServiceRow,
} from '../db/repos/museum-volunteer-repo'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { formatDateTime } from '../lib/date-time'
import { ok } from '../lib/envelope'
import { insertRow, updateRowById } from '../lib/row-writes'
import { idQuery, optionalDateRange, optionalInt, parseInput } from '../lib/validation'
import { WhereBuilder } from '../lib/where-builder'
import { sendXlsx, type XlsxColumn } from '../lib/xlsx'
import { VolunteerErrors } from './museum-volunteer'

const PATH = '/museum/volunteer-service'

/** Codes 1_040_005_1xx: service records. */
export const VolunteerServiceErrors = {
  NOT_EXISTS: { code: 1_040_005_101, msg: '服务记录不存在' },
  NOT_APPROVED: {
    code: 1_040_005_102,
    msg: '只能为已通过审核的志愿者登记服务记录，该志愿者当前为「{}」',
  },
  FUTURE_DATE: { code: 1_040_005_103, msg: '服务日期不能晚于今天' },
  OVERLAP: { code: 1_040_005_104, msg: '该志愿者当天 {}-{} 已有服务记录，服务时间不能重叠' },
} as const

const pageQuery = volunteerServicePageQuery.extend({
  serviceDate: optionalDateRange('服务日期'),
})
const summaryQuery = z.object({
  volunteerId: optionalInt('志愿者'),
  serviceDate: optionalDateRange('服务日期'),
})

function whereOfQuery(query: z.output<typeof summaryQuery>): WhereBuilder {
  return new WhereBuilder()
    .eq('s.volunteer_id', query.volunteerId)
    .between('s.service_date', query.serviceDate)
}

/** Local midnight of the day holding `ms`: a record's day, whatever time the client sent. */
function dayOf(ms: number): number {
  const day = new Date(ms)
  day.setHours(0, 0, 0, 0)
  return day.getTime()
}

/**
 * /museum/volunteer-service/*: what approved volunteers did and for how long. The server computes
 * each record's hours from its times (to 0.1 h) and keeps the volunteer's serviceHours equal to
 * the sum of its records, in the same transaction as every create, update and delete.
 */
export function registerMuseumVolunteerServiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const guard = (action: string) => ({ config: { permission: `volunteer:service:${action}` } })

  /** Refuses a record the volunteer may not have; returns the columns to write. */
  const checkedColumns = (body: VolunteerServiceCreate, selfId: number, checkStatus: boolean) => {
    const volunteer = findVolunteer(db, body.volunteerId)
    if (!volunteer) throw bizError(VolunteerErrors.NOT_EXISTS)
    if (checkStatus && volunteer.status !== VOLUNTEER_STATUS.APPROVED) {
      throw bizError(
        VolunteerServiceErrors.NOT_APPROVED,
        dictLabel(db, 'volunteer_status', volunteer.status),
      )
    }
    const serviceDate = dayOf(body.serviceDate)
    if (serviceDate > dayOf(ctx.now())) throw bizError(VolunteerServiceErrors.FUTURE_DATE)
    // "HH:mm" strings compare like the times they are.
    const overlap = db
      .prepare(
        `SELECT start_time, end_time FROM ${SERVICE_TABLE} WHERE volunteer_id = ? AND
           service_date = ? AND id != ? AND start_time < ? AND end_time > ? LIMIT 1`,
      )
      .get(body.volunteerId, serviceDate, selfId, body.endTime, body.startTime) as
      { start_time: string; end_time: string } | undefined
    if (overlap) {
      throw bizError(VolunteerServiceErrors.OVERLAP, overlap.start_time, overlap.end_time)
    }
    return {
      volunteer_id: body.volunteerId,
      service_date: serviceDate,
      start_time: body.startTime,
      end_time: body.endTime,
      // The schema already refused an end that is not after the start.
      hours_tenths: serviceTenths(body.startTime, body.endTime) ?? 0,
      post: body.post?.trim() ?? '',
      remark: body.remark ?? '',
    }
  }

  app.get(`${PATH}/page`, guard('query'), async (request) => {
    const query = parseInput(pageQuery, request.query)
    const where = whereOfQuery(query)
    const { total } = db
      .prepare(`SELECT COUNT(*) AS total FROM ${SERVICE_TABLE} s${where.sql}`)
      .get(...where.params) as { total: number }
    const rows = db
      .prepare(
        `${SERVICE_SELECT}${where.sql} ORDER BY s.service_date DESC, s.start_time DESC, s.id DESC
         LIMIT ? OFFSET ?`,
      )
      .all(...where.params, query.pageSize, (query.pageNo - 1) * query.pageSize) as ServiceRow[]
    return ok({ list: rows.map(toServiceItem), total })
  })

  app.get(`${PATH}/get`, guard('query'), async (request) => {
    const { id } = parseInput(idQuery('服务记录编号'), request.query)
    const row = findService(db, id)
    return ok(row ? toServiceItem(row) : null)
  })

  app.get(`${PATH}/summary`, guard('query'), async (request) => {
    const query = parseInput(summaryQuery, request.query)
    const where = whereOfQuery(query)
    const rows = db
      .prepare(
        `SELECT s.volunteer_id, v.name AS volunteer_name, SUM(s.hours_tenths) AS total_tenths,
                COUNT(*) AS record_count
           FROM ${SERVICE_TABLE} s JOIN ${VOLUNTEER_TABLE} v ON v.id = s.volunteer_id${where.sql}
          GROUP BY s.volunteer_id ORDER BY total_tenths DESC, v.name, s.volunteer_id`,
      )
      .all(...where.params) as Parameters<typeof toSummaryItem>[0][]
    return ok(rows.map(toSummaryItem))
  })

  app.post(`${PATH}/create`, guard('create'), async (request) => {
    const body = parseInput(volunteerServiceCreate, request.body)
    const { userId } = sessionOf(request)
    const now = ctx.now()
    const id = db.transaction(() => {
      const columns = checkedColumns(body, 0, true)
      const newId = insertRow(db, SERVICE_TABLE, {
        ...columns,
        creator: userId,
        create_time: now,
        update_time: now,
      })
      recomputeServiceHours(db, body.volunteerId, now)
      return newId
    })()
    return ok(id)
  })

  app.put(`${PATH}/update`, guard('update'), async (request) => {
    const body = parseInput(volunteerServiceUpdate, request.body)
    const now = ctx.now()
    db.transaction(() => {
      const row = findService(db, body.id)
      if (!row) throw bizError(VolunteerServiceErrors.NOT_EXISTS)
      // Correcting an old record of a volunteer stopped since is fine; moving it to another
      // volunteer needs that one approved.
      const moved = row.volunteer_id !== body.volunteerId
      updateRowById(db, SERVICE_TABLE, body.id, {
        ...checkedColumns(body, body.id, moved),
        update_time: now,
      })
      recomputeServiceHours(db, body.volunteerId, now)
      if (moved) recomputeServiceHours(db, row.volunteer_id, now)
    })()
    return ok(true)
  })

  app.delete(`${PATH}/delete`, guard('delete'), async (request) => {
    const { id } = parseInput(idQuery('服务记录编号'), request.query)
    db.transaction(() => {
      const row = findService(db, id)
      if (!row) throw bizError(VolunteerServiceErrors.NOT_EXISTS)
      db.prepare(`DELETE FROM ${SERVICE_TABLE} WHERE id = ?`).run(id)
      recomputeServiceHours(db, row.volunteer_id, ctx.now())
    })()
    return ok(true)
  })

  app.get(`${PATH}/export`, guard('export'), async (request, reply) => {
    const where = whereOfQuery(parseInput(pageQuery, request.query))
    const columns: XlsxColumn<ServiceRow>[] = [
      ['记录编号', (r) => r.id],
      ['志愿者', (r) => r.volunteer_name],
      ['服务日期', (r) => formatDateTime(r.service_date).slice(0, 10)],
      ['开始时间', (r) => r.start_time],
      ['结束时间', (r) => r.end_time],
      ['服务时长(小时)', (r) => tenthsToHours(r.hours_tenths)],
      ['服务岗位', (r) => r.post],
      ['备注', (r) => r.remark],
      ['创建时间', (r) => formatDateTime(r.create_time)],
    ]
    const rows = db
      .prepare(`${SERVICE_SELECT}${where.sql} ORDER BY s.service_date DESC, s.start_time DESC`)
      .iterate(...where.params) as Iterable<ServiceRow>
    return sendXlsx(
      reply,
      { name: '志愿者服务记录.xlsx', asciiName: 'volunteer-services.xlsx' },
      columns,
      rows,
    )
  })
}
