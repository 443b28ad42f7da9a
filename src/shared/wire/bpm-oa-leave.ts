import { z } from 'zod'
import { epochMs, id } from './common'
import { optionalInt, optionalText, pageParams, requiredInt, requiredText } from './fields'

// OA leave (请假): /bpm/oa/leave/* (docs/admin-api.md#oa-leave). A business form: the leave row
// lives in its own table and starts the process `oa_leave` with itself as the business key.

/** The process every leave starts (its latest active definition). */
export const OA_LEAVE_PROCESS_KEY = 'oa_leave'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Whole days between the start and the end, rounded down (the Java server's
 * `LocalDateTimeUtil.between(start, end, DAYS)`): a leave from 9:00 to 18:00 on one day is 0 days,
 * from Monday 9:00 to Thursday 9:00 is 3. The process branches on it (`${day > 3}`).
 */
export function leaveDays(startTime: number, endTime: number): number {
  return Math.max(0, Math.floor((endTime - startTime) / DAY_MS))
}

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

/** Body of POST create. The end must come after the start (the Java server's @AssertTrue). */
export const oaLeaveCreate = z
  .object({
    startTime: requiredEpochMs('开始时间'),
    endTime: requiredEpochMs('结束时间'),
    type: requiredInt('请假类型'),
    reason: requiredText('请假原因', 200),
  })
  .refine((body) => body.endTime > body.startTime, {
    message: '结束时间，需要在开始时间之后',
    path: ['endTime'],
  })

/**
 * Query of GET page, except `createTime[0]/[1]` (a date range the sandbox reads with its own date
 * parser; the console sends two 'yyyy-MM-dd HH:mm:ss' strings).
 */
export const oaLeavePageQuery = z.object({
  ...pageParams,
  result: optionalInt('请假结果'),
  type: optionalInt('请假类型'),
  reason: optionalText('请假原因', 200),
})

/** An item of page and the data of get?id. */
export const oaLeaveItem = z.object({
  id,
  type: z.number().int(),
  reason: z.string(),
  startTime: epochMs,
  endTime: epochMs,
  /** Whole days (see leaveDays); not shown, the process decides on it. */
  day: z.number().int().min(0).nullish(),
  /** bpm_process_instance_result: 1 处理中 until the process ends, then its result. */
  result: z.number().int().min(1).max(9),
  createTime: epochMs,
  processInstanceId: z.string().nullish(),
})

export type OaLeaveCreate = z.output<typeof oaLeaveCreate>
export type OaLeavePageQuery = z.input<typeof oaLeavePageQuery> & {
  createTime?: [string, string] | string[]
}
export type OaLeaveItem = z.output<typeof oaLeaveItem>
