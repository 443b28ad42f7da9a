import Chip from '@mui/material/Chip'
import { dateTimeColumn } from '@/shared/crud'
import type { ColumnDef, SearchFieldDef } from '@/shared/list-kit'
import { STATE_ACTIVE } from '../model/runtime-constants'
import type { TodoTaskItem } from '../model/runtime-types'

/** 待办任务 and 已办任务 filter alike: 流程名 and 创建时间. */
export const TASK_SEARCH_FIELDS: readonly SearchFieldDef[] = [
  { kind: 'text', name: 'name', label: '流程名' },
  { kind: 'dateRange', name: 'createTime', label: '创建时间' },
]

/** 任务编号, 任务名称, 所属流程 and 流程发起人: the columns the two task lists start with. */
export function taskColumns<Row extends TodoTaskItem>(): ColumnDef<Row>[] {
  return [
    // Long ids break at their hyphens rather than push the later columns under 操作.
    { key: 'id', title: '任务编号', minWidth: 160 },
    { key: 'name', title: '任务名称', minWidth: 110 },
    {
      key: 'processInstance.name',
      title: '所属流程',
      minWidth: 100,
      render: (row) => row.processInstance.name,
    },
    {
      key: 'processInstance.startUserNickname',
      title: '流程发起人',
      render: (row) => row.processInstance.startUserNickname ?? '',
    },
  ]
}

export function createTimeColumn<Row extends TodoTaskItem>(): ColumnDef<Row> {
  return dateTimeColumn<Row>('createTime', '创建时间')
}

/** 状态 of a todo task: 激活, or 挂起 while its process is suspended. */
export function suspensionColumn<Row extends TodoTaskItem>(): ColumnDef<Row> {
  return {
    key: 'suspensionState',
    title: '状态',
    width: 80,
    render: (row) =>
      row.suspensionState === STATE_ACTIVE ? (
        <Chip size="small" variant="outlined" color="success" label="激活" />
      ) : (
        <Chip size="small" variant="outlined" color="warning" label="挂起" />
      ),
  }
}
