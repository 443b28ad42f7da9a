import ClearIcon from '@mui/icons-material/Clear'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import MenuItem from '@mui/material/MenuItem'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { sameDictValue, type DictValue, type DictValueType } from './dict-option'
import { useDictOptions } from './use-dict-options'

export interface DictSelectProps<V extends DictValue = string> {
  type: string
  /** The selected value; null, undefined or '' for none. */
  value: V | null | undefined | ''
  /** Called with the option's value converted to `valueType`, or null when cleared. */
  onChange: (value: V | null) => void
  label?: string
  /** How values are handed to onChange (default 'string'). */
  valueType?: DictValueType
  /** Shows a clear button while a value is selected. */
  clearable?: boolean
  size?: 'small' | 'medium'
  placeholder?: string
  disabled?: boolean
  fullWidth?: boolean
  name?: string
  error?: boolean
  helperText?: TextFieldProps['helperText']
  sx?: TextFieldProps['sx']
}

/** A select fed by a dictionary type (e.g. a status filter of a search form). */
export function DictSelect<V extends DictValue = string>({
  type,
  value,
  onChange,
  label,
  valueType,
  clearable = false,
  size = 'small',
  placeholder,
  disabled,
  fullWidth,
  name,
  error,
  helperText,
  sx,
}: DictSelectProps<V>) {
  const options = useDictOptions(type, valueType)
  const hasValue = value !== null && value !== undefined && value !== ''
  const selected = hasValue
    ? (options.find((option) => sameDictValue(option.value, value))?.value ?? '')
    : ''

  return (
    <TextField
      select
      label={label}
      name={name}
      size={size}
      disabled={disabled}
      fullWidth={fullWidth}
      error={error}
      helperText={helperText}
      sx={sx ?? { minWidth: 200 }}
      // MenuItem values are strings so MUI compares them exactly; onChange converts back.
      value={selected === '' ? '' : String(selected)}
      onChange={(event) => {
        const option = options.find((o) => String(o.value) === event.target.value)
        onChange(option ? (option.value as V) : null)
      }}
      slotProps={{
        select: {
          displayEmpty: !!placeholder,
          renderValue: (raw: unknown) => {
            if (raw === '' || raw === undefined) return placeholder ?? ''
            return options.find((o) => String(o.value) === raw)?.label ?? String(raw)
          },
        },
        inputLabel: placeholder ? { shrink: true } : undefined,
        input: {
          endAdornment:
            clearable && hasValue && !disabled ? (
              <InputAdornment position="end" sx={{ mr: 2 }}>
                <IconButton
                  aria-label="清除"
                  size="small"
                  edge="end"
                  onClick={() => onChange(null)}
                  onMouseDown={(event) => event.preventDefault()}
                >
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={String(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  )
}
