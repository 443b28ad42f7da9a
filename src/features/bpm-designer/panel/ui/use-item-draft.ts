import { useState, type ChangeEvent } from 'react'
import type { FieldErrors, WriteResult } from '../../panel-model'

/** The keys of T whose values are plain strings (what a text field can write). */
type TextKey<T> = {
  [K in keyof T]: string extends T[K] ? (T[K] extends string ? K : never) : never
}[keyof T]

export interface ItemDraftOptions<T> {
  initial: T
  /** Checked on confirm before `onSave`; only needed where `onSave` does not check by itself. */
  validate?: (draft: T) => FieldErrors
  /** Takes the confirmed draft; a refused result keeps the dialog open with its messages. */
  onSave: (draft: T) => WriteResult | void
  onClose: () => void
}

/**
 * The editing state of one item in a panel dialog: the draft, its messages under the fields, and
 * the confirm step (validate, save, close only when the save went through).
 */
export function useItemDraft<T extends object>({
  initial,
  validate,
  onSave,
  onClose,
}: ItemDraftOptions<T>) {
  const [draft, setDraft] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors>({})

  const set = <K extends keyof T>(key: K, value: T[K]) =>
    setDraft((current) => ({ ...current, [key]: value }))

  /** Value, change handler and message for a text field bound to `key`. */
  const textField = (key: TextKey<T>) => ({
    value: draft[key] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(key, event.target.value as T[TextKey<T>]),
    error: !!errors[key as string],
    helperText: errors[key as string],
  })

  const confirm = () => {
    const found = validate?.(draft) ?? {}
    if (Object.values(found).some(Boolean)) {
      setErrors(found)
      return
    }
    const result = onSave(draft)
    if (result && !result.ok) setErrors(result.errors)
    else onClose()
  }

  return { draft, set, errors, textField, confirm }
}
