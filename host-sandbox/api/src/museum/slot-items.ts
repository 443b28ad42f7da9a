import { timeSlotItem, type TimeSlotItem } from '../../../../src/shared/wire/museum-slot'
import { wireItem } from '../lib/validation'
import type { SlotRow } from './slot-places'

export function toTimeSlotItem(row: SlotRow): TimeSlotItem {
  return wireItem(timeSlotItem, {
    id: row.id,
    visitDate: row.visit_date,
    startTime: row.start_time,
    endTime: row.end_time,
    capacity: row.capacity,
    reservedCount: row.reserved_count,
    teamCapacity: row.team_capacity,
    teamReservedCount: row.team_reserved_count,
    status: row.status === 1 ? 1 : 0,
    createTime: row.create_time,
  })
}
