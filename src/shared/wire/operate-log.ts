import { z } from 'zod'
import { epochMs, id } from './common'
import { optionalBoolean, optionalIntIn, optionalText } from './fields'

// Operate log: /system/operate-log/* (docs/admin-api.md#system-administration).

/** system_operate_type. */
export const OPERATE_TYPES = {
  OTHER: 0,
  QUERY: 1,
  CREATE: 2,
  UPDATE: 3,
  DELETE: 4,
  EXPORT: 5,
  IMPORT: 6,
} as const

const OPERATE_TYPE_VALUES = Object.values(OPERATE_TYPES)

/** An item of page: who did what, where from, how long it took and how it ended. No bodies. */
export const operateLogItem = z.object({
  id,
  userId: z.number().int().nullable(),
  userNickname: z.string(),
  /** The screen owning the operation, e.g. 用户管理. */
  module: z.string(),
  /** The operation, e.g. 用户新增. */
  name: z.string(),
  type: z.number().int(),
  content: z.string(),
  requestMethod: z.string(),
  /** Secrets in the query are masked. */
  requestUrl: z.string(),
  userIp: z.string(),
  userAgent: z.string(),
  javaMethod: z.string(),
  startTime: epochMs,
  /** Milliseconds. */
  duration: z.number().int().min(0),
  /** The answer's envelope code: 0 success. */
  resultCode: z.number().int(),
  resultMsg: z.string(),
})

/** Filters of GET page and export (besides `startTime[0]/[1]`). */
export const operateLogFilters = {
  module: optionalText('操作模块', 50),
  userNickname: optionalText('操作人员', 30),
  type: optionalIntIn('操作类型', OPERATE_TYPE_VALUES),
  /** true: only operations that succeeded (code 0); false: only failed ones. */
  success: optionalBoolean('操作状态'),
}

export type OperateLogItem = z.output<typeof operateLogItem>
