import BetterSqlite3 from 'better-sqlite3'
import { beforeAll, describe, expect, it } from 'vitest'
import type { MuseumSummary, MuseumTrendPoint } from '../../src/shared/wire/museum-statistics'
import { useLogin, useSandbox } from './support/fixture'
import { ADMIN, call } from './support/http'

const GATE = { username: 'gate', password: 'gate123' }
const RESERVE = { username: 'reserve', password: 'reserve123' }
const VOLADMIN = { username: 'voladmin', password: 'voladmin123' }
const GUIDE = { username: 'guide', password: 'guide123' }

const DAY_MS = 86_400_000

function localMidnight(ms: number): number {
  const day = new Date(ms)
  return new Date(day.getFullYear(), day.getMonth(), day.getDate()).getTime()
}

function dayText(ms: number): string {
  const d = new Date(ms)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

type Db = InstanceType<typeof BetterSqlite3>

/**
 * A day no seed reaches (half a year ahead) filled with a known mix: bookings and tickets in
 * every status, so the figures prove which statuses count.
 */
function fillQuietDay(db: Db, day: number, now: number) {
  const slot = db.prepare(
    `INSERT INTO museum_time_slot (visit_date, start_time, end_time, capacity, reserved_count,
       team_capacity, team_reserved_count, status, create_time, update_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?)`,
  )
  const slotId = Number(slot.run(day, '09:00', '10:00', 10, 3, 5, 2, now, now).lastInsertRowid)
  slot.run(day, '10:00', '11:00', 20, 0, 0, 0, now, now)

  const personal = db.prepare(
    `INSERT INTO museum_reserve_personal (reservation_no, slot_id, visit_date, start_time, end_time,
       contact_name, contact_mobile, contact_id_type, contact_id_number, person_count, status,
       source, create_time, update_time)
     VALUES (?, ?, ?, '09:00', '10:00', '测试', '13800000000', 1, '110101199003070000', ?, ?, 2, ?, ?)`,
  )
  // Booked 2 + checked 1 + expired 1 count; the cancelled 4 do not.
  for (const [no, persons, status] of [
    ['PSTAT1', 2, 1],
    ['PSTAT2', 1, 3],
    ['PSTAT3', 4, 2],
    ['PSTAT4', 1, 4],
  ] as const) {
    personal.run(no, slotId, day, persons, status, now, now)
  }

  const ticket = db.prepare(
    `INSERT INTO museum_ticket (ticket_no, reserve_type, reservation_id, reservation_no, slot_id,
       visitor_name, id_type, id_number, visit_date, start_time, end_time, status, create_time, update_time)
     VALUES (?, ?, 1, 'PSTAT1', ?, '测试', 1, '110101199003070000', ?, '09:00', '10:00', ?, ?, ?)`,
  )
  // Used tickets of every reserve type count (3); unused, cancelled and refunded ones do not.
  for (const [no, type, status] of [
    ['TSTAT1', 1, 1],
    ['TSTAT2', 2, 1],
    ['TSTAT3', 3, 1],
    ['TSTAT4', 1, 0],
    ['TSTAT5', 1, 3],
    ['TSTAT6', 1, 4],
  ] as const) {
    ticket.run(no, type, slotId, day, status, now, now)
  }

  const team = db.prepare(
    `INSERT INTO museum_reserve_team (reservation_no, team_name, work_unit_type, work_unit,
       contact_name, contact_mobile, slot_id, visit_date, start_time, end_time, person_count,
       status, create_time, update_time)
     VALUES (?, '测试团', 1, '测试单位', '测试', '13800000000', ?, ?, '09:00', '10:00', ?, ?, ?, ?)`,
  )
  // Pending 5 + approved 10 + checked 2 bring persons; rejected and cancelled do not.
  for (const [no, persons, status] of [
    ['TMSTAT1', 5, 0],
    ['TMSTAT2', 10, 1],
    ['TMSTAT3', 7, 2],
    ['TMSTAT4', 3, 3],
    ['TMSTAT5', 2, 4],
  ] as const) {
    team.run(no, slotId, day, persons, status, now, now)
  }
}

function addPendingVolunteerAndSignUp(db: Db, now: number) {
  db.prepare(
    `INSERT INTO museum_volunteer (name, sex, mobile, id_number, type, status, create_time, update_time)
     VALUES ('统计测试', 1, '13900000001', '11010119900307999X', 1, 0, ?, ?)`,
  ).run(now, now)
  const activityId = Number(
    db
      .prepare(
        `INSERT INTO museum_activity (title, type, start_time, end_time, sign_start_time,
           sign_end_time, limit_count, signed_count, status, create_time, update_time)
         VALUES ('统计测试活动', 1, ?, ?, ?, ?, 10, 1, 0, ?, ?)`,
      )
      .run(now, now + DAY_MS, now - DAY_MS, now, now, now).lastInsertRowid,
  )
  db.prepare(
    `INSERT INTO museum_activity_sign (activity_id, name, mobile, id_number, person_count, status,
       create_time, update_time)
     VALUES (?, '统计测试', '13900000001', '11010119900307999X', 1, 0, ?, ?)`,
  ).run(activityId, now, now)
}

describe('GET /museum/statistics/*', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const gate = useLogin(sandbox, GATE)
  const reserve = useLogin(sandbox, RESERVE)
  const voladmin = useLogin(sandbox, VOLADMIN)
  const guide = useLogin(sandbox, GUIDE)
  let quietDay = 0
  let pendingBefore: MuseumSummary

  const summary = (token: string, date?: string | number) =>
    call<MuseumSummary>(sandbox, '/museum/statistics/summary', {
      token,
      query: date === undefined ? {} : { date },
    })
  const trend = (token: string, beginDate: string, endDate: string) =>
    call<MuseumTrendPoint[]>(sandbox, '/museum/statistics/trend', {
      token,
      query: { beginDate, endDate },
    })

  beforeAll(async () => {
    const now = sandbox.clock.now()
    quietDay = localMidnight(now + 180 * DAY_MS)
    pendingBefore = (await summary(admin.token)).data
    const db = new BetterSqlite3(sandbox.dbPath)
    try {
      fillQuietDay(db, quietDay, now)
      addPendingVolunteerAndSignUp(db, now)
    } finally {
      db.close()
    }
  })

  it('counts a day by status: persons booked, tickets used, the slots with both shares', async () => {
    const result = await summary(admin.token, dayText(quietDay))
    expect(result.code).toBe(0)
    expect(result.data).toMatchObject({
      reserved: 4,
      checkedIn: 3,
      slots: [
        { startTime: '09:00', endTime: '10:00', capacity: 15, reservedCount: 5 },
        { startTime: '10:00', endTime: '11:00', capacity: 20, reservedCount: 0 },
      ],
    })
    // The day may also be sent as epoch ms (any time of that day).
    expect((await summary(admin.token, quietDay + 3_600_000)).data).toEqual(result.data)
  })

  it('matches the seeded museum as the lists the dashboard links to count it', async () => {
    const today = dayText(sandbox.clock.now())
    const figures = (await summary(admin.token, today)).data
    const totalOf = async (path: string, query: Record<string, unknown>) =>
      (await call<{ total: number }>(sandbox, path, { token: admin.token, query })).data.total
    const todayRange = [`${today} 00:00:00`, `${today} 23:59:59`]

    expect(figures.teamPending).toBe(await totalOf('/museum/reserve-team/page', { status: 0 }))
    expect(figures.volunteerPending).toBe(await totalOf('/museum/volunteer/page', { status: 0 }))
    expect(figures.signPending).toBe(await totalOf('/museum/activity-sign/page', { status: 0 }))
    expect(figures.checkedIn).toBe(
      await totalOf('/museum/ticket/page', { status: 1, visitDate: todayRange }),
    )
    // Persons of today's bookings that were not cancelled, read page by page.
    let persons = 0
    let bookings = 0
    for (let pageNo = 1; ; pageNo++) {
      const page = await call<{
        list: Array<{ personCount: number; status: number }>
        total: number
      }>(sandbox, '/museum/reserve-personal/page', {
        token: admin.token,
        query: { pageNo, pageSize: 100, visitDate: todayRange },
      })
      for (const booking of page.data.list) if (booking.status !== 2) persons += booking.personCount
      bookings += page.data.list.length
      if (bookings >= page.data.total || page.data.list.length === 0) break
    }
    expect(figures.reserved).toBe(persons)
    // The seeds make a believable day: people booked, slots open.
    expect(persons).toBeGreaterThan(0)
    expect(figures.slots?.length).toBeGreaterThan(0)
  })

  it('counts pending audits of any day', async () => {
    const now = (await summary(admin.token)).data
    // The quiet day added one pending team; one volunteer and one sign-up were added too.
    expect(now.teamPending).toBe((pendingBefore.teamPending ?? 0) + 1)
    expect(now.volunteerPending).toBe((pendingBefore.volunteerPending ?? 0) + 1)
    expect(now.signPending).toBe((pendingBefore.signPending ?? 0) + 1)
  })

  it('gives a point per day of the range, zeros on days without bookings', async () => {
    const result = await trend(admin.token, dayText(quietDay - DAY_MS), dayText(quietDay + DAY_MS))
    expect(result.code).toBe(0)
    expect(result.data.map((p) => p.date)).toEqual([quietDay - DAY_MS, quietDay, quietDay + DAY_MS])
    expect(result.data[1]).toEqual({ date: quietDay, reserved: 4, checkedIn: 3, teamPersons: 17 })
    expect(result.data[0]).toMatchObject({ reserved: 0, checkedIn: 0, teamPersons: 0 })
  })

  it('answers null for every figure whose module the caller may not read', async () => {
    const day = dayText(quietDay)
    expect((await summary(guide.token, day)).data).toEqual({
      reserved: null,
      checkedIn: null,
      teamPending: null,
      volunteerPending: null,
      signPending: null,
      slots: null,
    })
    expect((await trend(guide.token, day, day)).data).toEqual([
      { date: quietDay, reserved: null, checkedIn: null, teamPersons: null },
    ])

    // The gate sees its check-ins only.
    expect((await summary(gate.token, day)).data).toEqual({
      reserved: null,
      checkedIn: 3,
      teamPending: null,
      volunteerPending: null,
      signPending: null,
      slots: null,
    })
    expect((await trend(gate.token, day, day)).data).toEqual([
      { date: quietDay, reserved: null, checkedIn: 3, teamPersons: null },
    ])

    const booking = (await summary(reserve.token, day)).data
    expect(booking).toMatchObject({ reserved: 4, checkedIn: 3, volunteerPending: null })
    expect(booking.teamPending).toEqual(expect.any(Number))
    expect(booking.signPending).toBeNull()
    expect(booking.slots).toHaveLength(2)

    const volunteers = (await summary(voladmin.token, day)).data
    expect(volunteers).toMatchObject({ reserved: null, checkedIn: null, teamPending: null })
    expect(volunteers.volunteerPending).toEqual(expect.any(Number))
    expect(volunteers.signPending).toEqual(expect.any(Number))
    expect(volunteers.slots).toBeNull()
  })

  it('refuses a range over 92 days, an end before the begin and a day that does not exist', async () => {
    const begin = dayText(quietDay)
    expect(await trend(admin.token, begin, dayText(quietDay + 92 * DAY_MS))).toMatchObject({
      code: 400,
      msg: '请求参数不正确:统计区间不能超过 92 天',
    })
    expect((await trend(admin.token, begin, dayText(quietDay + 91 * DAY_MS))).data).toHaveLength(92)
    expect(await trend(admin.token, begin, dayText(quietDay - DAY_MS))).toMatchObject({
      code: 400,
      msg: '请求参数不正确:结束日期不能早于开始日期',
    })
    expect(await summary(admin.token, '2026-02-30')).toMatchObject({
      code: 400,
      msg: '请求参数不正确:统计日期格式不正确，应为 yyyy-MM-dd',
    })
    expect(
      await call(sandbox, '/museum/statistics/trend', { token: admin.token, query: {} }),
    ).toMatchObject({ code: 400, msg: '请求参数不正确:开始日期不能为空' })
  })

  it('needs a login', async () => {
    expect((await call(sandbox, '/museum/statistics/summary')).code).toBe(401)
  })
})
