import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form'
import { RichTextField } from '@/shared/rich-text'
import { DateRangeField, type DateRangeFieldValue } from '@/shared/ui/date-fields'
import { ACTIVITY_COST_PAID } from '@/shared/wire/museum-activity'
import type { ActivityFormIn } from '../model/activity-form'
import { CoverUploadField } from './cover-upload-field'

type Form = UseFormReturn<ActivityFormIn>

export function CoverInput({ form }: { form: Form }) {
  return (
    <Controller
      control={form.control}
      name="cover"
      render={({ field, fieldState }) => (
        <CoverUploadField
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}

/** 价格 in yuan; only a paid activity (活动费用 收费) has one. */
export function PriceInput({ form }: { form: Form }) {
  const cost = useWatch({ control: form.control, name: 'cost' })
  const paid = cost === ACTIVITY_COST_PAID
  return (
    <Controller
      control={form.control}
      name="price"
      render={({ field, fieldState }) => (
        <TextField
          size="small"
          fullWidth
          inputMode="decimal"
          disabled={!paid}
          placeholder={paid ? '请输入价格，如 19.99' : '免费活动无需填写'}
          value={paid ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          slotProps={{
            htmlInput: { 'aria-label': '价格（元）' },
            input: { endAdornment: <InputAdornment position="end">元</InputAdornment> },
          }}
        />
      )}
    />
  )
}

export function ContentInput({ form }: { form: Form }) {
  return <RichTextField form={form} name="content" label="活动内容" />
}

/** The form holds the picker's [begin, end] (epoch ms) as a plain array. */
const asRange = (pair: readonly (number | null)[]): DateRangeFieldValue =>
  pair.length === 2 ? [pair[0], pair[1]] : []

/**
 * 活动时间 / 报名时间: a date-time range wide enough to show 'YYYY-MM-DD HH:mm' whole (the
 * list kit's range field is sized for the search bar).
 */
export function TimeRangeInput({
  form,
  name,
  label,
}: {
  form: Form
  name: 'activityTime' | 'signWindow'
  label: string
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <DateRangeField
          label={label}
          withTime
          valueFormat="epoch"
          value={asRange(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}
