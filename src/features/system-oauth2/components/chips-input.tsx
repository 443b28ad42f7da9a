import Autocomplete from '@mui/material/Autocomplete'
import Chip from '@mui/material/Chip'
import TextField from '@mui/material/TextField'
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'

export interface ChipsInputProps<V extends FieldValues> {
  form: UseFormReturn<V>
  name: Path<V>
  label: string
  /** Values offered in the list; with `free`, typed values (Enter) are added too. */
  options: readonly { value: string; label: string }[]
  free?: boolean
  placeholder?: string
  /** Runs after each change with the new list (e.g. to prune a dependent list). */
  onChanged?: (values: string[]) => void
}

/**
 * A list of values as chips: picked from `options`, or typed and confirmed with Enter when `free`
 * (scopes, redirect URIs, authorities, resource ids accept new values).
 */
export function ChipsInput<V extends FieldValues>({
  form,
  name,
  label,
  options,
  free = false,
  placeholder,
  onChanged,
}: ChipsInputProps<V>) {
  const labelOf = (value: string) => options.find((o) => o.value === value)?.label ?? value
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete<string, true, false, boolean>
          multiple
          freeSolo={free}
          size="small"
          fullWidth
          options={options.map((option) => option.value)}
          getOptionLabel={labelOf}
          value={(field.value as string[] | undefined) ?? []}
          onChange={(_event, next) => {
            const values = [...new Set(next.map((v) => v.trim()).filter((v) => v !== ''))]
            field.onChange(values)
            onChanged?.(values)
          }}
          onBlur={field.onBlur}
          renderValue={(values, getItemProps) =>
            values.map((value, index) => {
              const { key, ...itemProps } = getItemProps({ index })
              return <Chip key={key} size="small" label={labelOf(value)} {...itemProps} />
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              placeholder={placeholder ?? (free ? `输入${label}后回车` : `请选择${label}`)}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, 'aria-label': label },
              }}
            />
          )}
        />
      )}
    />
  )
}
