import { DICT_TYPE, DictTag } from '@/shared/dict'
import type { ApiAccessLogItem } from '../model/api-log-types'
import { ParamsBlock } from './params-block'

/** What both API logs record of the request itself (the error log records the same fields). */
type LoggedRequest = Pick<
  ApiAccessLogItem,
  | 'id'
  | 'traceId'
  | 'applicationName'
  | 'userId'
  | 'userType'
  | 'userIp'
  | 'userAgent'
  | 'requestMethod'
  | 'requestUrl'
  | 'requestParams'
>

/** The 详细 rows of the request, first in both logs' dialogs. */
export function requestDetailItems(log: LoggedRequest) {
  return [
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
  ]
}
