import { z } from 'zod'
import { FormDialog } from '@/shared/list-kit'
import { usePickUpOrderByCodeMutation } from '../api/trade-api'

const schema = z.object({
  pickUpVerifyCode: z.string().trim().min(1, '核销码不能为空').regex(/^\d+$/, '核销码只能是数字'),
})

export interface PickUpCodeDialogProps {
  open: boolean
  onClose: () => void
}

/** 核销: the buyer shows the pick-up code at the store; the order becomes 已完成. */
export function PickUpCodeDialog({ open, onClose }: PickUpCodeDialogProps) {
  const [pickUp] = usePickUpOrderByCodeMutation()
  return (
    <FormDialog
      open={open}
      title="订单核销"
      schema={schema}
      defaultValues={{ pickUpVerifyCode: '' }}
      fields={[{ kind: 'text', name: 'pickUpVerifyCode', label: '核销码', required: true }]}
      successMessage="核销成功"
      onClose={onClose}
      onSubmit={(values) => pickUp(values.pickUpVerifyCode).unwrap()}
    />
  )
}
