import { useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import {
  actionsColumn,
  ListPage,
  ListView,
  useListQuery,
  type ColumnDef,
  type RowAction,
} from '@/shared/list-kit'
import { useGetTodoTaskPageQuery } from '../api/task-list-api'
import {
  createTimeColumn,
  suspensionColumn,
  TASK_SEARCH_FIELDS,
  taskColumns,
} from '../components/task-columns'
import { processDetailUrl, RUNTIME_LIST_PAGE_SIZE } from '../model/runtime-paths'
import { PERMISSION } from '../model/runtime-permissions'
import type { TodoTaskItem } from '../model/runtime-types'

/** 待办任务 (page key 'bpm/task/todo/index', /bpm/task/todo): the open tasks assigned to me. */
export default function TodoTaskPage() {
  const navigate = useNavigate()
  const list = useListQuery(useGetTodoTaskPageQuery, {
    fields: TASK_SEARCH_FIELDS,
    pageSize: RUNTIME_LIST_PAGE_SIZE,
  })

  const columns = useMemo<ColumnDef<TodoTaskItem>[]>(() => {
    const rowActions: RowAction<TodoTaskItem>[] = [
      {
        key: 'audit',
        label: '审批',
        permission: PERMISSION.taskUpdate,
        onClick: (row) => void navigate(processDetailUrl(row.processInstance.id)),
      },
    ]
    return [
      ...taskColumns<TodoTaskItem>(),
      createTimeColumn<TodoTaskItem>(),
      suspensionColumn<TodoTaskItem>(),
      actionsColumn(rowActions),
    ]
  }, [navigate])

  return (
    <ListPage label="待办任务">
      <ListView
        list={list}
        searchFields={TASK_SEARCH_FIELDS}
        columns={columns}
        rowKey={(row) => row.id}
        label="待办任务列表"
      />
    </ListPage>
  )
}
