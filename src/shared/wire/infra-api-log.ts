import { z } from 'zod'
import { epochMs, id } from './common'
import { optionalInt, optionalIntIn, optionalText, requiredInt, requiredIntIn } from './fields'

// API 访问日志 (/infra/api-access-log/*) and API 错误日志 (/infra/api-error-log/*): every admin-api
// and app-api request, and every unexpected error, as the sandbox recorded them (docs/api-logs.md).

/** user_type: app-api calls are members', admin-api calls staff's (signed in or not). */
export const USER_TYPES = { MEMBER: 1, ADMIN: 2 } as const
const USER_TYPE_VALUES = [USER_TYPES.MEMBER, USER_TYPES.ADMIN]

/** infra_api_error_log_process_status. */
export const PROCESS_STATUSES = { INIT: 0, DONE: 1, IGNORE: 2 } as const
const PROCESS_STATUS_VALUES = Object.values(PROCESS_STATUSES)

/** The request part shared by both logs. `requestParams` is JSON, secrets masked, at most 2 KB. */
const requestFields = {
  id,
  traceId: z.string(),
  /** 0: nobody signed in. */
  userId: z.number().int(),
  userType: z.number().int(),
  applicationName: z.string(),
  requestMethod: z.string(),
  /** The path, without the query (the query is in requestParams). */
  requestUrl: z.string(),
  requestParams: z.string(),
  userIp: z.string(),
  userAgent: z.string(),
  createTime: epochMs,
}

export const apiAccessLogItem = z.object({
  ...requestFields,
  beginTime: epochMs,
  endTime: epochMs,
  /** Milliseconds. */
  duration: z.number().int().min(0),
  /** The answer's envelope code: 0 success. */
  resultCode: z.number().int(),
  resultMsg: z.string(),
})

export const apiErrorLogItem = z.object({
  ...requestFields,
  exceptionTime: epochMs,
  exceptionName: z.string(),
  exceptionMessage: z.string(),
  exceptionRootCauseMessage: z.string(),
  exceptionStackTrace: z.string(),
  exceptionClassName: z.string(),
  exceptionFileName: z.string(),
  exceptionMethodName: z.string(),
  exceptionLineNumber: z.number().int(),
  processStatus: z.number().int(),
  processTime: epochMs.nullable(),
  processUserId: z.number().int().nullable(),
})

/** Filters of the access log's page and export (besides `beginTime[0]/[1]`). */
export const apiAccessLogFilters = {
  userId: optionalInt('用户编号'),
  userType: optionalIntIn('用户类型', USER_TYPE_VALUES),
  applicationName: optionalText('应用名', 50),
  requestUrl: optionalText('请求地址', 255),
  /** At least this many milliseconds. */
  duration: optionalInt('执行时长'),
  resultCode: optionalInt('结果码'),
}

/** Filters of the error log's page and export (besides `exceptionTime[0]/[1]`). */
export const apiErrorLogFilters = {
  userId: optionalInt('用户编号'),
  userType: optionalIntIn('用户类型', USER_TYPE_VALUES),
  applicationName: optionalText('应用名', 50),
  requestUrl: optionalText('请求地址', 255),
  processStatus: optionalIntIn('处理状态', PROCESS_STATUS_VALUES),
}

/** PUT update-status?id&processStatus: 已处理 or 已忽略, only from 未处理. */
export const apiErrorLogStatusUpdate = z.object({
  id: requiredInt('编号'),
  processStatus: requiredIntIn('处理状态', [PROCESS_STATUSES.DONE, PROCESS_STATUSES.IGNORE]),
})

export type ApiAccessLogItem = z.output<typeof apiAccessLogItem>
export type ApiErrorLogItem = z.output<typeof apiErrorLogItem>
export type ApiErrorLogStatusUpdate = z.output<typeof apiErrorLogStatusUpdate>
