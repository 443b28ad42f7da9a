import { useState } from 'react'
import TextField from '@mui/material/TextField'

export interface OptionalNumberFieldProps {
  label: string
  value: number | undefined
  onChange: (value: number | undefined) => void
  /** Whole numbers only (lengths, counts). */
  integer?: boolean
  min?: number
  error?: string | null
  helperText?: string
}

function toText(value: number | undefined): string {
  return value === undefined ? '' : String(value)
}

/**
 * A number setting that may be left empty (= not set). The text is kept while it is not a number
 * yet ('-', '1.'), so typing is not fought.
 */
export function OptionalNumberField({
  label,
  value,
  onChange,
  integer,
  min,
  error,
  helperText,
}: OptionalNumberFieldProps) {
  const [text, setText] = useState(() => toText(value))
  const [lastValue, setLastValue] = useState(value)
  // The value changed (typed here, or set from outside): show it unless the text already says it.
  if (lastValue !== value) {
    setLastValue(value)
    if (text.trim() === '' || Number(text) !== value) setText(toText(value))
  }
  return (
    <TextField
      label={label}
      size="small"
      type="number"
      fullWidth
      value={text}
      error={!!error}
      helperText={error || helperText}
      onChange={(event) => {
        const raw = event.target.value
        setText(raw)
        const parsed = raw.trim() === '' ? undefined : Number(raw)
        const next =
          parsed === undefined || !Number.isFinite(parsed)
            ? undefined
            : integer
              ? Math.trunc(parsed)
              : parsed
        onChange(next)
      }}
      slotProps={{ htmlInput: { min, step: integer ? 1 : 'any' } }}
    />
  )
}
