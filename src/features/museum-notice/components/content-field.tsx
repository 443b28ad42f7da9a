import FormHelperText from '@mui/material/FormHelperText'
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import { RichTextEditor } from '@/shared/rich-text'

interface ContentFieldProps<V extends FieldValues> {
  form: UseFormReturn<V>
  name: Path<V>
  label: string
}

/** The rich-text field of a notice form, with the schema's message under it. */
export function ContentField<V extends FieldValues>({ form, name, label }: ContentFieldProps<V>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <>
          <RichTextEditor
            value={(field.value as string | undefined) ?? ''}
            onChange={field.onChange}
            aria-label={label}
            placeholder={`请输入${label}`}
          />
          {fieldState.error?.message && (
            <FormHelperText error>{fieldState.error.message}</FormHelperText>
          )}
        </>
      )}
    />
  )
}
