import { z } from 'zod'
import { epochMs, id } from './common'
import { optionalIntIn, optionalText, pageParams, requiredText } from './fields'

// Tickets /museum/ticket/* (docs/admin-api.md#museum-modules): one per visitor of a personal,
// team or activity booking; checked once at the gate on its day.

/** ticket_status */
export const TICKET_UNUSED = 0
export const TICKET_USED = 1
export const TICKET_EXPIRED = 2
export const TICKET_CANCELLED = 3
export const TICKET_REFUNDED = 4
export const TICKET_STATUSES = [0, 1, 2, 3, 4] as const

/** reserve_type */
export const RESERVE_TYPE_PERSONAL = 1
export const RESERVE_TYPE_TEAM = 2
export const RESERVE_TYPE_ACTIVITY = 3
export const RESERVE_TYPES = [1, 2, 3] as const

/** The gate's refusals, word for word. */
export const TICKET_MESSAGES = {
  notFound: '门票不存在',
  used: '门票已使用',
  notToday: '门票不在今日有效期内',
  cancelled: '门票已取消',
} as const

/**
 * Query of GET page and export, except `visitDate[0]/[1]` (a date range the sandbox reads with
 * its own date parser).
 */
export const ticketPageQuery = z.object({
  ...pageParams,
  ticketNo: optionalText('门票编号', 32),
  visitorName: optionalText('参观人', 30),
  reservationNo: optionalText('预约编号', 32),
  status: optionalIntIn('门票状态', TICKET_STATUSES),
  reserveType: optionalIntIn('预约类型', RESERVE_TYPES),
})

/** Query of GET get-by-code and body of PUT check: a ticket number or an ID number. */
export const ticketCode = z.object({
  code: requiredText('票码', 40, '票码不正确').transform((s) => s.trim().toUpperCase()),
})

/** An item of page (ID number masked) and the data of get, get-by-code and check. */
export const ticketItem = z.object({
  id,
  ticketNo: z.string(),
  reserveType: z.number().int(),
  reservationId: id,
  reservationNo: z.string(),
  slotId: id.nullish(),
  visitorName: z.string(),
  idType: z.number().int(),
  idNumber: z.string(),
  visitDate: epochMs,
  startTime: z.string(),
  endTime: z.string(),
  status: z.number().int().min(0).max(4),
  checkTime: epochMs.nullish(),
  checkUserNickname: z.string().nullish(),
  createTime: epochMs,
  /** get-by-code only: why the gate would refuse it today (门票已使用, …), null when usable. */
  problem: z.string().nullish(),
})

/** GET today-summary (the gate's counts): today's tickets checked / expected, last checks. */
export const ticketTodaySummary = z.object({
  /** Tickets of today already checked. */
  checked: z.number().int().min(0),
  /** Tickets of today that can be or were used (unused + used). */
  expected: z.number().int().min(0),
  /** The last 10 checked today, newest first (ID numbers masked). */
  recent: z.array(ticketItem),
})

export type TicketPageQuery = z.input<typeof ticketPageQuery> & {
  visitDate?: [string, string] | string[]
}
export type TicketCode = z.output<typeof ticketCode>
export type TicketItem = z.output<typeof ticketItem>
export type TicketTodaySummary = z.output<typeof ticketTodaySummary>
