import type { PageParams } from '@/shared/list-kit'
import type { OperateLogItem as WireOperateLogItem } from '@/shared/wire/operate-log'

/** A row of 操作日志 (the wire item; types only, no zod in the page chunk). */
export type OperateLogItem = WireOperateLogItem

/** Filters of /system/operate-log/page as sent (success: 'true' | 'false'). */
export type OperateLogQuery = PageParams &
  Partial<Record<'module' | 'userNickname' | 'type' | 'success', string>> & {
    startTime?: [string, string]
  }

/** An operation succeeded when its answer's code was 0. */
export const operateSucceeded = (log: Pick<OperateLogItem, 'resultCode'>) => log.resultCode === 0
