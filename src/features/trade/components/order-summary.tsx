import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { yuanText } from '@/shared/money'
import type { OrderSummary } from '../model/trade-types'

const FIGURES = [
  { key: 'orderCount', label: '订单数量', money: false },
  { key: 'orderPayPrice', label: '订单金额', money: true },
  { key: 'afterSaleCount', label: '退款单数', money: false },
  { key: 'afterSalePrice', label: '退款金额', money: true },
] as const

/** The four figures above the order list, for the same filters as the list. */
export function OrderSummaryBar({ summary }: { summary: OrderSummary | undefined }) {
  return (
    <Box
      component="dl"
      aria-label="订单统计"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        gap: 2,
        m: 0,
        mb: 2,
      }}
    >
      {FIGURES.map((figure) => {
        const value = summary?.[figure.key]
        return (
          <Paper key={figure.key} variant="outlined" sx={{ p: 2 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>
              {value === undefined ? '—' : figure.money ? yuanText(value) : value}
            </Typography>
          </Paper>
        )
      })}
    </Box>
  )
}
