import { z } from 'zod'
import type { PageParams } from '@/shared/list-kit'
import type { JobItem as WireJobItem, JobLogItem as WireJobLogItem } from '@/shared/wire/infra-job'
import { validateCron } from '@/shared/wire/quartz-cron'

export type JobItem = WireJobItem
export type JobLogItem = WireJobLogItem

/** infra_job_status values the console acts on. */
export const JOB_STATUS_NORMAL = 1
export const JOB_STATUS_STOP = 2

/** The handlers the sandbox knows (kept in step with the wire's list by a test). */
export const JOB_HANDLERS = [
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

/** What stops when a job is paused, named in the pause confirmation where it matters. */
export const PAUSE_CONSEQUENCES: Record<string, string> = {
  payOrderExpireJob: '暂停后，过期未支付的支付订单将不再自动关闭。',
  payNotifyJob: '暂停后，支付和退款结果将不再通知商户（包括失败后的重试）。',
}

export type JobQuery = PageParams & { name?: string; status?: string; handlerName?: string }

export type JobLogQuery = PageParams & {
  jobId?: string
  handlerName?: string
  beginTime?: string
  endTime?: string
  status?: string
}

const nonNegative = (label: string) =>
  z
    .number({ error: `${label}不能为空` })
    .int(`${label}必须是整数`)
    .min(0, `${label}不能小于 0`)

export const jobFormSchema = z.object({
  id: z.number().optional(),
  name: z.string().trim().min(1, '任务名称不能为空').max(64, '任务名称长度不能超过 64 个字符'),
  handlerName: z.string().trim().min(1, '处理器的名字不能为空'),
  handlerParam: z.string().max(255, '处理器的参数长度不能超过 255 个字符'),
  cronExpression: z
    .string()
    .trim()
    .min(1, 'CRON 表达式不能为空')
    .refine((text) => text === '' || validateCron(text) === null, 'CRON 表达式不正确'),
  retryCount: nonNegative('重试次数'),
  retryInterval: nonNegative('重试间隔'),
  monitorTimeout: z.union([nonNegative('监控超时时间'), z.null()]),
})

export type JobFormValues = z.input<typeof jobFormSchema>
export type JobFormOutput = z.output<typeof jobFormSchema>

export interface JobSave {
  id?: number
  name: string
  handlerName: string
  handlerParam?: string
  cronExpression: string
  retryCount: number
  retryInterval: number
  monitorTimeout: number
}

export const emptyJobForm: JobFormValues = {
  name: '',
  handlerName: '',
  handlerParam: '',
  cronExpression: '',
  retryCount: 0,
  retryInterval: 0,
  monitorTimeout: 0,
}

export function jobSaveOf(values: JobFormOutput): JobSave {
  return {
    ...(values.id === undefined ? {} : { id: values.id }),
    name: values.name,
    handlerName: values.handlerName,
    ...(values.handlerParam.trim() ? { handlerParam: values.handlerParam } : {}),
    cronExpression: values.cronExpression,
    retryCount: values.retryCount,
    retryInterval: values.retryInterval,
    monitorTimeout: values.monitorTimeout ?? 0,
  }
}

/** `N 毫秒`, the way 任务详细 and 调度日志 show durations. */
export const millis = (value: number | null | undefined) =>
  value === null || value === undefined ? '-' : `${value} 毫秒`
