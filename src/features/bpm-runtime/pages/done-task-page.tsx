import { useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import { dateTimeColumn, dictColumn } from '@/shared/crud'
import { DICT_TYPE } from '@/shared/dict'
import {
  actionsColumn,
  ListPage,
  ListView,
  useListQuery,
  type ColumnDef,
  type RowAction,
} from '@/shared/list-kit'
import { useGetDoneTaskPageQuery } from '../api/task-list-api'
import { createTimeColumn, TASK_SEARCH_FIELDS, taskColumns } from '../components/task-columns'
import { formatDuration } from '../model/duration'
import { processDetailUrl, RUNTIME_LIST_PAGE_SIZE } from '../model/runtime-paths'
import { PERMISSION } from '../model/runtime-permissions'
import type { DoneTaskItem } from '../model/runtime-types'

/** 已办任务 (page key 'bpm/task/done/index', /bpm/task/done): the tasks I have finished. */
export default function DoneTaskPage() {
  const navigate = useNavigate()
  const list = useListQuery(useGetDoneTaskPageQuery, {
    fields: TASK_SEARCH_FIELDS,
    pageSize: RUNTIME_LIST_PAGE_SIZE,
  })

  const columns = useMemo<ColumnDef<DoneTaskItem>[]>(() => {
    const rowActions: RowAction<DoneTaskItem>[] = [
      {
        key: 'detail',
        label: '详情',
        permission: PERMISSION.taskQuery,
        onClick: (row) => void navigate(processDetailUrl(row.processInstance.id)),
      },
    ]
    return [
      ...taskColumns<DoneTaskItem>(),
      dictColumn<DoneTaskItem>('result', '结果', DICT_TYPE.BPM_PROCESS_INSTANCE_RESULT),
      { key: 'reason', title: '审批意见', ellipsis: true, render: (row) => row.reason ?? '' },
      createTimeColumn<DoneTaskItem>(),
      dateTimeColumn<DoneTaskItem>('endTime', '审批时间'),
      {
        key: 'durationInMillis',
        title: '耗时',
        nowrap: true,
        render: (row) => formatDuration(row.durationInMillis),
      },
      actionsColumn(rowActions),
    ]
  }, [navigate])

  return (
    <ListPage label="已办任务">
      <ListView
        list={list}
        searchFields={TASK_SEARCH_FIELDS}
        columns={columns}
        rowKey={(row) => row.id}
        label="已办任务列表"
      />
    </ListPage>
  )
}
