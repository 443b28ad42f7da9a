import { useNavigate } from 'react-router-dom'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { DICT_TYPE, DictTag } from '@/shared/dict'
import {
  DataTable,
  ListPage,
  ListPagination,
  SearchForm,
  useListQuery,
  type ColumnDef,
  type SearchFieldDef,
} from '@/shared/list-kit'
import { yuanText } from '@/shared/money'
import { HasPermi } from '@/shared/permissions'
import { formatDate } from '@/shared/utils'
import { useGetAfterSalePageQuery } from '../api/trade-api'
import { OrderLineView } from '../components/order-lines'
import { useTabSearch } from '../hooks/use-tab-search'
import { AFTER_SALE_STATUS_TABS } from '../model/after-sale-actions'
import { afterSaleDetailPath, orderDetailPath } from '../model/trade-paths'
import type { AfterSaleQuery, AfterSaleRow } from '../model/trade-types'

const SEARCH_FIELDS: readonly SearchFieldDef[] = [
  { kind: 'text', name: 'spuName', label: '商品名称' },
  { kind: 'text', name: 'no', label: '退款编号' },
  { kind: 'text', name: 'orderNo', label: '订单号' },
  {
    kind: 'dict',
    name: 'type',
    label: '售后类型',
    dictType: DICT_TYPE.TRADE_AFTER_SALE_TYPE,
    width: 160,
  },
  {
    kind: 'dict',
    name: 'way',
    label: '售后方式',
    dictType: DICT_TYPE.TRADE_AFTER_SALE_WAY,
    width: 160,
  },
  { kind: 'dateRange', name: 'createTime', label: '创建时间' },
]

const DEFAULTS = { status: '' }

/** 售后退款 (page key 'mall/trade/afterSale/index'). */
export default function AfterSaleListPage() {
  const navigate = useNavigate()
  const list = useListQuery<AfterSaleQuery, AfterSaleRow>(useGetAfterSalePageQuery, {
    fields: SEARCH_FIELDS,
    defaults: DEFAULTS,
  })
  const tab = useTabSearch(list)

  const columns: ColumnDef<AfterSaleRow>[] = [
    { key: 'no', title: '退款编号', nowrap: true },
    {
      key: 'orderNo',
      title: '订单号',
      nowrap: true,
      render: (row) => (
        <Button
          size="small"
          sx={{ p: 0, minWidth: 0 }}
          onClick={() => navigate(orderDetailPath(row.orderId))}
        >
          {row.orderNo}
        </Button>
      ),
    },
    {
      key: 'spuName',
      title: '商品',
      minWidth: 260,
      render: (row) => <OrderLineView line={{ ...row, price: 0 }} hidePrice />,
    },
    {
      key: 'refundPrice',
      title: '退款金额',
      align: 'right',
      nowrap: true,
      render: (row) => yuanText(row.refundPrice),
    },
    { key: 'user', title: '买家', render: (row) => row.user?.nickname ?? `会员 ${row.userId}` },
    {
      key: 'createTime',
      title: '申请时间',
      nowrap: true,
      render: (row) => formatDate(row.createTime),
    },
    {
      key: 'status',
      title: '状态',
      render: (row) => <DictTag type={DICT_TYPE.TRADE_AFTER_SALE_STATUS} value={row.status} />,
    },
    {
      key: 'way',
      title: '方式',
      render: (row) => <DictTag type={DICT_TYPE.TRADE_AFTER_SALE_WAY} value={row.way} />,
    },
    {
      key: 'actions',
      title: '操作',
      hideable: false,
      stickyRight: true,
      nowrap: true,
      render: (row) => (
        <HasPermi value={['trade:after-sale:query']}>
          <Button size="small" onClick={() => navigate(afterSaleDetailPath(row.id))}>
            处理退款
          </Button>
        </HasPermi>
      ),
    },
  ]

  return (
    <ListPage label="售后退款">
      <SearchForm
        fields={SEARCH_FIELDS}
        values={list.draft}
        onChange={list.setDraftValue}
        onSearch={list.search}
        onReset={list.reset}
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab.value}
          onChange={(_event, next: string) => tab.choose(next)}
          aria-label="售后状态"
          variant="scrollable"
        >
          {AFTER_SALE_STATUS_TABS.map((item) => (
            <Tab key={item.value} value={item.value} label={item.label} />
          ))}
        </Tabs>
      </Box>
      <DataTable columns={columns} rows={list.rows} loading={list.loading} label="售后列表" />
      <ListPagination
        total={list.total}
        pageNo={list.pageNo}
        pageSize={list.pageSize}
        onChange={list.changePage}
      />
    </ListPage>
  )
}
