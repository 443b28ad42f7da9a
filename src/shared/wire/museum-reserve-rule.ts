import { z } from 'zod'
import { epochMs, id } from './common'
import { requiredBoolean, requiredInt, requiredIntIn } from './fields'

// Booking rules /museum/reserve-rule/* (docs/admin-api.md#museum-modules): one per
// overall_rule_type. A saved rule applies at once to every new booking of its kind.

/** overall_rule_type */
export const RULE_PERSONAL = 1
export const RULE_TEAM = 2
export const RULE_ACTIVITY = 3
export const RULE_TYPES = [RULE_PERSONAL, RULE_TEAM, RULE_ACTIVITY] as const

/** temp_amount_take: 0 closed, 1 open */
export const TEMP_AMOUNT_TAKE_VALUES = [0, 1] as const

const count = (label: string, min: number, max: number) =>
  requiredInt(label)
    .refine((n) => n >= min, `${label}不能小于 ${min}`)
    .refine((n) => n <= max, `${label}不能超过 ${max}`)

/** Body of PUT update (the type of a rule never changes). */
export const reserveRuleUpdate = z
  .object({
    id: requiredInt('规则编号'),
    enabled: requiredBoolean('是否开放'),
    advanceDays: count('可提前预约天数', 0, 365),
    cancelDeadlineHours: count('取消截止小时数', 0, 720),
    maxPersons: count('每单最多人数', 1, 1000),
    minPersons: count('每单最少人数', 1, 1000),
    dailyLimitPerIdNumber: count('每证件每日预约次数', 1, 10),
    tempAmountTake: requiredIntIn('临时名额领取', TEMP_AMOUNT_TAKE_VALUES),
  })
  .refine((b) => b.minPersons <= b.maxPersons, {
    message: '每单最少人数不能大于最多人数',
    path: ['minPersons'],
  })

/** An item of list. */
export const reserveRuleItem = z.object({
  id,
  type: z.union([z.literal(RULE_PERSONAL), z.literal(RULE_TEAM), z.literal(RULE_ACTIVITY)]),
  enabled: z.boolean(),
  advanceDays: z.number().int().min(0),
  cancelDeadlineHours: z.number().int().min(0),
  maxPersons: z.number().int().min(1),
  minPersons: z.number().int().min(1),
  dailyLimitPerIdNumber: z.number().int().min(1),
  tempAmountTake: z.number().int(),
  updateTime: epochMs.nullish(),
})

export type ReserveRuleUpdate = z.output<typeof reserveRuleUpdate>
export type ReserveRuleItem = z.output<typeof reserveRuleItem>
