import { z } from 'zod'
import { epochMs, id } from './common'
import { optionalIntIn, pageParams, requiredInt, requiredIntIn } from './fields'
import { TIME_OF_DAY_PATTERN, timeOfDayField } from './museum-fields'

// Time slots /museum/time-slot/* (docs/admin-api.md#museum-modules): one visiting period of one
// day with its personal places and its separate team places.

/** status of a slot: 0 open, 1 stopped (takes no booking). */
export const SLOT_OPEN = 0
export const SLOT_STOPPED = 1
export const SLOT_STATUSES = [SLOT_OPEN, SLOT_STOPPED] as const

/** Most places one slot may offer (a sanity bound, not a museum rule). */
export const MAX_SLOT_CAPACITY = 100_000

/** A day as epoch ms of its local midnight; a form may also send it as a digit string. */
export function dayField(label: string) {
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

const placesField = (label: string) =>
  requiredInt(label)
    .refine((n) => n >= 0, `${label}不能小于 0`)
    .refine((n) => n <= MAX_SLOT_CAPACITY, `${label}不能超过 ${MAX_SLOT_CAPACITY}`)

/** "HH:mm" strings compare in time order. */
const endsAfterStart = { message: '结束时间需晚于开始时间', path: ['endTime'] }

const slotTimes = {
  startTime: timeOfDayField('开始时间'),
  endTime: timeOfDayField('结束时间'),
  capacity: placesField('个人名额'),
  teamCapacity: placesField('团队名额'),
}

/** Body of POST create. */
export const timeSlotCreate = z
  .object({ visitDate: dayField('参观日期'), ...slotTimes })
  .refine((b) => b.endTime > b.startTime, endsAfterStart)

/** Body of PUT update: times and places (never below what is already reserved). */
export const timeSlotUpdate = z
  .object({ id: requiredInt('场次编号'), ...slotTimes })
  .refine((b) => b.endTime > b.startTime, endsAfterStart)

/** Body of PUT update-status. */
export const timeSlotStatusUpdate = z.object({
  id: requiredInt('场次编号'),
  status: requiredIntIn('场次状态', SLOT_STATUSES),
})

/** One slot template of 批量生成. */
export const slotTemplate = z
  .object(slotTimes)
  .refine((b) => b.endTime > b.startTime, endsAfterStart)

/** Longest range 批量生成 takes at once. */
export const MAX_GENERATE_DAYS = 366

/**
 * Body of POST generate: every day from beginDate to endDate whose weekday is listed (0 Sunday ..
 * 6 Saturday, as Date.getDay) gets the templates' slots; days that already have slots are skipped.
 */
export const timeSlotGenerate = z
  .object({
    beginDate: dayField('开始日期'),
    endDate: dayField('结束日期'),
    weekdays: z
      .array(requiredIntIn('星期', [0, 1, 2, 3, 4, 5, 6]), { error: '请选择星期' })
      .min(1, '请选择星期'),
    slots: z
      .array(slotTemplate, { error: '请添加场次模板' })
      .min(1, '请添加场次模板')
      .max(20, '场次模板不能超过 20 个'),
  })
  .refine((b) => b.endDate >= b.beginDate, {
    message: '结束日期不能早于开始日期',
    path: ['endDate'],
  })
  .refine((b) => b.endDate - b.beginDate <= MAX_GENERATE_DAYS * 86_400_000, {
    message: `一次最多生成 ${MAX_GENERATE_DAYS} 天的场次`,
    path: ['endDate'],
  })
  .refine(
    (b) => {
      const sorted = [...b.slots].sort((x, y) => x.startTime.localeCompare(y.startTime))
      return sorted.every((s, i) => i === 0 || s.startTime >= sorted[i - 1].endTime)
    },
    { message: '场次模板的时间不能重叠', path: ['slots'] },
  )

/**
 * Query of GET page, except `visitDate[0]/[1]` (a date range the sandbox reads with its own
 * date parser).
 */
export const timeSlotPageQuery = z.object({
  ...pageParams,
  status: optionalIntIn('场次状态', SLOT_STATUSES),
})

/** Query of GET list-by-date (the slot pickers). */
export const timeSlotListByDateQuery = z.object({ visitDate: dayField('参观日期') })

/** An item of page, get and list-by-date. */
export const timeSlotItem = z.object({
  id,
  visitDate: epochMs,
  startTime: z.string().regex(TIME_OF_DAY_PATTERN),
  endTime: z.string().regex(TIME_OF_DAY_PATTERN),
  capacity: z.number().int().min(0),
  reservedCount: z.number().int().min(0),
  teamCapacity: z.number().int().min(0),
  teamReservedCount: z.number().int().min(0),
  status: z.union([z.literal(SLOT_OPEN), z.literal(SLOT_STOPPED)]),
  createTime: epochMs.nullish(),
})

export type TimeSlotCreate = z.output<typeof timeSlotCreate>
export type TimeSlotUpdate = z.output<typeof timeSlotUpdate>
export type TimeSlotStatusUpdate = z.output<typeof timeSlotStatusUpdate>
export type TimeSlotGenerate = z.output<typeof timeSlotGenerate>
export type SlotTemplate = z.output<typeof slotTemplate>
export type TimeSlotPageQuery = z.input<typeof timeSlotPageQuery> & {
  visitDate?: [string, string] | string[]
}
export type TimeSlotItem = z.output<typeof timeSlotItem>
