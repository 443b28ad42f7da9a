import { formatDate } from '@/shared/utils'
import type { TicketItem } from './ticket-types'

/** '09:00-10:30' */
export function slotText(ticket: Pick<TicketItem, 'startTime' | 'endTime'>): string {
  return `${ticket.startTime}-${ticket.endTime}`
}

/** '2026-11-27' */
export function visitDateText(ticket: Pick<TicketItem, 'visitDate'>): string {
  return formatDate(ticket.visitDate, 'YYYY-MM-DD')
}
