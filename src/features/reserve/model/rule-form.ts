import { z } from 'zod'
import type { RuleItem, RuleUpdate } from './reserve-types'

/** One rule card while typing (numbers are null while a field is empty). */
export interface RuleFormValues {
  enabled: boolean
  advanceDays: number | null
  cancelDeadlineHours: number | null
  minPersons: number | null
  maxPersons: number | null
  dailyLimitPerIdNumber: number | null
  tempAmountTake: number
}

const count = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label}不能为空` })
    .nullable()
    .refine((n) => n !== null, `${label}不能为空`)
    .refine((n) => n === null || Number.isInteger(n), `${label}必须是整数`)
    .refine((n) => n === null || n >= min, `${label}不能小于 ${min}`)
    .refine((n) => n === null || n <= max, `${label}不能超过 ${max}`)

/** The server's limits and words for a rule. */
export const ruleFormSchema = z
  .object({
    enabled: z.boolean(),
    advanceDays: count('可提前预约天数', 0, 365),
    cancelDeadlineHours: count('取消截止小时数', 0, 720),
    minPersons: count('每单最少人数', 1, 1000),
    maxPersons: count('每单最多人数', 1, 1000),
    dailyLimitPerIdNumber: count('每证件每日预约次数', 1, 10),
    tempAmountTake: z.number(),
  })
  .refine((v) => v.minPersons === null || v.maxPersons === null || v.minPersons <= v.maxPersons, {
    message: '每单最少人数不能大于最多人数',
    path: ['minPersons'],
  })

export function ruleFormValues(rule: RuleItem): RuleFormValues {
  return {
    enabled: rule.enabled,
    advanceDays: rule.advanceDays,
    cancelDeadlineHours: rule.cancelDeadlineHours,
    minPersons: rule.minPersons,
    maxPersons: rule.maxPersons,
    dailyLimitPerIdNumber: rule.dailyLimitPerIdNumber,
    tempAmountTake: rule.tempAmountTake,
  }
}

export function ruleUpdateBody(id: number, values: RuleFormValues): RuleUpdate {
  return {
    id,
    enabled: values.enabled,
    advanceDays: values.advanceDays ?? 0,
    cancelDeadlineHours: values.cancelDeadlineHours ?? 0,
    minPersons: values.minPersons ?? 1,
    maxPersons: values.maxPersons ?? 1,
    dailyLimitPerIdNumber: values.dailyLimitPerIdNumber ?? 1,
    tempAmountTake: values.tempAmountTake,
  }
}
