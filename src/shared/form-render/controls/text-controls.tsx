import { useState } from 'react'
import TextField from '@mui/material/TextField'
import {
  DateField,
  DateRangeField,
  TimeField,
  type DateFieldValue,
  type DateRangeFieldValue,
} from '@/shared/ui/date-fields'
import { type FieldControlProps, inputPlaceholder } from './control-props'

/** 输入框 and 多行文本. */
export function TextControl(props: FieldControlProps) {
  const { field, value, onChange, onBlur, error, disabled, size, inputId, inputRef } = props
  const multiline = field.type === 'textarea'
  return (
    <TextField
      id={inputId}
      size={size}
      fullWidth
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      placeholder={inputPlaceholder(field)}
      disabled={disabled}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      inputRef={inputRef}
      error={!!error}
      helperText={error}
      slotProps={{ htmlInput: { maxLength: field.validation?.maxLength } }}
    />
  )
}

function numberText(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : ''
}

/**
 * 数字. The typed text is kept while it is not yet a number ('-', '1.'), so typing is not fought;
 * the form value is the number, or null while empty or incomplete.
 */
export function NumberControl(props: FieldControlProps) {
  const { field, value, onChange, onBlur, error, disabled, size, inputId, inputRef } = props
  const [text, setText] = useState(() => numberText(value))
  const [lastValue, setLastValue] = useState(value)
  // The value changed (typed here, or reset from outside): show it unless the text already says it.
  if (lastValue !== value) {
    setLastValue(value)
    if (text.trim() === '' || Number(text) !== value) setText(numberText(value))
  }
  return (
    <TextField
      id={inputId}
      size={size}
      type="number"
      placeholder={inputPlaceholder(field)}
      disabled={disabled}
      value={text}
      onChange={(event) => {
        const raw = event.target.value
        setText(raw)
        const parsed = raw.trim() === '' ? null : Number(raw)
        const next = parsed !== null && Number.isFinite(parsed) ? parsed : null
        onChange(next)
      }}
      onBlur={onBlur}
      inputRef={inputRef}
      error={!!error}
      helperText={error}
      sx={{ width: 240, maxWidth: '100%' }}
      slotProps={{
        htmlInput: {
          step: field.step ?? 'any',
          min: field.validation?.min,
          max: field.validation?.max,
        },
      }}
    />
  )
}

/** 日期 ('YYYY-MM-DD') and 时间 ('HH:mm'): Chinese pickers with a calendar / a clock. */
export function DateTimeControl(props: FieldControlProps) {
  const { field, value, onChange, onBlur, error, disabled, size, labelId, inputId, inputRef } =
    props
  const text = typeof value === 'string' ? value : ''
  const common = {
    id: inputId,
    labelledBy: labelId,
    size,
    disabled,
    onBlur,
    inputRef,
    error,
    sx: { width: 240, maxWidth: '100%' },
  }
  return field.type === 'time' ? (
    <TimeField {...common} value={text} onChange={onChange} />
  ) : (
    <DateField
      {...common}
      value={text}
      onChange={(next) => onChange(next === null ? '' : String(next))}
    />
  )
}

/** 日期范围: begin and end dates ('YYYY-MM-DD'); the value is null while both are empty. */
export function DateRangeControl(props: FieldControlProps) {
  const { value, onChange, onBlur, error, disabled, size, labelId, inputId, inputRef } = props
  const range: DateRangeFieldValue = Array.isArray(value) ? (value as [string, string]) : []
  return (
    <DateRangeField
      id={inputId}
      labelledBy={labelId}
      size={size}
      disabled={disabled}
      value={range}
      onChange={(next) =>
        onChange(next.length === 0 ? null : [dateText(next[0]), dateText(next[1])])
      }
      onBlur={onBlur}
      inputRef={inputRef}
      error={error}
      endWidth={180}
    />
  )
}

function dateText(value: DateFieldValue): string {
  return value === null ? '' : String(value)
}
