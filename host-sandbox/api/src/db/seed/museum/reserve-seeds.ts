import type { Database } from 'better-sqlite3'
import { formatNumber, reserveNumbersUpTo, dayKey } from '../../../museum/reservation-no'
import { timeOnDay } from '../../../museum/rules'
import {
  DAY_MS,
  dayStart,
  idNumber,
  intBetween,
  mobile,
  personName,
  pick,
  seededRandom,
  type Random,
} from './fake-people'

/** The museum's day: four visiting periods, personal places plus a share for teams. */
const SLOT_TIMES = [
  ['09:00', '10:30'],
  ['10:30', '12:00'],
  ['13:00', '14:30'],
  ['14:30', '16:30'],
] as const
const PERSONAL_PLACES = 80
const TEAM_PLACES = 40
const PAST_DAYS = 30
const FUTURE_DAYS = 14
/** About 3,000 personal reservations in all. */
const PAST_BOOKINGS_PER_DAY = 104
const RULE_ROWS: ReadonlyArray<readonly [number, number, number, number, number, number, number]> =
  [
    // type, advance days, cancel deadline hours, max persons, min persons, per ID per day, temp places
    [1, 7, 2, 5, 1, 1, 0],
    [2, 14, 24, 60, 10, 1, 0],
    [3, 30, 24, 3, 1, 1, 1],
  ]
const CANCEL_REASONS = ['行程有变', '临时有事', '天气原因', '重复预约', '身体不适']

/** Persons of one booking: mostly one to three. */
function personsOf(random: Random): number {
  const roll = random()
  return roll < 0.3 ? 1 : roll < 0.65 ? 2 : roll < 0.85 ? 3 : roll < 0.95 ? 4 : 5
}

interface SeedSlot {
  id: number
  visitDate: number
  startTime: string
  endTime: string
  reserved: number
}

/**
 * The booking rules, the slots of the past 30 and next 14 days (closed on Mondays, as museums
 * are) and about 3,000 personal reservations with one ticket per person: past ones mostly
 * checked, some expired or cancelled; today's started slots partly checked; future ones booked.
 * Numbers are written directly with per-day counters, which then move the number sequences on,
 * so bookings made later continue after them.
 */
export function seedReserve(db: Database, now: number): void {
  const random = seededRandom(15_001)
  const insertRule = db.prepare(
    `INSERT INTO museum_reserve_rule (type, enabled, advance_days, cancel_deadline_hours,
       max_persons, min_persons, daily_limit_per_id_number, temp_amount_take, create_time,
       update_time) VALUES (?, 1, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  for (const rule of RULE_ROWS) insertRule.run(...rule, now, now)

  const insertSlot = db.prepare(
    `INSERT INTO museum_time_slot (visit_date, start_time, end_time, capacity, team_capacity,
       status, create_time, update_time) VALUES (?, ?, ?, ?, ?, 0, ?, ?)`,
  )
  const slots: SeedSlot[] = []
  for (let offset = -PAST_DAYS; offset <= FUTURE_DAYS; offset += 1) {
    const visitDate = dayStart(now, offset)
    if (new Date(visitDate).getDay() === 1) continue
    for (const [startTime, endTime] of SLOT_TIMES) {
      const created = Math.min(visitDate, now) - 45 * DAY_MS
      const id = Number(
        insertSlot.run(
          visitDate,
          startTime,
          endTime,
          PERSONAL_PLACES,
          TEAM_PLACES,
          created,
          created,
        ).lastInsertRowid,
      )
      slots.push({ id, visitDate, startTime, endTime, reserved: 0 })
    }
  }

  const gate = (db
    .prepare(
      "SELECT id, nickname FROM system_users WHERE username IN ('gate', 'admin') ORDER BY username = 'gate' DESC LIMIT 1",
    )
    .get() ?? { id: 1, nickname: '管理员' }) as { id: number; nickname: string }
  const insertBooking = db.prepare(
    `INSERT INTO museum_reserve_personal (reservation_no, slot_id, visit_date, start_time,
       end_time, contact_name, contact_mobile, contact_id_type, contact_id_number, person_count,
       status, source, cancel_reason, check_time, creator, create_time, update_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const insertTicket = db.prepare(
    `INSERT INTO museum_ticket (ticket_no, reserve_type, reservation_id, reservation_no, slot_id,
       visitor_name, id_type, id_number, visit_date, start_time, end_time, status, check_time,
       check_user_id, check_user_nickname, create_time, update_time)
     VALUES (?, 1, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const counters = new Map<string, number>()
  const next = (prefix: 'P' | 'M', at: number) => {
    const day = dayKey(at)
    const key = `${prefix}${day}`
    const value = (counters.get(key) ?? 0) + 1
    counters.set(key, value)
    return formatNumber(prefix, day, value)
  }
  // A pool of names (drawn once) keeps the seed fast; the ID numbers stay one per person.
  const names = Array.from({ length: 400 }, () => personName(random))
  const today = dayStart(now)
  const bookingWindowEnd = dayStart(now, RULE_ROWS[0][1])

  for (const slot of slots) {
    if (slot.visitDate > bookingWindowEnd) continue
    const daysAway = Math.round((slot.visitDate - today) / DAY_MS)
    // Past days are busy; the coming week fills up as it nears.
    const perDay = daysAway <= 0 ? PAST_BOOKINGS_PER_DAY : Math.round(70 / daysAway) + 8
    const count = Math.round((perDay / SLOT_TIMES.length) * (0.7 + random() * 0.6))
    const slotStart = timeOnDay(slot.visitDate, slot.startTime)
    const slotEnd = timeOnDay(slot.visitDate, slot.endTime)
    for (let i = 0; i < count; i += 1) {
      const persons = personsOf(random)
      if (slot.reserved + persons > PERSONAL_PLACES) break
      const online = random() < 0.7
      const leadDays = online ? intBetween(random, 0, 6) : 0
      const created = Math.min(
        now - 60_000,
        slot.visitDate -
          leadDays * DAY_MS +
          intBetween(random, 8 * 60, slotStart > now ? 9 * 60 : 20 * 60) * 60_000,
      )
      const started = slotStart <= now
      const roll = random()
      const cancelled = roll < (slot.visitDate < today ? 0.13 : 0.06)
      // Before today: checked or, for one in ten, nobody came. Today: a started slot is mostly in.
      const checkedShare =
        slot.visitDate < today ? (roll < 0.23 ? 0 : 1) : started ? (roll < 0.4 ? 0 : 1) : 0
      const status = cancelled
        ? 2
        : slot.visitDate < today
          ? checkedShare > 0
            ? 3
            : 4
          : checkedShare > 0
            ? 3
            : 1
      if (!cancelled) slot.reserved += persons
      const contactMobile = mobile(random)
      const people = Array.from({ length: persons }, () => ({
        name: pick(random, names),
        idNumber: idNumber(random),
      }))
      const reservationNo = next('P', created)
      const checkTime =
        status === 3
          ? Math.min(
              now,
              slotStart +
                intBetween(random, 0, Math.max(1, (slotEnd - slotStart) / 60_000 - 30)) * 60_000,
            )
          : null
      const id = Number(
        insertBooking.run(
          reservationNo,
          slot.id,
          slot.visitDate,
          slot.startTime,
          slot.endTime,
          people[0].name,
          contactMobile,
          people[0].idNumber,
          persons,
          status,
          online ? 1 : 2,
          cancelled ? pick(random, CANCEL_REASONS) : null,
          checkTime,
          online ? null : 1,
          created,
          checkTime ?? created,
        ).lastInsertRowid,
      )
      for (const person of people) {
        const ticketStatus = cancelled ? 3 : status === 3 ? 1 : status === 4 ? 2 : 0
        insertTicket.run(
          next('M', created),
          id,
          reservationNo,
          slot.id,
          person.name,
          person.idNumber,
          slot.visitDate,
          slot.startTime,
          slot.endTime,
          ticketStatus,
          ticketStatus === 1 ? checkTime : null,
          ticketStatus === 1 ? gate.id : null,
          ticketStatus === 1 ? gate.nickname : null,
          created,
          checkTime ?? created,
        )
      }
    }
  }

  const setReserved = db.prepare('UPDATE museum_time_slot SET reserved_count = ? WHERE id = ?')
  for (const slot of slots) if (slot.reserved > 0) setReserved.run(slot.reserved, slot.id)
  for (const [key, value] of counters) {
    reserveNumbersUpTo(db, key[0] as 'P' | 'M', key.slice(1), value)
  }
}
