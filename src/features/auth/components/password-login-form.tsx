import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { AuthTokens } from '@/shared/session/session-types'
import {
  clearRememberedLogin,
  loadRememberedLogin,
  saveRememberedLogin,
} from '@/shared/storage/remembered-login'
import { loginWithPassword } from '../api/login-requests'
import {
  hasErrors,
  validatePasswordLogin,
  type FieldErrors,
  type PasswordLoginValues,
} from '../model/login-validation'
import styles from '../styles/login.module.css'
import { LoginIcon } from './login-icons'
import { LoginTextField } from './login-text-field'

const EMPTY: PasswordLoginValues = { username: '', password: '', rememberMe: false }

export function PasswordLoginForm({ onSuccess }: { onSuccess: (tokens: AuthTokens) => void }) {
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<FieldErrors<PasswordLoginValues>>({})
  const [busy, setBusy] = useState(false)
  const [showPassword, setShowPassword] = useState(false)
  const touched = useRef(false)

  // The remembered login is read asynchronously (the RSA code loads on demand); it fills the form
  // unless the user has already started typing.
  useEffect(() => {
    let cancelled = false
    void loadRememberedLogin().then((remembered) => {
      if (cancelled || touched.current || !remembered?.rememberMe) return
      setValues({ username: remembered.username, password: remembered.password, rememberMe: true })
    })
    return () => {
      cancelled = true
    }
  }, [])

  const change = <K extends keyof PasswordLoginValues>(key: K, value: PasswordLoginValues[K]) => {
    touched.current = true
    setValues((current) => ({ ...current, [key]: value }))
    setErrors((current) => ({ ...current, [key]: undefined }))
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const checked = validatePasswordLogin(values)
    setErrors(checked.errors)
    if (hasErrors(checked.errors)) return
    const { username, password, rememberMe } = checked.values
    setBusy(true)
    try {
      const tokens = await loginWithPassword({ username, password })
      if (rememberMe) await saveRememberedLogin({ username, password, rememberMe: true })
      else clearRememberedLogin()
      // Stays busy: the router leaves the page next.
      onSuccess(tokens)
    } catch {
      // The error policy already showed the server's message; the form keeps what was typed.
      setBusy(false)
    }
  }

  return (
    <form
      className={styles.form}
      noValidate
      aria-label="账号密码登录"
      onSubmit={(event) => void onSubmit(event)}
    >
      <LoginTextField
        label="用户名"
        name="username"
        icon="person"
        autoComplete="username"
        value={values.username}
        onChange={(value) => change('username', value)}
        error={errors.username}
      />
      <LoginTextField
        label="密码"
        name="password"
        icon="lock"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        value={values.password}
        onChange={(value) => change('password', value)}
        error={errors.password}
        endAdornment={
          <button
            type="button"
            className={styles.iconButton}
            aria-label={showPassword ? '隐藏密码' : '显示密码'}
            onClick={() => setShowPassword((shown) => !shown)}
          >
            <LoginIcon name={showPassword ? 'visibilityOff' : 'visibility'} />
          </button>
        }
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          name="rememberMe"
          checked={values.rememberMe}
          onChange={(event) => change('rememberMe', event.target.checked)}
        />
        记住密码
      </label>
      <button type="submit" className={styles.primaryButton} disabled={busy}>
        登录
      </button>
    </form>
  )
}
