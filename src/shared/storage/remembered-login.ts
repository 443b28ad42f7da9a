import { openSealedText, sealText } from '../crypto/sealed-text'
import { AUTH_STORAGE_KEYS } from './auth-storage'
import { readItem, removeItem, writeItem } from './local-storage'

export interface RememberedLogin {
  username: string
  password: string
  rememberMe: boolean
}

// The password is stored sealed with a non-extractable AES-GCM key that only this browser profile
// holds (crypto/sealed-text.ts); nothing in the bundle can open it. Where the browser cannot keep
// such a key (plain http, some private modes) only the user name is remembered: the refresh token
// already keeps the session, so the user just types the password again.

/**
 * The login form's remembered values, or null when nothing is remembered. A password that does not
 * open (an earlier build's RSA value, a cleared key) comes back as '' and is removed, so the user
 * types it once more and it is sealed anew.
 */
export async function loadRememberedLogin(): Promise<RememberedLogin | null> {
  const username = readItem(AUTH_STORAGE_KEYS.username)
  const sealedPassword = readItem(AUTH_STORAGE_KEYS.password)
  const rememberMe = readItem(AUTH_STORAGE_KEYS.rememberMe)
  if (username === null && sealedPassword === null && rememberMe === null) return null
  let password: string | null = null
  if (sealedPassword) {
    password = await openSealedText(sealedPassword, username ?? '')
    if (password === null) removeItem(AUTH_STORAGE_KEYS.password)
  }
  return { username: username ?? '', password: password ?? '', rememberMe: rememberMe === 'true' }
}

export async function saveRememberedLogin(login: RememberedLogin): Promise<void> {
  const sealedPassword = login.password ? await sealText(login.password, login.username) : null
  writeItem(AUTH_STORAGE_KEYS.username, login.username)
  if (sealedPassword) writeItem(AUTH_STORAGE_KEYS.password, sealedPassword)
  else removeItem(AUTH_STORAGE_KEYS.password)
  writeItem(AUTH_STORAGE_KEYS.rememberMe, String(login.rememberMe))
}

export function clearRememberedLogin(): void {
  removeItem(AUTH_STORAGE_KEYS.username)
  removeItem(AUTH_STORAGE_KEYS.password)
  removeItem(AUTH_STORAGE_KEYS.rememberMe)
}
