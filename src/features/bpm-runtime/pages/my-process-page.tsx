import { useMemo } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import AddIcon from '@mui/icons-material/Add'
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
  type SearchFieldDef,
  type ToolbarAction,
} from '@/shared/list-kit'
import { useGetMyProcessInstancePageQuery } from '../api/process-instance-api'
import { useCancelProcess } from '../hooks/use-cancel-process'
import { RESULT_RUNNING } from '../model/runtime-constants'
import {
  PROCESS_CREATE_PATH,
  processDetailUrl,
  RUNTIME_LIST_PAGE_SIZE,
} from '../model/runtime-paths'
import { PERMISSION } from '../model/runtime-permissions'
import type { ProcessInstanceItem } from '../model/runtime-types'

const SEARCH_FIELDS: readonly SearchFieldDef[] = [
  { kind: 'text', name: 'name', label: '流程名' },
  {
    kind: 'text',
    name: 'processDefinitionId',
    label: '所属流程',
    placeholder: '请输入流程定义的编号',
  },
  { kind: 'dict', name: 'category', label: '流程分类', dictType: DICT_TYPE.BPM_MODEL_CATEGORY },
  { kind: 'dateRange', name: 'createTime', label: '提交时间' },
  {
    kind: 'dict',
    name: 'status',
    label: '状态',
    dictType: DICT_TYPE.BPM_PROCESS_INSTANCE_STATUS,
  },
  {
    kind: 'dict',
    name: 'result',
    label: '结果',
    dictType: DICT_TYPE.BPM_PROCESS_INSTANCE_RESULT,
  },
]

/** 我的流程 (page key 'bpm/processInstance/index', /bpm/task/my): the processes I started. */
export default function MyProcessPage() {
  const navigate = useNavigate()
  const cancelProcess = useCancelProcess()
  const list = useListQuery(useGetMyProcessInstancePageQuery, {
    fields: SEARCH_FIELDS,
    pageSize: RUNTIME_LIST_PAGE_SIZE,
  })

  const columns = useMemo<ColumnDef<ProcessInstanceItem>[]>(() => {
    const rowActions: RowAction<ProcessInstanceItem>[] = [
      {
        key: 'cancel',
        label: '取消',
        permission: PERMISSION.processInstanceCancel,
        hidden: (row) => row.result !== RESULT_RUNNING,
        onClick: (row) => void cancelProcess(row.id),
      },
      {
        key: 'detail',
        label: '详情',
        permission: PERMISSION.processInstanceQuery,
        onClick: (row) => void navigate(processDetailUrl(row.id)),
      },
    ]
    return [
      { key: 'id', title: '编号', width: 320, nowrap: true },
      { key: 'name', title: '流程名', minWidth: 100 },
      dictColumn<ProcessInstanceItem>('category', '流程分类', DICT_TYPE.BPM_MODEL_CATEGORY),
      {
        key: 'tasks',
        title: '当前审批任务',
        render: (row) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {row.tasks.map((task) => (
              <Button
                key={task.id}
                size="small"
                variant="text"
                sx={{ minWidth: 0, px: 0.75 }}
                onClick={() => void navigate(processDetailUrl(row.id))}
              >
                {task.name}
              </Button>
            ))}
          </Box>
        ),
      },
      dictColumn<ProcessInstanceItem>('status', '状态', DICT_TYPE.BPM_PROCESS_INSTANCE_STATUS),
      dictColumn<ProcessInstanceItem>('result', '结果', DICT_TYPE.BPM_PROCESS_INSTANCE_RESULT),
      dateTimeColumn<ProcessInstanceItem>('createTime', '提交时间'),
      dateTimeColumn<ProcessInstanceItem>('endTime', '结束时间'),
      actionsColumn(rowActions),
    ]
  }, [cancelProcess, navigate])

  const actions: ToolbarAction[] = [
    {
      key: 'create',
      label: '发起流程',
      icon: <AddIcon />,
      variant: 'outlined',
      permission: PERMISSION.processInstanceQuery,
      onClick: () => void navigate(PROCESS_CREATE_PATH),
    },
  ]

  return (
    <ListPage label="我的流程">
      <ListView
        list={list}
        searchFields={SEARCH_FIELDS}
        columns={columns}
        actions={actions}
        rowKey={(row) => row.id}
        label="我的流程列表"
      />
    </ListPage>
  )
}
