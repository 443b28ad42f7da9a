import { z } from 'zod'
import { epochMs, id, nullableText } from './common'
import { optionalIntIn, optionalText, requiredInt, requiredIntIn, requiredText } from './fields'
import { ID_NUMBER_MESSAGE, isValidIdNumber } from './museum-fields'

// Concession cards (优待证件): /museum/card/* (docs/admin-api.md#museum-modules).

/** card_type: 老年证, 学生证, 军官证, 残疾人证, 教师资格证. */
export const CARD_TYPES = [1, 2, 3, 4, 5] as const
/** use_status: 0 未使用, 1 已使用, 2 已作废. */
export const CARD_USE_STATUSES = [0, 1, 2] as const

export const CARD_VALIDITY_MESSAGE = '有效期开始日期不能晚于结束日期'

/** An item of page (ID number masked) and get (whole, for the module's query permission). */
export const museumCardItem = z.object({
  id,
  holderName: z.string(),
  cardType: z.number().int(),
  cardNo: z.string(),
  idNumber: z.string(),
  validFrom: epochMs,
  validTo: epochMs,
  status: z.number().int(),
  remark: nullableText,
  createTime: epochMs,
})

/** A required day in epoch ms; a form may also send it as a digit string. */
function requiredDay(label: string) {
  return z.preprocess(
    (v) =>
      v === '' || v === null ? undefined : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v,
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? `${label}不能为空` : `${label}格式不正确，应为毫秒时间戳`,
      })
      .int(`${label}格式不正确，应为毫秒时间戳`)
      .positive(`${label}格式不正确，应为毫秒时间戳`),
  )
}

const saveFields = {
  holderName: requiredText('持证人姓名', 30),
  cardType: requiredIntIn('证件类型', CARD_TYPES),
  cardNo: requiredText('证件号码', 30).transform((s) => s.trim()),
  idNumber: requiredText('身份证号码', 18)
    .transform((s) => s.trim().toUpperCase())
    .refine(isValidIdNumber, ID_NUMBER_MESSAGE),
  validFrom: requiredDay('有效期开始日期'),
  validTo: requiredDay('有效期结束日期'),
  status: requiredIntIn('使用状态', CARD_USE_STATUSES),
  remark: optionalText('备注', 200),
}

/** The first valid day may not come after the last (the message shows under 有效期). */
const validFromNotAfterTo = (body: { validFrom: number; validTo: number }) =>
  body.validFrom <= body.validTo
const validityIssue = { message: CARD_VALIDITY_MESSAGE, path: ['validTo'] }

/** Body of POST create. */
export const museumCardCreate = z.object(saveFields).refine(validFromNotAfterTo, validityIssue)

/** Body of PUT update. */
export const museumCardUpdate = z
  .object({ id: requiredInt('优待证件编号'), ...saveFields })
  .refine(validFromNotAfterTo, validityIssue)

/** Filters of GET page and export (besides `createTime[0]/[1]`). */
export const museumCardFilters = {
  holderName: optionalText('持证人姓名', 30),
  cardNo: optionalText('证件号码', 30),
  cardType: optionalIntIn('证件类型', CARD_TYPES),
  status: optionalIntIn('使用状态', CARD_USE_STATUSES),
  /** 1: only cards whose last valid day has passed; 0: only cards still valid. */
  expired: optionalIntIn('是否过期', [0, 1]),
}

export type MuseumCardItem = z.output<typeof museumCardItem>
export type MuseumCardCreate = z.output<typeof museumCardCreate>
export type MuseumCardUpdate = z.output<typeof museumCardUpdate>
