import { act, screen, within } from '@testing-library/react'
import { createRoot } from 'react-dom/client'
import { http, HttpResponse } from 'msw'
import type { QiankunLifeCycle, QiankunProps } from 'vite-plugin-qiankun/dist/helper'
import type { ConsoleEvent, HostBridge, HostMessage } from '@/shared/host/host-bridge'
import type { MenuNode } from '@/shared/routing/menu-types'
import { apiUrl, envelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { mountConsole } from '../lifecycles'

const server = setupMswServer()

describe('console lifecycles', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/system/dict')
  })

  it('mounts standalone, sends an anonymous visitor to the login page, and unmounts cleanly', async () => {
    const container = document.createElement('div')
    document.body.appendChild(container)
    const instance = mountConsole({ container, basename: '/', embedded: false })

    expect(
      await screen.findByRole('form', { name: '账号密码登录' }, { timeout: 10000 }),
    ).toBeInTheDocument()
    expect(window.location.pathname).toBe('/login')
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/system/dict')

    act(() => instance.unmount())
    expect(container).toBeEmptyDOMElement()
    container.remove()
  })

  it('mounts three times in a row into fresh containers, each one working', async () => {
    for (let round = 0; round < 3; round++) {
      window.history.replaceState(null, '', '/login')
      const container = document.createElement('div')
      document.body.appendChild(container)
      const instance = mountConsole({ container, basename: '/', embedded: true })
      expect(
        await screen.findByRole('form', { name: '账号密码登录' }, { timeout: 10000 }),
      ).toBeInTheDocument()
      act(() => instance.unmount())
      expect(container).toBeEmptyDOMElement()
      expect(screen.queryByRole('form', { name: '账号密码登录' })).not.toBeInTheDocument()
      container.remove()
    }
  })
})

// ---------------------------------------------------------------------------------------------
// Embedded in a qiankun host: SSO hand-off, three mount / unmount cycles, nothing left behind.

const SSO_TOKEN = 'sso-portal-token-3b7e'
const TOKENS = {
  userId: 1,
  accessToken: 'access-embedded-1',
  refreshToken: 'refresh-embedded-1',
  expiresTime: 0,
}
const PERMISSION_INFO = {
  user: { id: 1, nickname: '馆员小王', avatar: null },
  roles: ['admin'],
  permissions: ['*:*:*'],
}
const MENUS: MenuNode[] = [
  {
    id: 1,
    parentId: 0,
    name: '系统管理',
    path: '/system',
    component: null,
    componentName: null,
    icon: 'system',
    visible: true,
    keepAlive: true,
    alwaysShow: true,
    children: [
      {
        id: 2,
        parentId: 1,
        name: '字典管理',
        path: 'dict',
        component: 'system/dict/index',
        componentName: 'SystemDictType',
        icon: 'dict',
        visible: true,
        keepAlive: true,
        alwaysShow: false,
        children: null,
      },
    ],
  },
]

const MUSEUM_SUMMARY = {
  reserved: 0,
  checkedIn: 0,
  teamPending: 0,
  volunteerPending: 0,
  signPending: 0,
  slots: [],
}

/** The admin-api as the dashboard needs it; counts SSO exchanges, records what msw did not know. */
function serveAdminApi() {
  const ssoBodies: unknown[] = []
  const unhandled: string[] = []
  const page = { list: [], total: 3 }
  server.use(
    http.post(apiUrl('/system/sso/login'), async ({ request }) => {
      ssoBodies.push(await request.json())
      return HttpResponse.json(envelope(TOKENS))
    }),
    http.get(apiUrl('/system/auth/get-permission-info'), () =>
      HttpResponse.json(envelope(PERMISSION_INFO)),
    ),
    http.get(apiUrl('/system/auth/list-menus'), () => HttpResponse.json(envelope(MENUS))),
    http.get(apiUrl('/system/dict-data/list-all-simple'), () => HttpResponse.json(envelope([]))),
    http.get(apiUrl('/system/notify-message/get-unread-count'), () =>
      HttpResponse.json(envelope(0)),
    ),
    http.get(apiUrl('/system/notify-message/get-unread-list'), () =>
      HttpResponse.json(envelope([])),
    ),
    http.get(apiUrl('/system/dict-type/page'), () => HttpResponse.json(envelope(page))),
    http.get(apiUrl('/infra/config/page'), () => HttpResponse.json(envelope(page))),
    // The museum figures of 首页 (the admin may see them all).
    http.get(apiUrl('/museum/statistics/summary'), () =>
      HttpResponse.json(envelope(MUSEUM_SUMMARY)),
    ),
    http.get(apiUrl('/museum/statistics/trend'), () => HttpResponse.json(envelope([]))),
    // The todo poll beside the navbar (the admin holds bpm:task:query).
    http.get(apiUrl('/bpm/task/todo-page'), () =>
      HttpResponse.json(envelope({ list: [], total: 0 })),
    ),
  )
  const onUnhandled = ({ request }: { request: Request }) => {
    unhandled.push(`${request.method} ${request.url}`)
  }
  server.events.on('request:unhandled', onUnhandled)
  return {
    ssoBodies,
    unhandled,
    stop: () => server.events.removeListener('request:unhandled', onUnhandled),
  }
}

/** A portal's side of the bridge: one listener set, every event recorded. */
function fakeHost() {
  const listeners = new Set<(message: HostMessage) => void>()
  const events: ConsoleEvent[] = []
  const getSsoToken = vi.fn(async () => SSO_TOKEN)
  const bridge: HostBridge = {
    getSsoToken,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    onEvent: (event) => events.push(event),
  }
  return { bridge, listeners, events, getSsoToken }
}

interface LiveResource {
  kind: string
  detail: string
  /** Where it was created: the frames of our own code. */
  createdAt: string
}

/** Where a timer or listener was created: its direct caller, then the console's own frames. */
function creationSite(): string {
  const limit = Error.stackTraceLimit
  Error.stackTraceLimit = 60
  const stack = new Error().stack ?? ''
  Error.stackTraceLimit = limit
  const frames = stack
    .split('\n')
    .slice(1)
    .filter((line) => !/@vitest[/]spy|lifecycles\.test\.tsx|at Mock /.test(line))
    .map((line) =>
      line
        .trim()
        .replace(/^at /, '')
        .replace(/file:\/\/|\/work\/main\//g, ''),
    )
  const [caller, ...callers] = frames
  return [caller, ...callers.filter((frame) => frame.includes('src/'))].slice(0, 6).join(' <- ')
}

type ListenerOptions = boolean | AddEventListenerOptions | undefined

/**
 * Counts what is alive on window and document: intervals, pending timeouts, event listeners.
 * Only what is created while `recording` counts: the test harness's own timers come and go.
 */
function trackLiveResources() {
  const live = new Map<unknown, LiveResource>()
  const listeners: {
    target: EventTarget
    type: string
    listener: unknown
    capture: boolean
    entry: LiveResource
  }[] = []
  let recording = false
  const realSetTimeout = window.setTimeout
  const realClearTimeout = window.clearTimeout
  const realSetInterval = window.setInterval
  const realClearInterval = window.clearInterval
  // Node's timers are objects that also convert to a number id; code may clear with either.
  const idOf = (timer: unknown) =>
    timer != null && typeof timer === 'object' ? Number(timer) : timer

  type TimerHandler = (...args: unknown[]) => void
  const record = (kind: 'timeout' | 'interval', timer: unknown, delay?: number) => {
    if (recording) {
      live.set(idOf(timer), { kind, detail: `${delay ?? 0} ms`, createdAt: creationSite() })
    }
    return timer
  }
  const forget = (timer: unknown) => live.delete(idOf(timer))

  vi.spyOn(window, 'setTimeout').mockImplementation(((
    handler: TimerHandler,
    delay?: number,
    ...args: unknown[]
  ) => {
    // A timeout that fired is no longer alive.
    const timer: unknown = realSetTimeout(
      (...fireArgs: unknown[]) => {
        forget(timer)
        handler(...fireArgs)
      },
      delay,
      ...args,
    )
    return record('timeout', timer, delay)
  }) as unknown as typeof window.setTimeout)
  vi.spyOn(window, 'setInterval').mockImplementation(((
    handler: TimerHandler,
    delay?: number,
    ...args: unknown[]
  ) =>
    record(
      'interval',
      realSetInterval(handler, delay, ...args),
      delay,
    )) as unknown as typeof window.setInterval)
  vi.spyOn(window, 'clearTimeout').mockImplementation((timer) => {
    forget(timer)
    realClearTimeout(timer)
  })
  vi.spyOn(window, 'clearInterval').mockImplementation((timer) => {
    forget(timer)
    realClearInterval(timer)
  })

  for (const [name, target] of [
    ['window', window],
    ['document', document],
  ] as const) {
    // vitest's window is the global object with jsdom's functions bound onto it: call those.
    const realAdd = target.addEventListener.bind(target)
    const realRemove = target.removeEventListener.bind(target)
    vi.spyOn(target, 'addEventListener').mockImplementation(
      (
        type: string,
        listener: EventListenerOrEventListenerObject | null,
        options?: ListenerOptions,
      ) => {
        // A null listener adds nothing.
        if (!listener) return
        realAdd(type, listener, options)
        if (!recording) return
        const capture = typeof options === 'boolean' ? options : Boolean(options?.capture)
        const known = listeners.some(
          (l) =>
            l.target === target &&
            l.type === type &&
            l.listener === listener &&
            l.capture === capture,
        )
        if (known) return
        const item = {
          target,
          type,
          listener,
          capture,
          entry: {
            kind: `${name} listener`,
            detail: `'${type}'${typeof options === 'object' && options.once ? ' (once)' : ''}`,
            createdAt: creationSite(),
          },
        }
        listeners.push(item)
        if (typeof options === 'object' && options.signal) {
          options.signal.addEventListener('abort', () => {
            listeners.splice(listeners.indexOf(item), 1)
          })
        }
      },
    )
    vi.spyOn(target, 'removeEventListener').mockImplementation(
      (
        type: string,
        listener: EventListenerOrEventListenerObject | null,
        options?: boolean | EventListenerOptions,
      ) => {
        if (!listener) return
        realRemove(type, listener, options)
        const capture = typeof options === 'boolean' ? options : Boolean(options?.capture)
        const index = listeners.findIndex(
          (l) =>
            l.target === target &&
            l.type === type &&
            l.listener === listener &&
            l.capture === capture,
        )
        if (index >= 0) listeners.splice(index, 1)
      },
    )
  }

  return {
    start() {
      recording = true
    },
    stop() {
      recording = false
    },
    /** What was created while recording and is still alive, as readable lines. */
    alive(): string[] {
      return [...live.values(), ...listeners.map((l) => l.entry)].map(
        (entry) => `${entry.kind} ${entry.detail} created at ${entry.createdAt}`,
      )
    },
    reset() {
      live.clear()
      listeners.length = 0
    },
  }
}

/** Every element in body and head (the container's own subtree aside). */
function elementsOutside(container: HTMLElement): Element[] {
  return [...document.head.querySelectorAll('*'), ...document.body.querySelectorAll('*')].filter(
    (element) => element !== container && !container.contains(element),
  )
}

/** Whether the password login form (its tab '账号密码登录') ever appeared in the document. */
function watchForLoginForm() {
  let seen = false
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.textContent?.includes('账号密码登录')) seen = true
      }
    }
  })
  observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  return {
    seen: () => seen,
    stop: () => observer.disconnect(),
  }
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value
  try {
    return `${String(value)} ${JSON.stringify(value)}`
  } catch {
    return String(value)
  }
}

const PORTAL_TITLE = '纪念馆员工门户'

type QiankunGlobals = Window & {
  __POWERED_BY_QIANKUN__?: boolean
  qiankunName?: string
  moudleQiankunAppLifeCycles?: Record<string, QiankunLifeCycle>
}

describe('console lifecycles inside a qiankun host', () => {
  const globals = window as QiankunGlobals
  let lifecycle: QiankunLifeCycle

  beforeAll(async () => {
    // What qiankun sets before it runs the child's entry; vite-plugin-qiankun's helper reads them
    // when main.tsx loads, and main.tsx then registers its lifecycles instead of rendering.
    globals.__POWERED_BY_QIANKUN__ = true
    globals.qiankunName = 'museum-console'
    await import('@/main')
    const registered = globals.moudleQiankunAppLifeCycles?.['museum-console']
    if (!registered) throw new Error('main.tsx did not register its qiankun lifecycles')
    lifecycle = registered
    await lifecycle.bootstrap()
    // The portal's page has a title of its own, which the console borrows while it is mounted.
    document.title = PORTAL_TITLE
    // react-dom listens to 'selectionchange' on the document once per document, for every root
    // to come: a first root made before the counting starts keeps that out of the figures.
    const warmUp = createRoot(document.createElement('div'))
    act(() => warmUp.render(null))
    act(() => warmUp.unmount())
  })

  afterAll(() => {
    delete globals.__POWERED_BY_QIANKUN__
    delete globals.qiankunName
    delete globals.moudleQiankunAppLifeCycles
    document.querySelector('title')?.remove()
  })

  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('mounts and unmounts three times: SSO lands on the dashboard, and nothing stays behind', async () => {
    const api = serveAdminApi()
    const tracker = trackLiveResources()
    const loginForm = watchForLoginForm()
    const leaks: string[] = []
    // Passed through: only recorded, to prove no token is ever logged.
    const consoleSpies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
      vi.spyOn(console, method),
    )
    const urls: string[] = []
    // The previous mount's host and how many events it had got when the popstate after its
    // unmount was sent: checked once the next mount is on its dashboard.
    let previous: { events: ConsoleEvent[]; count: number } | null = null

    try {
      for (let round = 1; round <= 3; round++) {
        // The host's user just signed in at the portal and opened the console's activeRule.
        localStorage.clear()
        window.history.replaceState(null, '', '/museum')
        const container = document.createElement('div')
        document.body.appendChild(container)
        const before = elementsOutside(container)
        const host = fakeHost()
        const props: QiankunProps = { container, basename: '/museum', bridge: host.bridge }

        tracker.reset()
        tracker.start()
        await act(() => lifecycle.mount(props))

        const userMenu = await within(container).findByRole(
          'button',
          { name: '用户菜单' },
          { timeout: 15000 },
        )
        expect(userMenu).toBeInTheDocument()
        expect(
          await within(container).findByText(/馆员小王，祝你开心每一天/, {}, { timeout: 15000 }),
        ).toBeInTheDocument()
        expect(window.location.pathname).toBe('/museum/index')
        expect(document.title).toBe('票务预约管理系统')
        expect(loginForm.seen()).toBe(false)
        urls.push(window.location.href)
        expect(api.ssoBodies).toHaveLength(round)
        expect(api.ssoBodies[round - 1]).toEqual({ ssoToken: SSO_TOKEN })
        expect(host.getSsoToken).toHaveBeenCalledTimes(1)
        expect(host.listeners.size).toBe(1)
        expect(host.events).toContainEqual({ type: 'signed-in', via: 'sso', nickname: '馆员小王' })
        expect(host.events[0]).toEqual({ type: 'mounted', path: '/' })
        expect(host.events.at(-1)).toEqual({ type: 'route-changed', path: '/index' })
        // A router the previous mount left behind would have followed the popstate sent after
        // its unmount (pages are React.lazy: the router settles without loading anything) long
        // before this mount, which had to exchange its SSO token and load the session, shows
        // its dashboard.
        if (previous) expect(previous.events).toHaveLength(previous.count)
        // The counting works: while mounted it sees the router, the layout and the unread poll.
        await vi.waitFor(() =>
          expect(tracker.alive()).toEqual(
            expect.arrayContaining([
              expect.stringMatching(/^window listener 'popstate'/),
              expect.stringMatching(/^window listener 'resize'/),
              expect.stringMatching(/^timeout 120000 ms/),
            ]),
          ),
        )

        await act(() => lifecycle.unmount(props))
        // Unmount's asynchronous tail (the admin-api's window listeners, the emotion sheet) ends;
        // anything still alive after that is a leak, and waitFor fails with the list.
        await vi.waitFor(() => expect(tracker.alive()).toEqual([]), { timeout: 5000 })
        tracker.stop()

        expect(container).toBeEmptyDOMElement()
        expect(elementsOutside(container)).toEqual(before)
        expect(document.title).toBe(PORTAL_TITLE)
        expect(host.listeners.size).toBe(0)
        leaks.push(...tracker.alive().map((line) => `mount ${round}: ${line}`))

        // A router left behind would still follow the host's history (checked next round).
        previous = { events: host.events, count: host.events.length }
        window.history.pushState(null, '', '/museum/system/dict')
        window.dispatchEvent(new PopStateEvent('popstate'))

        container.remove()
      }
    } finally {
      loginForm.stop()
      api.stop()
    }

    expect(api.unhandled).toEqual([])
    const logged = consoleSpies.flatMap((spy) => spy.mock.calls.flat().map(asText)).join('\n')
    for (const secret of [SSO_TOKEN, TOKENS.accessToken, TOKENS.refreshToken]) {
      expect(logged).not.toContain(secret)
      expect(urls.join('\n')).not.toContain(secret)
    }
    expect(leaks, 'timers and listeners of a mount still alive after its unmount').toEqual([])
  })
})
