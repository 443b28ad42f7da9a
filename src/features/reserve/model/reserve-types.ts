// The reservation screens' shapes: types of the wire schemas (import type only, no zod in the
// chunk) and the constants the screens compare with.
import type {
  ReservePersonalCancel,
  ReservePersonalCreate,
  ReservePersonalItem,
  ReservePersonItem,
} from '@/shared/wire/museum-reserve-personal'
import type { ReserveRuleItem, ReserveRuleUpdate } from '@/shared/wire/museum-reserve-rule'
import type { SlotTemplate, TimeSlotGenerate, TimeSlotUpdate } from '@/shared/wire/museum-slot'
import type { PageParams } from '@/shared/list-kit'

export type PersonalItem = ReservePersonalItem
export type PersonalPerson = ReservePersonItem
export type PersonalCreate = ReservePersonalCreate
export type PersonalCancel = ReservePersonalCancel
export type PersonalQuery = PageParams & {
  reservationNo?: string
  contactName?: string
  contactMobile?: string
  status?: string
  visitDate?: readonly string[]
}

export type RuleItem = ReserveRuleItem
export type RuleUpdate = ReserveRuleUpdate

export type SlotUpdate = TimeSlotUpdate
export type SlotGenerate = TimeSlotGenerate
export type SlotTemplateInput = SlotTemplate
export type SlotQuery = PageParams & { visitDate?: readonly string[]; status?: string }

/** reserve_status of a personal reservation that still holds its places. */
export const RESERVE_BOOKED = 1

/** source of a personal reservation. */
export const SOURCE_LABELS: Record<number, string> = { 1: '线上预约', 2: '窗口预约' }

/** overall_rule_type, in the order the rules page shows them. */
export const RULE_TYPES = [1, 2, 3] as const
