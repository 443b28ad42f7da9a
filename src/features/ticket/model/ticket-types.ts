// Console-side shapes of the ticket screens. Types only from the wire modules, so no zod schema of
// the wire enters a screen's chunk (docs/architecture.md#wire-schemas).
import type { MuseumCardItem } from '@/shared/wire/museum-card'
import type { TicketItem, TicketTodaySummary } from '@/shared/wire/museum-ticket'
import type { PageParams } from '@/shared/list-kit'

export type CardItem = MuseumCardItem
export type { TicketItem, TicketTodaySummary }

/** Body of /museum/card/create and /update. */
export interface CardSave {
  id?: number
  holderName: string
  cardType: number
  cardNo: string
  idNumber: string
  validFrom: number
  validTo: number
  status: number
  remark?: string
}

export type CardQuery = PageParams & {
  holderName?: string
  cardNo?: string
  cardType?: string
  status?: string
  expired?: string
}

export type TicketQuery = PageParams & {
  ticketNo?: string
  visitorName?: string
  visitDate?: [string, string]
  status?: string
  reserveType?: string
}

/** ticket_status 0: the only status that passes the gate. */
export const TICKET_UNUSED = 0
export const TICKET_USED = 1
export const TICKET_EXPIRED = 2
export const TICKET_CANCELLED = 3
export const TICKET_REFUNDED = 4
