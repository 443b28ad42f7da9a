import { useMemo } from 'react'
import { z } from 'zod'
import { FormDialog, type FormFieldDef } from '@/shared/list-kit'
import { useDeliverOrderMutation, useListExpressSimpleQuery } from '../api/trade-api'

/** logisticsId 0: the goods leave without a carrier (hand delivery, virtual goods). */
export const NO_LOGISTICS = 0

const schema = z
  .object({
    logisticsId: z.number({ message: '请选择快递公司' }).nullable(),
    logisticsNo: z.string().trim().max(64, '快递单号不能超过 64 个字符'),
  })
  .superRefine((values, context) => {
    if (values.logisticsId === null) {
      context.addIssue({ code: 'custom', path: ['logisticsId'], message: '请选择快递公司' })
    } else if (values.logisticsId !== NO_LOGISTICS && values.logisticsNo === '') {
      context.addIssue({ code: 'custom', path: ['logisticsNo'], message: '快递单号不能为空' })
    }
  })

type DeliveryValues = z.input<typeof schema>

export interface DeliveryDialogProps {
  /** The order to ship; null keeps the dialog closed. */
  orderId: number | null
  onClose: () => void
}

/** 发货: an express company and its tracking number, or 无需物流. */
export function DeliveryDialog({ orderId, onClose }: DeliveryDialogProps) {
  const { data: companies = [] } = useListExpressSimpleQuery(undefined, { skip: orderId === null })
  const [deliver] = useDeliverOrderMutation()
  const fields = useMemo<FormFieldDef<DeliveryValues>[]>(
    () => [
      {
        kind: 'select',
        name: 'logisticsId',
        label: '快递公司',
        required: true,
        placeholder: '请选择（或无需物流）',
        options: [
          { value: NO_LOGISTICS, label: '无需物流' },
          ...companies.map((company) => ({ value: company.id, label: company.name })),
        ],
      },
      { kind: 'text', name: 'logisticsNo', label: '快递单号' },
    ],
    [companies],
  )
  return (
    <FormDialog
      open={orderId !== null}
      title="订单发货"
      schema={schema}
      defaultValues={{ logisticsId: null, logisticsNo: '' }}
      fields={fields}
      successMessage="发货成功"
      onClose={onClose}
      onSubmit={(values) =>
        deliver({
          id: orderId ?? 0,
          logisticsId: values.logisticsId ?? NO_LOGISTICS,
          logisticsNo: values.logisticsId === NO_LOGISTICS ? '' : values.logisticsNo,
        }).unwrap()
      }
    />
  )
}
