import { z } from 'zod'
import { epochMs, id, nullableText, nullableTime } from './common'
import {
  optionalInt,
  optionalIntIn,
  optionalText,
  pageParams,
  requiredInt,
  requiredText,
} from './fields'

// 定时任务 /infra/job/* and 调度日志 /infra/job-log/* (docs/admin-api.md#定时任务-and-调度日志).

/** infra_job_status: 0 初始化 (never set by the sandbox), 1 开启, 2 暂停. */
export const JOB_STATUS = { INIT: 0, NORMAL: 1, STOP: 2 } as const
/** The two statuses update-status accepts. */
export const JOB_SWITCHABLE_STATUSES = [JOB_STATUS.NORMAL, JOB_STATUS.STOP] as const

/** infra_job_log_status: 0 运行中, 1 成功, 2 失败. */
export const JOB_LOG_STATUS = { RUNNING: 0, SUCCESS: 1, FAILURE: 2 } as const

/** The handlers the sandbox knows (the 处理器的名字 select offers them). */
export const JOB_HANDLER_NAMES = [
  'payOrderExpireJob',
  'payNotifyJob',
  'tokenCleanJob',
  'accessLogCleanJob',
  'errorLogCleanJob',
  'jobLogCleanJob',
  'reserveNoShowJob',
  'activityRemindJob',
  'sendNotifyJob',
] as const

/** An item of page and get. */
export const jobItem = z.object({
  id,
  name: z.string(),
  status: z.number().int(),
  handlerName: z.string(),
  handlerParam: nullableText,
  cronExpression: z.string(),
  retryCount: z.number().int(),
  /** Milliseconds between a failure and its retry. */
  retryInterval: z.number().int(),
  /** Milliseconds a run may take; 0 means not watched (监控超时 未开启). */
  monitorTimeout: z.number().int(),
  createTime: epochMs,
})

const saveFields = {
  name: requiredText('任务名称', 64),
  handlerParam: optionalText('处理器的参数', 255),
  /** Checked by the server with validateCron (refused as a business error, like production). */
  cronExpression: requiredText('CRON 表达式', 255),
  retryCount: requiredInt('重试次数').refine((n) => n >= 0, '重试次数不能小于 0'),
  retryInterval: requiredInt('重试间隔').refine((n) => n >= 0, '重试间隔不能小于 0'),
  monitorTimeout: optionalInt('监控超时时间').refine(
    (n) => n === undefined || n >= 0,
    '监控超时时间不能小于 0',
  ),
}

/** Body of POST create. */
export const jobCreate = z.object({ ...saveFields, handlerName: requiredText('处理器的名字', 64) })

/** Body of PUT update: the handler is fixed once the job exists (a handlerName sent is ignored). */
export const jobUpdate = z.object({ id: requiredInt('任务编号'), ...saveFields })

/** Query of PUT update-status (anything but 1 or 2 is refused by the server). */
export const jobStatusQuery = z.object({
  id: requiredInt('任务编号'),
  status: requiredInt('任务状态'),
})

/** Query of GET get_next_times. */
export const jobNextTimesQuery = z.object({
  id: requiredInt('任务编号'),
  count: optionalInt('数量')
    .refine((n) => n === undefined || (n >= 1 && n <= 100), '数量必须在 1 到 100 之间')
    .transform((n) => n ?? 5),
})
/** data of get_next_times: epoch milliseconds, soonest first. */
export const jobNextTimes = z.array(epochMs)

/** Filters of GET page and export-excel. */
export const jobFilters = {
  name: optionalText('任务名称', 64),
  status: optionalIntIn('任务状态', [0, 1, 2]),
  handlerName: optionalText('处理器的名字', 64),
}
export const jobPageQuery = z.object({ ...pageParams, ...jobFilters })

/** An item of the job log's page and get. */
export const jobLogItem = z.object({
  id,
  jobId: id,
  handlerName: z.string(),
  handlerParam: nullableText,
  /** 1 for the first attempt, 1 + n for the n-th retry. */
  executeIndex: z.number().int(),
  beginTime: epochMs,
  endTime: nullableTime,
  /** Milliseconds; null while running. */
  duration: z.number().int().nullable(),
  status: z.number().int(),
  result: nullableText,
  createTime: epochMs,
})

/**
 * Filters of the job log's page and export-excel. beginTime / endTime are days (`YYYY-MM-DD`, a
 * time part is ignored): runs that began on or after 00:00:00 of the first and ended on or before
 * 23:59:59 of the second, in the sandbox's time zone.
 */
export const jobLogFilters = {
  jobId: optionalInt('任务编号'),
  handlerName: optionalText('处理器的名字', 64),
  beginTime: optionalText('开始执行时间', 32),
  endTime: optionalText('结束执行时间', 32),
  status: optionalIntIn('任务状态', [0, 1, 2]),
}
export const jobLogPageQuery = z.object({ ...pageParams, ...jobLogFilters })

export type JobItem = z.output<typeof jobItem>
export type JobCreate = z.output<typeof jobCreate>
export type JobUpdate = z.output<typeof jobUpdate>
export type JobLogItem = z.output<typeof jobLogItem>
export type JobHandlerName = (typeof JOB_HANDLER_NAMES)[number]
