import { http } from 'msw'
import { baseApi } from '@/shared/api/base-api'
import { resetAdminApiState } from '@/shared/api/api-reset'
import { createTestStore } from '@/shared/test-utils/create-test-store'
import { apiUrl, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { callApi } from '@/shared/test-utils/probe-api'
import { getAccessToken, getRefreshToken, setTokens } from '@/shared/storage/auth-storage'
import type { MenuNode } from '@/shared/routing/menu-types'
import {
  logoutLocally,
  selectMenus,
  selectPermissions,
  selectRoles,
  selectSession,
  selectSessionStatus,
  selectToken,
  selectUser,
  sessionFailed,
  sessionRetried,
  sessionLoaded,
  sessionLoading,
  storeTokens,
  tokenChanged,
} from '../session-slice'

const server = setupMswServer()

const menu: MenuNode = {
  id: 1,
  parentId: 0,
  name: '系统管理',
  path: '/system',
  component: null,
  componentName: null,
  icon: 'system',
  visible: true,
  keepAlive: true,
  alwaysShow: false,
  children: [],
}
const user = { id: 1, nickname: '芋道', avatar: null }

it('starts anonymous without a stored token, authenticated with one', () => {
  expect(selectSession(createTestStore().getState())).toEqual({
    token: null,
    status: 'anonymous',
    user: null,
    name: '',
    introduction: '',
    roles: [],
    permissions: [],
    menus: [],
    bootstrapError: null,
  })
  setTokens({ accessToken: 'a1', refreshToken: 'r1' })
  const state = createTestStore().getState()
  expect(selectToken(state)).toBe('a1')
  expect(selectSessionStatus(state)).toBe('authenticated')
})

it('loads the session: user, roles, permissions and menus', () => {
  const store = createTestStore()
  store.dispatch(storeTokens({ accessToken: 'a1', refreshToken: 'r1' }))
  store.dispatch(sessionLoading())
  expect(selectSessionStatus(store.getState())).toBe('loading')
  store.dispatch(
    sessionLoaded({ user, roles: ['admin'], permissions: ['system:dict:query'], menus: [menu] }),
  )
  const state = store.getState()
  expect(selectSessionStatus(state)).toBe('ready')
  expect(selectUser(state)).toEqual(user)
  expect(state.session.name).toBe('芋道')
  expect(selectRoles(state)).toEqual(['admin'])
  expect(selectPermissions(state)).toEqual(['system:dict:query'])
  expect(selectMenus(state)).toEqual([menu])
})

it('an empty roles list becomes ROLE_DEFAULT', () => {
  const store = createTestStore()
  store.dispatch(sessionLoaded({ user, roles: [], permissions: [], menus: [] }))
  expect(selectRoles(store.getState())).toEqual(['ROLE_DEFAULT'])
})

it('storeTokens writes storage and the store; a refresh keeps a ready session ready', () => {
  const store = createTestStore()
  store.dispatch(storeTokens({ accessToken: 'a1', refreshToken: 'r1' }))
  expect(getAccessToken()).toBe('a1')
  expect(getRefreshToken()).toBe('r1')
  expect(selectSessionStatus(store.getState())).toBe('authenticated')
  store.dispatch(sessionLoaded({ user, roles: ['admin'], permissions: [], menus: [] }))
  store.dispatch(storeTokens({ accessToken: 'a2', refreshToken: 'r2' }))
  expect(selectToken(store.getState())).toBe('a2')
  expect(selectSessionStatus(store.getState())).toBe('ready')
  expect(selectRoles(store.getState())).toEqual(['admin'])
})

it('sessionFailed keeps the token and the reason; 重试 loads again; tokenChanged(null) drops it', () => {
  const store = createTestStore()
  store.dispatch(storeTokens({ accessToken: 'a1', refreshToken: 'r1' }))
  store.dispatch(sessionFailed('后端接口连接异常'))
  expect(selectSession(store.getState())).toMatchObject({
    token: 'a1',
    status: 'failed',
    bootstrapError: '后端接口连接异常',
  })
  store.dispatch(sessionRetried())
  expect(selectSessionStatus(store.getState())).toBe('authenticated')
  store.dispatch(sessionLoaded({ user, roles: [], permissions: [], menus: [] }))
  expect(selectSession(store.getState())).toMatchObject({ status: 'ready', bootstrapError: null })
  store.dispatch(sessionFailed())
  store.dispatch(tokenChanged(null))
  expect(selectSession(store.getState())).toMatchObject({ token: null, status: 'anonymous' })
})

it('logoutLocally clears tokens, roles, permissions, menus and every cached response', async () => {
  server.use(http.get(apiUrl('/test/cached'), () => okEnvelope(1)))
  const store = createTestStore()
  store.dispatch(storeTokens({ accessToken: 'a1', refreshToken: 'r1' }))
  store.dispatch(sessionLoaded({ user, roles: ['admin'], permissions: ['*:*:*'], menus: [menu] }))
  await callApi(store, { url: '/test/cached' })
  expect(Object.keys(store.getState().api.mutations)).toHaveLength(1)

  store.dispatch(logoutLocally())

  expect(getAccessToken()).toBeNull()
  expect(getRefreshToken()).toBeNull()
  const state = store.getState()
  expect(selectSession(state)).toMatchObject({
    token: null,
    status: 'anonymous',
    user: null,
    roles: [],
    permissions: [],
    menus: [],
  })
  expect(state.api.mutations).toEqual({})
})

it('resetAdminApiState is the same action as baseApi.util.resetApiState()', () => {
  expect(resetAdminApiState().type).toBe(baseApi.util.resetApiState().type)
})

it('the session state is serialisable', () => {
  const store = createTestStore()
  store.dispatch(sessionLoaded({ user, roles: [], permissions: [], menus: [menu] }))
  const session = selectSession(store.getState())
  expect(JSON.parse(JSON.stringify(session))).toEqual(session)
})
