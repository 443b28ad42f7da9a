import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import { TimeField } from '@/shared/ui/date-fields'

export interface TimeInputProps<V extends FieldValues> {
  form: UseFormReturn<V>
  name: Path<V>
  label: string
  width?: number
}

/** An 'HH:mm' field of a form (MUI X time picker), with its message under it. */
export function TimeInput<V extends FieldValues>({
  form,
  name,
  label,
  width = 140,
}: TimeInputProps<V>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TimeField
          label={label}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          sx={{ width }}
        />
      )}
    />
  )
}
