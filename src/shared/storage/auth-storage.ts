import type { AuthTokens } from '../session/session-types'
import { readItem, removeItem, writeItem } from './local-storage'

/** localStorage keys of the session (docs/security.md#where-tokens-live). */
export const AUTH_STORAGE_KEYS = {
  accessToken: 'ACCESS_TOKEN',
  refreshToken: 'REFRESH_TOKEN',
  username: 'USERNAME',
  password: 'PASSWORD',
  rememberMe: 'REMEMBER_ME',
  tenantId: 'TENANT_ID',
  tenantName: 'TENANT_NAME',
} as const

export function getAccessToken(): string | null {
  return readItem(AUTH_STORAGE_KEYS.accessToken) || null
}

export function getRefreshToken(): string | null {
  return readItem(AUTH_STORAGE_KEYS.refreshToken) || null
}

export function setTokens(tokens: AuthTokens): void {
  writeItem(AUTH_STORAGE_KEYS.accessToken, tokens.accessToken)
  writeItem(AUTH_STORAGE_KEYS.refreshToken, tokens.refreshToken)
}

export function removeTokens(): void {
  removeItem(AUTH_STORAGE_KEYS.accessToken)
  removeItem(AUTH_STORAGE_KEYS.refreshToken)
}

export function getTenantId(): string | null {
  return readItem(AUTH_STORAGE_KEYS.tenantId) || null
}

export function setTenantId(tenantId: string | number): void {
  writeItem(AUTH_STORAGE_KEYS.tenantId, String(tenantId))
}

export function getTenantName(): string | null {
  return readItem(AUTH_STORAGE_KEYS.tenantName) || null
}

export function setTenantName(tenantName: string): void {
  writeItem(AUTH_STORAGE_KEYS.tenantName, tenantName)
}
