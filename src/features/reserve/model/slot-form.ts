import { z } from 'zod'
import { TIME_OF_DAY_PATTERN } from '@/shared/wire/museum-fields'

/** What the slot dialogs hold while typing ('HH:mm' times; null while a number is empty). */
export interface SlotTimesValues {
  startTime: string
  endTime: string
  capacity: number | null
  teamCapacity: number | null
}

export interface SlotFormValues extends SlotTimesValues {
  id?: number
  /** The day, as its local midnight in ms. */
  visitDate: number | null
  /** Shown while editing (a capacity below them is refused by the server). */
  reservedCount?: number
  teamReservedCount?: number
}

const places = (label: string) =>
  z
    .number({ error: `${label}不能为空` })
    .int(`${label}必须是整数`)
    .min(0, `${label}不能小于 0`)
    .max(100_000, `${label}不能超过 100000`)

const time = (label: string) =>
  z.string().min(1, `${label}不能为空`).regex(TIME_OF_DAY_PATTERN, `${label}格式应为 HH:mm`)

/** One slot's times and places, as the server checks them. */
export const slotTimesSchema = z
  .object({
    startTime: time('开始时间'),
    endTime: time('结束时间'),
    capacity: places('个人名额')
      .nullable()
      .refine((n) => n !== null, '个人名额不能为空'),
    teamCapacity: places('团队名额')
      .nullable()
      .refine((n) => n !== null, '团队名额不能为空'),
  })
  .refine((s) => !s.startTime || !s.endTime || s.endTime > s.startTime, {
    message: '结束时间需晚于开始时间',
    path: ['endTime'],
  })

/** 添加场次 / 修改场次. */
export const slotFormSchema = z
  .object({
    id: z.number().optional(),
    visitDate: z.number().nullable(),
    startTime: z.string(),
    endTime: z.string(),
    capacity: z.number().nullable(),
    teamCapacity: z.number().nullable(),
    reservedCount: z.number().optional(),
    teamReservedCount: z.number().optional(),
  })
  .superRefine((values, ctx) => {
    if (values.visitDate === null) {
      ctx.addIssue({ code: 'custom', message: '参观日期不能为空', path: ['visitDate'] })
    }
    const times = slotTimesSchema.safeParse(values)
    if (!times.success) {
      for (const issue of times.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path })
      }
    }
  })

export const EMPTY_SLOT: SlotFormValues = {
  visitDate: null,
  startTime: '09:00',
  endTime: '10:00',
  capacity: 200,
  teamCapacity: 50,
}

/** 周一..周日 with their Date.getDay values (0 is Sunday), in the order a Chinese week runs. */
export const WEEKDAYS = [
  { label: '周一', value: 1 },
  { label: '周二', value: 2 },
  { label: '周三', value: 3 },
  { label: '周四', value: 4 },
  { label: '周五', value: 5 },
  { label: '周六', value: 6 },
  { label: '周日', value: 0 },
] as const

/** What 批量生成 holds while typing. */
export interface GenerateValues {
  /** [first day, last day] in ms, or [] while empty. */
  range: (number | null)[]
  weekdays: number[]
  slots: SlotTimesValues[]
}

/** A museum's usual day: four slots from 09:00 to 16:30 (Mondays closed). */
export function defaultGenerateValues(): GenerateValues {
  return {
    range: [],
    weekdays: [2, 3, 4, 5, 6, 0],
    slots: [
      { startTime: '09:00', endTime: '10:30', capacity: 200, teamCapacity: 50 },
      { startTime: '10:30', endTime: '12:00', capacity: 200, teamCapacity: 50 },
      { startTime: '13:00', endTime: '14:30', capacity: 200, teamCapacity: 50 },
      { startTime: '14:30', endTime: '16:30', capacity: 200, teamCapacity: 50 },
    ],
  }
}

export const generateSchema = z
  .object({
    range: z.array(z.number().nullable()),
    weekdays: z.array(z.number()).min(1, '请选择星期'),
    slots: z.array(slotTimesSchema).min(1, '请添加场次模板').max(20, '场次模板不能超过 20 个'),
  })
  .superRefine((values, ctx) => {
    const [begin, end] = values.range
    if (begin == null || end == null) {
      ctx.addIssue({ code: 'custom', message: '请选择日期范围', path: ['range'] })
    }
    const sorted = [...values.slots].sort((a, b) => a.startTime.localeCompare(b.startTime))
    if (sorted.some((s, i) => i > 0 && s.startTime < sorted[i - 1].endTime)) {
      ctx.addIssue({ code: 'custom', message: '场次模板的时间不能重叠', path: ['slots', 'root'] })
    }
  })
