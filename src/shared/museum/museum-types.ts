// Console-side shapes of the museum's booking core. They mirror the wire schemas of the time
// slots (src/shared/wire/museum-slot.ts); kept as plain types so no zod enters a screen's chunk.

/** 0 open for bookings, 1 stopped. */
export type SlotStatus = 0 | 1

export const SLOT_OPEN: SlotStatus = 0
export const SLOT_STOPPED: SlotStatus = 1

/** One time slot of a day (`/museum/time-slot`). */
export interface SlotItem {
  id: number
  /** Epoch ms of the day's local midnight. */
  visitDate: number
  /** 'HH:mm'. */
  startTime: string
  endTime: string
  capacity: number
  reservedCount: number
  teamCapacity: number
  teamReservedCount: number
  status: SlotStatus
}

/** Who a slot is picked for: individual visitors or a team (the team share of the slot). */
export type SlotKind = 'personal' | 'team'

/** One visitor of a booking: name and document (word_card_type). */
export interface PersonInput {
  name: string
  idType: number
  idNumber: string
}
