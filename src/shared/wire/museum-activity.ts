import { z } from 'zod'
import { epochMs, id } from './common'
import {
  optionalInt,
  optionalText,
  pageParams,
  requiredInt,
  requiredIntIn,
  requiredText,
} from './fields'

// Activities (活动列表): /museum/activity/* (docs/admin-api.md#museum-modules). An activity has a
// sign-up window and a limit of persons; its sign-ups are museum-activity-sign.ts.

/** activity_type: 主题教育, 研学活动, 纪念活动, 文化讲座. */
export const ACTIVITY_TYPES = [1, 2, 3, 4] as const

/** activity_cost: 0 免费, 1 收费 (a price in fen is then required). */
export const ACTIVITY_COST_FREE = 0
export const ACTIVITY_COST_PAID = 1

/** activity_status. */
export const ACTIVITY_STATUS_NOT_STARTED = 0
export const ACTIVITY_STATUS_SIGNING = 1
export const ACTIVITY_STATUS_RUNNING = 2
export const ACTIVITY_STATUS_ENDED = 3
export const ACTIVITY_STATUS_CANCELLED = 4
export const ACTIVITY_STATUSES = [0, 1, 2, 3, 4] as const

/**
 * Where an activity's status may go (PUT update-status): 未开始 -> 报名中 -> 进行中 -> 已结束, and
 * 已取消 from any status before 已结束. 已结束 and 已取消 are final.
 */
export const ACTIVITY_STATUS_MOVES: Readonly<Record<number, readonly number[]>> = {
  [ACTIVITY_STATUS_NOT_STARTED]: [ACTIVITY_STATUS_SIGNING, ACTIVITY_STATUS_CANCELLED],
  [ACTIVITY_STATUS_SIGNING]: [ACTIVITY_STATUS_RUNNING, ACTIVITY_STATUS_CANCELLED],
  [ACTIVITY_STATUS_RUNNING]: [ACTIVITY_STATUS_ENDED, ACTIVITY_STATUS_CANCELLED],
  [ACTIVITY_STATUS_ENDED]: [],
  [ACTIVITY_STATUS_CANCELLED]: [],
}

/** Largest price in fen (100,000 yuan) and limit of persons an activity takes. */
export const ACTIVITY_MAX_PRICE_FEN = 10_000_000
export const ACTIVITY_MAX_LIMIT = 100_000
/** The HTML content's size (characters), well inside the 1 MB body limit. */
export const ACTIVITY_CONTENT_MAX = 100_000

/** A required date-time in epoch ms; a form may also send it as a digit string. */
function requiredEpochMs(label: string) {
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

const activityFields = {
  title: requiredText('活动标题', 100),
  type: requiredIntIn('活动类型', ACTIVITY_TYPES),
  /** A URL the sandbox's own upload endpoint gave (checked by the server); empty: no cover. */
  cover: optionalText('活动封面', 500),
  location: optionalText('活动地点', 200),
  suitableCrowd: optionalText('适合人群', 100),
  cost: requiredIntIn('活动费用', [ACTIVITY_COST_FREE, ACTIVITY_COST_PAID]),
  /** Fen (1/100 yuan); required and above 0 when `cost` is 收费, ignored when 免费. */
  price: optionalInt('活动价格'),
  startTime: requiredEpochMs('活动开始时间'),
  endTime: requiredEpochMs('活动结束时间'),
  signStartTime: requiredEpochMs('报名开始时间'),
  signEndTime: requiredEpochMs('报名结束时间'),
  limitCount: requiredInt('人数上限')
    .refine((n) => n >= 1, '人数上限不能小于 1')
    .refine((n) => n <= ACTIVITY_MAX_LIMIT, `人数上限不能超过 ${ACTIVITY_MAX_LIMIT}`),
  content: optionalText('活动内容', ACTIVITY_CONTENT_MAX),
}

type ActivityTimes = {
  startTime: number
  endTime: number
  signStartTime: number
  signEndTime: number
  cost: number
  price?: number
}

/**
 * What the body must satisfy as a whole, each with its Chinese reason and the field it is about:
 * the sign-up window closes no later than the activity ends, and a paid activity has a price.
 */
export function activityIssues(body: ActivityTimes): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = []
  if (body.startTime > body.endTime) {
    issues.push({ path: 'endTime', message: '活动结束时间不能早于开始时间' })
  }
  if (body.signStartTime > body.signEndTime) {
    issues.push({ path: 'signEndTime', message: '报名结束时间不能早于报名开始时间' })
  }
  if (body.signEndTime > body.endTime) {
    issues.push({ path: 'signEndTime', message: '报名结束时间不能晚于活动结束时间' })
  }
  if (body.cost === ACTIVITY_COST_PAID) {
    if (body.price === undefined || body.price <= 0) {
      issues.push({ path: 'price', message: '收费活动的价格必须大于 0' })
    } else if (body.price > ACTIVITY_MAX_PRICE_FEN) {
      issues.push({ path: 'price', message: '活动价格不能超过 100000 元' })
    }
  }
  return issues
}

function withActivityRules<T extends z.ZodType<ActivityTimes>>(schema: T) {
  return schema.superRefine((body, ctx) => {
    for (const issue of activityIssues(body)) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] })
    }
  })
}

/** Body of POST create; a new activity is 未开始 unless it opens at once (报名中). */
export const activityCreate = withActivityRules(
  z.object({
    ...activityFields,
    status: z
      .preprocess(
        (v) => (v === null || v === '' ? undefined : v),
        z
          .union([z.literal(ACTIVITY_STATUS_NOT_STARTED), z.literal(ACTIVITY_STATUS_SIGNING)], {
            error: '新活动的状态只能是未开始或报名中',
          })
          .optional(),
      )
      .transform((v) => v ?? ACTIVITY_STATUS_NOT_STARTED),
  }),
)

/** Body of PUT update; the status moves only through update-status. */
export const activityUpdate = withActivityRules(
  z.object({ id: requiredInt('活动编号'), ...activityFields }),
)

/** Body of PUT update-status. */
export const activityStatusUpdate = z.object({
  id: requiredInt('活动编号'),
  status: requiredIntIn('活动状态', ACTIVITY_STATUSES),
})

/** Query of GET page. */
export const activityPageQuery = z.object({
  ...pageParams,
  title: optionalText('活动标题', 100),
  type: optionalInt('活动类型'),
  status: optionalInt('活动状态'),
})

/** An item of page and the data of get?id. */
export const activityItem = z.object({
  id,
  title: z.string(),
  type: z.number().int(),
  /** The cover image's URL, or null without one. */
  cover: z.string().nullable(),
  location: z.string().nullable(),
  suitableCrowd: z.string().nullable(),
  cost: z.number().int(),
  /** Fen; 0 for a free activity. */
  price: z.number().int().min(0).nullable(),
  startTime: epochMs,
  endTime: epochMs,
  signStartTime: epochMs,
  signEndTime: epochMs,
  limitCount: z.number().int().min(1),
  /** Persons of the sign-ups that hold a place (待审核, 报名成功, 已签到). */
  signedCount: z.number().int().min(0),
  status: z.number().int(),
  /** Sanitised HTML. */
  content: z.string().nullable(),
  createTime: epochMs.nullish(),
})

/** GET list-all-simple: every activity, newest first, for pickers and filters. */
export const activitySimpleItem = z.object({
  id,
  title: z.string(),
  status: z.number().int(),
  startTime: epochMs,
  signStartTime: epochMs,
  signEndTime: epochMs,
  limitCount: z.number().int(),
  signedCount: z.number().int(),
})

export type ActivityCreate = z.input<typeof activityCreate>
export type ActivityUpdate = z.input<typeof activityUpdate>
export type ActivityStatusUpdate = z.input<typeof activityStatusUpdate>
export type ActivityPageQuery = z.input<typeof activityPageQuery>
export type ActivityItem = z.output<typeof activityItem>
export type ActivitySimpleItem = z.output<typeof activitySimpleItem>
