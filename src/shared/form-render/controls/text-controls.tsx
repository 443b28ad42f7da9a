import { useState } from 'react'
import Box from '@mui/material/Box'
import FormHelperText from '@mui/material/FormHelperText'
import TextField from '@mui/material/TextField'
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

/** 日期 ('YYYY-MM-DD') and 时间 ('HH:mm'), with the browser's own pickers. */
export function DateTimeControl(props: FieldControlProps) {
  const { field, value, onChange, onBlur, error, disabled, size, inputId, inputRef } = props
  return (
    <TextField
      id={inputId}
      size={size}
      type={field.type === 'time' ? 'time' : 'date'}
      disabled={disabled}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      inputRef={inputRef}
      error={!!error}
      helperText={error}
      sx={{ width: 240, maxWidth: '100%' }}
    />
  )
}

/** 日期范围: begin and end dates; the value is null while both are empty. */
export function DateRangeControl(props: FieldControlProps) {
  const { value, onChange, onBlur, error, disabled, size, labelId, inputId, inputRef } = props
  const [begin, end] = Array.isArray(value) ? (value as [string, string]) : ['', '']
  const change = (nextBegin: string, nextEnd: string) =>
    onChange(nextBegin === '' && nextEnd === '' ? null : [nextBegin, nextEnd])
  return (
    <Box>
      <Box
        role="group"
        aria-labelledby={labelId}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        <TextField
          id={inputId}
          size={size}
          type="date"
          disabled={disabled}
          value={begin}
          onChange={(event) => change(event.target.value, end)}
          onBlur={onBlur}
          inputRef={inputRef}
          error={!!error}
          slotProps={{ htmlInput: { 'aria-label': '开始日期' } }}
          sx={{ width: 180 }}
        />
        <Box component="span" sx={{ color: 'text.secondary' }}>
          至
        </Box>
        <TextField
          size={size}
          type="date"
          disabled={disabled}
          value={end}
          onChange={(event) => change(begin, event.target.value)}
          onBlur={onBlur}
          error={!!error}
          slotProps={{ htmlInput: { 'aria-label': '结束日期' } }}
          sx={{ width: 180 }}
        />
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  )
}
