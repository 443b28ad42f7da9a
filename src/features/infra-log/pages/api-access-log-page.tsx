import { DICT_TYPE, DictTag } from '@/shared/dict'
import {
  ListPage,
  LogListView,
  useListQuery,
  type ColumnDef,
  type SearchFieldDef,
} from '@/shared/list-kit'
import { formatDate } from '@/shared/utils'
import { useGetApiAccessLogPageQuery } from '../api/api-log-api'
import { ApiAccessLogDetail } from '../components/api-access-log-detail'
import { durationText, resultText, type ApiAccessLogItem } from '../model/api-log-types'

const searchFields: SearchFieldDef[] = [
  { kind: 'text', name: 'userId', label: '用户编号' },
  { kind: 'dict', name: 'userType', label: '用户类型', dictType: DICT_TYPE.USER_TYPE },
  { kind: 'text', name: 'applicationName', label: '应用名' },
  { kind: 'text', name: 'requestUrl', label: '请求地址' },
  { kind: 'dateRange', name: 'beginTime', label: '请求时间' },
  { kind: 'text', name: 'duration', label: '执行时长', placeholder: '不少于（毫秒）' },
  { kind: 'text', name: 'resultCode', label: '结果码' },
]

const columns: ColumnDef<ApiAccessLogItem>[] = [
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
  { key: 'beginTime', title: '请求时间', nowrap: true, render: (row) => formatDate(row.beginTime) },
  { key: 'duration', title: '执行时长', nowrap: true, render: (row) => durationText(row.duration) },
  { key: 'resultCode', title: '操作结果', ellipsis: true, render: resultText },
]

/** API 访问日志 (page key 'infra/apiAccessLog/index'): every admin-api and app-api request. */
export default function ApiAccessLogPage() {
  const list = useListQuery(useGetApiAccessLogPageQuery, { fields: searchFields })
  return (
    <ListPage label="API 访问日志">
      <LogListView
        list={list}
        searchFields={searchFields}
        columns={columns}
        permissionPrefix="infra:api-access-log"
        exportFile={{
          subject: 'API 访问日志',
          url: '/infra/api-access-log/export-excel',
          fileName: 'API 访问日志.xlsx',
        }}
        label="API 访问日志列表"
        renderDetail={(log, close) => <ApiAccessLogDetail log={log} onClose={close} />}
      />
    </ListPage>
  )
}
