import { useState } from 'react'
import { DICT_TYPE, DictTag } from '@/shared/dict'
import {
  actionsColumn,
  ListPage,
  ListView,
  useListQuery,
  type ColumnDef,
  type SearchFieldDef,
} from '@/shared/list-kit'
import { formatDate } from '@/shared/utils'
import { useGetNotifyMessageAdminPageQuery } from '../api/notify-message-api'
import { NotifyMessageDetail } from '../components/notify-message-detail'
import type { NotifyMessageItem } from '../model/system-types'

const searchFields: SearchFieldDef[] = [
  { kind: 'text', name: 'userId', label: '用户编号' },
  { kind: 'dict', name: 'userType', label: '用户类型', dictType: DICT_TYPE.USER_TYPE },
  { kind: 'text', name: 'templateCode', label: '模版编码' },
  {
    kind: 'dict',
    name: 'templateType',
    label: '模版类型',
    dictType: DICT_TYPE.SYSTEM_NOTIFY_TEMPLATE_TYPE,
  },
  { kind: 'dateRange', name: 'createTime', label: '创建时间' },
]

/** 站内信管理: every user's in-site messages (page key 'system/notify/message/index'). */
export default function NotifyMessagePage() {
  const list = useListQuery(useGetNotifyMessageAdminPageQuery, { fields: searchFields })
  const [detail, setDetail] = useState<NotifyMessageItem | null>(null)

  const columns: ColumnDef<NotifyMessageItem>[] = [
    { key: 'id', title: '编号', width: 80 },
    {
      key: 'userType',
      title: '用户类型',
      width: 100,
      render: (row) => <DictTag type={DICT_TYPE.USER_TYPE} value={row.userType} />,
    },
    { key: 'userId', title: '用户编号', width: 90 },
    { key: 'templateCode', title: '模版编码' },
    { key: 'templateNickname', title: '发送人名称' },
    { key: 'templateContent', title: '模版内容', ellipsis: true, width: 260 },
    {
      key: 'templateType',
      title: '模版类型',
      width: 100,
      render: (row) => (
        <DictTag type={DICT_TYPE.SYSTEM_NOTIFY_TEMPLATE_TYPE} value={row.templateType} />
      ),
    },
    {
      key: 'readStatus',
      title: '是否已读',
      width: 90,
      render: (row) => <DictTag type={DICT_TYPE.INFRA_BOOLEAN_STRING} value={row.readStatus} />,
    },
    {
      key: 'readTime',
      title: '阅读时间',
      nowrap: true,
      render: (row) => formatDate(row.readTime),
    },
    {
      key: 'createTime',
      title: '创建时间',
      nowrap: true,
      render: (row) => formatDate(row.createTime),
    },
    actionsColumn<NotifyMessageItem>([
      {
        key: 'detail',
        label: '详情',
        permission: ['system:notify-message:query'],
        onClick: setDetail,
      },
    ]),
  ]

  return (
    <ListPage label="站内信管理">
      <ListView list={list} searchFields={searchFields} columns={columns} label="站内信列表" />
      <NotifyMessageDetail message={detail} onClose={() => setDetail(null)} />
    </ListPage>
  )
}
