import { maskIdNumber } from '../../../../src/shared/wire/museum-fields'
import { ticketItem, type TicketItem } from '../../../../src/shared/wire/museum-ticket'
import { wireItem } from '../lib/validation'
import type { Privacy } from './personal-items'
import type { TicketRow } from './tickets'

export function toTicketItem(row: TicketRow, privacy: Privacy): TicketItem {
  return wireItem(ticketItem, {
    id: row.id,
    ticketNo: row.ticket_no,
    reserveType: row.reserve_type,
    reservationId: row.reservation_id,
    reservationNo: row.reservation_no,
    slotId: row.slot_id,
    visitorName: row.visitor_name,
    idType: row.id_type,
    idNumber: privacy === 'masked' ? maskIdNumber(row.id_number) : row.id_number,
    visitDate: row.visit_date,
    startTime: row.start_time,
    endTime: row.end_time,
    status: row.status,
    checkTime: row.check_time,
    checkUserNickname: row.check_user_nickname,
    createTime: row.create_time,
  })
}
