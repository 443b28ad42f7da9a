import { z } from 'zod'
import {
  ID_NUMBER_MESSAGE,
  isValidIdNumber,
  MOBILE_MESSAGE,
  MOBILE_PATTERN,
} from '@/shared/wire/museum-fields'
import type { ActivitySignSave } from './activity-types'

/** 新增报名: staff taking a sign-up; the same rules and words as the server. */
export const signForm = z.object({
  id: z.number().optional(),
  activityId: z
    .number({ error: '请选择活动' })
    .nullable()
    .refine((id) => id !== null, '请选择活动'),
  name: z.string().trim().min(1, '姓名不能为空').max(30, '姓名不能超过 30 个字'),
  mobile: z.string().trim().min(1, '手机号码不能为空').regex(MOBILE_PATTERN, MOBILE_MESSAGE),
  idNumber: z
    .string()
    .trim()
    .min(1, '身份证号码不能为空')
    .transform((value) => value.toUpperCase())
    .refine(isValidIdNumber, ID_NUMBER_MESSAGE),
  personCount: z
    .number({ error: '报名人数不能为空' })
    .nullable()
    .refine((n) => n !== null && Number.isInteger(n) && n >= 1, '报名人数不能小于 1'),
})

export type SignFormIn = z.input<typeof signForm>
export type SignFormOut = z.output<typeof signForm>

/** A new sign-up goes to the activity the list is showing, if it shows one. */
export function emptySignForm(activityId: string | undefined): SignFormIn {
  const id = activityId ? Number(activityId) : NaN
  return {
    activityId: Number.isInteger(id) && id > 0 ? id : null,
    name: '',
    mobile: '',
    idNumber: '',
    personCount: 1,
  }
}

export function signSaveOf(values: SignFormOut): ActivitySignSave {
  return {
    activityId: values.activityId as number,
    name: values.name,
    mobile: values.mobile,
    idNumber: values.idNumber,
    personCount: values.personCount as number,
  }
}
