import { useState, type KeyboardEvent } from 'react'
import TextField from '@mui/material/TextField'
import type { WriteResult } from '../../panel-model'
import { useSyncedDraft } from './use-synced-draft'

export interface CommitTextFieldProps {
  label: string
  value: string
  /** Called on blur or Enter with the typed text when it differs from `value`. */
  onCommit: (value: string) => WriteResult | void
  disabled?: boolean
  required?: boolean
  multiline?: boolean
  minRows?: number
  placeholder?: string
  helperText?: string
}

/**
 * A text field that writes once on blur (or Enter on a single line), never per keystroke, so each
 * committed value is one undo step. A refused value stays typed with the message under it; Escape
 * goes back to the stored value.
 */
export function CommitTextField({
  label,
  value,
  onCommit,
  disabled,
  required,
  multiline,
  minRows,
  placeholder,
  helperText,
}: CommitTextFieldProps) {
  const [draft, setDraft] = useSyncedDraft(value)
  const [error, setError] = useState<string | null>(null)

  const commit = () => {
    if (draft === value) {
      setError(null)
      return
    }
    const result = onCommit(draft)
    if (result && !result.ok) {
      setError(Object.values(result.errors).find(Boolean) ?? null)
    } else {
      setError(null)
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !multiline) {
      event.preventDefault()
      commit()
    } else if (event.key === 'Escape') {
      setDraft(value)
      setError(null)
    }
  }

  return (
    <TextField
      label={label}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
      disabled={disabled}
      required={required}
      multiline={multiline}
      minRows={minRows}
      placeholder={placeholder}
      error={!!error}
      helperText={error ?? helperText}
      size="small"
      fullWidth
    />
  )
}
