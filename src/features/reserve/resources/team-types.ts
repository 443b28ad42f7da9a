// Console-side shapes of 团队预约: the wire schemas' types only (no zod enters the chunk) and the
// constants the screen compares with.
import type {
  MemberImportResult,
  ReserveTeamCancel,
  ReserveTeamItem,
  ReserveTeamPageQuery,
  ReserveTeamSave,
  TeamMemberItem,
} from '@/shared/wire/museum-reserve-team'

export type TeamItem = ReserveTeamItem
export type TeamMember = TeamMemberItem
export type TeamSave = ReserveTeamSave
export type TeamCancel = ReserveTeamCancel
export type TeamQuery = ReserveTeamPageQuery & { pageNo: number; pageSize: number }
export type TeamImportResult = MemberImportResult

/** team_reserve_status: 待审核 and 审核通过 may still be cancelled. */
export const TEAM_PENDING = 0
export const TEAM_APPROVED = 1

export const TEAM_DETAIL_PATH = '/reserve/team/detail'
export const PROCESS_DETAIL_PATH = '/bpm/process-instance/detail'
export const TEAM_TEMPLATE_URL = '/museum/reserve-team/import-template'
/** overall_rule_type of teams. */
export const TEAM_RULE = 2
