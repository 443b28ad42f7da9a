import { configureStore } from '@reduxjs/toolkit'
import { http, HttpResponse } from 'msw'
import type { ConsoleEvent, HostBridge } from '@/shared/host/host-bridge'
import { sessionSlice, tokenChanged } from '@/shared/session/session-slice'
import { setTokens } from '@/shared/storage/auth-storage'
import { apiUrl, envelope, failure } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { captureSsoLogins } from './sso-login-capture'
import { hostBridgeSlice, selectSso } from '../model/host-bridge-slice'
import {
  exchangeSsoToken,
  logoutForHost,
  SSO_HOST_ERROR_MESSAGE,
  SSO_NO_TOKEN_MESSAGE,
} from '../model/sso-exchange'

const server = setupMswServer()

const SSO_TOKEN = 'sso-one-time-5f2c9e'
const TOKENS = {
  userId: 1,
  accessToken: 'access-from-sso-81d0',
  refreshToken: 'refresh-from-sso-44ab',
  expiresTime: 0,
}
const SECRETS = [SSO_TOKEN, TOKENS.accessToken, TOKENS.refreshToken]

function createStore() {
  return configureStore({
    reducer: {
      [sessionSlice.name]: sessionSlice.reducer,
      [hostBridgeSlice.name]: hostBridgeSlice.reducer,
    },
  })
}

function fakeBridge(getSsoToken: HostBridge['getSsoToken']) {
  const events: ConsoleEvent[] = []
  const bridge: HostBridge = { getSsoToken, onEvent: (event) => events.push(event) }
  return { bridge, events }
}

/** Every argument any console method received, as text. */
function spyOnConsole() {
  const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
    vi.spyOn(console, method).mockImplementation(() => undefined),
  )
  return () =>
    spies
      .flatMap((spy) => spy.mock.calls.flat())
      .map((arg) => {
        if (typeof arg === 'string') return arg
        try {
          return `${String(arg)} ${JSON.stringify(arg)}`
        } catch {
          return String(arg)
        }
      })
      .join('\n')
}

let consoleText: () => string

beforeEach(() => {
  consoleText = spyOnConsole()
})

afterEach(() => {
  // Whatever happened in the test, no token was written to the browser console.
  const text = consoleText()
  for (const secret of SECRETS) expect(text).not.toContain(secret)
  vi.restoreAllMocks()
})

describe('exchangeSsoToken', () => {
  it('posts the host’s token once, stores the console’s tokens and signs in', async () => {
    const store = createStore()
    const getSsoToken = vi.fn(async () => SSO_TOKEN)
    const { bridge, events } = fakeBridge(getSsoToken)
    const bodies = captureSsoLogins(server, () => HttpResponse.json(envelope(TOKENS)))

    await expect(store.dispatch(exchangeSsoToken(bridge))).resolves.toBe(true)

    expect(getSsoToken).toHaveBeenCalledTimes(1)
    expect(bodies).toEqual([{ ssoToken: SSO_TOKEN }])
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe(TOKENS.accessToken)
    expect(localStorage.getItem('REFRESH_TOKEN')).toBe(TOKENS.refreshToken)
    expect(store.getState().session).toMatchObject({
      token: TOKENS.accessToken,
      status: 'authenticated',
    })
    expect(selectSso(store.getState())).toEqual({
      status: 'signed-in',
      message: null,
      signedOutBy: null,
      attempts: 1,
    })
    expect(events).toEqual([])
    // The SSO token never reaches the store.
    expect(JSON.stringify(store.getState())).not.toContain(SSO_TOKEN)
  })

  it('fails without a request when the host has no signed-in user, and tells the host', async () => {
    const store = createStore()
    const { bridge, events } = fakeBridge(async () => null)
    const bodies = captureSsoLogins(server, () => HttpResponse.json(envelope(TOKENS)))

    await expect(store.dispatch(exchangeSsoToken(bridge))).resolves.toBe(false)

    expect(SSO_NO_TOKEN_MESSAGE).toBe('门户未提供登录凭证，请先在门户登录')
    expect(bodies).toEqual([])
    expect(selectSso(store.getState())).toMatchObject({
      status: 'failed',
      message: '门户未提供登录凭证，请先在门户登录',
    })
    expect(events).toEqual([{ type: 'sso-failed', message: '门户未提供登录凭证，请先在门户登录' }])
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull()
  })

  it('fails with its own message when the host’s getSsoToken throws', async () => {
    const store = createStore()
    const { bridge, events } = fakeBridge(async () => {
      throw new Error(`portal down while holding ${SSO_TOKEN}`)
    })
    const bodies = captureSsoLogins(server, () => HttpResponse.json(envelope(TOKENS)))

    await expect(store.dispatch(exchangeSsoToken(bridge))).resolves.toBe(false)

    expect(bodies).toEqual([])
    expect(selectSso(store.getState())).toMatchObject({
      status: 'failed',
      message: SSO_HOST_ERROR_MESSAGE,
    })
    expect(SSO_HOST_ERROR_MESSAGE).toBe('无法从门户获取登录凭证，请稍后重试')
    expect(events).toEqual([{ type: 'sso-failed', message: SSO_HOST_ERROR_MESSAGE }])
  })

  it('shows the server’s reason when it refuses the token, once, without storing anything', async () => {
    const store = createStore()
    const { bridge, events } = fakeBridge(async () => SSO_TOKEN)
    const bodies = captureSsoLogins(server, () =>
      HttpResponse.json(failure(401, 'SSO 令牌无效或已过期')),
    )

    await expect(store.dispatch(exchangeSsoToken(bridge))).resolves.toBe(false)

    expect(bodies).toHaveLength(1)
    expect(selectSso(store.getState())).toMatchObject({
      status: 'failed',
      message: '单点登录失败：SSO 令牌无效或已过期',
      attempts: 1,
    })
    expect(events).toEqual([{ type: 'sso-failed', message: '单点登录失败：SSO 令牌无效或已过期' }])
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull()
    expect(store.getState().session.token).toBeNull()
  })

  it('words a refusal without a reason (an HTTP error) generically', async () => {
    const store = createStore()
    const { bridge } = fakeBridge(async () => SSO_TOKEN)
    captureSsoLogins(server, () => new HttpResponse(null, { status: 500 }))

    await store.dispatch(exchangeSsoToken(bridge))

    expect(selectSso(store.getState()).status).toBe('failed')
    expect(selectSso(store.getState()).message).toMatch(/^单点登录失败：/)
  })

  it('stores nothing when the host logs out while the token is being posted', async () => {
    const store = createStore()
    const { bridge } = fakeBridge(async () => SSO_TOKEN)
    let answer!: () => void
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    let posted!: () => void
    const postArrived = new Promise<void>((resolve) => {
      posted = resolve
    })
    const bodies = captureSsoLogins(server, async () => {
      posted()
      await answered
      return HttpResponse.json(envelope(TOKENS))
    })

    const exchange = store.dispatch(exchangeSsoToken(bridge))
    await postArrived
    await store.dispatch(logoutForHost())
    answer()

    await expect(exchange).resolves.toBe(false)
    expect(bodies).toHaveLength(1)
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull()
    expect(localStorage.getItem('REFRESH_TOKEN')).toBeNull()
    expect(store.getState().session.token).toBeNull()
    expect(selectSso(store.getState())).toMatchObject({
      status: 'signed-out',
      signedOutBy: 'host',
    })
  })

  it('posts nothing when the host logs out while it is still looking for the token', async () => {
    const store = createStore()
    let handOver!: (token: string) => void
    const { bridge } = fakeBridge(
      () =>
        new Promise<string>((resolve) => {
          handOver = resolve
        }),
    )
    const bodies = captureSsoLogins(server, () => HttpResponse.json(envelope(TOKENS)))

    const exchange = store.dispatch(exchangeSsoToken(bridge))
    await store.dispatch(logoutForHost())
    handOver(SSO_TOKEN)

    await expect(exchange).resolves.toBe(false)
    expect(bodies).toEqual([])
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull()
    expect(selectSso(store.getState())).toMatchObject({
      status: 'signed-out',
      signedOutBy: 'host',
    })
  })

  it('does not start a second exchange while one is running', async () => {
    const store = createStore()
    const getSsoToken = vi.fn(async () => SSO_TOKEN)
    const { bridge } = fakeBridge(getSsoToken)
    const bodies = captureSsoLogins(server, () => HttpResponse.json(envelope(TOKENS)))

    const first = store.dispatch(exchangeSsoToken(bridge))
    const second = store.dispatch(exchangeSsoToken(bridge))

    await expect(second).resolves.toBe(false)
    await expect(first).resolves.toBe(true)
    expect(getSsoToken).toHaveBeenCalledTimes(1)
    expect(bodies).toHaveLength(1)
    expect(selectSso(store.getState()).attempts).toBe(1)
  })
})

describe('logoutForHost', () => {
  it('revokes the console’s tokens on the server, then drops the session', async () => {
    const store = createStore()
    setTokens({ accessToken: TOKENS.accessToken, refreshToken: TOKENS.refreshToken })
    store.dispatch(tokenChanged(TOKENS.accessToken))
    const authorizations: (string | null)[] = []
    server.use(
      http.post(apiUrl('/system/auth/logout'), ({ request }) => {
        authorizations.push(request.headers.get('Authorization'))
        return HttpResponse.json(envelope(true))
      }),
    )

    await store.dispatch(logoutForHost())

    expect(authorizations).toEqual([`Bearer ${TOKENS.accessToken}`])
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull()
    expect(store.getState().session.token).toBeNull()
    expect(selectSso(store.getState())).toMatchObject({
      status: 'signed-out',
      signedOutBy: 'host',
    })
  })

  it('still drops the session when the server cannot be reached', async () => {
    const store = createStore()
    setTokens({ accessToken: TOKENS.accessToken, refreshToken: TOKENS.refreshToken })
    store.dispatch(tokenChanged(TOKENS.accessToken))
    server.use(http.post(apiUrl('/system/auth/logout'), () => HttpResponse.error()))

    await store.dispatch(logoutForHost())

    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull()
    expect(store.getState().session.token).toBeNull()
  })

  it('makes no request without a token (nothing to revoke)', async () => {
    const store = createStore()
    // msw fails the test on any unhandled request.
    await store.dispatch(logoutForHost())
    expect(selectSso(store.getState())).toMatchObject({
      status: 'signed-out',
      signedOutBy: 'host',
    })
  })
})
