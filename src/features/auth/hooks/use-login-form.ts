import { useCallback, useRef, useState, type FormEvent } from 'react'
import { hasErrors, type FieldErrors } from '../model/login-validation'

export interface Checked<T> {
  values: T
  errors: FieldErrors<T>
}

/**
 * State of a login form: values, per-field errors and the busy flag. `submit` validates, runs the
 * login and keeps the form busy on success (the router leaves the page next); on failure, which
 * the error policy has already shown, the form keeps what was typed and can be sent again.
 */
export function useLoginForm<T extends object>(initial: T, validate: (values: T) => Checked<T>) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors<T>>({})
  const [busy, setBusy] = useState(false)
  const touched = useRef(false)

  const change = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    touched.current = true
    setValues((current) => ({ ...current, [key]: value }))
    setErrors((current) => ({ ...current, [key]: undefined }))
  }, [])

  const submit =
    (login: (values: T) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (busy) return
      const checked = validate(values)
      setErrors(checked.errors)
      if (hasErrors(checked.errors)) return
      setBusy(true)
      try {
        await login(checked.values)
      } catch {
        setBusy(false)
      }
    }

  /** Whether the user has typed anything yet (a late prefill must not overwrite it). */
  const isTouched = useCallback(() => touched.current, [])

  return { values, setValues, errors, setErrors, busy, change, submit, isTouched }
}
