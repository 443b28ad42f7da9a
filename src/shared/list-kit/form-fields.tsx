import { useId, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import MenuItem from '@mui/material/MenuItem'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { useDictOptions } from '@/shared/dict'
import { DateField, DateRangeField } from '@/shared/ui/date-fields'
import type {
  DictRadioFormField,
  FormFieldDef,
  FormOption,
  FormOptionValue,
  RadioFormField,
  SelectFormField,
} from './form-field-types'

const LABEL_WIDTH = 96

interface FieldRowProps {
  label: string
  labelId: string
  inputId?: string
  required?: boolean
  children: ReactNode
}

/** Label on the left, control on the right: one row of a dialog form. */
export function FormFieldRow({ label, labelId, inputId, required, children }: FieldRowProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
      <FormLabel
        id={labelId}
        htmlFor={inputId}
        required={required}
        sx={{
          width: LABEL_WIDTH,
          flexShrink: 0,
          textAlign: 'right',
          pt: 1,
          color: 'text.primary',
          fontSize: 14,
          '&.Mui-focused': { color: 'text.primary' },
        }}
      >
        {label}
      </FormLabel>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </Box>
  )
}

function sameValue(a: unknown, b: FormOptionValue): boolean {
  return a !== null && a !== undefined && String(a) === String(b)
}

interface FormFieldProps<V extends FieldValues> {
  field: FormFieldDef<V>
  form: UseFormReturn<V>
}

/** Renders one declared field, bound to react-hook-form. */
export function FormField<V extends FieldValues>({ field, form }: FormFieldProps<V>) {
  const id = useId()
  const labelId = `${id}-label`
  const inputId = `${id}-input`

  if (field.kind === 'custom') {
    return (
      <FormFieldRow label={field.label} labelId={labelId} required={field.required}>
        {field.render(form)}
      </FormFieldRow>
    )
  }

  const usesInput =
    field.kind === 'text' ||
    field.kind === 'number' ||
    field.kind === 'date' ||
    field.kind === 'dateRange'
  return (
    <FormFieldRow
      label={field.label}
      labelId={labelId}
      inputId={usesInput ? inputId : undefined}
      required={field.required}
    >
      <Controller
        control={form.control}
        name={field.name}
        render={({ field: bound, fieldState }) => {
          const error = fieldState.error?.message
          switch (field.kind) {
            case 'text':
              return (
                <TextField
                  id={inputId}
                  size="small"
                  fullWidth
                  multiline={field.rows !== undefined}
                  minRows={field.rows}
                  placeholder={field.placeholder ?? `请输入${field.label}`}
                  disabled={field.disabled}
                  name={bound.name}
                  value={bound.value ?? ''}
                  onChange={bound.onChange}
                  onBlur={bound.onBlur}
                  inputRef={bound.ref}
                  error={!!error}
                  helperText={error}
                />
              )
            case 'number':
              return (
                <TextField
                  id={inputId}
                  size="small"
                  type="number"
                  placeholder={field.placeholder ?? `请输入${field.label}`}
                  disabled={field.disabled}
                  name={bound.name}
                  value={bound.value ?? ''}
                  onChange={(event) =>
                    bound.onChange(event.target.value === '' ? null : Number(event.target.value))
                  }
                  onBlur={bound.onBlur}
                  inputRef={bound.ref}
                  error={!!error}
                  helperText={error}
                  slotProps={{ htmlInput: { min: field.min, max: field.max } }}
                  sx={{ width: 200 }}
                />
              )
            case 'radio':
              return (
                <OptionRadios
                  field={field}
                  labelId={labelId}
                  options={field.options}
                  value={bound.value}
                  onChange={bound.onChange}
                  error={error}
                />
              )
            case 'dictRadio':
              return (
                <DictRadios
                  field={field}
                  labelId={labelId}
                  value={bound.value}
                  onChange={bound.onChange}
                  error={error}
                />
              )
            case 'date':
              return (
                <DateField
                  id={inputId}
                  labelledBy={labelId}
                  withTime={field.withTime}
                  valueFormat={field.valueFormat}
                  disabled={field.disabled}
                  value={bound.value ?? null}
                  onChange={bound.onChange}
                  onBlur={bound.onBlur}
                  inputRef={bound.ref}
                  error={error}
                  sx={{ width: field.withTime ? 240 : 200, maxWidth: '100%' }}
                />
              )
            case 'dateRange':
              return (
                <DateRangeField
                  id={inputId}
                  labelledBy={labelId}
                  withTime={field.withTime}
                  valueFormat={field.valueFormat}
                  disabled={field.disabled}
                  value={bound.value ?? []}
                  onChange={bound.onChange}
                  onBlur={bound.onBlur}
                  inputRef={bound.ref}
                  error={error}
                />
              )
            case 'select':
              return (
                <OptionSelect
                  field={field}
                  labelId={labelId}
                  value={bound.value}
                  onChange={bound.onChange}
                  onBlur={bound.onBlur}
                  error={error}
                />
              )
          }
        }}
      />
    </FormFieldRow>
  )
}

interface ChoiceProps<F> {
  field: F
  labelId: string
  value: unknown
  onChange: (value: FormOptionValue) => void
  error?: string
}

function OptionRadios<V extends FieldValues>({
  field,
  labelId,
  options,
  value,
  onChange,
  error,
}: ChoiceProps<RadioFormField<V> | DictRadioFormField<V>> & { options: readonly FormOption[] }) {
  const selected = options.find((option) => sameValue(value, option.value))
  return (
    <>
      <RadioGroup
        row
        aria-labelledby={labelId}
        // Radio values are strings in the DOM; the option list maps them back to typed values.
        value={selected ? String(selected.value) : ''}
        onChange={(event) => {
          const option = options.find((o) => String(o.value) === event.target.value)
          if (option) onChange(option.value)
        }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={String(option.value)}
            value={String(option.value)}
            control={<Radio size="small" disabled={field.disabled} />}
            label={option.label}
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </>
  )
}

function DictRadios<V extends FieldValues>(props: ChoiceProps<DictRadioFormField<V>>) {
  const options = useDictOptions(props.field.dictType, props.field.valueType ?? 'number')
  return <OptionRadios {...props} options={options} />
}

function OptionSelect<V extends FieldValues>({
  field,
  labelId,
  value,
  onChange,
  onBlur,
  error,
}: ChoiceProps<SelectFormField<V>> & { onBlur: () => void }) {
  const selected = field.options.find((option) => sameValue(value, option.value))
  const render = (option: FormOption) =>
    field.renderOption ? field.renderOption(option) : option.label
  return (
    <TextField
      select
      size="small"
      fullWidth
      disabled={field.disabled}
      value={selected ? String(selected.value) : ''}
      onChange={(event) => {
        const option = field.options.find((o) => String(o.value) === event.target.value)
        onChange(option ? option.value : '')
      }}
      onBlur={onBlur}
      error={!!error}
      helperText={error}
      slotProps={{
        select: {
          displayEmpty: true,
          labelId,
          renderValue: () =>
            selected ? (
              render(selected)
            ) : (
              <Box component="span" sx={{ color: 'text.disabled' }}>
                {field.placeholder ?? `请选择${field.label}`}
              </Box>
            ),
        },
      }}
    >
      {field.clearable ? <MenuItem value="">无</MenuItem> : null}
      {field.options.map((option) => (
        <MenuItem key={String(option.value)} value={String(option.value)}>
          {render(option)}
        </MenuItem>
      ))}
    </TextField>
  )
}
