import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import { TimeField } from './date-fields-lazy'

export interface TimeInputProps<V extends FieldValues> {
  form: UseFormReturn<V>
  name: Path<V>
  label: string
  width?: number
}

/**
 * An 'HH:mm' field of a react-hook-form form (MUI X time picker), '' while empty, with its message
 * under it; the form can focus it when it is invalid.
 */
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
          inputRef={field.ref}
          error={fieldState.error?.message}
          sx={{ width }}
        />
      )}
    />
  )
}
