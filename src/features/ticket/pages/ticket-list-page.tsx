import DownloadIcon from '@mui/icons-material/Download'
import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { DICT_TYPE, DictTag } from '@/shared/dict'
import {
  actionsColumn,
  ListPage,
  ListView,
  useExportAction,
  useListQuery,
  type ColumnDef,
  type SearchFieldDef,
  type SearchValues,
  type ToolbarAction,
} from '@/shared/list-kit'
import { formatDate } from '@/shared/utils'
import { useGetTicketPageQuery, useLazyGetTicketQuery } from '../api/ticket-api'
import { TicketDetailDialog } from '../components/ticket-detail-dialog'
import { slotText, visitDateText } from '../model/ticket-text'
import type { TicketItem } from '../model/ticket-types'

const searchFields: SearchFieldDef[] = [
  { kind: 'text', name: 'ticketNo', label: '票号' },
  { kind: 'text', name: 'visitorName', label: '游客姓名' },
  { kind: 'dateRange', name: 'visitDate', label: '参观日期' },
  { kind: 'dict', name: 'status', label: '状态', dictType: DICT_TYPE.TICKET_STATUS },
  { kind: 'dict', name: 'reserveType', label: '预约类型', dictType: DICT_TYPE.RESERVE_TYPE },
]

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * Filters a link may open the list with (the dashboard's 今日入馆: ?visitDate=2026-11-27&status=1).
 * A day that is not YYYY-MM-DD is ignored rather than sent.
 */
function filtersFromLink(params: URLSearchParams): SearchValues {
  const defaults: SearchValues = {}
  const day = params.get('visitDate')
  if (day && DAY.test(day)) defaults.visitDate = [day, day]
  for (const name of ['status', 'reserveType', 'ticketNo', 'visitorName']) {
    const value = params.get(name)
    if (value) defaults[name] = value
  }
  return defaults
}

/** 门票管理 (page key 'ticket/list/index'): every ticket, its detail and the .xlsx export. */
export default function TicketListPage() {
  const [params] = useSearchParams()
  const link = params.toString()
  const defaults = useMemo(() => filtersFromLink(new URLSearchParams(link)), [link])
  // A new link (the dashboard opened again with other filters) starts the list afresh.
  return <TicketList key={link} defaults={defaults} />
}

function TicketList({ defaults }: { defaults: SearchValues }) {
  const list = useListQuery(useGetTicketPageQuery, { fields: searchFields, defaults })
  const [load] = useLazyGetTicketQuery()
  const [detail, setDetail] = useState<TicketItem | null>(null)
  const exporter = useExportAction({
    subject: '门票',
    url: '/museum/ticket/export',
    params: list.filterParams,
    fileName: '门票.xlsx',
  })

  const actions: ToolbarAction[] = [
    {
      key: 'export',
      label: '导出',
      icon: <DownloadIcon />,
      color: 'warning',
      permission: ['ticket:list:export'],
      loading: exporter.exporting,
      onClick: () => void exporter.run(),
    },
  ]

  const columns = useMemo<ColumnDef<TicketItem>[]>(
    () => [
      { key: 'ticketNo', title: '票号', nowrap: true },
      { key: 'visitorName', title: '游客姓名', nowrap: true },
      { key: 'idNumber', title: '证件号码', nowrap: true },
      {
        key: 'visitDate',
        title: '参观日期',
        nowrap: true,
        render: (row) => visitDateText(row),
      },
      { key: 'slot', title: '场次', nowrap: true, render: (row) => slotText(row) },
      {
        key: 'reserveType',
        title: '预约类型',
        width: 100,
        render: (row) => <DictTag type={DICT_TYPE.RESERVE_TYPE} value={row.reserveType} />,
      },
      { key: 'reservationNo', title: '预约编号', nowrap: true, visible: false },
      {
        key: 'status',
        title: '状态',
        width: 90,
        render: (row) => <DictTag type={DICT_TYPE.TICKET_STATUS} value={row.status} />,
      },
      {
        key: 'checkTime',
        title: '核销时间',
        nowrap: true,
        render: (row) => formatDate(row.checkTime),
      },
      { key: 'checkUserNickname', title: '核销人', nowrap: true },
      actionsColumn<TicketItem>([
        {
          key: 'detail',
          label: '详情',
          permission: ['ticket:list:query'],
          // The list masks the ID number; the detail loads the ticket whole.
          onClick: (row) =>
            void load(row.id)
              .unwrap()
              .then(setDetail, () => undefined),
        },
      ]),
    ],
    [load],
  )

  return (
    <ListPage label="门票管理">
      <ListView
        list={list}
        searchFields={searchFields}
        columns={columns}
        actions={actions}
        label="门票列表"
      />
      <TicketDetailDialog ticket={detail} onClose={() => setDetail(null)} />
    </ListPage>
  )
}
