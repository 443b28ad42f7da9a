import { idCheckChar } from '../../../src/shared/wire/museum-fields'
import { API_PATH, type RunningSandbox } from './sandbox'
import type { Envelope } from './http'

// Helpers of the museum booking tests (museum-reserve*.test.ts, museum-ticket*.test.ts).

export interface SlotItem {
  id: number
  visitDate: number
  startTime: string
  endTime: string
  capacity: number
  reservedCount: number
  teamCapacity: number
  teamReservedCount: number
  status: number
}

export interface PersonalItem {
  id: number
  reservationNo: string
  slotId: number
  visitDate: number
  contactMobile: string
  contactIdNumber: string
  persons: Array<{ name: string; idNumber: string; ticketNo: string; ticketStatus: number }>
  personCount: number
  status: number
  source: number
  cancelReason: string | null
}

export interface TicketItem {
  id: number
  ticketNo: string
  reserveType: number
  reservationId: number
  visitorName: string
  idNumber: string
  visitDate: number
  status: number
  checkTime: number | null
  checkUserNickname: string | null
  problem?: string | null
}

/** Local midnight of the day `offset` days from `now`. */
export function dayAt(now: number, offset = 0): number {
  const d = new Date(now)
  d.setHours(0, 0, 0, 0)
  d.setDate(d.getDate() + offset)
  return d.getTime()
}

let serial = 0

/**
 * A made-up resident ID number with a valid check digit, unique within a test run (born in
 * 1985, sequence numbers counted up).
 */
export function freshIdNumber(): string {
  serial += 1
  const day = String((serial % 28) + 1).padStart(2, '0')
  const sequence = String(Math.floor(serial / 28) % 1000).padStart(3, '0')
  const first17 = `11010519850${(serial % 9) + 1}${day}${sequence}`
  return `${first17}${idCheckChar(first17)}`
}

/** A booking body of `persons` visitors with fresh ID numbers. */
export function bookingBody(slotId: number, persons = 1): Record<string, unknown> {
  const people = Array.from({ length: persons }, (_, i) => ({
    name: `参观人${i + 1}`,
    idType: 1,
    idNumber: freshIdNumber(),
  }))
  return {
    slotId,
    contactName: '王联系',
    contactMobile: '13912345678',
    contactIdType: 1,
    contactIdNumber: people[0].idNumber,
    persons: people,
  }
}

/** An API call through app.inject (no socket), so many can be fired at once. */
export async function inject<T>(
  sandbox: RunningSandbox,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: unknown,
): Promise<Envelope<T>> {
  const response = await sandbox.app.inject({
    method,
    url: `${API_PATH}${path}`,
    headers: { authorization: `Bearer ${token}`, 'tenant-id': '1' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  })
  return response.json() as Envelope<T>
}
