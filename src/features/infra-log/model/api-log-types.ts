import type { PageParams } from '@/shared/list-kit'
import type {
  ApiAccessLogItem as WireApiAccessLogItem,
  ApiErrorLogItem as WireApiErrorLogItem,
} from '@/shared/wire/infra-api-log'

/** A row of API 访问日志 (the wire item; types only, no zod in the page chunk). */
export type ApiAccessLogItem = WireApiAccessLogItem
/** A row of API 错误日志. */
export type ApiErrorLogItem = WireApiErrorLogItem

type TextFilters<K extends string> = Partial<Record<K, string>>

/** Filters of /infra/api-access-log/page as sent. */
export type ApiAccessLogQuery = PageParams &
  TextFilters<
    'userId' | 'userType' | 'applicationName' | 'requestUrl' | 'duration' | 'resultCode'
  > & {
    beginTime?: [string, string]
  }

/** Filters of /infra/api-error-log/page as sent. */
export type ApiErrorLogQuery = PageParams &
  TextFilters<'userId' | 'userType' | 'applicationName' | 'requestUrl' | 'processStatus'> & {
    exceptionTime?: [string, string]
  }

/** infra_api_error_log_process_status (the wire's numbers, repeated: no zod in this chunk). */
export const PROCESS_STATUS = { INIT: 0, DONE: 1, IGNORE: 2 } as const

/** The two marks an error still 未处理 can get, with the word the question uses. */
export const PROCESS_MARKS = [
  { status: PROCESS_STATUS.DONE, label: '已处理' },
  { status: PROCESS_STATUS.IGNORE, label: '已忽略' },
] as const

export const durationText = (ms: number) => `${ms} ms`

/** 操作结果: '成功', or '失败(message)' with what the answer said. */
export const resultText = (log: Pick<ApiAccessLogItem, 'resultCode' | 'resultMsg'>) =>
  log.resultCode === 0 ? '成功' : `失败(${log.resultMsg})`
