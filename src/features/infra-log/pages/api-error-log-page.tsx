import { DICT_TYPE, DictTag } from '@/shared/dict'
import {
  ListPage,
  LogListView,
  useListQuery,
  type ColumnDef,
  type RowAction,
  type SearchFieldDef,
} from '@/shared/list-kit'
import { popup } from '@/shared/ui/popups'
import { formatDate } from '@/shared/utils'
import { useGetApiErrorLogPageQuery, useUpdateApiErrorLogStatusMutation } from '../api/api-log-api'
import { ApiErrorLogDetail } from '../components/api-error-log-detail'
import { PROCESS_MARKS, PROCESS_STATUS, type ApiErrorLogItem } from '../model/api-log-types'

const searchFields: SearchFieldDef[] = [
  { kind: 'text', name: 'userId', label: '用户编号' },
  { kind: 'dict', name: 'userType', label: '用户类型', dictType: DICT_TYPE.USER_TYPE },
  { kind: 'text', name: 'applicationName', label: '应用名' },
  { kind: 'text', name: 'requestUrl', label: '请求地址' },
  { kind: 'dateRange', name: 'exceptionTime', label: '异常时间' },
  {
    kind: 'dict',
    name: 'processStatus',
    label: '处理状态',
    dictType: DICT_TYPE.INFRA_API_ERROR_LOG_PROCESS_STATUS,
  },
]

const columns: ColumnDef<ApiErrorLogItem>[] = [
  { key: 'id', title: '日志编号', width: 90 },
  { key: 'userId', title: '用户编号', width: 90 },
  {
    key: 'userType',
    title: '用户类型',
    width: 100,
    render: (row) => <DictTag type={DICT_TYPE.USER_TYPE} value={row.userType} />,
  },
  { key: 'applicationName', title: '应用名', nowrap: true },
  { key: 'requestMethod', title: '请求方法名', width: 100 },
  { key: 'requestUrl', title: '请求地址', ellipsis: true, minWidth: 240 },
  {
    key: 'exceptionTime',
    title: '异常发生时间',
    nowrap: true,
    render: (row) => formatDate(row.exceptionTime),
  },
  { key: 'exceptionName', title: '异常名', ellipsis: true },
  {
    key: 'processStatus',
    title: '处理状态',
    width: 100,
    render: (row) => (
      <DictTag type={DICT_TYPE.INFRA_API_ERROR_LOG_PROCESS_STATUS} value={row.processStatus} />
    ),
  },
]

/** API 错误日志 (page key 'infra/apiErrorLog/index'): unexpected errors, marked when dealt with. */
export default function ApiErrorLogPage() {
  const list = useListQuery(useGetApiErrorLogPageQuery, { fields: searchFields })
  const [updateStatus] = useUpdateApiErrorLogStatusMutation()

  const mark = async (row: ApiErrorLogItem, processStatus: number, label: string) => {
    const confirmed = await popup.confirm(`确认标记为${label}?`, { type: 'warning' })
    if (!confirmed) return
    try {
      await updateStatus({ id: row.id, processStatus }).unwrap()
    } catch {
      // The kernel has shown the server's message (e.g. API 错误日志已处理).
      return
    }
    popup.message.success('操作成功')
  }

  const rowActions: RowAction<ApiErrorLogItem>[] = PROCESS_MARKS.map(({ status, label }) => ({
    key: `mark-${status}`,
    label,
    permission: ['infra:api-error-log:update-status'],
    hidden: (row) => row.processStatus !== PROCESS_STATUS.INIT,
    onClick: (row) => void mark(row, status, label),
  }))

  return (
    <ListPage label="API 错误日志">
      <LogListView
        list={list}
        searchFields={searchFields}
        columns={columns}
        permissionPrefix="infra:api-error-log"
        exportFile={{
          subject: 'API 错误日志',
          url: '/infra/api-error-log/export-excel',
          fileName: '异常日志.xlsx',
        }}
        label="API 错误日志列表"
        rowActions={rowActions}
        renderDetail={(log, close) => <ApiErrorLogDetail log={log} onClose={close} />}
      />
    </ListPage>
  )
}
