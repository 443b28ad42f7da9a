import type { Database } from 'better-sqlite3'
import { prepared } from '../db/prepared'
import { bizError } from '../lib/biz-error'
import { ReserveErrors } from './reserve-errors'
import { timeOnDay } from './rules'

export interface SlotRow {
  id: number
  visit_date: number
  start_time: string
  end_time: string
  capacity: number
  reserved_count: number
  team_capacity: number
  team_reserved_count: number
  status: number
  create_time: number
  update_time: number
}

/** Which share of a slot a booking takes: personal places or the team places. */
export type PlaceKind = 'personal' | 'team'

const COLUMNS: Record<PlaceKind, { reserved: string; capacity: string }> = {
  personal: { reserved: 'reserved_count', capacity: 'capacity' },
  team: { reserved: 'team_reserved_count', capacity: 'team_capacity' },
}

export function findSlot(db: Database, slotId: number): SlotRow | undefined {
  return prepared(db, 'SELECT * FROM museum_time_slot WHERE id = ?').get(slotId) as
    SlotRow | undefined
}

/**
 * Holds `persons` places of `kind` on the slot, or throws 场次不存在或已停止预约 / 该场次余票不足.
 * Call it inside the caller's transaction: the guarded UPDATE is the check, so two bookings can
 * never take the same last place, and a later failure of the booking rolls the hold back.
 */
export function holdPlaces(
  db: Database,
  slotId: number,
  persons: number,
  kind: PlaceKind,
): SlotRow {
  const { reserved, capacity } = COLUMNS[kind]
  const held = prepared(
    db,
    `UPDATE museum_time_slot SET ${reserved} = ${reserved} + ?
     WHERE id = ? AND status = 0 AND ${reserved} + ? <= ${capacity}`,
  ).run(persons, slotId, persons)
  const slot = findSlot(db, slotId)
  if (held.changes === 1 && slot) return slot
  if (!slot || slot.status !== 0) throw bizError(ReserveErrors.SLOT_NOT_OPEN)
  throw bizError(ReserveErrors.SLOT_FULL)
}

/** Gives `persons` places of `kind` back (a cancelled or rejected booking). */
export function releasePlaces(
  db: Database,
  slotId: number,
  persons: number,
  kind: PlaceKind,
): void {
  const { reserved } = COLUMNS[kind]
  prepared(
    db,
    `UPDATE museum_time_slot SET ${reserved} = MAX(0, ${reserved} - ?) WHERE id = ?`,
  ).run(persons, slotId)
}

/** A slot that has ended takes no booking (one that has begun still does: walk-ins). */
export function assertSlotNotEnded(slot: SlotRow, now: number): void {
  if (timeOnDay(slot.visit_date, slot.end_time) <= now) throw bizError(ReserveErrors.SLOT_ENDED)
}
