import Box from '@mui/material/Box'
import { yuanText } from '@/shared/money'
import type { OrderRow } from '../model/trade-types'

/** 商品总额, 运费, 优惠, 调价 and 实付 (and what was refunded). */
export function OrderMoney({ order }: { order: OrderRow }) {
  const rows = [
    { label: '商品总额', value: yuanText(order.totalPrice) },
    { label: '运费', value: yuanText(order.deliveryPrice) },
    {
      label: '优惠',
      value: order.discountPrice > 0 ? `-${yuanText(order.discountPrice)}` : yuanText(0),
    },
    {
      label: '调价',
      value:
        order.adjustPrice > 0 ? `+${yuanText(order.adjustPrice)}` : yuanText(order.adjustPrice),
    },
    { label: '实付', value: yuanText(order.payPrice), strong: true },
    ...(order.refundPrice > 0 ? [{ label: '已退款', value: yuanText(order.refundPrice) }] : []),
  ]
  return (
    <Box
      component="dl"
      aria-label="订单金额"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto auto',
        justifyContent: 'end',
        columnGap: 3,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', textAlign: 'right' }}>
            {row.label}
          </Box>
          <Box
            component="dd"
            sx={{
              m: 0,
              textAlign: 'right',
              fontWeight: 'strong' in row ? 700 : 400,
              fontSize: 'strong' in row ? 18 : 14,
            }}
          >
            {row.value}
          </Box>
        </Box>
      ))}
    </Box>
  )
}
