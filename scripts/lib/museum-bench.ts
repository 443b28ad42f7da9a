import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { buildApp } from '../../host-sandbox/api/src/app'
import { readXlsxRows } from '../../host-sandbox/api/src/lib/xlsx'
import { idCheckChar } from '../../src/shared/wire/museum-fields'

/**
 * The museum booking core's figures (issue 15), on a sandbox of its own (temporary database,
 * real HTTP on 127.0.0.1): counter bookings from 50 concurrent clients against slots with fewer
 * places than requests (and the proof that no slot took more than its places), the personal
 * reservation page over 100,000 reservations, and an .xlsx export of 10,000 of them. The clients
 * share the machine (and the process) with the server, so the figures are lower bounds.
 */
export interface MuseumFigures {
  booking: {
    clients: number
    requests: number
    seconds: number
    requestsPerSecond: number
    booked: number
    places: number
    refusedFull: number
    otherErrors: number
    /** CPU time of this process (server and clients) per request: steadier than wall time. */
    cpuMsPerRequest: number
    /** Slots whose held places differ from their tickets, or exceed their capacity: must be 0. */
    overbookedSlots: number
  }
  page: { reservations: number; runs: number; medianMs: Record<string, number> }
  export: { rows: number; ms: number; bytes: number; rowsReadBack: number }
}

const API = '/prod-api/admin-api'
const CLIENTS = 50
const BOOKING_SLOTS = 10
const PLACES_PER_SLOT = 100
const BOOKING_REQUESTS = Number(process.env.BENCH_MUSEUM_BOOKINGS || 1500)
const BULK_RESERVATIONS = 100_000
const BULK_DAYS = 100
const EXPORT_DAYS = 10
const PAGE_RUNS = 25
const DAY_MS = 86_400_000

interface Envelope<T> {
  code: number
  data: T
  msg: string
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

function dayAt(offset: number): number {
  const d = new Date()
  d.setHours(0, 0, 0, 0)
  d.setDate(d.getDate() + offset)
  return d.getTime()
}

const dateText = (ms: number) => {
  const d = new Date(ms)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** The n-th made-up resident ID number (valid check digit, distinct for n < 10^7). */
function idNumberOf(n: number): string {
  const year = 1950 + (n % 60)
  const month = pad(1 + (Math.floor(n / 60) % 12))
  const day = pad(1 + (Math.floor(n / 720) % 28))
  const sequence = pad(Math.floor(n / 20_160) % 1000, 3)
  const first17 = `320102${year}${month}${day}${sequence}`
  return `${first17}${idCheckChar(first17)}`
}

function client(base: string) {
  let token = ''
  const send = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => {
    const response = await fetch(`${base}${API}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'tenant-id': '1',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return (await response.json()) as Envelope<T>
  }
  return {
    send,
    async login() {
      const answer = await send<{ accessToken: string }>('POST', '/system/auth/login', {
        username: 'admin',
        password: 'admin123',
      })
      if (answer.code !== 0) throw new Error(`bench login failed: ${answer.msg}`)
      token = answer.data.accessToken
    },
    raw: (path: string) =>
      fetch(`${base}${API}${path}`, { headers: { authorization: `Bearer ${token}` } }),
  }
}

type Client = ReturnType<typeof client>

async function bookingFigures(api: Client, dbPath: string): Promise<MuseumFigures['booking']> {
  const slotIds: number[] = []
  for (let i = 0; i < BOOKING_SLOTS; i++) {
    const created = await api.send<number>('POST', '/museum/time-slot/create', {
      visitDate: dayAt(1 + (i % 3)),
      startTime: `${pad(17 + Math.floor(i / 3))}:00`,
      endTime: `${pad(17 + Math.floor(i / 3))}:30`,
      capacity: PLACES_PER_SLOT,
      teamCapacity: 0,
    })
    if (created.code !== 0) throw new Error(`bench slot: ${created.msg}`)
    slotIds.push(created.data)
  }
  let next = 0
  let booked = 0
  let refusedFull = 0
  let otherErrors = 0
  const started = performance.now()
  const cpu = process.cpuUsage()
  // Each client books one person at a time, for a slot of its own choosing, until the requests
  // are used up: more requests than places, so the last ones meet full slots.
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < BOOKING_REQUESTS) {
        const n = next++
        const idNumber = idNumberOf(n)
        const answer = await api.send<number>('POST', '/museum/reserve-personal/create', {
          slotId: slotIds[n % BOOKING_SLOTS],
          contactName: '压测联系人',
          contactMobile: `139${pad(n, 8)}`,
          contactIdType: 1,
          contactIdNumber: idNumber,
          persons: [{ name: '压测参观人', idType: 1, idNumber }],
        })
        if (answer.code === 0) booked += 1
        else if (answer.msg === '该场次余票不足') refusedFull += 1
        else otherErrors += 1
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const used = process.cpuUsage(cpu)
  const db = new Database(dbPath, { readonly: true })
  const overbooked = db
    .prepare(
      `SELECT COUNT(*) AS n FROM museum_time_slot s WHERE s.id IN (${slotIds.join(', ')}) AND (
         s.reserved_count > s.capacity OR s.reserved_count <> (SELECT COUNT(*) FROM museum_ticket t
           WHERE t.slot_id = s.id AND t.reserve_type = 1 AND t.status IN (0, 1)))`,
    )
    .get() as { n: number }
  db.close()
  return {
    clients: CLIENTS,
    requests: BOOKING_REQUESTS,
    seconds: Math.round(seconds * 100) / 100,
    requestsPerSecond: Math.round(BOOKING_REQUESTS / seconds),
    booked,
    places: BOOKING_SLOTS * PLACES_PER_SLOT,
    refusedFull,
    otherErrors,
    cpuMsPerRequest: Math.round(((used.user + used.system) / 1000 / BOOKING_REQUESTS) * 10) / 10,
    overbookedSlots: overbooked.n,
  }
}

/**
 * 100,000 reservations (one or two persons each, with their tickets) spread over 100 days long
 * past, written straight into the database in one transaction, as years of bookings would be.
 */
function bulkReservations(dbPath: string): { firstDay: number } {
  const db = new Database(dbPath)
  db.pragma('busy_timeout = 5000')
  const firstDay = dayAt(-400)
  const slot = db.prepare(
    `INSERT INTO museum_time_slot (visit_date, start_time, end_time, capacity, reserved_count,
       team_capacity, status, create_time, update_time) VALUES (?, '09:00', '16:30', 2000, ?, 0, 0, ?, ?)`,
  )
  const booking = db.prepare(
    `INSERT INTO museum_reserve_personal (reservation_no, slot_id, visit_date, start_time, end_time,
       contact_name, contact_mobile, contact_id_type, contact_id_number, person_count, status,
       source, cancel_reason, check_time, create_time, update_time)
     VALUES (?, ?, ?, '09:00', '16:30', ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const ticket = db.prepare(
    `INSERT INTO museum_ticket (ticket_no, reserve_type, reservation_id, reservation_no, slot_id,
       visitor_name, id_type, id_number, visit_date, start_time, end_time, status, check_time,
       create_time, update_time) VALUES (?, 1, ?, ?, ?, ?, 1, ?, ?, '09:00', '16:30', ?, ?, ?, ?)`,
  )
  const perDay = BULK_RESERVATIONS / BULK_DAYS
  db.transaction(() => {
    let n = 0
    for (let day = 0; day < BULK_DAYS; day++) {
      const visitDate = firstDay + day * DAY_MS
      const slotId = Number(slot.run(visitDate, perDay, visitDate, visitDate).lastInsertRowid)
      for (let i = 0; i < perDay; i++, n++) {
        const status = n % 10 === 0 ? 2 : n % 7 === 0 ? 4 : 3
        const persons = 1 + (n % 2)
        const no = `P${dateText(visitDate).replaceAll('-', '')}${pad(i + 500_000, 6)}`
        const checkTime = status === 3 ? visitDate + 10 * 3_600_000 : null
        const id = Number(
          booking.run(
            no,
            slotId,
            visitDate,
            `访客${n % 1000}`,
            `170${pad(n, 8)}`,
            idNumberOf(1_000_000 + n),
            persons,
            status,
            1 + (n % 2),
            status === 2 ? '行程有变' : null,
            checkTime,
            visitDate - DAY_MS,
            visitDate,
          ).lastInsertRowid,
        )
        for (let p = 0; p < persons; p++) {
          const ticketStatus = status === 2 ? 3 : status === 4 ? 2 : 1
          ticket.run(
            `M${no.slice(1)}${p}`,
            id,
            no,
            slotId,
            `访客${(n + p) % 1000}`,
            idNumberOf(3_000_000 + 2 * n + p),
            visitDate,
            ticketStatus,
            checkTime,
            visitDate - DAY_MS,
            visitDate,
          )
        }
      }
    }
  })()
  db.close()
  return { firstDay }
}

async function pageFigures(api: Client, firstDay: number): Promise<MuseumFigures['page']> {
  const range = (from: number, days: number) =>
    `visitDate[0]=${dateText(from)}%2000:00:00&visitDate[1]=${dateText(from + (days - 1) * DAY_MS)}%2023:59:59`
  const queries: Record<string, string> = {
    'first page': 'pageNo=1&pageSize=10',
    'page 500': 'pageNo=500&pageSize=20',
    '10-day range': `pageNo=1&pageSize=10&${range(firstDay + 40 * DAY_MS, 10)}`,
    'status 已过期': 'pageNo=1&pageSize=10&status=4',
    'mobile (full)': `pageNo=1&pageSize=10&contactMobile=170${pad(54_321, 8)}`,
    'contact name': 'pageNo=1&pageSize=10&contactName=访客12',
  }
  const medianMs: Record<string, number> = {}
  for (const [name, query] of Object.entries(queries)) {
    const times: number[] = []
    for (let run = 0; run < PAGE_RUNS + 2; run++) {
      const started = performance.now()
      const answer = await api.send<{ total: number }>(
        'GET',
        `/museum/reserve-personal/page?${query}`,
      )
      const ms = performance.now() - started
      if (answer.code !== 0) throw new Error(`bench page ${name}: ${answer.msg}`)
      // The first two runs warm SQLite's page cache and the JIT.
      if (run >= 2) times.push(ms)
    }
    medianMs[name] = Math.round(median(times) * 10) / 10
  }
  return { reservations: BULK_RESERVATIONS, runs: PAGE_RUNS, medianMs }
}

async function exportFigures(api: Client, firstDay: number): Promise<MuseumFigures['export']> {
  const from = firstDay + 10 * DAY_MS
  const to = from + (EXPORT_DAYS - 1) * DAY_MS
  const query = `visitDate[0]=${dateText(from)}%2000:00:00&visitDate[1]=${dateText(to)}%2023:59:59`
  const started = performance.now()
  const response = await api.raw(`/museum/reserve-personal/export?${query}`)
  const bytes = Buffer.from(await response.arrayBuffer())
  const ms = performance.now() - started
  const rowsReadBack = (await readXlsxRows(bytes, 20_000)).length - 1
  return {
    rows: (BULK_RESERVATIONS / BULK_DAYS) * EXPORT_DAYS,
    ms: Math.round(ms),
    bytes: bytes.length,
    rowsReadBack,
  }
}

export async function museumFigures(): Promise<MuseumFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'museum-booking-bench-'))
  const dbPath = join(dir, 'sandbox.db')
  const app = await buildApp({ dbPath })
  try {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    const api = client(`http://127.0.0.1:${port}`)
    await api.login()
    const booking = await bookingFigures(api, dbPath)
    const { firstDay } = bulkReservations(dbPath)
    const page = await pageFigures(api, firstDay)
    const exported = await exportFigures(api, firstDay)
    return { booking, page, export: exported }
  } finally {
    await app.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

export function printMuseumFigures(figures: MuseumFigures): void {
  const { booking, page } = figures
  console.log(
    `museum counter bookings: ${booking.requests} requests from ${booking.clients} clients in ${booking.seconds} s = ${booking.requestsPerSecond} req/s (${booking.cpuMsPerRequest} ms CPU each); ` +
      `${booking.booked} booked of ${booking.places} places, ${booking.refusedFull} refused 该场次余票不足, ${booking.otherErrors} other errors, ` +
      `overbooked slots: ${booking.overbookedSlots}`,
  )
  console.log(
    `museum personal reservation page over ${page.reservations.toLocaleString('en')} reservations (median of ${page.runs}, aim < 50 ms): ` +
      Object.entries(page.medianMs)
        .map(([name, ms]) => `${name} ${ms} ms`)
        .join(', '),
  )
  console.log(
    `museum export: ${figures.export.rows} rows in ${figures.export.ms} ms, ${(figures.export.bytes / 1e6).toFixed(2)} MB .xlsx (${figures.export.rowsReadBack} rows read back)`,
  )
}
