import { DICT_TYPE, DictTag } from '@/shared/dict'
import {
  ListPage,
  LogListView,
  useListQuery,
  type ColumnDef,
  type SearchFieldDef,
} from '@/shared/list-kit'
import { formatDate } from '@/shared/utils'
import { useGetOperateLogPageQuery } from '../api/operate-log-api'
import { OperateLogDetail } from '../components/operate-log-detail'
import { operateSucceeded, type OperateLogItem } from '../model/operate-log-types'

const searchFields: SearchFieldDef[] = [
  { kind: 'text', name: 'module', label: '系统模块' },
  { kind: 'text', name: 'userNickname', label: '操作人员' },
  { kind: 'dict', name: 'type', label: '类型', dictType: DICT_TYPE.SYSTEM_OPERATE_TYPE },
  {
    kind: 'select',
    name: 'success',
    label: '操作状态',
    options: [
      { label: '成功', value: 'true' },
      { label: '失败', value: 'false' },
    ],
  },
  { kind: 'dateRange', name: 'startTime', label: '操作时间' },
]

/** 操作日志 (page key 'system/operatelog/index'): every write of a signed-in user. */
export default function OperateLogPage() {
  const list = useListQuery(useGetOperateLogPageQuery, { fields: searchFields })

  const columns: ColumnDef<OperateLogItem>[] = [
    { key: 'id', title: '日志编号', width: 90 },
    { key: 'module', title: '操作模块', nowrap: true },
    { key: 'name', title: '操作名', nowrap: true },
    {
      key: 'type',
      title: '操作类型',
      width: 100,
      render: (row) => <DictTag type={DICT_TYPE.SYSTEM_OPERATE_TYPE} value={row.type} />,
    },
    { key: 'userNickname', title: '操作人', nowrap: true },
    {
      key: 'resultCode',
      title: '操作结果',
      width: 90,
      render: (row) => (operateSucceeded(row) ? '成功' : '失败'),
    },
    {
      key: 'startTime',
      title: '操作日期',
      nowrap: true,
      render: (row) => formatDate(row.startTime),
    },
    {
      key: 'duration',
      title: '执行时长',
      nowrap: true,
      render: (row) => `${row.duration} ms`,
    },
  ]

  return (
    <ListPage label="操作日志">
      <LogListView
        list={list}
        searchFields={searchFields}
        columns={columns}
        permissionPrefix="system:operate-log"
        exportFile={{
          subject: '操作日志',
          url: '/system/operate-log/export',
          fileName: '操作日志.xlsx',
        }}
        label="操作日志列表"
        renderDetail={(log, close) => <OperateLogDetail log={log} onClose={close} />}
      />
    </ListPage>
  )
}
