import { z } from 'zod'
import {
  ACTIVITY_COST_FREE,
  ACTIVITY_COST_PAID,
  ACTIVITY_MAX_LIMIT,
  ACTIVITY_STATUS_NOT_STARTED,
  activityIssues,
} from '@/shared/wire/museum-activity'
import type { ActivityItem, ActivitySave } from './activity-types'
import { fenToYuan, YUAN_MESSAGE, yuanToFen } from './money'

/** [begin, end] in epoch ms as the range picker holds it ([] or a null end while picking). */
const range = (message: string) =>
  z
    .array(z.number().nullable())
    .refine((pair) => pair.length === 2 && pair[0] !== null && pair[1] !== null, message)

const activityFormSchema = z
  .object({
    id: z.number().optional(),
    title: z.string().trim().min(1, '活动标题不能为空').max(100, '活动标题不能超过 100 个字'),
    type: z.number({ error: '请选择活动类型' }),
    cover: z.string(),
    location: z.string().max(200, '活动地点不能超过 200 个字'),
    suitableCrowd: z.string().max(100, '适合人群不能超过 100 个字'),
    activityTime: range('请选择活动时间'),
    signWindow: range('请选择报名时间'),
    limitCount: z
      .number({ error: '人数上限不能为空' })
      .nullable()
      .refine((n) => n !== null, '人数上限不能为空')
      .refine((n) => n === null || (Number.isInteger(n) && n >= 1), '人数上限不能小于 1')
      .refine(
        (n) => n === null || n <= ACTIVITY_MAX_LIMIT,
        `人数上限不能超过 ${ACTIVITY_MAX_LIMIT}`,
      ),
    cost: z.number(),
    /** Yuan as typed ('19.99'); converted to fen on save. */
    price: z.string(),
    content: z.string(),
    status: z.number(),
  })
  .superRefine((values, ctx) => {
    const [startTime, endTime] = values.activityTime
    const [signStartTime, signEndTime] = values.signWindow
    if (
      values.cost === ACTIVITY_COST_PAID &&
      values.price.trim() !== '' &&
      yuanToFen(values.price) === null
    ) {
      ctx.addIssue({ code: 'custom', message: YUAN_MESSAGE, path: ['price'] })
      return
    }
    if (!startTime || !endTime || !signStartTime || !signEndTime) return
    // The same rules, and words, as the server's (src/shared/wire/museum-activity.ts).
    const issues = activityIssues({
      startTime,
      endTime,
      signStartTime,
      signEndTime,
      cost: values.cost,
      price: values.price.trim() ? (yuanToFen(values.price) ?? undefined) : undefined,
    })
    const fieldOf: Record<string, string> = {
      endTime: 'activityTime',
      signEndTime: 'signWindow',
      price: 'price',
    }
    for (const issue of issues) {
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        path: [fieldOf[issue.path] ?? issue.path],
      })
    }
  })

export const activityForm = activityFormSchema
export type ActivityFormIn = z.input<typeof activityFormSchema>
export type ActivityFormOut = z.output<typeof activityFormSchema>

export const EMPTY_ACTIVITY_FORM: ActivityFormIn = {
  title: '',
  type: 1,
  cover: '',
  location: '',
  suitableCrowd: '',
  activityTime: [],
  signWindow: [],
  limitCount: null,
  cost: ACTIVITY_COST_FREE,
  price: '',
  content: '',
  status: ACTIVITY_STATUS_NOT_STARTED,
}

export function activityFormOf(item: ActivityItem): ActivityFormIn {
  return {
    id: item.id,
    title: item.title,
    type: item.type,
    cover: item.cover ?? '',
    location: item.location ?? '',
    suitableCrowd: item.suitableCrowd ?? '',
    activityTime: [item.startTime, item.endTime],
    signWindow: [item.signStartTime, item.signEndTime],
    limitCount: item.limitCount,
    cost: item.cost,
    price: item.cost === ACTIVITY_COST_PAID ? fenToYuan(item.price) : '',
    content: item.content ?? '',
    status: item.status,
  }
}

/** The body of create / update: times from the ranges, the price in fen (free: none). */
export function activitySaveOf(values: ActivityFormOut): ActivitySave {
  const paid = values.cost === ACTIVITY_COST_PAID
  const text = (value: string) => (value.trim() ? value.trim() : undefined)
  return {
    ...(values.id !== undefined ? { id: values.id } : { status: values.status }),
    title: values.title.trim(),
    type: values.type,
    cover: text(values.cover),
    location: text(values.location),
    suitableCrowd: text(values.suitableCrowd),
    cost: values.cost,
    ...(paid ? { price: yuanToFen(values.price) ?? undefined } : {}),
    startTime: values.activityTime[0] as number,
    endTime: values.activityTime[1] as number,
    signStartTime: values.signWindow[0] as number,
    signEndTime: values.signWindow[1] as number,
    limitCount: values.limitCount as number,
    content: text(values.content),
  }
}
