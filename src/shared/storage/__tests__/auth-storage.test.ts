import {
  getAccessToken,
  getRefreshToken,
  getTenantId,
  getTenantName,
  removeTokens,
  setTenantId,
  setTenantName,
  setTokens,
} from '../auth-storage'

it('stores the tokens under ACCESS_TOKEN and REFRESH_TOKEN', () => {
  expect(getAccessToken()).toBeNull()
  setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1', userId: 1, expiresTime: 9 })
  expect(localStorage.getItem('ACCESS_TOKEN')).toBe('access-1')
  expect(localStorage.getItem('REFRESH_TOKEN')).toBe('refresh-1')
  expect(getAccessToken()).toBe('access-1')
  expect(getRefreshToken()).toBe('refresh-1')
  removeTokens()
  expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull()
  expect(getRefreshToken()).toBeNull()
})

it('stores the tenant under TENANT_ID and TENANT_NAME', () => {
  expect(getTenantId()).toBeNull()
  setTenantId(1)
  setTenantName('芋道源码')
  expect(localStorage.getItem('TENANT_ID')).toBe('1')
  expect(localStorage.getItem('TENANT_NAME')).toBe('芋道源码')
  expect(getTenantId()).toBe('1')
  expect(getTenantName()).toBe('芋道源码')
})
