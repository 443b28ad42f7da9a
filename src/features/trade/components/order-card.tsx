import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { DICT_TYPE, DictTag } from '@/shared/dict'
import { yuanText } from '@/shared/money'
import { HasPermi } from '@/shared/permissions'
import { formatDate } from '@/shared/utils'
import { canPickUp, canShip, DELIVERY_TYPE } from '../model/order-status'
import type { OrderRow } from '../model/trade-types'
import { CopyButton } from './copy-button'
import { DictText } from './dict-text'
import { OrderLineView } from './order-lines'

export interface OrderCardActions {
  openDetail: (order: OrderRow) => void
  remark: (order: OrderRow) => void
  ship: (order: OrderRow) => void
  pickUp: (order: OrderRow) => void
}

function HeaderField({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
    >
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}：
      </Box>
      {children}
    </Box>
  )
}

/** The receiver for 快递 orders, the pick-up for 自提 ones. */
function receiverText(order: OrderRow): string {
  if (order.deliveryType === DELIVERY_TYPE.PICK_UP) return '到店自提'
  return [
    order.receiverName,
    order.receiverMobile,
    order.receiverAreaName,
    order.receiverDetailAddress,
  ]
    .filter(Boolean)
    .join(' ')
}

/**
 * One order of 订单列表: number, time, source, payment and status above its items, what was
 * paid and who bought it beside them, and the actions its status allows.
 */
export function OrderCard({ order, actions }: { order: OrderRow; actions: OrderCardActions }) {
  return (
    <Paper component="article" variant="outlined" aria-label={`订单 ${order.no}`} sx={{ mb: 2 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 3,
          rowGap: 0.5,
          px: 2,
          py: 1,
          bgcolor: 'grey.50',
          borderBottom: 1,
          borderColor: 'divider',
          fontSize: 13,
        }}
      >
        <HeaderField label="订单号">
          {order.no}
          <CopyButton text={order.no} label="订单号" />
        </HeaderField>
        <HeaderField label="下单时间">{formatDate(order.createTime)}</HeaderField>
        <HeaderField label="来源">
          <DictText type={DICT_TYPE.TERMINAL} value={order.terminal} empty="—" />
        </HeaderField>
        <HeaderField label="支付方式">
          <DictText type={DICT_TYPE.PAY_CHANNEL_CODE} value={order.payChannelCode} empty="未支付" />
        </HeaderField>
        <HeaderField label="订单类型">
          <DictText type={DICT_TYPE.TRADE_ORDER_TYPE} value={order.type} />
        </HeaderField>
        <Box sx={{ ml: 'auto', display: 'flex', gap: 1, alignItems: 'center' }}>
          <DictTag type={DICT_TYPE.TRADE_ORDER_STATUS} value={order.status} />
          <HasPermi value={['trade:order:query']}>
            <Button size="small" onClick={() => actions.openDetail(order)}>
              详情
            </Button>
          </HasPermi>
          <HasPermi value={['trade:order:update']}>
            <Button size="small" onClick={() => actions.remark(order)}>
              备注
            </Button>
          </HasPermi>
          {canShip(order) && (
            <HasPermi value={['trade:order:update']}>
              <Button size="small" variant="contained" onClick={() => actions.ship(order)}>
                发货
              </Button>
            </HasPermi>
          )}
          {canPickUp(order) && (
            <HasPermi value={['trade:order:pick-up']}>
              <Button size="small" variant="contained" onClick={() => actions.pickUp(order)}>
                核销
              </Button>
            </HasPermi>
          )}
        </Box>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 1fr) minmax(0, 2fr)' },
          gap: 2,
          px: 2,
          py: 1.5,
        }}
      >
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {order.items.map((line) => (
            <OrderLineView
              key={line.id}
              line={line}
              extra={
                line.afterSaleStatus !== 0 ? (
                  <DictTag
                    type={DICT_TYPE.TRADE_ORDER_ITEM_AFTER_SALE_STATUS}
                    value={line.afterSaleStatus}
                  />
                ) : null
              }
            />
          ))}
        </Box>
        <Box>
          <Typography variant="caption" color="text.secondary" component="div">
            实付
          </Typography>
          <Typography variant="body1" sx={{ fontWeight: 600 }}>
            {yuanText(order.payPrice)}
          </Typography>
          {order.deliveryPrice > 0 && (
            <Typography variant="caption" color="text.secondary" component="div">
              含运费 {yuanText(order.deliveryPrice)}
            </Typography>
          )}
          {order.refundPrice > 0 && (
            <Typography variant="caption" color="error" component="div">
              已退款 {yuanText(order.refundPrice)}
            </Typography>
          )}
        </Box>
        <Box sx={{ fontSize: 13, display: 'grid', gap: 0.5, alignContent: 'start' }}>
          <div>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              买家：
            </Box>
            {order.user?.nickname ?? `会员 ${order.userId}`}
          </div>
          <div>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {order.deliveryType === DELIVERY_TYPE.PICK_UP ? '配送：' : '收货人：'}
            </Box>
            {receiverText(order)}
          </div>
          {order.remark && (
            <div>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                商家备注：
              </Box>
              {order.remark}
            </div>
          )}
        </Box>
      </Box>
    </Paper>
  )
}
