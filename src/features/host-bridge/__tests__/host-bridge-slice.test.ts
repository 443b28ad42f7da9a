import { configureStore } from '@reduxjs/toolkit'
import { loggedOut, sessionSlice } from '@/shared/session/session-slice'
import {
  hostBridgeSlice,
  hostMessageReceived,
  selectSso,
  ssoExchangeFailed,
  ssoExchangeStarted,
  ssoExchangeSucceeded,
  ssoRetryRequested,
} from '../model/host-bridge-slice'

function createStore() {
  return configureStore({
    reducer: {
      [sessionSlice.name]: sessionSlice.reducer,
      [hostBridgeSlice.name]: hostBridgeSlice.reducer,
    },
  })
}

type Store = ReturnType<typeof createStore>

const sso = (store: Store) => selectSso(store.getState())

/** A store whose last exchange succeeded: the state a logout starts from. */
function signedInStore(): Store {
  const store = createStore()
  store.dispatch(ssoExchangeStarted())
  store.dispatch(ssoExchangeSucceeded())
  return store
}

describe('host bridge slice', () => {
  it('starts idle, so the hand-off page exchanges a token once', () => {
    expect(sso(createStore())).toEqual({
      status: 'idle',
      message: null,
      signedOutBy: null,
      attempts: 0,
    })
  })

  it('counts each exchange and clears an earlier failure when a new one starts', () => {
    const store = createStore()
    store.dispatch(ssoExchangeStarted())
    expect(sso(store)).toMatchObject({ status: 'exchanging', attempts: 1 })
    store.dispatch(ssoExchangeFailed('单点登录失败：SSO 令牌无效或已过期'))
    expect(sso(store)).toMatchObject({
      status: 'failed',
      message: '单点登录失败：SSO 令牌无效或已过期',
    })
    store.dispatch(ssoRetryRequested())
    store.dispatch(ssoExchangeStarted())
    expect(sso(store)).toEqual({
      status: 'exchanging',
      message: null,
      signedOutBy: null,
      attempts: 2,
    })
    store.dispatch(ssoExchangeSucceeded())
    expect(sso(store)).toMatchObject({ status: 'signed-in', message: null, attempts: 2 })
  })

  it.each(['user', 'host'] as const)(
    'a logout by the %s signs out and remembers who did it',
    (reason) => {
      const store = signedInStore()
      store.dispatch(loggedOut(reason))
      expect(sso(store)).toEqual({
        status: 'signed-out',
        message: null,
        signedOutBy: reason,
        attempts: 1,
      })
      expect(store.getState().session.token).toBeNull()
    },
  )

  it('a logout without a reason counts as the user’s', () => {
    const store = signedInStore()
    store.dispatch(loggedOut())
    expect(sso(store)).toMatchObject({ status: 'signed-out', signedOutBy: 'user' })
  })

  it('an expired session (the user chose 重新登录) allows exactly one new exchange: idle', () => {
    const store = signedInStore()
    store.dispatch(loggedOut('host'))
    store.dispatch(loggedOut('expired'))
    expect(sso(store)).toEqual({ status: 'idle', message: null, signedOutBy: null, attempts: 1 })
  })

  it('a session that failed to load its user fails with a message asking to authenticate again', () => {
    const store = signedInStore()
    store.dispatch(loggedOut('failed'))
    expect(sso(store)).toEqual({
      status: 'failed',
      message: '加载用户信息失败，请重新认证',
      signedOutBy: null,
      attempts: 1,
    })
  })

  it('ignores a retry while an exchange is running (no second request for the same attempt)', () => {
    const store = createStore()
    store.dispatch(ssoExchangeStarted())
    store.dispatch(ssoRetryRequested())
    expect(sso(store)).toMatchObject({ status: 'exchanging', attempts: 1 })
  })

  it.each([
    ['failed', () => ssoExchangeFailed('门户未提供登录凭证，请先在门户登录')],
    ['signed-out', () => loggedOut('host')],
  ] as const)('a retry after %s goes back to idle and clears the message', (_status, action) => {
    const store = createStore()
    store.dispatch(ssoExchangeStarted())
    store.dispatch(action())
    store.dispatch(ssoRetryRequested())
    expect(sso(store)).toMatchObject({ status: 'idle', message: null, attempts: 1 })
  })

  it('keeps only the type of the host’s last message and counts them', () => {
    const store = createStore()
    store.dispatch(hostMessageReceived('navigate'))
    store.dispatch(hostMessageReceived('sso-token'))
    expect(store.getState().hostBridge).toMatchObject({
      lastHostMessage: 'sso-token',
      hostMessages: 2,
    })
  })
})
