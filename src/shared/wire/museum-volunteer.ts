import { z } from 'zod'
import { epochMs, id, nullableText } from './common'
import {
  optionalInt,
  optionalIntIn,
  optionalText,
  pageParams,
  requiredBoolean,
  requiredInt,
  requiredIntIn,
  requiredText,
} from './fields'
import { ID_NUMBER_MESSAGE, isValidIdNumber, mobileField } from './museum-fields'

// Volunteers: /museum/volunteer/* (docs/admin-api.md#museum-modules). A new volunteer waits for
// audit; approval, rejection, stopping and re-enabling move along VOLUNTEER_STATUS only.

/** volunteer_status */
export const VOLUNTEER_STATUS = {
  PENDING: 0,
  APPROVED: 1,
  REJECTED: 2,
  STOPPED: 3,
} as const

export const VOLUNTEER_TYPES = [1, 2, 3, 4] as const
export const WORK_UNIT_TYPES = [1, 2, 3, 4, 5, 6] as const
export const SEXES = [1, 2] as const

/** A resident ID number with a valid GB 11643 check character; stored upper-case. */
export const volunteerIdNumberField = z
  .string({ error: '身份证号码不能为空' })
  .trim()
  .min(1, '身份证号码不能为空')
  .refine(isValidIdNumber, ID_NUMBER_MESSAGE)
  .transform((value) => value.toUpperCase())

const saveFields = {
  name: requiredText('姓名', 30),
  sex: requiredIntIn('性别', SEXES),
  mobile: mobileField,
  idNumber: volunteerIdNumberField,
  type: requiredIntIn('志愿者类型', VOLUNTEER_TYPES),
  workUnitType: optionalIntIn('单位类型', WORK_UNIT_TYPES),
  workUnit: optionalText('工作单位', 100),
  remark: optionalText('备注', 500),
}

/** Body of POST create: the volunteer starts as 待审核. */
export const volunteerCreate = z.object(saveFields)

/** Body of PUT update: a rejected volunteer whose data is corrected waits for audit again. */
export const volunteerUpdate = z.object({ id: requiredInt('志愿者编号'), ...saveFields })

/** Body of PUT audit: only a pending volunteer; a rejection needs its reason. */
export const volunteerAudit = z
  .object({
    id: requiredInt('志愿者编号'),
    pass: requiredBoolean('审核结果'),
    reason: optionalText('驳回原因', 200),
  })
  .refine((body) => body.pass || (body.reason ?? '').trim() !== '', {
    message: '请填写驳回原因',
    path: ['reason'],
  })

/** Body of PUT update-status: 停用 (3) an approved volunteer or 启用 (1) a stopped one. */
export const volunteerStatusUpdate = z.object({
  id: requiredInt('志愿者编号'),
  status: requiredIntIn('状态', [VOLUNTEER_STATUS.APPROVED, VOLUNTEER_STATUS.STOPPED]),
})

/** Query of GET page and export. */
export const volunteerPageQuery = z.object({
  ...pageParams,
  name: optionalText('姓名', 30),
  mobile: optionalText('手机号码', 11),
  type: optionalInt('志愿者类型'),
  status: optionalInt('状态'),
})

/** An item of page (mobile and ID number masked) and get (whole, for the module's query holders). */
export const volunteerItem = z.object({
  id,
  name: z.string(),
  sex: z.number().int(),
  mobile: z.string(),
  idNumber: z.string(),
  type: z.number().int(),
  workUnitType: z.number().int().nullable(),
  workUnit: nullableText,
  status: z.number().int().min(0).max(3),
  /** Hours, to 0.1 h: the sum of the volunteer's service records. */
  serviceHours: z.number().min(0),
  auditReason: nullableText,
  remark: nullableText.optional(),
  createTime: epochMs,
})

/** An item of list-all-simple: the volunteers service records may name (approved or stopped). */
export const volunteerSimpleItem = z.object({
  id,
  name: z.string(),
  status: z.number().int(),
})

export type VolunteerCreate = z.output<typeof volunteerCreate>
export type VolunteerUpdate = z.output<typeof volunteerUpdate>
export type VolunteerAudit = z.output<typeof volunteerAudit>
export type VolunteerStatusUpdate = z.output<typeof volunteerStatusUpdate>
export type VolunteerPageQuery = z.input<typeof volunteerPageQuery>
export type VolunteerItem = z.output<typeof volunteerItem>
export type VolunteerSimpleItem = z.output<typeof volunteerSimpleItem>
