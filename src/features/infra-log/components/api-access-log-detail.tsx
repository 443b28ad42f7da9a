import { DICT_TYPE, DictTag } from '@/shared/dict'
import { DetailDialog } from '@/shared/list-kit'
import { formatDate } from '@/shared/utils'
import { durationText, resultText, type ApiAccessLogItem } from '../model/api-log-types'
import { ParamsBlock } from './params-block'

export interface ApiAccessLogDetailProps {
  log: ApiAccessLogItem | null
  onClose: () => void
}

/** 详细 of a request: every recorded field, read-only. */
export function ApiAccessLogDetail({ log, onClose }: ApiAccessLogDetailProps) {
  const items = log
    ? [
        { label: '日志编号', content: log.id },
        { label: '链路追踪', content: log.traceId },
        { label: '应用名', content: log.applicationName },
        {
          label: '用户信息',
          content: (
            <>
              {log.userId} <DictTag type={DICT_TYPE.USER_TYPE} value={log.userType} />
            </>
          ),
        },
        { label: '用户 IP', content: log.userIp },
        { label: '用户 UA', content: log.userAgent },
        { label: '请求信息', content: `${log.requestMethod} ${log.requestUrl}` },
        { label: '请求参数', content: <ParamsBlock label="请求参数" text={log.requestParams} /> },
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
