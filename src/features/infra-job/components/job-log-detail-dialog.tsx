import Box from '@mui/material/Box'
import { DICT_TYPE, DictTag } from '@/shared/dict'
import { DetailDialog } from '@/shared/list-kit'
import { formatDate } from '@/shared/utils/format-date'
import { millis, type JobLogItem } from '../model/job-types'

export const executeTimeText = (log: JobLogItem) =>
  `${formatDate(log.beginTime)} ~ ${log.endTime ? formatDate(log.endTime) : ''}`

/** 详细 of one run: the list's fields and 执行结果. */
export function JobLogDetailDialog({
  log,
  onClose,
}: {
  log: JobLogItem | null
  onClose: () => void
}) {
  return (
    <DetailDialog
      open={log !== null}
      title="调度日志详细"
      onClose={onClose}
      items={
        log
          ? [
              { label: '日志编号', content: log.id },
              { label: '任务编号', content: log.jobId },
              { label: '处理器的名字', content: log.handlerName },
              { label: '处理器的参数', content: log.handlerParam || '-' },
              { label: '第几次执行', content: log.executeIndex },
              { label: '执行时间', content: executeTimeText(log) },
              { label: '执行时长', content: millis(log.duration) },
              {
                label: '任务状态',
                content: <DictTag type={DICT_TYPE.INFRA_JOB_LOG_STATUS} value={log.status} />,
              },
              {
                label: '执行结果',
                content: (
                  <Box component="span" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                    {log.result || '-'}
                  </Box>
                ),
              },
            ]
          : []
      }
    />
  )
}
