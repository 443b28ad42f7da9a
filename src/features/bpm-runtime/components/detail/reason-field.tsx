import TextField from '@mui/material/TextField'
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { FormFieldRow } from '@/shared/list-kit'

export interface ReasonFieldProps<V extends FieldValues> {
  control: Control<V>
  name: Path<V>
  label: string
  placeholder: string
  id: string
}

/** A required multi-line reason (委派理由, 回退理由) as a labelled dialog row. */
export function ReasonField<V extends FieldValues>({
  control,
  name,
  label,
  placeholder,
  id,
}: ReasonFieldProps<V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormFieldRow label={label} labelId={`${id}-label`} inputId={`${id}-input`} required>
          <TextField
            id={`${id}-input`}
            size="small"
            fullWidth
            multiline
            minRows={3}
            placeholder={placeholder}
            name={field.name}
            value={(field.value as string | undefined) ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          />
        </FormFieldRow>
      )}
    />
  )
}
