import { createMemoryRouter } from 'react-router-dom'
import { http, HttpResponse } from 'msw'
import type { ConsoleEvent, HostBridge, HostMessage } from '@/shared/host/host-bridge'
import { sessionLoaded, sessionLoading, storeTokens } from '@/shared/session/session-slice'
import { apiUrl, envelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import {
  selectSso,
  ssoExchangeFailed,
  ssoExchangeStarted,
  ssoExchangeSucceeded,
} from '@/features/host-bridge/model/host-bridge-slice'
import { makeStore } from '../../store'
import { connectHostBridge, consolePathOf } from '../connect-host-bridge'

const server = setupMswServer()

const TOKENS = { accessToken: 'access-h1', refreshToken: 'refresh-h1' }
const PERMISSION_INFO = {
  user: { id: 1, nickname: '馆员小王', avatar: null },
  roles: ['admin'],
  permissions: ['*:*:*'],
}

/** A host as a portal would be: one listener set, every event recorded. */
function fakeHost() {
  const listeners = new Set<(message: HostMessage) => void>()
  const events: ConsoleEvent[] = []
  const unsubscribe = vi.fn()
  const bridge: HostBridge = {
    getSsoToken: async () => 'sso-h1',
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        unsubscribe()
        listeners.delete(listener)
      }
    },
    onEvent: (event) => events.push(event),
  }
  // Hosts are not typed by the console: a message may be anything.
  const send = (message: unknown) =>
    listeners.forEach((listener) => listener(message as HostMessage))
  return { bridge, listeners, events, unsubscribe, send }
}

/** A mount's store and a router like the embedded console's (basename '/museum'). */
function connect(initialPath = '/museum/index') {
  const bundle = makeStore()
  const router = createMemoryRouter([{ path: '*', element: null }], {
    basename: '/museum',
    initialEntries: [initialPath],
  })
  const host = fakeHost()
  const disconnect = connectHostBridge({ bridge: host.bridge, bundle, router, basename: '/museum' })
  const here = () => router.state.location.pathname + router.state.location.search
  return { bundle, store: bundle.store, router, host, disconnect, here }
}

let cleanups: (() => void)[] = []
afterEach(() => {
  cleanups.forEach((cleanup) => cleanup())
  cleanups = []
})

function connected(initialPath?: string) {
  const connection = connect(initialPath)
  cleanups.push(() => {
    connection.disconnect()
    connection.router.dispose()
  })
  return connection
}

describe('consolePathOf', () => {
  it.each([
    ['/museum/system/dict', '/system/dict'],
    ['/museum/system/dict?type=1#top', '/system/dict?type=1#top'],
    ['/museum', '/'],
    ['/museum/', '/'],
    ['/system/dict', '/system/dict'],
    ['/museumx/a', '/museumx/a'],
  ])('takes %s as the console path %s (basename /museum)', (path, expected) => {
    expect(consolePathOf(path, '/museum')).toBe(expected)
    expect(consolePathOf(path, '/museum/')).toBe(expected)
  })

  it('keeps paths as they are with the root basename', () => {
    expect(consolePathOf('/system/dict', '/')).toBe('/system/dict')
    expect(consolePathOf('/', '/')).toBe('/')
  })

  it.each([
    ['//evil.com/phish', '/museum'],
    ['//evil.com', '/'],
    ['/museum//evil.com/phish', '/museum'],
    ['/\\evil.com', '/museum'],
    ['https://evil.com/', '/museum'],
    ['system/dict', '/museum'],
    ['', '/museum'],
  ])('refuses %s (basename %s): not a path inside the console', (path, basename) => {
    expect(consolePathOf(path, basename)).toBeNull()
  })

  it.each([[42], [null], [undefined], [{ pathname: '/index' }], [['/index']]])(
    'refuses a non-string path %j',
    (path) => {
      expect(consolePathOf(path, '/museum')).toBeNull()
    },
  )
})

describe('connectHostBridge', () => {
  it('registers one listener and tells the host where the console mounted, without the activeRule', () => {
    const { host } = connected('/museum/system/dict?type=1')
    expect(host.listeners.size).toBe(1)
    expect(host.events).toEqual([{ type: 'mounted', path: '/system/dict?type=1' }])
  })

  it('moves the router on a navigate message, with or without the host’s activeRule', async () => {
    const { host, router, here, store } = connected()

    host.send({ type: 'navigate', path: '/system/dict' })
    await vi.waitFor(() => expect(here()).toBe('/museum/system/dict'))
    host.send({ type: 'navigate', path: '/museum/infra/config?a=1' })
    await vi.waitFor(() => expect(here()).toBe('/museum/infra/config?a=1'))
    expect(router.state.historyAction).toBe('PUSH')

    host.send({ type: 'navigate', path: '/user/profile', replace: true })
    await vi.waitFor(() => expect(here()).toBe('/museum/user/profile'))
    expect(router.state.historyAction).toBe('REPLACE')

    expect(store.getState().hostBridge).toMatchObject({
      lastHostMessage: 'navigate',
      hostMessages: 3,
    })
  })

  it('reports route changes to the host as console paths, once per change', async () => {
    const { host, router } = connected()
    await router.navigate('/system/dict')
    await router.navigate('/system/dict?type=2')
    await router.navigate('/system/dict?type=2')

    expect(host.events.filter((event) => event.type === 'route-changed')).toEqual([
      { type: 'route-changed', path: '/system/dict' },
      { type: 'route-changed', path: '/system/dict?type=2' },
    ])
  })

  it('ignores navigate messages that leave the console, and messages it does not know', async () => {
    const { host, here, router, store } = connected()
    // A host message is handled as it arrives: an accepted path goes to router.navigate at once.
    const navigate = vi.spyOn(router, 'navigate')
    host.send({ type: 'navigate', path: '//evil.com/phish' })
    host.send({ type: 'navigate', path: '/museum//evil.com/phish' })
    host.send({ type: 'navigate', path: 42 })
    host.send({ type: 'set-token', token: 'x' })
    host.send(null)
    host.send('logout')

    expect(navigate).not.toHaveBeenCalled()
    // Unknown messages are not even counted.
    expect(store.getState().hostBridge.hostMessages).toBe(3)

    // The control: a message in the console is obeyed, and it is the only route reported.
    host.send({ type: 'navigate', path: '/museum/system/dict' })
    expect(navigate).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(here()).toBe('/museum/system/dict'))
    expect(host.events.filter((event) => event.type === 'route-changed')).toEqual([
      { type: 'route-changed', path: '/system/dict' },
    ])
  })

  it('revokes the console’s tokens on a logout message and reports the host’s logout', async () => {
    const { host, store } = connected()
    store.dispatch(storeTokens(TOKENS))
    const revoked: (string | null)[] = []
    server.use(
      http.post(apiUrl('/system/auth/logout'), ({ request }) => {
        revoked.push(request.headers.get('Authorization'))
        return HttpResponse.json(envelope(true))
      }),
    )

    host.send({ type: 'logout' })

    await vi.waitFor(() =>
      expect(host.events).toContainEqual({ type: 'logged-out', reason: 'host' }),
    )
    expect(revoked).toEqual(['Bearer access-h1'])
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull()
    expect(store.getState().session).toMatchObject({ token: null, status: 'anonymous' })
    expect(selectSso(store.getState())).toMatchObject({
      status: 'signed-out',
      signedOutBy: 'host',
    })
  })

  it('on an sso-token message without a session, lets the hand-off page exchange again', () => {
    const { host, store } = connected()
    store.dispatch(ssoExchangeStarted())
    store.dispatch(ssoExchangeFailed('单点登录失败：SSO 令牌无效或已过期'))

    host.send({ type: 'sso-token' })

    expect(selectSso(store.getState())).toMatchObject({ status: 'idle', message: null })
  })

  it('ignores an sso-token message while the console has a session', () => {
    const { host, store } = connected()
    store.dispatch(ssoExchangeStarted())
    store.dispatch(ssoExchangeSucceeded())
    store.dispatch(storeTokens(TOKENS))

    host.send({ type: 'sso-token' })

    expect(selectSso(store.getState()).status).toBe('signed-in')
    expect(store.getState().hostBridge.lastHostMessage).toBe('sso-token')
  })

  it('tells the host when the session is ready, and whether SSO made it', () => {
    const first = connected()
    first.store.dispatch(storeTokens(TOKENS))
    first.store.dispatch(sessionLoading())
    first.store.dispatch(sessionLoaded({ ...PERMISSION_INFO, menus: [] }))
    expect(first.host.events).toContainEqual({
      type: 'signed-in',
      via: 'stored-session',
      nickname: '馆员小王',
    })

    const second = connected()
    second.store.dispatch(ssoExchangeStarted())
    second.store.dispatch(ssoExchangeSucceeded())
    second.store.dispatch(storeTokens(TOKENS))
    second.store.dispatch(sessionLoading())
    second.store.dispatch(sessionLoaded({ ...PERMISSION_INFO, menus: [] }))
    expect(second.host.events.filter((event) => event.type === 'signed-in')).toEqual([
      { type: 'signed-in', via: 'sso', nickname: '馆员小王' },
    ])
  })

  it('keeps working when the host’s onEvent throws', async () => {
    const bundle = makeStore()
    const router = createMemoryRouter([{ path: '*', element: null }], {
      basename: '/museum',
      initialEntries: ['/museum/index'],
    })
    const onEvent = vi.fn(() => {
      throw new Error('host bug')
    })
    const disconnect = connectHostBridge({
      bridge: { onEvent },
      bundle,
      router,
      basename: '/museum',
    })
    await router.navigate('/system/dict')
    expect(onEvent).toHaveBeenCalledTimes(2)
    disconnect()
    router.dispose()
  })

  it('after disconnect(): the host’s unsubscribe ran and nothing more is emitted or obeyed', async () => {
    const { host, router, store, disconnect, here } = connect()
    store.dispatch(storeTokens(TOKENS))
    // Keep the listener the console registered, as a careless host might.
    const [staleListener] = [...host.listeners]
    const eventsBefore = host.events.length

    disconnect()

    expect(host.unsubscribe).toHaveBeenCalledTimes(1)
    expect(host.listeners.size).toBe(0)
    // Obeying a message starts synchronously (it is counted, the router or the logout is called
    // before the listener returns), so these checks need no waiting.
    const navigate = vi.spyOn(router, 'navigate')
    staleListener({ type: 'navigate', path: '/system/dict' })
    staleListener({ type: 'logout' })
    expect(navigate).not.toHaveBeenCalled()
    navigate.mockRestore()
    // The router's and the store's subscribers run while the navigation and the dispatches do.
    await router.navigate('/infra/config')
    store.dispatch(sessionLoading())
    store.dispatch(sessionLoaded({ ...PERMISSION_INFO, menus: [] }))

    expect(host.events).toHaveLength(eventsBefore)
    expect(here()).toBe('/museum/infra/config')
    // The stale logout was not obeyed (msw would also have failed the test on its request).
    expect(store.getState().session.token).toBe('access-h1')
    expect(store.getState().hostBridge.hostMessages).toBe(0)
    router.dispose()
  })
})
