import { startOfDay } from './card-validity'
import {
  TICKET_CANCELLED,
  TICKET_EXPIRED,
  TICKET_REFUNDED,
  TICKET_USED,
  type TicketItem,
} from './ticket-types'

/** The gate's refusals, word for word as the server's check answers them. */
export const REFUSAL = {
  notFound: '门票不存在',
  used: '门票已使用',
  notToday: '门票不在今日有效期内',
  cancelled: '门票已取消',
} as const

/**
 * Why a looked-up ticket cannot pass the gate today, or null when it can: used, cancelled or
 * refunded, expired, or for another day. The server refuses the same tickets on check.
 */
export function refusalOf(
  ticket: Pick<TicketItem, 'status' | 'visitDate'>,
  now: number = Date.now(),
): string | null {
  if (ticket.status === TICKET_USED) return REFUSAL.used
  if (ticket.status === TICKET_CANCELLED || ticket.status === TICKET_REFUNDED) {
    return REFUSAL.cancelled
  }
  if (ticket.status === TICKET_EXPIRED) return REFUSAL.notToday
  if (startOfDay(ticket.visitDate) !== startOfDay(now)) return REFUSAL.notToday
  return null
}
