// Console-side shapes of the museum's booking core: types of the wire schemas (import type only,
// so no zod enters a chunk through them) and the few constants the screens compare with.
import type { TimeSlotItem } from '@/shared/wire/museum-slot'

/** 0 open for bookings, 1 stopped. */
export type SlotStatus = 0 | 1

export const SLOT_OPEN: SlotStatus = 0
export const SLOT_STOPPED: SlotStatus = 1

/** One time slot of a day (`/museum/time-slot`); visitDate is the day's local midnight in ms. */
export type SlotItem = TimeSlotItem

/** Who a slot is picked for: individual visitors or a team (the team share of the slot). */
export type SlotKind = 'personal' | 'team'

/** One visitor of a booking: name and document (word_card_type). */
export interface PersonInput {
  name: string
  idType: number
  idNumber: string
}
