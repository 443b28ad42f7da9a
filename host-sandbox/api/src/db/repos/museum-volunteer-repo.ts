import type { Database } from 'better-sqlite3'
import {
  volunteerItem,
  volunteerSimpleItem,
  type VolunteerItem,
  type VolunteerSimpleItem,
} from '../../../../../src/shared/wire/museum-volunteer'
import {
  tenthsToHours,
  volunteerServiceItem,
  volunteerServiceSummaryItem,
  type VolunteerServiceItem,
  type VolunteerServiceSummaryItem,
} from '../../../../../src/shared/wire/museum-volunteer-service'
import { maskIdNumber, maskMobile } from '../../../../../src/shared/wire/museum-fields'
import { wireItem } from '../../lib/validation'

// SQL of the volunteer tables (migration 0015); rows become wire items here.

export const VOLUNTEER_TABLE = 'museum_volunteer'
export const SERVICE_TABLE = 'museum_volunteer_service'

export interface VolunteerRow {
  id: number
  name: string
  sex: number
  mobile: string
  id_number: string
  type: number
  work_unit_type: number | null
  work_unit: string
  status: number
  service_tenths: number
  audit_reason: string
  audit_time: number | null
  remark: string
  creator: number | null
  create_time: number
  update_time: number
}

export interface ServiceRow {
  id: number
  volunteer_id: number
  volunteer_name: string
  service_date: number
  start_time: string
  end_time: string
  hours_tenths: number
  post: string
  remark: string
  creator: number | null
  create_time: number
  update_time: number
}

/**
 * A volunteer as the wire sends it. Lists and exports pass `masked` (phone and ID number
 * hidden in the middle); only get returns them whole.
 */
export function toVolunteerItem(row: VolunteerRow, masked: boolean): VolunteerItem {
  return wireItem(volunteerItem, {
    id: row.id,
    name: row.name,
    sex: row.sex,
    mobile: masked ? maskMobile(row.mobile) : row.mobile,
    idNumber: masked ? maskIdNumber(row.id_number) : row.id_number,
    type: row.type,
    workUnitType: row.work_unit_type,
    workUnit: row.work_unit,
    status: row.status,
    serviceHours: tenthsToHours(row.service_tenths),
    auditReason: row.audit_reason,
    remark: row.remark,
    createTime: row.create_time,
  })
}

export const toVolunteerSimpleItem = (row: VolunteerSimpleItem): VolunteerSimpleItem =>
  wireItem(volunteerSimpleItem, { id: row.id, name: row.name, status: row.status })

export function toServiceItem(row: ServiceRow): VolunteerServiceItem {
  return wireItem(volunteerServiceItem, {
    id: row.id,
    volunteerId: row.volunteer_id,
    volunteerName: row.volunteer_name,
    serviceDate: row.service_date,
    startTime: row.start_time,
    endTime: row.end_time,
    hours: tenthsToHours(row.hours_tenths),
    post: row.post,
    remark: row.remark,
    createTime: row.create_time,
  })
}

export function toSummaryItem(row: {
  volunteer_id: number
  volunteer_name: string
  total_tenths: number
  record_count: number
}): VolunteerServiceSummaryItem {
  return wireItem(volunteerServiceSummaryItem, {
    volunteerId: row.volunteer_id,
    volunteerName: row.volunteer_name,
    totalHours: tenthsToHours(row.total_tenths),
    recordCount: row.record_count,
  })
}

export const findVolunteer = (db: Database, id: number): VolunteerRow | undefined =>
  db.prepare(`SELECT * FROM ${VOLUNTEER_TABLE} WHERE id = ?`).get(id) as VolunteerRow | undefined

/** The other volunteer (not `selfId`) already holding this value, if any. */
export function findVolunteerBy(
  db: Database,
  column: 'mobile' | 'id_number',
  value: string,
  selfId?: number,
): VolunteerRow | undefined {
  return db
    .prepare(`SELECT * FROM ${VOLUNTEER_TABLE} WHERE ${column} = ? AND id != ?`)
    .get(value, selfId ?? 0) as VolunteerRow | undefined
}

export const countServices = (db: Database, volunteerId: number): number =>
  (
    db
      .prepare(`SELECT COUNT(*) AS n FROM ${SERVICE_TABLE} WHERE volunteer_id = ?`)
      .get(volunteerId) as { n: number }
  ).n

/** Rewrites the volunteer's total from its records (call inside the writing transaction). */
export function recomputeServiceHours(db: Database, volunteerId: number, now: number): void {
  db.prepare(
    `UPDATE ${VOLUNTEER_TABLE}
        SET service_tenths = (SELECT COALESCE(SUM(hours_tenths), 0) FROM ${SERVICE_TABLE}
                               WHERE volunteer_id = ?),
            update_time = ?
      WHERE id = ?`,
  ).run(volunteerId, now, volunteerId)
}

/** Service records with their volunteer's name: FROM and columns for page, get and export. */
export const SERVICE_SELECT = `SELECT s.*, v.name AS volunteer_name
  FROM ${SERVICE_TABLE} s JOIN ${VOLUNTEER_TABLE} v ON v.id = s.volunteer_id`

export const findService = (db: Database, id: number): ServiceRow | undefined =>
  db.prepare(`${SERVICE_SELECT} WHERE s.id = ?`).get(id) as ServiceRow | undefined
