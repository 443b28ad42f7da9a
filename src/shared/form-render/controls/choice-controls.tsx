import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import MenuItem from '@mui/material/MenuItem'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import type { FormOption, FormOptionValue } from '../form-definition'
import { type FieldControlProps, choicePlaceholder } from './control-props'

// The DOM holds option values as strings; these map them back to the typed option values.
function findOption(options: readonly FormOption[], raw: string): FormOption | undefined {
  return options.find((option) => String(option.value) === raw)
}

function sameValue(a: unknown, b: FormOptionValue): boolean {
  return (typeof a === 'string' || typeof a === 'number') && String(a) === String(b)
}

/** 下拉选择; an optional field can be cleared with the empty choice. */
export function SelectControl(props: FieldControlProps) {
  const { field, value, onChange, onBlur, error, disabled, size, labelId, inputId } = props
  const options = field.options ?? []
  const selected = options.find((option) => sameValue(value, option.value))
  return (
    <TextField
      id={inputId}
      select
      size={size}
      fullWidth
      disabled={disabled}
      value={selected ? String(selected.value) : ''}
      onChange={(event) => onChange(findOption(options, event.target.value)?.value ?? null)}
      onBlur={onBlur}
      error={!!error}
      helperText={error}
      slotProps={{
        select: {
          displayEmpty: true,
          labelId,
          renderValue: () =>
            selected ? (
              selected.label
            ) : (
              <Box component="span" sx={{ color: 'text.disabled' }}>
                {choicePlaceholder(field)}
              </Box>
            ),
        },
      }}
    >
      {!field.required && <MenuItem value="">无</MenuItem>}
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={String(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  )
}

/** 单选框. */
export function RadioControl(props: FieldControlProps) {
  const { field, value, onChange, error, disabled, size, labelId } = props
  const options = field.options ?? []
  const selected = options.find((option) => sameValue(value, option.value))
  return (
    <Box>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={selected ? String(selected.value) : ''}
        onChange={(event) => onChange(findOption(options, event.target.value)?.value ?? null)}
      >
        {options.map((option) => (
          <FormControlLabel
            key={String(option.value)}
            value={String(option.value)}
            control={<Radio size={size} disabled={disabled} />}
            label={option.label}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  )
}

/** 多选框: the value lists the checked options' values in the options' order. */
export function CheckboxControl(props: FieldControlProps) {
  const { field, value, onChange, error, disabled, size, labelId } = props
  const options = field.options ?? []
  const checked = Array.isArray(value) ? value : []
  const isChecked = (option: FormOption) => checked.some((item) => sameValue(item, option.value))
  const toggle = (option: FormOption, on: boolean) =>
    onChange(
      options
        .filter((candidate) => (candidate === option ? on : isChecked(candidate)))
        .map((candidate) => candidate.value),
    )
  return (
    <Box>
      <FormGroup row role="group" aria-labelledby={labelId}>
        {options.map((option) => (
          <FormControlLabel
            key={String(option.value)}
            control={
              <Checkbox
                size={size}
                disabled={disabled}
                checked={isChecked(option)}
                onChange={(event) => toggle(option, event.target.checked)}
              />
            }
            label={option.label}
          />
        ))}
      </FormGroup>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  )
}

/** 开关. */
export function SwitchControl(props: FieldControlProps) {
  const { value, onChange, onBlur, error, disabled, size, inputId, inputRef } = props
  return (
    <Box>
      <Switch
        id={inputId}
        size={size}
        disabled={disabled}
        checked={value === true}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
        slotProps={{ input: { ref: inputRef } }}
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  )
}
