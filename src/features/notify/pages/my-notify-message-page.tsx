import { useState } from 'react'
import DoneAllIcon from '@mui/icons-material/DoneAll'
import DraftsOutlinedIcon from '@mui/icons-material/DraftsOutlined'
import { DICT_TYPE, DictTag } from '@/shared/dict'
import {
  actionsColumn,
  ListPage,
  ListView,
  useListQuery,
  type ColumnDef,
  type RowKey,
  type SearchFieldDef,
  type ToolbarAction,
} from '@/shared/list-kit'
import {
  useGetMyNotifyMessagePageQuery,
  useUpdateAllNotifyMessageReadMutation,
  useUpdateNotifyMessageReadMutation,
  type NotifyMessage,
} from '@/shared/notify'
import { popup } from '@/shared/ui/popups'
import { formatDate } from '@/shared/utils'
import { MyNotifyMessageDetail } from '../components/my-notify-message-detail'

const searchFields: SearchFieldDef[] = [
  {
    kind: 'dict',
    name: 'readStatus',
    label: '是否已读',
    dictType: DICT_TYPE.INFRA_BOOLEAN_STRING,
  },
  { kind: 'dateRange', name: 'createTime', label: '发送时间' },
]

/** 我的站内信: the signed-in user's messages (page key 'system/notify/my/index'). */
export default function MyNotifyMessagePage() {
  const list = useListQuery(useGetMyNotifyMessagePageQuery, { fields: searchFields })
  // Two instances: the toolbar button shows its own request only, not a row's 已读.
  const [updateSelectedRead, selectedReadState] = useUpdateNotifyMessageReadMutation()
  const [updateRowRead] = useUpdateNotifyMessageReadMutation()
  const [updateAllRead, updateAllReadState] = useUpdateAllNotifyMessageReadMutation()
  const [selected, setSelected] = useState<RowKey[]>([])
  const [detail, setDetail] = useState<NotifyMessage | null>(null)

  // Only rows on the current page count: a selection made on another page is not what the user
  // sees when pressing 标记已读.
  const selectedIds = list.rows.map((row) => row.id).filter((id) => selected.includes(id))

  const markRead = async (ids: number[], update: typeof updateRowRead) => {
    const result = await update(ids)
    // Failures were already shown by the request layer.
    if ('error' in result) return
    popup.message.success('标记已读成功')
    setSelected((current) => current.filter((key) => !ids.includes(Number(key))))
  }

  const markAllRead = async () => {
    const result = await updateAllRead()
    if ('error' in result) return
    popup.message.success('全部已读成功')
    setSelected([])
  }

  const openDetail = (row: NotifyMessage) => {
    setDetail(row)
    // Reading the detail reads the message; the refetched list and bell follow through the tag.
    if (!row.readStatus) void updateRowRead([row.id])
  }

  const actions: ToolbarAction[] = [
    {
      key: 'mark-read',
      label: '标记已读',
      icon: <DraftsOutlinedIcon />,
      disabled: selectedIds.length === 0,
      loading: selectedReadState.isLoading,
      onClick: () => void markRead(selectedIds, updateSelectedRead),
    },
    {
      key: 'mark-all-read',
      label: '全部已读',
      icon: <DoneAllIcon />,
      loading: updateAllReadState.isLoading,
      onClick: () => void markAllRead(),
    },
  ]

  const columns: ColumnDef<NotifyMessage>[] = [
    { key: 'templateNickname', title: '发送人', width: 140 },
    {
      key: 'createTime',
      title: '发送时间',
      nowrap: true,
      render: (row) => formatDate(row.createTime),
    },
    {
      key: 'templateType',
      title: '类型',
      width: 100,
      render: (row) => (
        <DictTag type={DICT_TYPE.SYSTEM_NOTIFY_TEMPLATE_TYPE} value={row.templateType} />
      ),
    },
    { key: 'templateContent', title: '消息内容', ellipsis: true, width: 320 },
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
    actionsColumn<NotifyMessage>([
      { key: 'detail', label: '详情', onClick: openDetail },
      {
        key: 'read',
        label: '已读',
        hidden: (row) => row.readStatus,
        onClick: (row) => void markRead([row.id], updateRowRead),
      },
    ]),
  ]

  // The dialog follows the listed row, so it shows the read status once the list is refetched.
  const shownDetail = detail ? (list.rows.find((row) => row.id === detail.id) ?? detail) : null

  return (
    <ListPage label="我的站内信">
      <ListView
        list={list}
        searchFields={searchFields}
        columns={columns}
        actions={actions}
        selection={{ selected: selectedIds, onChange: setSelected }}
        label="我的站内信列表"
      />
      <MyNotifyMessageDetail message={shownDetail} onClose={() => setDetail(null)} />
    </ListPage>
  )
}
