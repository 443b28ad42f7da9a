import { useId, useState, type FormEvent } from 'react'
import { usePortalRuntime } from '../runtime/portal-runtime-context'

/** 门户登录: the portal's own sign-in against the sandbox (not the console's login page). */
export function LoginPage() {
  const runtime = usePortalRuntime()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const usernameId = useId()
  const passwordId = useId()

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    if (username.trim() === '') return setError('请输入用户名')
    if (password === '') return setError('请输入密码')
    setBusy(true)
    setError(null)
    try {
      await runtime.login(username.trim(), password)
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught))
      setBusy(false)
    }
  }

  return (
    <main className="portal-login">
      <div className="portal-login__card">
        <div className="portal-login__brand">
          <span className="portal-brand__seal portal-brand__seal--large" aria-hidden="true">
            馆
          </span>
          <div>
            <h1 className="portal-login__title">纪念馆员工门户</h1>
            <p className="portal-login__subtitle">员工统一入口 · 请使用门户账号登录</p>
          </div>
        </div>
        <form
          className="portal-login__form"
          role="form"
          aria-label="门户登录"
          noValidate
          onSubmit={(event) => void submit(event)}
        >
          <div className="portal-field">
            <label className="portal-field__label" htmlFor={usernameId}>
              用户名
            </label>
            <input
              id={usernameId}
              className="portal-input"
              name="username"
              autoComplete="username"
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
          </div>
          <div className="portal-field">
            <label className="portal-field__label" htmlFor={passwordId}>
              密码
            </label>
            <input
              id={passwordId}
              className="portal-input"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          {error && (
            <p className="portal-login__error" role="alert">
              {error}
            </p>
          )}
          <button
            type="submit"
            className="portal-button portal-button--primary portal-button--block"
            aria-busy={busy}
            disabled={busy}
          >
            登录
          </button>
        </form>
        <p className="portal-login__hint">沙箱账号：admin / admin123，staff / staff123</p>
      </div>
    </main>
  )
}
