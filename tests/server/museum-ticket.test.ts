import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { readXlsxRows } from '../../host-sandbox/api/src/lib/xlsx'
import { useLogin, useSandbox } from './support/fixture'
import { FORBIDDEN } from './support/guards'
import { ADMIN, STAFF, call, rawCall, type Page } from './support/http'
import {
  bookingBody,
  dayAt,
  inject,
  type PersonalItem,
  type TicketItem,
} from './support/museum-booking'

interface TodaySummary {
  checked: number
  expected: number
  recent: TicketItem[]
}

const GATE = { username: 'gate', password: 'gate123' }

describe('museum tickets and the gate: /museum/ticket', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)
  const gate = useLogin(sandbox, GATE)
  let slotHour = 0

  const check = (code: string, token = gate.token) =>
    inject<TicketItem>(sandbox, token, 'PUT', '/museum/ticket/check', { code })
  const byCode = (code: string, token = gate.token) =>
    call<TicketItem>(sandbox, '/museum/ticket/get-by-code', { query: { code }, token })
  const reservation = async (id: number) =>
    (
      await call<PersonalItem>(sandbox, '/museum/reserve-personal/get', {
        query: { id },
        token: admin.token,
      })
    ).data
  const summary = async () =>
    (await call<TodaySummary>(sandbox, '/museum/ticket/today-summary', { token: gate.token })).data

  /**
   * Books `persons` visitors into a slot of its own on the day `daysAhead` away; today's slot
   * lasts until 23:59, so a test run at any time of day finds it open.
   */
  async function booked(persons: number, daysAhead = 0): Promise<PersonalItem> {
    slotHour += 1
    const start = daysAhead === 0 ? `00:${String(slotHour).padStart(2, '0')}` : '20:00'
    const slot = await inject<number>(sandbox, admin.token, 'POST', '/museum/time-slot/create', {
      visitDate: dayAt(sandbox.clock.now(), daysAhead),
      startTime: daysAhead === 0 ? start : `${String(12 + (slotHour % 12)).padStart(2, '0')}:00`,
      endTime: '23:59',
      capacity: 20,
      teamCapacity: 0,
    })
    expect(slot.code, slot.msg).toBe(0)
    const created = await inject<number>(
      sandbox,
      admin.token,
      'POST',
      '/museum/reserve-personal/create',
      bookingBody(slot.data, persons),
    )
    expect(created.code, created.msg).toBe(0)
    return reservation(created.data)
  }

  it('checks a ticket of today once, and marks the booking 已核销 with its last ticket', async () => {
    const before = await summary()
    const booking = await booked(2)
    const [first, second] = booking.persons
    expect((await summary()).expected).toBe(before.expected + 2)

    const looked = await byCode(first.ticketNo)
    expect(looked.data).toMatchObject({ ticketNo: first.ticketNo, status: 0, problem: null })
    expect(looked.data.idNumber).toContain('********')

    const checked = await check(first.ticketNo)
    expect(checked.code, checked.msg).toBe(0)
    expect(checked.data).toMatchObject({ status: 1, checkUserNickname: '检票员小林' })
    expect(checked.data.checkTime).toBeGreaterThan(0)
    expect((await reservation(booking.id)).status).toBe(1)

    expect((await check(first.ticketNo)).msg).toBe('门票已使用')
    expect((await byCode(first.ticketNo)).data.problem).toBe('门票已使用')

    // An ID number stands for the holder's ticket of today.
    expect((await check(second.idNumber)).data.ticketNo).toBe(second.ticketNo)
    const done = await reservation(booking.id)
    expect(done.status).toBe(3)
    expect(done.persons.map((p) => p.ticketStatus)).toEqual([1, 1])

    const after = await summary()
    expect(after.checked).toBe(before.checked + 2)
    expect(after.recent.slice(0, 2).map((t) => t.ticketNo)).toEqual([
      second.ticketNo,
      first.ticketNo,
    ])
    expect(after.recent.length).toBeLessThanOrEqual(10)
  })

  it('gives the gate its reasons: 门票不存在, 门票不在今日有效期内, 门票已取消', async () => {
    expect((await check('M20990101999999')).msg).toBe('门票不存在')
    expect((await byCode('M20990101999999')).msg).toBe('门票不存在')
    const tomorrow = await booked(1, 1)
    expect((await check(tomorrow.persons[0].ticketNo)).msg).toBe('门票不在今日有效期内')
    expect((await check(tomorrow.persons[0].idNumber)).msg).toBe('门票不在今日有效期内')
    // (Cancelled before its deadline, so on a later day; the reason still wins over the day.)
    const cancelled = await booked(1, 2)
    const cancel = await inject(sandbox, admin.token, 'PUT', '/museum/reserve-personal/cancel', {
      id: cancelled.id,
      reason: '临时有事',
    })
    expect(cancel.code, cancel.msg).toBe(0)
    expect((await check(cancelled.persons[0].ticketNo)).msg).toBe('门票已取消')
    // A seeded ticket of a past day that nobody used has expired.
    const expired = await call<Page<TicketItem>>(sandbox, '/museum/ticket/page', {
      query: { status: 2, pageSize: 1 },
      token: admin.token,
    })
    expect(expired.data.total).toBeGreaterThan(0)
    expect((await check(expired.data.list[0].ticketNo)).msg).toBe('门票不在今日有效期内')
  })

  it('lets exactly one of two simultaneous checks of one ticket through', async () => {
    for (let round = 0; round < 3; round += 1) {
      const booking = await booked(1)
      const code = booking.persons[0].ticketNo
      const results = await Promise.all([check(code), check(code), check(code)])
      expect(results.filter((r) => r.code === 0)).toHaveLength(1)
      expect(results.filter((r) => r.code !== 0).map((r) => r.msg)).toEqual([
        '门票已使用',
        '门票已使用',
      ])
    }
  })

  it('keeps the gate to its permissions and ID numbers masked except in get', async () => {
    const booking = await booked(1)
    expect(await check(booking.persons[0].ticketNo, staff.token)).toEqual(FORBIDDEN)
    expect(await byCode(booking.persons[0].ticketNo, staff.token)).toEqual(FORBIDDEN)
    // The gate clerk checks but does not browse the ticket list.
    expect(await call(sandbox, '/museum/ticket/page', { token: gate.token })).toEqual(FORBIDDEN)
    const page = await call<Page<TicketItem>>(sandbox, '/museum/ticket/page', {
      query: { reservationNo: booking.reservationNo },
      token: admin.token,
    })
    expect(page.data.total).toBe(1)
    expect(page.data.list[0].idNumber).toContain('********')
    const whole = await call<TicketItem>(sandbox, '/museum/ticket/get', {
      query: { id: page.data.list[0].id },
      token: admin.token,
    })
    expect(whole.data.idNumber).toBe(booking.persons[0].idNumber)
  })

  it('exports tickets as a real .xlsx with masked ID numbers', async () => {
    const booking = await booked(3)
    const response = await rawCall(sandbox.apiUrl, '/museum/ticket/export', {
      token: admin.token,
      query: { reservationNo: booking.reservationNo },
    })
    const rows = await readXlsxRows(Buffer.from(await response.arrayBuffer()))
    expect(rows[0].cells.slice(0, 5)).toEqual([
      '门票编号',
      '预约类型',
      '预约编号',
      '参观人',
      '证件号码',
    ])
    expect(rows.slice(1).map((r) => r.cells[0])).toEqual(
      [...booking.persons].reverse().map((p) => p.ticketNo),
    )
    expect(rows.slice(1).every((r) => r.cells[4].includes('********'))).toBe(true)
    expect(rows.slice(1).every((r) => r.cells[7] === '待使用')).toBe(true)
  })

  it('marks an approved team 已核销 when its last member is checked', async () => {
    // Setup beside the app (same file, WAL): an approved seeded team is moved to today.
    const db = new Database(sandbox.dbPath)
    db.pragma('busy_timeout = 5000')
    try {
      const team = db
        .prepare(
          `SELECT r.id FROM museum_reserve_team r WHERE r.status = 1 AND EXISTS (SELECT 1
             FROM museum_ticket t WHERE t.reserve_type = 2 AND t.reservation_id = r.id) LIMIT 1`,
        )
        .get() as { id: number }
      db.prepare(
        'UPDATE museum_ticket SET visit_date = ?, status = 0 WHERE reserve_type = 2 AND reservation_id = ?',
      ).run(dayAt(sandbox.clock.now()), team.id)
      const tickets = db
        .prepare(
          'SELECT ticket_no FROM museum_ticket WHERE reserve_type = 2 AND reservation_id = ?',
        )
        .all(team.id) as Array<{ ticket_no: string }>
      const status = () =>
        (
          db.prepare('SELECT status FROM museum_reserve_team WHERE id = ?').get(team.id) as {
            status: number
          }
        ).status
      for (const [index, ticket] of tickets.entries()) {
        expect(status(), `before member ${index + 1}`).toBe(1)
        expect((await check(ticket.ticket_no)).code).toBe(0)
      }
      expect(status()).toBe(4)
    } finally {
      db.close()
    }
  })
})
