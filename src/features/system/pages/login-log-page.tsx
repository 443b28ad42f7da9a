import { DICT_TYPE, DictTag } from '@/shared/dict'
import {
  ListPage,
  LogListView,
  useListQuery,
  type ColumnDef,
  type SearchFieldDef,
} from '@/shared/list-kit'
import { formatDate } from '@/shared/utils'
import { useGetLoginLogPageQuery } from '../api/login-log-api'
import { LoginLogDetail } from '../components/login-log-detail'
import type { LoginLogItem } from '../model/login-log-types'

const searchFields: SearchFieldDef[] = [
  { kind: 'text', name: 'username', label: '用户名称' },
  { kind: 'text', name: 'userIp', label: '登录地址' },
  {
    kind: 'select',
    name: 'status',
    label: '登录状态',
    options: [
      { label: '成功', value: 'true' },
      { label: '失败', value: 'false' },
    ],
  },
  { kind: 'dateRange', name: 'createTime', label: '登录时间' },
]

/** 登录日志 (page key 'system/loginlog/index'): every sign-in attempt and logout. */
export default function LoginLogPage() {
  const list = useListQuery(useGetLoginLogPageQuery, { fields: searchFields })

  const columns: ColumnDef<LoginLogItem>[] = [
    { key: 'id', title: '日志编号', width: 90 },
    {
      key: 'logType',
      title: '操作类型',
      width: 110,
      render: (row) => <DictTag type={DICT_TYPE.SYSTEM_LOGIN_TYPE} value={row.logType} />,
    },
    { key: 'username', title: '用户名称', nowrap: true },
    { key: 'userIp', title: '登录地址', nowrap: true },
    { key: 'userAgent', title: '浏览器', ellipsis: true, width: 260 },
    {
      key: 'result',
      title: '登陆结果',
      width: 150,
      render: (row) => <DictTag type={DICT_TYPE.SYSTEM_LOGIN_RESULT} value={row.result} />,
    },
    {
      key: 'createTime',
      title: '登录日期',
      nowrap: true,
      render: (row) => formatDate(row.createTime),
    },
  ]

  return (
    <ListPage label="登录日志">
      <LogListView
        list={list}
        searchFields={searchFields}
        columns={columns}
        permissionPrefix="system:login-log"
        exportFile={{
          subject: '登录日志',
          url: '/system/login-log/export',
          fileName: '登录日志.xlsx',
        }}
        label="登录日志列表"
        renderDetail={(log, close) => <LoginLogDetail log={log} onClose={close} />}
      />
    </ListPage>
  )
}
