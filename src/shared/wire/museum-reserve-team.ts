import { z } from 'zod'
import { epochMs, id } from './common'
import { optionalIntIn, optionalText, pageParams, requiredInt, requiredText } from './fields'
import { documentIssue, mobileField } from './museum-fields'

// Team reservations /museum/reserve-team/* (docs/admin-api.md#museum-modules): a group visit on
// one slot's team places, approved through the process museum_team_reserve.

/** The approval every team booking starts (business key = the booking's id). */
export const TEAM_RESERVE_PROCESS_KEY = 'museum_team_reserve'

/** team_reserve_status */
export const TEAM_PENDING = 0
export const TEAM_APPROVED = 1
export const TEAM_REJECTED = 2
export const TEAM_CANCELLED = 3
export const TEAM_CHECKED = 4
export const TEAM_STATUSES = [
  TEAM_PENDING,
  TEAM_APPROVED,
  TEAM_REJECTED,
  TEAM_CANCELLED,
  TEAM_CHECKED,
] as const

/**
 * The moves a team booking may make: the approval decides a pending one, a pending or approved one
 * may be cancelled, the gate checks an approved one. Rejected, cancelled and checked are final.
 */
export const TEAM_STATUS_TRANSITIONS: Readonly<Record<number, readonly number[]>> = {
  [TEAM_PENDING]: [TEAM_APPROVED, TEAM_REJECTED, TEAM_CANCELLED],
  [TEAM_APPROVED]: [TEAM_CANCELLED, TEAM_CHECKED],
  [TEAM_REJECTED]: [],
  [TEAM_CANCELLED]: [],
  [TEAM_CHECKED]: [],
}

export const canMoveTeam = (from: number, to: number): boolean =>
  (TEAM_STATUS_TRANSITIONS[from] ?? []).includes(to)

/** work_unit_type values (机关单位 … 其他). */
export const WORK_UNIT_TYPES = [1, 2, 3, 4, 5, 6] as const
/** word_card_type values (居民身份证 … 外国人永久居留身份证). */
export const ID_TYPES = [1, 2, 3, 4, 5] as const

/** A team has at most this many members, whatever the rule says (a sanity bound). */
export const MAX_TEAM_MEMBERS = 500

/** The import template's columns, in order. */
export const MEMBER_IMPORT_HEADERS = ['姓名', '证件类型', '证件号码'] as const

/** One member as the form and the import give it. */
export const teamMember = z
  .object({
    name: requiredText('姓名', 30),
    idType: requiredInt('证件类型').refine(
      (v) => (ID_TYPES as readonly number[]).includes(v),
      '证件类型不正确',
    ),
    idNumber: z.string({ error: '证件号码不能为空' }).transform((s) => s.trim().toUpperCase()),
  })
  .superRefine((member, context) => {
    const issue = documentIssue(member.idType, member.idNumber)
    if (issue) context.addIssue({ code: 'custom', message: issue, path: ['idNumber'] })
  })

/**
 * Why a list of members cannot be taken, naming the member (第 N 位成员), or null: a repeated ID
 * number is one person entered twice.
 */
export function duplicateMemberIssue(members: readonly { idNumber: string }[]): string | null {
  const seen = new Map<string, number>()
  for (const [index, member] of members.entries()) {
    const key = member.idNumber.trim().toUpperCase()
    const first = seen.get(key)
    if (first !== undefined) return `第 ${index + 1} 位成员与第 ${first + 1} 位成员的证件号码重复`
    seen.set(key, index)
  }
  return null
}

/** Body of POST create. The person count is the members' count. */
export const reserveTeamCreate = z
  .object({
    slotId: requiredInt('参观场次'),
    teamName: requiredText('团队名称', 50),
    workUnitType: requiredInt('单位类型').refine(
      (v) => (WORK_UNIT_TYPES as readonly number[]).includes(v),
      '单位类型不正确',
    ),
    workUnit: requiredText('单位名称', 100),
    contactName: requiredText('联系人', 30),
    contactMobile: mobileField,
    remark: optionalText('备注', 500),
    members: z
      .array(z.unknown(), { error: '请添加团队成员' })
      .min(1, '请添加团队成员')
      .max(MAX_TEAM_MEMBERS, `团队成员不能超过 ${MAX_TEAM_MEMBERS} 人`),
  })
  .transform((body, context) => {
    // Each member is parsed on its own so the message names which one is wrong.
    const members: TeamMember[] = []
    for (const [index, raw] of body.members.entries()) {
      const parsed = teamMember.safeParse(raw)
      if (!parsed.success) {
        const issue = parsed.error.issues[0]
        const message =
          issue?.code === 'invalid_type' && issue.path.length === 0
            ? '格式不正确'
            : (issue?.message ?? '格式不正确')
        context.addIssue({ code: 'custom', message: `第 ${index + 1} 位成员：${message}` })
        return z.NEVER
      }
      members.push(parsed.data)
    }
    const duplicate = duplicateMemberIssue(members)
    if (duplicate) {
      context.addIssue({ code: 'custom', message: duplicate })
      return z.NEVER
    }
    return { ...body, members }
  })

/** Body of PUT cancel. */
export const reserveTeamCancel = z.object({
  id: requiredInt('团队预约编号'),
  reason: requiredText('取消原因', 200),
})

/** Query of GET page, except `visitDate[0]/[1]` (read with the sandbox's date parser). */
export const reserveTeamPageQuery = z.object({
  ...pageParams,
  reservationNo: optionalText('预约编号', 40),
  teamName: optionalText('团队名称', 50),
  status: optionalIntIn('状态', TEAM_STATUSES),
})

/** A member in answers; lists and exports mask the ID number, `get` gives it whole. */
export const teamMemberItem = z.object({
  name: z.string(),
  idType: z.number().int(),
  idNumber: z.string(),
  /** The member's ticket once the booking is approved. */
  ticketNo: z.string().nullish(),
  /** ticket_status of that ticket. */
  ticketStatus: z.number().int().nullish(),
})

/** An item of page and get. */
export const reserveTeamItem = z.object({
  id,
  reservationNo: z.string(),
  teamName: z.string(),
  workUnitType: z.number().int(),
  workUnit: z.string(),
  contactName: z.string(),
  contactMobile: z.string(),
  slotId: id,
  visitDate: epochMs,
  startTime: z.string(),
  endTime: z.string(),
  personCount: z.number().int().min(0),
  members: z.array(teamMemberItem),
  remark: z.string().nullish(),
  status: z.number().int(),
  processInstanceId: z.string().nullish(),
  auditReason: z.string().nullish(),
  cancelReason: z.string().nullish(),
  createTime: epochMs,
})

/** Answer of POST import-members: the rows that could be read and each row that could not. */
export const memberImportResult = z.object({
  members: z.array(z.object({ name: z.string(), idType: z.number().int(), idNumber: z.string() })),
  failures: z.array(z.object({ row: z.number().int(), reason: z.string() })),
})

export type TeamMember = z.output<typeof teamMember>
export type ReserveTeamCreate = z.output<typeof reserveTeamCreate>
/** What a form sends (members as typed). */
export type ReserveTeamSave = Omit<ReserveTeamCreate, 'members'> & { members: TeamMember[] }
export type ReserveTeamCancel = z.output<typeof reserveTeamCancel>
export type ReserveTeamPageQuery = z.input<typeof reserveTeamPageQuery> & {
  visitDate?: [string, string] | string[]
}
export type TeamMemberItem = z.output<typeof teamMemberItem>
export type ReserveTeamItem = z.output<typeof reserveTeamItem>
export type MemberImportResult = z.output<typeof memberImportResult>
