import { useState } from 'react'
import DownloadIcon from '@mui/icons-material/Download'
import { useSearchParams } from 'react-router-dom'
import { dictColumn } from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import {
  actionsColumn,
  ListPage,
  ListView,
  useExportAction,
  useListQuery,
  type ColumnDef,
  type PageQueryHook,
  type SearchFieldDef,
} from '@/shared/list-kit'
import { jobLogApi, jobLogParams, useGetJobLogPageQuery, type JobLogPageArg } from '../api/job-api'
import { executeTimeText, JobLogDetailDialog } from '../components/job-log-detail-dialog'
import { millis, type JobLogItem } from '../model/job-types'

const SEARCH_FIELDS: readonly SearchFieldDef[] = [
  { kind: 'text', name: 'handlerName', label: '处理器的名字' },
  { kind: 'dateRange', name: 'executeTime', label: '执行时间' },
  { kind: 'dict', name: 'status', label: '任务状态', dictType: DICT_TYPE.INFRA_JOB_LOG_STATUS },
]

const COLUMNS: ColumnDef<JobLogItem>[] = [
  { key: 'id', title: '日志编号', width: 90 },
  { key: 'jobId', title: '任务编号', width: 90 },
  { key: 'handlerName', title: '处理器的名字', width: 160, ellipsis: true },
  { key: 'handlerParam', title: '处理器的参数', width: 130, ellipsis: true },
  { key: 'executeIndex', title: '第几次执行', width: 100 },
  { key: 'beginTime', title: '执行时间', nowrap: true, render: executeTimeText },
  { key: 'duration', title: '执行时长', width: 110, render: (row) => millis(row.duration) },
  dictColumn('status', '任务状态', DICT_TYPE.INFRA_JOB_LOG_STATUS, { width: 90 }),
]

/**
 * 调度日志 (page key 'infra/job/logger/index', /job/log?jobId=): every run, newest first. The job
 * from the address is a filter of its own: 重置 keeps it.
 */
export default function JobLogPage() {
  const [searchParams] = useSearchParams()
  // Read once: a cached tab keeps its job while the address moves on.
  const [defaults] = useState(() => {
    const jobId = searchParams.get('jobId')
    return jobId && /^\d+$/.test(jobId) ? { jobId } : undefined
  })
  const [detail, setDetail] = useState<JobLogItem | null>(null)
  const list = useListQuery<JobLogPageArg & { pageNo: number; pageSize: number }, JobLogItem>(
    useGetJobLogPageQuery as PageQueryHook<
      JobLogPageArg & { pageNo: number; pageSize: number },
      JobLogItem
    >,
    { fields: SEARCH_FIELDS, defaults },
  )
  const exporter = useExportAction({
    subject: '定时任务日志',
    url: jobLogApi.exportUrl,
    params: jobLogParams(list.filterParams),
    fileName: '定时任务日志.xls',
  })
  const columns: ColumnDef<JobLogItem>[] = [
    ...COLUMNS,
    actionsColumn<JobLogItem>([
      { key: 'detail', label: '详细', permission: ['infra:job:query'], onClick: setDetail },
    ]),
  ]
  return (
    <ListPage label="调度日志">
      <ListView
        list={list}
        searchFields={SEARCH_FIELDS}
        columns={columns}
        label="调度日志列表"
        actions={[
          {
            key: 'export',
            label: '导出',
            icon: <DownloadIcon />,
            color: 'warning',
            permission: ['infra:job:export'],
            loading: exporter.exporting,
            onClick: () => void exporter.run(),
          },
        ]}
      />
      <JobLogDetailDialog log={detail} onClose={() => setDetail(null)} />
    </ListPage>
  )
}
