import type { PageParams } from '@/shared/list-kit'
import type {
  VolunteerItem,
  VolunteerSimpleItem,
  VolunteerStatusUpdate,
} from '@/shared/wire/museum-volunteer'
import type {
  VolunteerServiceItem,
  VolunteerServiceSummaryItem,
} from '@/shared/wire/museum-volunteer-service'

// The wire's types under the feature's names (docs/admin-api.md#museum-modules).
export type {
  VolunteerItem,
  VolunteerSimpleItem,
  VolunteerServiceItem,
  VolunteerServiceSummaryItem,
}

/** volunteer_status values the screens act on. */
export const VOLUNTEER_PENDING = 0
export const VOLUNTEER_APPROVED = 1
export const VOLUNTEER_STOPPED = 3

/** The body of create / update (update adds the id). */
export interface VolunteerSave {
  id?: number
  name: string
  sex: number
  mobile: string
  idNumber: string
  type: number
  workUnitType?: number | null
  workUnit?: string
  remark?: string
}

export type VolunteerQuery = PageParams & {
  name?: string
  mobile?: string
  type?: string
  status?: string
}

export interface VolunteerAuditBody {
  id: number
  pass: boolean
  reason?: string
}

export type VolunteerStatusBody = VolunteerStatusUpdate

export interface VolunteerServiceSave {
  id?: number
  volunteerId: number
  serviceDate: number
  startTime: string
  endTime: string
  post?: string
  remark?: string
}

export type VolunteerServiceQuery = PageParams & {
  volunteerId?: string
  serviceDate?: [string, string]
}

/** Filters of the totals: the records' period and volunteer. */
export type VolunteerServiceSummaryQuery = Omit<VolunteerServiceQuery, keyof PageParams>
