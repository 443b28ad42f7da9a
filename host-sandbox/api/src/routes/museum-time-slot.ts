import type { FastifyInstance } from 'fastify'
import {
  timeSlotCreate,
  timeSlotGenerate,
  timeSlotListByDateQuery,
  timeSlotPageQuery,
  timeSlotStatusUpdate,
  timeSlotUpdate,
  type SlotTemplate,
} from '../../../../src/shared/wire/museum-slot'
import { prepared } from '../db/prepared'
import { bizError } from '../lib/biz-error'
import type { AppContext } from '../lib/context'
import { ok } from '../lib/envelope'
import { selectPage } from '../lib/paging'
import { idQuery, optionalDateRange, parseInput } from '../lib/validation'
import { WhereBuilder } from '../lib/where-builder'
import { ReserveErrors, SlotErrors } from '../museum/reserve-errors'
import { dayOf } from '../museum/rules'
import { toTimeSlotItem } from '../museum/slot-items'
import { findSlot, type SlotRow } from '../museum/slot-places'

const PATH = '/museum/time-slot'

const pageQuery = timeSlotPageQuery.extend({ visitDate: optionalDateRange('参观日期') })

/** Slot pickers of the booking dialogs read the day's slots with any of these. */
const PICKER_PERMISSIONS = ['reserve:slot:query', 'reserve:personal:create', 'reserve:team:create']

/**
 * /museum/time-slot/*: the slots of each day with their places (docs/admin-api.md#museum-modules).
 * Places are only ever changed by bookings (museum/slot-places.ts); here capacity may not drop
 * below what is held, and only a slot nobody ever booked may be deleted.
 */
export function registerMuseumTimeSlotRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx
  const guard = (action: string) => ({ config: { permission: `reserve:slot:${action}` } })
  const mustExist = (id: number): SlotRow => {
    const slot = findSlot(db, id)
    if (!slot) throw bizError(ReserveErrors.SLOT_NOT_EXISTS)
    return slot
  }
  const startTaken = (visitDate: number, startTime: string, exceptId = 0) =>
    prepared(
      db,
      'SELECT 1 FROM museum_time_slot WHERE visit_date = ? AND start_time = ? AND id <> ?',
    ).get(visitDate, startTime, exceptId) !== undefined
  const insertSlot = (visitDate: number, slot: SlotTemplate, now: number) =>
    Number(
      prepared(
        db,
        `INSERT INTO museum_time_slot (visit_date, start_time, end_time, capacity, team_capacity,
           status, create_time, update_time) VALUES (?, ?, ?, ?, ?, 0, ?, ?)`,
      ).run(visitDate, slot.startTime, slot.endTime, slot.capacity, slot.teamCapacity, now, now)
        .lastInsertRowid,
    )

  // By the day's index: a slot's bookings and tickets carry its day.
  const hasBookings = (slot: SlotRow) =>
    slot.reserved_count > 0 ||
    slot.team_reserved_count > 0 ||
    prepared(
      db,
      `SELECT 1 FROM museum_reserve_personal WHERE visit_date = ? AND slot_id = ?
       UNION ALL SELECT 1 FROM museum_ticket WHERE visit_date = ? AND slot_id = ? LIMIT 1`,
    ).get(slot.visit_date, slot.id, slot.visit_date, slot.id) !== undefined

  app.get(`${PATH}/page`, guard('query'), async (request) => {
    const query = parseInput(pageQuery, request.query)
    const where = new WhereBuilder()
      .eq('status', query.status)
      .between('visit_date', query.visitDate)
    return ok(
      selectPage(
        db,
        {
          table: 'museum_time_slot',
          where,
          orderBy: 'visit_date, start_time',
          page: query,
        },
        toTimeSlotItem,
      ),
    )
  })

  app.get(`${PATH}/get`, guard('query'), async (request) => {
    const { id } = parseInput(idQuery('场次编号'), request.query)
    const slot = findSlot(db, id)
    return ok(slot ? toTimeSlotItem(slot) : null)
  })

  app.get(
    `${PATH}/list-by-date`,
    { config: { permission: PICKER_PERMISSIONS } },
    async (request) => {
      const { visitDate } = parseInput(timeSlotListByDateQuery, request.query)
      const rows = prepared(
        db,
        'SELECT * FROM museum_time_slot WHERE visit_date = ? ORDER BY start_time',
      ).all(dayOf(visitDate)) as SlotRow[]
      return ok(rows.map(toTimeSlotItem))
    },
  )

  app.post(`${PATH}/create`, guard('create'), async (request) => {
    const body = parseInput(timeSlotCreate, request.body)
    const visitDate = dayOf(body.visitDate)
    if (startTaken(visitDate, body.startTime)) {
      throw bizError(ReserveErrors.SLOT_TIME_TAKEN, body.startTime)
    }
    return ok(insertSlot(visitDate, body, ctx.now()))
  })

  app.put(`${PATH}/update`, guard('update'), async (request) => {
    const body = parseInput(timeSlotUpdate, request.body)
    db.transaction(() => {
      const slot = mustExist(body.id)
      if (body.capacity < slot.reserved_count) {
        throw bizError(ReserveErrors.SLOT_CAPACITY_BELOW_RESERVED, slot.reserved_count)
      }
      if (body.teamCapacity < slot.team_reserved_count) {
        throw bizError(ReserveErrors.SLOT_TEAM_CAPACITY_BELOW_RESERVED, slot.team_reserved_count)
      }
      const timesChanged = body.startTime !== slot.start_time || body.endTime !== slot.end_time
      // Bookings and tickets carry the slot's times; moving a booked slot would leave them wrong.
      if (timesChanged && hasBookings(slot)) throw bizError(SlotErrors.TIME_CHANGE_WITH_BOOKINGS)
      if (startTaken(slot.visit_date, body.startTime, slot.id)) {
        throw bizError(ReserveErrors.SLOT_TIME_TAKEN, body.startTime)
      }
      prepared(
        db,
        `UPDATE museum_time_slot SET start_time = ?, end_time = ?, capacity = ?, team_capacity = ?,
           update_time = ? WHERE id = ?`,
      ).run(body.startTime, body.endTime, body.capacity, body.teamCapacity, ctx.now(), slot.id)
    })()
    return ok(true)
  })

  app.put(`${PATH}/update-status`, guard('update'), async (request) => {
    const body = parseInput(timeSlotStatusUpdate, request.body)
    mustExist(body.id)
    prepared(db, 'UPDATE museum_time_slot SET status = ?, update_time = ? WHERE id = ?').run(
      body.status,
      ctx.now(),
      body.id,
    )
    return ok(true)
  })

  app.delete(`${PATH}/delete`, guard('delete'), async (request) => {
    const { id } = parseInput(idQuery('场次编号'), request.query)
    db.transaction(() => {
      const slot = mustExist(id)
      // Cancelled bookings still point at their slot: a slot anyone ever booked can only be stopped.
      if (hasBookings(slot)) throw bizError(ReserveErrors.SLOT_NOT_EMPTY)
      try {
        prepared(db, 'DELETE FROM museum_time_slot WHERE id = ?').run(id)
      } catch (error) {
        // Other modules' bookings (teams) point at slots too; their foreign keys say "not empty".
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_FOREIGNKEY') {
          throw bizError(ReserveErrors.SLOT_NOT_EMPTY)
        }
        throw error
      }
    })()
    return ok(true)
  })

  app.post(`${PATH}/generate`, guard('create'), async (request) => {
    const body = parseInput(timeSlotGenerate, request.body)
    const now = ctx.now()
    const begin = dayOf(body.beginDate)
    const end = dayOf(body.endDate)
    if (begin < dayOf(now)) throw bizError(SlotErrors.GENERATE_IN_PAST)
    const weekdays = new Set(body.weekdays)
    const dayHasSlots = prepared(db, 'SELECT 1 FROM museum_time_slot WHERE visit_date = ? LIMIT 1')
    const created = db.transaction(() => {
      let count = 0
      // Day by day on the calendar (not +24 h), so a daylight-saving change keeps midnights.
      for (const day = new Date(begin); day.getTime() <= end; day.setDate(day.getDate() + 1)) {
        const visitDate = day.getTime()
        if (!weekdays.has(day.getDay()) || dayHasSlots.get(visitDate)) continue
        for (const slot of body.slots) insertSlot(visitDate, slot, now)
        count += body.slots.length
      }
      return count
    })()
    return ok(created)
  })
}
