import { DICT_TYPE, DictTag } from '@/shared/dict'
import { DetailDialog } from '@/shared/list-kit'
import { formatDate } from '@/shared/utils'
import type { ApiErrorLogItem } from '../model/api-log-types'
import { ParamsBlock } from './params-block'
import { requestDetailItems } from './request-detail-items'

export interface ApiErrorLogDetailProps {
  log: ApiErrorLogItem | null
  onClose: () => void
}

/** 详细 of an unexpected error: the request, the exception and the stack trace, read-only. */
export function ApiErrorLogDetail({ log, onClose }: ApiErrorLogDetailProps) {
  const items = log
    ? [
        ...requestDetailItems(log),
        { label: '异常时间', content: formatDate(log.exceptionTime) },
        { label: '异常名', content: log.exceptionName },
        { label: '异常消息', content: log.exceptionMessage },
        { label: '根异常消息', content: log.exceptionRootCauseMessage },
        {
          label: '异常位置',
          content: `${log.exceptionClassName}${log.exceptionClassName ? '.' : ''}${log.exceptionMethodName} (${log.exceptionFileName}:${log.exceptionLineNumber})`,
        },
        {
          label: '处理状态',
          content: (
            <DictTag
              type={DICT_TYPE.INFRA_API_ERROR_LOG_PROCESS_STATUS}
              value={log.processStatus}
            />
          ),
        },
        { label: '处理人', content: log.processUserId ?? '' },
        { label: '处理时间', content: log.processTime ? formatDate(log.processTime) : '' },
      ]
    : []
  return (
    <DetailDialog open={log !== null} title="API 错误日志详细" items={items} onClose={onClose}>
      {log && <ParamsBlock label="异常堆栈" text={log.exceptionStackTrace} maxHeight={320} />}
    </DetailDialog>
  )
}
