import TextField from '@mui/material/TextField'
import { Controller } from 'react-hook-form'
import { z } from 'zod'
import { AreaCascader } from '@/shared/area'
import { FormDialog, FormFieldRow } from '@/shared/list-kit'
import { useUpdateOrderAddressMutation } from '../api/trade-api'
import type { OrderRow } from '../model/trade-types'

const schema = z.object({
  receiverName: z.string().trim().min(1, '收货人不能为空').max(20, '收货人不能超过 20 个字符'),
  receiverMobile: z
    .string()
    .trim()
    .regex(/^1\d{10}$/, '请输入正确的手机号码'),
  receiverAreaId: z
    .number({ message: '请选择所在地区（到区县）' })
    .nullable()
    .refine((id) => id !== null, '请选择所在地区（到区县）'),
  receiverDetailAddress: z
    .string()
    .trim()
    .min(1, '详细地址不能为空')
    .max(255, '详细地址不能超过 255 个字符'),
})

export interface AddressDialogProps {
  /** The order before shipping; null keeps the dialog closed. */
  order: Pick<
    OrderRow,
    'id' | 'receiverName' | 'receiverMobile' | 'receiverAreaId' | 'receiverDetailAddress'
  > | null
  onClose: () => void
}

/** 修改地址: the receiver, the district (province > city > district) and the street address. */
export function AddressDialog({ order, onClose }: AddressDialogProps) {
  const [updateAddress] = useUpdateOrderAddressMutation()
  return (
    <FormDialog
      open={order !== null}
      title="修改收货地址"
      schema={schema}
      maxWidth="md"
      defaultValues={{
        receiverName: order?.receiverName ?? '',
        receiverMobile: order?.receiverMobile ?? '',
        receiverAreaId: order?.receiverAreaId ?? null,
        receiverDetailAddress: order?.receiverDetailAddress ?? '',
      }}
      fields={[
        { kind: 'text', name: 'receiverName', label: '收货人', required: true },
        { kind: 'text', name: 'receiverMobile', label: '手机号码', required: true },
      ]}
      successMessage="修改成功"
      onClose={onClose}
      onSubmit={(values) =>
        updateAddress({
          id: order?.id ?? 0,
          receiverName: values.receiverName,
          receiverMobile: values.receiverMobile,
          receiverAreaId: values.receiverAreaId ?? 0,
          receiverDetailAddress: values.receiverDetailAddress,
        }).unwrap()
      }
    >
      {(form) => (
        <>
          <FormFieldRow label="所在地区" labelId="receiver-area-label" required>
            <Controller
              control={form.control}
              name="receiverAreaId"
              render={({ field, fieldState }) => (
                <AreaCascader
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
          </FormFieldRow>
          <FormFieldRow label="详细地址" labelId="receiver-detail-label" required>
            <Controller
              control={form.control}
              name="receiverDetailAddress"
              render={({ field, fieldState }) => (
                <AddressText
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
          </FormFieldRow>
        </>
      )}
    </FormDialog>
  )
}

function AddressText({
  value,
  onChange,
  error,
}: {
  value: string
  onChange: (text: string) => void
  error?: string
}) {
  return (
    <TextField
      size="small"
      fullWidth
      multiline
      minRows={2}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { 'aria-label': '详细地址' } }}
    />
  )
}
