import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'

export interface SelectOption {
  value: string
  label: string
  disabled?: boolean
}

export interface SelectFieldProps {
  label: string
  value: string
  options: SelectOption[]
  onChange: (value: string) => void
  disabled?: boolean
  required?: boolean
  error?: string | null
}

export function SelectField({
  label,
  value,
  options,
  onChange,
  disabled,
  required,
  error,
}: SelectFieldProps) {
  return (
    <TextField
      select
      label={label}
      value={options.some((option) => option.value === value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      required={required}
      error={!!error}
      helperText={error ?? undefined}
      size="small"
      fullWidth
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  )
}
