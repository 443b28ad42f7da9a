import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import styles from '../styles/login.module.css'
import { LoginIcon, type LoginIconName } from './login-icons'

export interface LoginTextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'className'
> {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  icon: LoginIconName
  endAdornment?: ReactNode
}

/** A labelled text field of the login screens, with its validation message. */
export function LoginTextField({
  label,
  onChange,
  error,
  icon,
  endAdornment,
  ...input
}: LoginTextFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={error ? `${styles.control} ${styles.controlError}` : styles.control}>
        <LoginIcon name={icon} />
        <input
          {...input}
          id={id}
          className={styles.input}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {endAdornment}
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
