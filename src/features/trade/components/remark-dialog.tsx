import { z } from 'zod'
import { FormDialog } from '@/shared/list-kit'
import { useUpdateOrderRemarkMutation } from '../api/trade-api'

const schema = z.object({
  remark: z.string().trim().min(1, '备注不能为空').max(500, '备注不能超过 500 个字符'),
})

export interface RemarkDialogProps {
  /** The order and its current remark; null keeps the dialog closed. */
  order: { id: number; remark: string | null } | null
  onClose: () => void
}

/** 商家备注: the staff's note on the order (the buyer never sees it). */
export function RemarkDialog({ order, onClose }: RemarkDialogProps) {
  const [updateRemark] = useUpdateOrderRemarkMutation()
  return (
    <FormDialog
      open={order !== null}
      title="商家备注"
      schema={schema}
      defaultValues={{ remark: order?.remark ?? '' }}
      fields={[{ kind: 'text', name: 'remark', label: '备注', rows: 3, required: true }]}
      successMessage="备注成功"
      onClose={onClose}
      onSubmit={(values) => updateRemark({ id: order?.id ?? 0, remark: values.remark }).unwrap()}
    />
  )
}
