import { z } from 'zod'
import { epochMs, id } from './common'
import {
  optionalInt,
  optionalText,
  pageParams,
  requiredBoolean,
  requiredInt,
  requiredText,
} from './fields'
import { ID_NUMBER_MESSAGE, isValidIdNumber, mobileField } from './museum-fields'

// Activity sign-ups (活动报名): /museum/activity-sign/* (docs/admin-api.md#museum-modules). Each
// sign-up holds `personCount` places of its activity while it is 待审核, 报名成功 or 已签到.

/** activity_sign_status. */
export const SIGN_STATUS_PENDING = 0
export const SIGN_STATUS_SIGNED = 1
export const SIGN_STATUS_CANCELLED = 2
export const SIGN_STATUS_CHECKED_IN = 3
export const SIGN_STATUS_REJECTED = 4
/** A paid activity's sign-up waiting for its payment (holds its places until paid or expired). */
export const SIGN_STATUS_UNPAID = 5

/** The statuses that hold places (and count as the ID number's one sign-up of the activity). */
export const SIGN_HOLDING_STATUSES = [
  SIGN_STATUS_PENDING,
  SIGN_STATUS_SIGNED,
  SIGN_STATUS_CHECKED_IN,
  SIGN_STATUS_UNPAID,
] as const

/** The operations on a sign-up and the statuses each starts from. */
export type SignAction = 'audit' | 'cancel' | 'sign-in'

export const SIGN_ACTION_FROM: Readonly<Record<SignAction, readonly number[]>> = {
  audit: [SIGN_STATUS_PENDING],
  cancel: [SIGN_STATUS_PENDING, SIGN_STATUS_SIGNED, SIGN_STATUS_UNPAID],
  'sign-in': [SIGN_STATUS_SIGNED],
}

export const SIGN_ACTION_LABEL: Readonly<Record<SignAction, string>> = {
  audit: '审核',
  cancel: '取消',
  'sign-in': '签到',
}

/** Whether `action` may be done on a sign-up in `status` (the console shows only these buttons). */
export const signActionAllowed = (action: SignAction, status: number): boolean =>
  SIGN_ACTION_FROM[action].includes(status)

/** Persons one sign-up may bring at most when no rule says otherwise. */
export const SIGN_MAX_PERSONS = 10

/** Body of POST create: staff taking a sign-up (by phone or at the desk). */
export const activitySignCreate = z.object({
  activityId: requiredInt('活动'),
  name: requiredText('姓名', 30),
  mobile: mobileField,
  idNumber: z
    .string({ error: '身份证号码不能为空' })
    .trim()
    .min(1, '身份证号码不能为空')
    .transform((value) => value.toUpperCase())
    .refine(isValidIdNumber, ID_NUMBER_MESSAGE),
  personCount: requiredInt('报名人数').refine((n) => n >= 1, '报名人数不能小于 1'),
})

/** Body of PUT audit: 通过 (pass true) or 不通过. */
export const activitySignAudit = z.object({
  id: requiredInt('报名编号'),
  pass: requiredBoolean('审核结果'),
})

/** Body of PUT cancel and PUT sign-in. */
export const activitySignId = z.object({ id: requiredInt('报名编号') })

/** Query of GET page and export. */
export const activitySignPageQuery = z.object({
  ...pageParams,
  activityId: optionalInt('活动'),
  name: optionalText('姓名', 30),
  mobile: optionalText('手机号码', 11),
  status: optionalInt('报名状态'),
})

/** An item of page (mobile and ID number masked) and of get?id (whole). */
export const activitySignItem = z.object({
  id,
  activityId: id,
  activityTitle: z.string().nullable(),
  name: z.string(),
  mobile: z.string(),
  idNumber: z.string(),
  personCount: z.number().int().min(1),
  status: z.number().int(),
  signInTime: epochMs.nullable(),
  createTime: epochMs,
  /** The pay order of a paid activity's sign-up (null when free). */
  payOrderId: id.nullable().optional(),
  /** 0 unpaid, 1 paid. */
  payStatus: z.number().int().optional(),
  /** Fen: price x personCount (0 when free). */
  payPrice: z.number().int().optional(),
})

/** What POST create answers for a paid activity (a free one answers the id alone). */
export const activitySignCreated = z.union([id, z.object({ id, payOrderId: id })])

/** Body of POST update-paid: the pay app's notification (nothing in it is trusted). */
export const activitySignPaidNotify = z.object({
  merchantOrderId: z
    .union([z.string(), z.number().int()], { error: '商户订单编号不能为空' })
    .transform(String)
    .refine((value) => value.length > 0, '商户订单编号不能为空'),
  payOrderId: requiredInt('支付订单编号'),
})

/** Body of POST update-refunded: the refund notification of a cancelled paid sign-up. */
export const activitySignRefundNotify = z.object({
  merchantOrderId: activitySignPaidNotify.shape.merchantOrderId,
  payRefundId: requiredInt('退款订单编号'),
})

export type ActivitySignCreate = z.input<typeof activitySignCreate>
export type ActivitySignAudit = z.input<typeof activitySignAudit>
export type ActivitySignPageQuery = z.input<typeof activitySignPageQuery>
export type ActivitySignItem = z.output<typeof activitySignItem>
