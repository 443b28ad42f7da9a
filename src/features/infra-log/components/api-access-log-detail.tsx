import { DetailDialog } from '@/shared/list-kit'
import { formatDate } from '@/shared/utils'
import { durationText, resultText, type ApiAccessLogItem } from '../model/api-log-types'
import { requestDetailItems } from './request-detail-items'

export interface ApiAccessLogDetailProps {
  log: ApiAccessLogItem | null
  onClose: () => void
}

/** 详细 of a request: every recorded field, read-only. */
export function ApiAccessLogDetail({ log, onClose }: ApiAccessLogDetailProps) {
  const items = log
    ? [
        ...requestDetailItems(log),
        {
          label: '请求时间',
          content: `${formatDate(log.beginTime)} ~ ${formatDate(log.endTime)}`,
        },
        { label: '请求耗时', content: durationText(log.duration) },
        { label: '操作结果', content: resultText(log) },
        { label: '结果码', content: log.resultCode },
      ]
    : []
  return (
    <DetailDialog open={log !== null} title="API 访问日志详细" items={items} onClose={onClose} />
  )
}
