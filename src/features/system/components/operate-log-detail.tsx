import { DICT_TYPE, DictTag } from '@/shared/dict'
import { DetailDialog } from '@/shared/list-kit'
import { formatDate } from '@/shared/utils'
import { operateSucceeded, type OperateLogItem } from '../model/operate-log-types'

export interface OperateLogDetailProps {
  log: OperateLogItem | null
  onClose: () => void
}

/** 详细 of an operation: every recorded field, read-only. */
export function OperateLogDetail({ log, onClose }: OperateLogDetailProps) {
  const items = log
    ? [
        { label: '日志编号', content: log.id },
        { label: '操作人编号', content: log.userId ?? '' },
        { label: '操作人', content: log.userNickname },
        { label: '操作人 IP', content: log.userIp },
        { label: '操作人 UA', content: log.userAgent },
        { label: '操作模块', content: log.module },
        { label: '操作名', content: log.name },
        {
          label: '操作类型',
          content: <DictTag type={DICT_TYPE.SYSTEM_OPERATE_TYPE} value={log.type} />,
        },
        { label: '操作内容', content: log.content },
        { label: '请求方法', content: log.requestMethod },
        { label: '请求地址', content: log.requestUrl },
        { label: '方法名', content: log.javaMethod },
        { label: '操作时间', content: formatDate(log.startTime) },
        { label: '执行时长', content: `${log.duration} ms` },
        { label: '操作结果', content: operateSucceeded(log) ? '成功' : '失败' },
        { label: '结果码', content: log.resultCode },
        { label: '结果提示', content: log.resultMsg },
      ]
    : []
  return <DetailDialog open={log !== null} title="操作日志详细" items={items} onClose={onClose} />
}
