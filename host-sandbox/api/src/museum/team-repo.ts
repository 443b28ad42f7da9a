import type { Database } from 'better-sqlite3'
import { maskIdNumber, maskMobile } from '../../../../src/shared/wire/museum-fields'
import {
  reserveTeamItem,
  type ReserveTeamItem,
  type TeamMemberItem,
} from '../../../../src/shared/wire/museum-reserve-team'
import { prepared } from '../db/prepared'
import { wireItem } from '../lib/validation'

export const TEAM_TABLE = 'museum_reserve_team'
export const TEAM_MEMBER_TABLE = 'museum_reserve_team_member'
/** museum_ticket.reserve_type of team tickets. */
export const RESERVE_TYPE_TEAM = 2 as const

export interface TeamRow {
  id: number
  reservation_no: string
  team_name: string
  work_unit_type: number
  work_unit: string
  contact_name: string
  contact_mobile: string
  slot_id: number
  visit_date: number
  start_time: string
  end_time: string
  person_count: number
  remark: string | null
  status: number
  process_instance_id: string | null
  audit_reason: string | null
  cancel_reason: string | null
  creator: number | null
  create_time: number
  update_time: number
}

interface MemberRow {
  team_id: number
  name: string
  id_type: number
  id_number: string
  ticket_no: string | null
  ticket_status: number | null
}

export function findTeam(db: Database, id: number): TeamRow | undefined {
  return prepared(db, `SELECT * FROM ${TEAM_TABLE} WHERE id = ?`).get(id) as TeamRow | undefined
}

/** The members of the given teams in their order, each with its ticket once one is issued. */
export function membersOf(db: Database, teamIds: readonly number[]): Map<number, MemberRow[]> {
  const byTeam = new Map<number, MemberRow[]>()
  if (teamIds.length === 0) return byTeam
  // One query per page (at most 100 ids), never one per team.
  const rows = db
    .prepare(
      `SELECT m.team_id, m.name, m.id_type, m.id_number, t.ticket_no, t.status AS ticket_status
         FROM ${TEAM_MEMBER_TABLE} m
         LEFT JOIN museum_ticket t ON t.reserve_type = ${RESERVE_TYPE_TEAM}
              AND t.reservation_id = m.team_id AND t.id_number = m.id_number
        WHERE m.team_id IN (${teamIds.map(() => '?').join(',')})
        ORDER BY m.team_id, m.sort`,
    )
    .all(...teamIds) as MemberRow[]
  for (const row of rows) {
    const list = byTeam.get(row.team_id) ?? []
    list.push(row)
    byTeam.set(row.team_id, list)
  }
  return byTeam
}

/** The wire item; `whole` gives phone and ID numbers unmasked (get, for those allowed). */
export function toTeamItem(
  row: TeamRow,
  members: readonly MemberRow[],
  whole: boolean,
): ReserveTeamItem {
  const idNumber = whole ? (v: string) => v : maskIdNumber
  return wireItem(reserveTeamItem, {
    id: row.id,
    reservationNo: row.reservation_no,
    teamName: row.team_name,
    workUnitType: row.work_unit_type,
    workUnit: row.work_unit,
    contactName: row.contact_name,
    contactMobile: whole ? row.contact_mobile : maskMobile(row.contact_mobile),
    slotId: row.slot_id,
    visitDate: row.visit_date,
    startTime: row.start_time,
    endTime: row.end_time,
    personCount: row.person_count,
    members: members.map((m): TeamMemberItem => ({
      name: m.name,
      idType: m.id_type,
      idNumber: idNumber(m.id_number),
      ticketNo: m.ticket_no,
      ticketStatus: m.ticket_status,
    })),
    remark: row.remark,
    status: row.status,
    processInstanceId: row.process_instance_id,
    auditReason: row.audit_reason,
    cancelReason: row.cancel_reason,
    createTime: row.create_time,
  })
}
