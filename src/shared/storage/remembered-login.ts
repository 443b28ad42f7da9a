import { AUTH_STORAGE_KEYS } from './auth-storage'
import { readItem, removeItem, writeItem } from './local-storage'

export interface RememberedLogin {
  username: string
  password: string
  rememberMe: boolean
}

// jsencrypt is loaded only when a password is remembered or read back: it would otherwise be
// about a tenth of the login page's byte budget.
const loadRsa = () => import('../crypto/rsa')

/**
 * The login form's remembered values, or null when nothing is remembered. A password that no
 * longer decrypts (the key pair changed) comes back as ''.
 */
export async function loadRememberedLogin(): Promise<RememberedLogin | null> {
  const username = readItem(AUTH_STORAGE_KEYS.username)
  const encryptedPassword = readItem(AUTH_STORAGE_KEYS.password)
  const rememberMe = readItem(AUTH_STORAGE_KEYS.rememberMe)
  if (username === null && encryptedPassword === null && rememberMe === null) return null
  const password = encryptedPassword ? (await loadRsa()).rsaDecrypt(encryptedPassword) : null
  return { username: username ?? '', password: password || '', rememberMe: rememberMe === 'true' }
}

export async function saveRememberedLogin(login: RememberedLogin): Promise<void> {
  const { rsaEncrypt } = await loadRsa()
  writeItem(AUTH_STORAGE_KEYS.username, login.username)
  writeItem(AUTH_STORAGE_KEYS.password, rsaEncrypt(login.password))
  writeItem(AUTH_STORAGE_KEYS.rememberMe, String(login.rememberMe))
}

export function clearRememberedLogin(): void {
  removeItem(AUTH_STORAGE_KEYS.username)
  removeItem(AUTH_STORAGE_KEYS.password)
  removeItem(AUTH_STORAGE_KEYS.rememberMe)
}
