import { z } from 'zod'
import { emptyPerson, personsSchema, type PersonInput, type PersonsRules } from '@/shared/museum'
import { mobileField } from '@/shared/wire/museum-fields'
import type { TeamSave } from './team-types'

/** What the 新增团队预约 dialog holds while typing. */
export interface TeamFormValues {
  slotId: number | null
  teamName: string
  workUnitType: number | ''
  workUnit: string
  contactName: string
  contactMobile: string
  remark: string
  members: PersonInput[]
}

export function emptyTeamForm(): TeamFormValues {
  return {
    slotId: null,
    teamName: '',
    workUnitType: '',
    workUnit: '',
    contactName: '',
    contactMobile: '',
    remark: '',
    members: [emptyPerson()],
  }
}

const text = (label: string, max: number) =>
  z.string().trim().min(1, `${label}不能为空`).max(max, `${label}长度不能超过 ${max} 个字符`)

/**
 * The team booking checked as the server checks it (same rules and words), with the team rule's
 * persons when the dialog could read it.
 */
export function teamFormSchema(rules: PersonsRules = {}) {
  return z
    .object({
      slotId: z.number().nullable(),
      teamName: text('团队名称', 50),
      workUnitType: z.union([z.number(), z.literal('')]),
      workUnit: text('单位名称', 100),
      contactName: text('联系人', 30),
      contactMobile: mobileField,
      remark: z.string().max(500, '备注长度不能超过 500 个字符'),
      members: personsSchema(rules),
    })
    .superRefine((values, ctx) => {
      if (values.slotId === null) {
        ctx.addIssue({ code: 'custom', message: '请选择参观场次', path: ['slotId'] })
      }
      if (values.workUnitType === '') {
        ctx.addIssue({ code: 'custom', message: '请选择单位类型', path: ['workUnitType'] })
      }
    })
    .transform((values): TeamSave => ({
      slotId: values.slotId ?? 0,
      teamName: values.teamName,
      workUnitType: Number(values.workUnitType),
      workUnit: values.workUnit,
      contactName: values.contactName,
      contactMobile: values.contactMobile,
      remark: values.remark.trim() || undefined,
      members: values.members,
    }))
}
