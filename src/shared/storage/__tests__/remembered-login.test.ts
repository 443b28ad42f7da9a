import { clearRememberedLogin, loadRememberedLogin, saveRememberedLogin } from '../remembered-login'

describe('remember me', async () => {
  it('round-trips, with the password RSA-encrypted in PASSWORD', async () => {
    expect(await loadRememberedLogin()).toBeNull()
    await saveRememberedLogin({ username: 'admin', password: 'admin123 密码', rememberMe: true })
    expect(localStorage.getItem('USERNAME')).toBe('admin')
    expect(localStorage.getItem('REMEMBER_ME')).toBe('true')
    const stored = localStorage.getItem('PASSWORD')!
    expect(stored).not.toContain('admin123')
    expect(stored).toMatch(/^[A-Za-z0-9+/]+=*$/)
    expect(await loadRememberedLogin()).toEqual({
      username: 'admin',
      password: 'admin123 密码',
      rememberMe: true,
    })
  })

  it('clears all three keys', async () => {
    await saveRememberedLogin({ username: 'admin', password: 'x', rememberMe: false })
    expect(await loadRememberedLogin()).toEqual({
      username: 'admin',
      password: 'x',
      rememberMe: false,
    })
    clearRememberedLogin()
    expect(localStorage.getItem('USERNAME')).toBeNull()
    expect(localStorage.getItem('PASSWORD')).toBeNull()
    expect(localStorage.getItem('REMEMBER_ME')).toBeNull()
    expect(await loadRememberedLogin()).toBeNull()
  })

  it('a password that does not decrypt comes back empty', async () => {
    localStorage.setItem('USERNAME', 'admin')
    localStorage.setItem('PASSWORD', 'bm90IGVuY3J5cHRlZA==')
    localStorage.setItem('REMEMBER_ME', 'true')
    expect(await loadRememberedLogin()).toEqual({
      username: 'admin',
      password: '',
      rememberMe: true,
    })
  })
})
