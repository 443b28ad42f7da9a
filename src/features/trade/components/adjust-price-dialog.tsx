import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { z } from 'zod'
import { FormDialog } from '@/shared/list-kit'
import { fenToYuan, yuanError, yuanText, yuanToFen } from '@/shared/money'
import { useUpdateOrderPriceMutation } from '../api/trade-api'
import type { OrderRow } from '../model/trade-types'

type PricedOrder = Pick<
  OrderRow,
  'id' | 'totalPrice' | 'discountPrice' | 'deliveryPrice' | 'adjustPrice' | 'payPrice'
>

/** 实付 with `adjust` (fen) in place of the current adjustment, as the server computes it. */
export function payPriceWith(order: PricedOrder, adjust: number): number {
  return order.totalPrice - order.discountPrice + order.deliveryPrice + adjust
}

function schemaFor(order: PricedOrder) {
  return z.object({
    adjustPrice: z.string().superRefine((text, context) => {
      const error = yuanError(text, { signed: true })
      if (error) {
        context.addIssue({ code: 'custom', message: error })
        return
      }
      const fen = yuanToFen(text, { signed: true }) ?? 0
      if (payPriceWith(order, fen) <= 0) {
        context.addIssue({ code: 'custom', message: '支付金额必须大于 0' })
      }
    }),
  })
}

export interface AdjustPriceDialogProps {
  /** The unpaid order; null keeps the dialog closed. */
  order: PricedOrder | null
  onClose: () => void
}

/**
 * 调整价格: a signed amount in yuan replacing the order's adjustment (negative lowers the
 * price); the new 实付 is shown while typing.
 */
export function AdjustPriceDialog({ order, onClose }: AdjustPriceDialogProps) {
  const [updatePrice] = useUpdateOrderPriceMutation()
  const current = order ?? {
    id: 0,
    totalPrice: 0,
    discountPrice: 0,
    deliveryPrice: 0,
    adjustPrice: 0,
    payPrice: 0,
  }
  return (
    <FormDialog
      open={order !== null}
      title="调整价格"
      schema={schemaFor(current)}
      defaultValues={{ adjustPrice: fenToYuan(current.adjustPrice) || '0' }}
      fields={[
        {
          kind: 'text',
          name: 'adjustPrice',
          label: '调价（元）',
          required: true,
          placeholder: '正数加价，负数减价',
        },
      ]}
      successMessage="修改成功"
      onClose={onClose}
      onSubmit={(values) =>
        updatePrice({
          id: current.id,
          adjustPrice: yuanToFen(values.adjustPrice, { signed: true }) ?? 0,
        }).unwrap()
      }
    >
      {(form) => {
        const typed = yuanToFen(form.watch('adjustPrice'), { signed: true })
        return (
          <Box sx={{ pl: '112px', display: 'grid', gap: 0.5 }}>
            <Typography variant="body2" color="text.secondary">
              原实付：{yuanText(current.payPrice)}（商品总额 {yuanText(current.totalPrice)}，运费{' '}
              {yuanText(current.deliveryPrice)}，优惠 {yuanText(current.discountPrice)}）
            </Typography>
            <Typography variant="body2" aria-live="polite">
              调整后实付：{typed === null ? '—' : yuanText(payPriceWith(current, typed))}
            </Typography>
          </Box>
        )
      }}
    </FormDialog>
  )
}
