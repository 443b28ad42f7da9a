import { z } from 'zod'
import { epochMs, id } from './common'
import { optionalInt, optionalText, pageParams, requiredInt } from './fields'
import { TIME_OF_DAY_PATTERN, timeOfDayField } from './museum-fields'

// Volunteer service records: /museum/volunteer-service/* (docs/admin-api.md#museum-modules).
// The hours are never sent by the client: the server computes them from the times.

/** Minutes since midnight of an "HH:mm" time, or null when it is not one. */
export function minutesOfDay(time: string): number | null {
  if (!TIME_OF_DAY_PATTERN.test(time)) return null
  const [hours, minutes] = time.split(':').map(Number)
  return hours * 60 + minutes
}

/**
 * Hours between two "HH:mm" times in tenths of an hour, rounded to the nearest tenth (09:00 to
 * 11:30 is 25, i.e. 2.5 h; 20 minutes is 3). Null unless the end comes after the start.
 * Tenths are integers, so a volunteer's total adds up without floating-point drift.
 */
export function serviceTenths(startTime: string, endTime: string): number | null {
  const start = minutesOfDay(startTime)
  const end = minutesOfDay(endTime)
  if (start === null || end === null || end <= start) return null
  return Math.round((end - start) / 6)
}

/** Tenths -> hours as shown and sent (2.5). */
export const tenthsToHours = (tenths: number): number => tenths / 10

export const END_AFTER_START_MESSAGE = '结束时间必须晚于开始时间'

/** A day in epoch ms; a form may send it as a digit string. */
const requiredDay = (label: string) =>
  z.preprocess(
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

const saveFields = {
  volunteerId: requiredInt('志愿者'),
  serviceDate: requiredDay('服务日期'),
  startTime: timeOfDayField('开始时间'),
  endTime: timeOfDayField('结束时间'),
  post: optionalText('服务岗位', 50),
  remark: optionalText('备注', 500),
}

const endAfterStart = <T extends { startTime: string; endTime: string }>(body: T) =>
  serviceTenths(body.startTime, body.endTime) !== null

/** Body of POST create. */
export const volunteerServiceCreate = z
  .object(saveFields)
  .refine(endAfterStart, { message: END_AFTER_START_MESSAGE, path: ['endTime'] })

/** Body of PUT update. */
export const volunteerServiceUpdate = z
  .object({ id: requiredInt('服务记录编号'), ...saveFields })
  .refine(endAfterStart, { message: END_AFTER_START_MESSAGE, path: ['endTime'] })

/** Query of GET page and export, except `serviceDate[0]/[1]` (a date range). */
export const volunteerServicePageQuery = z.object({
  ...pageParams,
  volunteerId: optionalInt('志愿者'),
})

/** An item of page and get. */
export const volunteerServiceItem = z.object({
  id,
  volunteerId: id,
  volunteerName: z.string(),
  serviceDate: epochMs,
  startTime: z.string(),
  endTime: z.string(),
  /** Hours to 0.1 h, computed by the server from the times. */
  hours: z.number().min(0),
  post: z.string().nullable(),
  remark: z.string().nullable(),
  createTime: epochMs,
})

/** One row of GET summary: a volunteer's hours and records within the filtered period. */
export const volunteerServiceSummaryItem = z.object({
  volunteerId: id,
  volunteerName: z.string(),
  totalHours: z.number().min(0),
  recordCount: z.number().int().min(0),
})

export type VolunteerServiceCreate = z.output<typeof volunteerServiceCreate>
export type VolunteerServiceUpdate = z.output<typeof volunteerServiceUpdate>
export type VolunteerServicePageQuery = z.input<typeof volunteerServicePageQuery> & {
  serviceDate?: [string, string] | string[]
}
export type VolunteerServiceItem = z.output<typeof volunteerServiceItem>
export type VolunteerServiceSummaryItem = z.output<typeof volunteerServiceSummaryItem>
