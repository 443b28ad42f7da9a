import { useMemo, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { DICT_TYPE } from '@/shared/dict'
import {
  ListPage,
  ListPagination,
  SearchForm,
  useListQuery,
  type SearchFieldDef,
} from '@/shared/list-kit'
import { HasPermi } from '@/shared/permissions'
import { popup } from '@/shared/ui/popups'
import {
  useGetOrderPageQuery,
  useGetOrderSummaryQuery,
  usePickUpOrderByIdMutation,
} from '../api/trade-api'
import { DeliveryDialog } from '../components/delivery-dialog'
import { OrderCard, type OrderCardActions } from '../components/order-card'
import { OrderSummaryBar } from '../components/order-summary'
import { PickUpCodeDialog } from '../components/pick-up-code-dialog'
import { RemarkDialog } from '../components/remark-dialog'
import { useTabSearch } from '../hooks/use-tab-search'
import { ORDER_SEARCH_MODES, ORDER_STATUS_TABS, type OrderListParams } from '../model/order-search'
import { orderDetailPath } from '../model/trade-paths'
import type { OrderRow } from '../model/trade-types'

const SEARCH_FIELDS: readonly SearchFieldDef[] = [
  {
    kind: 'select',
    name: 'searchMode',
    label: '搜索方式',
    required: true,
    width: 150,
    options: ORDER_SEARCH_MODES,
  },
  { kind: 'text', name: 'searchValue', label: '搜索内容', placeholder: '请输入搜索内容' },
  {
    kind: 'dict',
    name: 'type',
    label: '订单类型',
    dictType: DICT_TYPE.TRADE_ORDER_TYPE,
    width: 160,
  },
  {
    kind: 'dict',
    name: 'payChannelCode',
    label: '支付方式',
    dictType: DICT_TYPE.PAY_CHANNEL_CODE,
    width: 180,
  },
  { kind: 'dict', name: 'terminal', label: '订单来源', dictType: DICT_TYPE.TERMINAL, width: 160 },
  {
    kind: 'dict',
    name: 'deliveryType',
    label: '配送方式',
    dictType: DICT_TYPE.TRADE_DELIVERY_TYPE,
    width: 160,
  },
  { kind: 'dateRange', name: 'createTime', label: '下单时间' },
]

const DEFAULTS = { searchMode: 'no', status: '' }

/** 订单列表 (page key 'mall/trade/order/index'). */
export default function OrderListPage() {
  const navigate = useNavigate()
  const list = useListQuery<OrderListParams & { pageNo: number; pageSize: number }, OrderRow>(
    useGetOrderPageQuery,
    { fields: SEARCH_FIELDS, defaults: DEFAULTS },
  )
  const tab = useTabSearch(list)
  const { data: summary } = useGetOrderSummaryQuery(list.filterParams)
  const [remarking, setRemarking] = useState<OrderRow | null>(null)
  const [shipping, setShipping] = useState<number | null>(null)
  const [verifying, setVerifying] = useState(false)
  const [pickUpById] = usePickUpOrderByIdMutation()

  const actions = useMemo<OrderCardActions>(
    () => ({
      openDetail: (order) => navigate(orderDetailPath(order.id)),
      remark: setRemarking,
      ship: (order) => setShipping(order.id),
      pickUp: (order) =>
        void (async () => {
          if (!(await popup.confirm(`确认核销订单 ${order.no} 吗？`))) return
          const result = await pickUpById(order.id)
          if (!('error' in result)) popup.message.success('核销成功')
        })(),
    }),
    [navigate, pickUpById],
  )

  return (
    <ListPage label="订单列表">
      <SearchForm
        fields={SEARCH_FIELDS}
        values={list.draft}
        onChange={list.setDraftValue}
        onSearch={list.search}
        onReset={list.reset}
      />
      <OrderSummaryBar summary={summary} />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          borderBottom: 1,
          borderColor: 'divider',
          mb: 2,
        }}
      >
        <Tabs
          value={tab.value}
          onChange={(_event, next: string) => tab.choose(next)}
          aria-label="订单状态"
          variant="scrollable"
          sx={{ flex: 1 }}
        >
          {ORDER_STATUS_TABS.map((item) => (
            <Tab key={item.value} value={item.value} label={item.label} />
          ))}
        </Tabs>
        <HasPermi value={['trade:order:pick-up']}>
          <Button variant="outlined" size="small" onClick={() => setVerifying(true)}>
            核销
          </Button>
        </HasPermi>
      </Box>
      <Box component="section" aria-label="订单" aria-busy={list.loading}>
        {list.rows.map((order) => (
          <OrderCard key={order.id} order={order} actions={actions} />
        ))}
        {!list.loading && list.rows.length === 0 && (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
            暂无数据
          </Typography>
        )}
      </Box>
      <ListPagination
        total={list.total}
        pageNo={list.pageNo}
        pageSize={list.pageSize}
        onChange={list.changePage}
      />
      <RemarkDialog order={remarking} onClose={() => setRemarking(null)} />
      <DeliveryDialog orderId={shipping} onClose={() => setShipping(null)} />
      <PickUpCodeDialog open={verifying} onClose={() => setVerifying(false)} />
    </ListPage>
  )
}
