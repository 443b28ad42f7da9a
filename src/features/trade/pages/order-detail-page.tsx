import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { DICT_TYPE, DictTag } from '@/shared/dict'
import { yuanText } from '@/shared/money'
import { usePermission } from '@/shared/permissions'
import { usePageTabTitle } from '@/shared/routing/tab-title'
import { popup } from '@/shared/ui/popups'
import { formatDate } from '@/shared/utils'
import { useGetOrderDetailQuery, usePickUpOrderByIdMutation } from '../api/trade-api'
import { AddressDialog } from '../components/address-dialog'
import { AdjustPriceDialog } from '../components/adjust-price-dialog'
import { CopyButton } from '../components/copy-button'
import { DeliveryDialog } from '../components/delivery-dialog'
import { Descriptions, DetailSection } from '../components/detail-section'
import { DictText } from '../components/dict-text'
import { OrderLineView } from '../components/order-lines'
import { OrderMoney } from '../components/order-money'
import { RemarkDialog } from '../components/remark-dialog'
import { TradeLogTimeline } from '../components/trade-log-timeline'
import {
  canAdjustPrice,
  canChangeAddress,
  canPickUp,
  canShip,
  DELIVERY_TYPE,
  orderNextStep,
} from '../model/order-status'
import { detailIdOf } from '../model/trade-paths'
import type { OrderDetail } from '../model/trade-types'

type OpenDialog = 'price' | 'remark' | 'ship' | 'address' | null

/** 订单详情 (page key 'mall/trade/order/detail', /trade/order/detail?id=). */
export default function OrderDetailPage() {
  const [search] = useSearchParams()
  const id = detailIdOf(search)
  const { data: order, isError, isLoading } = useGetOrderDetailQuery(id ?? 0, { skip: id === null })
  usePageTabTitle(order ? `订单详情 - ${order.no}` : null)

  if (id === null) return <PageAlert text="订单编号不正确" />
  if (isError) return <PageAlert text="订单不存在或无法读取" />
  if (isLoading || !order) return <Typography sx={{ p: 3 }}>加载中…</Typography>
  return <OrderDetailView order={order} />
}

function PageAlert({ text }: { text: string }) {
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity="error">{text}</Alert>
    </Box>
  )
}

function OrderDetailView({ order }: { order: OrderDetail }) {
  const { hasPermi } = usePermission()
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const close = () => setDialog(null)
  const [pickUpById] = usePickUpOrderByIdMutation()
  const pickUp = order.deliveryType === DELIVERY_TYPE.PICK_UP
  const company = order.logisticsId === 0 ? '无需物流' : (order.logisticsName ?? '')
  const store = order.pickUpStoreName ?? ''
  const mayUpdate = hasPermi(['trade:order:update'])

  const verify = async () => {
    if (!(await popup.confirm(`确认核销订单 ${order.no} 吗？`))) return
    const result = await pickUpById(order.id)
    if (!('error' in result)) popup.message.success('核销成功')
  }

  const actions = (
    <>
      {mayUpdate && canAdjustPrice(order) && (
        <Button variant="contained" size="small" onClick={() => setDialog('price')}>
          调整价格
        </Button>
      )}
      {mayUpdate && (
        <Button variant="outlined" size="small" onClick={() => setDialog('remark')}>
          备注
        </Button>
      )}
      {mayUpdate && canShip(order) && (
        <Button variant="contained" size="small" onClick={() => setDialog('ship')}>
          发货
        </Button>
      )}
      {mayUpdate && canChangeAddress(order) && (
        <Button variant="outlined" size="small" onClick={() => setDialog('address')}>
          修改地址
        </Button>
      )}
      {hasPermi(['trade:order:pick-up']) && canPickUp(order) && (
        <Button variant="contained" size="small" onClick={() => void verify()}>
          核销
        </Button>
      )}
    </>
  )

  return (
    <Box component="section" aria-label="订单详情" sx={{ p: 2 }}>
      <DetailSection title="订单状态" actions={actions}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <DictTag type={DICT_TYPE.TRADE_ORDER_STATUS} value={order.status} />
          <Typography>{orderNextStep(order.status, order.deliveryType)}</Typography>
          {order.cancelType !== null && order.cancelType !== 0 && (
            <Typography color="text.secondary">
              （<DictText type={DICT_TYPE.TRADE_ORDER_CANCEL_TYPE} value={order.cancelType} />）
            </Typography>
          )}
          {order.refundStatus > 0 && (
            <DictTag type={DICT_TYPE.TRADE_ORDER_REFUND_STATUS} value={order.refundStatus} />
          )}
        </Box>
      </DetailSection>

      <DetailSection title="订单信息">
        <Descriptions
          items={[
            {
              label: '订单号',
              value: (
                <>
                  {order.no}
                  <CopyButton text={order.no} label="订单号" />
                </>
              ),
            },
            {
              label: '订单类型',
              value: <DictText type={DICT_TYPE.TRADE_ORDER_TYPE} value={order.type} />,
            },
            { label: '下单时间', value: formatDate(order.createTime) },
            {
              label: '订单来源',
              value: <DictText type={DICT_TYPE.TERMINAL} value={order.terminal} />,
            },
            { label: '买家', value: order.user?.nickname ?? `会员 ${order.userId}` },
            { label: '买家留言', value: order.userRemark ?? '' },
            {
              label: '支付方式',
              value: (
                <DictText
                  type={DICT_TYPE.PAY_CHANNEL_CODE}
                  value={order.payChannelCode}
                  empty="未支付"
                />
              ),
            },
            { label: '支付时间', value: formatDate(order.payTime) },
            { label: '商家备注', value: order.remark ?? '' },
          ]}
        />
      </DetailSection>

      <DetailSection title={pickUp ? '自提信息' : '收货信息'}>
        {pickUp ? (
          <Descriptions
            items={[
              { label: '配送方式', value: '用户自提' },
              { label: '自提门店', value: store },
              { label: '核销码', value: order.pickUpVerifyCode ?? '' },
              { label: '核销时间', value: formatDate(order.finishTime) },
            ]}
          />
        ) : (
          <Descriptions
            items={[
              { label: '配送方式', value: '快递发货' },
              { label: '收货人', value: order.receiverName ?? '' },
              { label: '联系电话', value: order.receiverMobile ?? '' },
              {
                label: '收货地址',
                value: [order.receiverAreaName, order.receiverDetailAddress]
                  .filter(Boolean)
                  .join(' '),
              },
              { label: '快递公司', value: order.deliveryTime ? company : '' },
              {
                label: '快递单号',
                value: order.logisticsNo ? (
                  <>
                    {order.logisticsNo}
                    <CopyButton text={order.logisticsNo} label="快递单号" />
                  </>
                ) : (
                  ''
                ),
              },
              { label: '发货时间', value: formatDate(order.deliveryTime) },
              { label: '收货时间', value: formatDate(order.receiveTime) },
            ]}
          />
        )}
      </DetailSection>

      <DetailSection title="商品信息">
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="订单商品">
            <TableHead>
              <TableRow>
                <TableCell>商品</TableCell>
                <TableCell align="right">单价</TableCell>
                <TableCell align="right">数量</TableCell>
                <TableCell align="right">实付</TableCell>
                <TableCell>售后状态</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.items.map((line) => (
                <TableRow key={line.id}>
                  <TableCell sx={{ minWidth: 240 }}>
                    <OrderLineView line={line} />
                  </TableCell>
                  <TableCell align="right">{yuanText(line.price)}</TableCell>
                  <TableCell align="right">{line.count}</TableCell>
                  <TableCell align="right">{yuanText(line.payPrice)}</TableCell>
                  <TableCell>
                    <DictTag
                      type={DICT_TYPE.TRADE_ORDER_ITEM_AFTER_SALE_STATUS}
                      value={line.afterSaleStatus}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        <Box sx={{ mt: 2 }}>
          <OrderMoney order={order} />
        </Box>
      </DetailSection>

      <DetailSection title="操作日志">
        <TradeLogTimeline logs={order.logs} />
      </DetailSection>

      <AdjustPriceDialog order={dialog === 'price' ? order : null} onClose={close} />
      <RemarkDialog order={dialog === 'remark' ? order : null} onClose={close} />
      <DeliveryDialog orderId={dialog === 'ship' ? order.id : null} onClose={close} />
      <AddressDialog order={dialog === 'address' ? order : null} onClose={close} />
    </Box>
  )
}
