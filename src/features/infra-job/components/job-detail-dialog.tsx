import Box from '@mui/material/Box'
import { DICT_TYPE, DictTag } from '@/shared/dict'
import { DetailDialog } from '@/shared/list-kit'
import { formatDate } from '@/shared/utils/format-date'
import { useGetJobNextTimesQuery } from '../api/job-api'
import { formatJobTime } from '../model/cron-preview'
import { millis, type JobItem } from '../model/job-types'

function NextTimes({ jobId }: { jobId: number }) {
  const { data, isFetching, isError } = useGetJobNextTimesQuery({ id: jobId, count: 5 })
  if (isFetching) return <>加载中…</>
  if (isError || !data) return <>-</>
  if (data.length === 0) return <>无</>
  return (
    <Box component="ol" aria-label="后续执行时间" sx={{ m: 0, pl: 2.5 }}>
      {data.map((time) => (
        <li key={time}>{formatJobTime(time)}</li>
      ))}
    </Box>
  )
}

/** 任务详细: every field of the job, durations as `N 毫秒`, and its next runs from the server. */
export function JobDetailDialog({ job, onClose }: { job: JobItem | null; onClose: () => void }) {
  return (
    <DetailDialog
      open={job !== null}
      title="任务详细"
      onClose={onClose}
      items={
        job
          ? [
              { label: '任务编号', content: job.id },
              { label: '任务名称', content: job.name },
              {
                label: '任务状态',
                content: <DictTag type={DICT_TYPE.INFRA_JOB_STATUS} value={job.status} />,
              },
              { label: '处理器的名字', content: job.handlerName },
              { label: '处理器的参数', content: job.handlerParam || '-' },
              { label: 'CRON 表达式', content: job.cronExpression },
              { label: '重试次数', content: job.retryCount },
              { label: '重试间隔', content: millis(job.retryInterval) },
              {
                label: '监控超时时间',
                content: job.monitorTimeout > 0 ? millis(job.monitorTimeout) : '未开启',
              },
              { label: '创建时间', content: formatDate(job.createTime) },
              { label: '后续执行时间', content: <NextTimes jobId={job.id} /> },
            ]
          : []
      }
    />
  )
}
