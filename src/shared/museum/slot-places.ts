import { SLOT_STOPPED, type SlotItem, type SlotKind } from './museum-types'

/** Places still free in a slot for one kind of booking (never below 0). */
export function placesLeft(slot: SlotItem, kind: SlotKind): number {
  const left =
    kind === 'team'
      ? slot.teamCapacity - slot.teamReservedCount
      : slot.capacity - slot.reservedCount
  return Math.max(0, left)
}

/** 'HH:mm-HH:mm', how the museum names a slot. */
export function slotTimeText(slot: Pick<SlotItem, 'startTime' | 'endTime'>): string {
  return `${slot.startTime}-${slot.endTime}`
}

/** Why a slot cannot be picked for `kind` (null when it can): 已停止 / 已约满. */
export function slotUnavailableReason(slot: SlotItem, kind: SlotKind): string | null {
  if (slot.status === SLOT_STOPPED) return '已停止预约'
  if (placesLeft(slot, kind) <= 0) return '已约满'
  return null
}
