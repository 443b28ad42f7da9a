import FormHelperText from '@mui/material/FormHelperText'
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import { RichTextEditor } from './rich-text-editor'

interface RichTextFieldProps<V extends FieldValues> {
  form: UseFormReturn<V>
  name: Path<V>
  label: string
}

/**
 * A form's rich-text field (notices, 预约须知, activities): the lazy editor bound to react-hook-form,
 * named by `label`, with the schema's message under it.
 */
export function RichTextField<V extends FieldValues>({ form, name, label }: RichTextFieldProps<V>) {
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
