import { useEffect, useState } from 'react'
import type { AuthTokens } from '@/shared/session/session-types'
import {
  clearRememberedLogin,
  loadRememberedLogin,
  saveRememberedLogin,
} from '@/shared/storage/remembered-login'
import { loginWithPassword } from '../api/login-requests'
import { useLoginForm } from '../hooks/use-login-form'
import { validatePasswordLogin, type PasswordLoginValues } from '../model/login-validation'
import styles from '../styles/login.module.css'
import { LoginIcon } from './login-icons'
import { LoginTextField } from './login-text-field'

const EMPTY: PasswordLoginValues = { username: '', password: '', rememberMe: false }

export function PasswordLoginForm({ onSuccess }: { onSuccess: (tokens: AuthTokens) => void }) {
  const { values, setValues, errors, busy, change, submit, isTouched } = useLoginForm(
    EMPTY,
    validatePasswordLogin,
  )
  const [showPassword, setShowPassword] = useState(false)

  // The remembered login is read asynchronously (the password is unsealed with WebCrypto); it fills
  // the form unless the user has already started typing.
  useEffect(() => {
    let cancelled = false
    void loadRememberedLogin().then((remembered) => {
      if (cancelled || isTouched() || !remembered?.rememberMe) return
      setValues({ username: remembered.username, password: remembered.password, rememberMe: true })
    })
    return () => {
      cancelled = true
    }
  }, [isTouched, setValues])

  const onSubmit = submit(async ({ username, password, rememberMe }) => {
    const tokens = await loginWithPassword({ username, password })
    if (rememberMe) await saveRememberedLogin({ username, password, rememberMe: true })
    else clearRememberedLogin()
    onSuccess(tokens)
  })

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
