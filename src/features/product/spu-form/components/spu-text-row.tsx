import { useId } from 'react'
import TextField from '@mui/material/TextField'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { FormFieldRow } from '@/shared/list-kit'
import type { SpuFormValues } from '../model/spu-form-values'

export type SpuForm = UseFormReturn<SpuFormValues>

type TextFieldName =
  'name' | 'keyword' | 'introduction' | 'videoUrl' | 'sort' | 'giveIntegral' | 'virtualSalesCount'

interface SpuTextRowProps {
  form: SpuForm
  name: TextFieldName
  label: string
  required?: boolean
  placeholder?: string
  rows?: number
  numeric?: boolean
  helper?: string
}

/** A text field of the product form, label on the left, the schema's message under it. */
export function SpuTextRow({
  form,
  name,
  label,
  required,
  placeholder,
  rows,
  numeric,
  helper,
}: SpuTextRowProps) {
  const id = useId()
  return (
    <FormFieldRow label={label} labelId={`${id}-label`} inputId={`${id}-input`} required={required}>
      <Controller
        control={form.control}
        name={name}
        render={({ field, fieldState }) => (
          <TextField
            id={`${id}-input`}
            size="small"
            fullWidth={!numeric}
            multiline={!!rows}
            minRows={rows}
            placeholder={placeholder ?? `请输入${label}`}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={!!fieldState.error}
            helperText={fieldState.error?.message ?? helper}
            sx={numeric ? { width: 200 } : undefined}
            slotProps={{ htmlInput: { inputMode: numeric ? 'numeric' : undefined } }}
          />
        )}
      />
    </FormFieldRow>
  )
}
