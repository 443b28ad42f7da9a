import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import type { HostBridge, HostMessage } from '../bridge/bridge-contract'
import { PortalApp } from '../portal-app'
import { createPortalRuntime, type PortalRuntime } from '../runtime/create-portal-runtime'
import { PortalRuntimeProvider } from '../runtime/portal-runtime-context'
import { PORTAL_SESSION_KEY } from '../session/portal-session'

const API = 'http://console.test/prod-api/admin-api'
const SANDBOX = 'http://console.test/sandbox'
const CONFIG = {
  consoleEntry: 'http://console.test/',
  apiBase: API,
  sandboxBase: SANDBOX,
  activeRule: '/museum',
}

/** A stand-in for the console: subscribes on mount, answers logout, follows route pushes. */
const fakeConsole = vi.hoisted(() => ({
  loads: [] as Array<{ entry: string; basename: string; container: HTMLElement }>,
  received: [] as HostMessage[],
  unmounts: 0,
  onMount: null as null | ((bridge: Required<HostBridge>) => void),
}))

vi.mock('../console/load-museum-console', () => ({
  CONSOLE_CONTAINER_ID: 'museum-console-container',
  loadMuseumConsole(opts: {
    entry: string
    container: HTMLElement
    basename: string
    bridge: Required<HostBridge>
  }) {
    fakeConsole.loads.push({
      entry: opts.entry,
      basename: opts.basename,
      container: opts.container,
    })
    let unsubscribe: (() => void) | null = null
    const mountPromise = Promise.resolve().then(() => {
      unsubscribe = opts.bridge.subscribe((message) => {
        fakeConsole.received.push(message)
        if (message.type === 'logout') {
          queueMicrotask(() => opts.bridge.onEvent({ type: 'logged-out', reason: 'host' }))
        }
        if (message.type === 'navigate') {
          window.history.pushState(null, '', `${opts.basename}${message.path}`)
          opts.bridge.onEvent({ type: 'route-changed', path: message.path })
        }
      })
      opts.bridge.onEvent({ type: 'mounted', path: '/' })
      fakeConsole.onMount?.(opts.bridge)
    })
    return {
      mountPromise,
      async unmount() {
        unsubscribe?.()
        fakeConsole.unmounts++
      },
    }
  },
}))

const calls: Array<{ url: string; auth: string | null; tenant: string | null; body: unknown }> = []
/** The portal access token the fake issuer accepts (a refresh replaces it). */
let validPortalToken = 'portal-access'
const server = setupServer(
  http.post(`${API}/system/auth/login`, async ({ request }) => {
    const body = (await request.json()) as { username: string; password: string }
    calls.push({
      url: request.url,
      auth: null,
      tenant: request.headers.get('tenant-id'),
      body,
    })
    if (body.password !== 'admin123') {
      return HttpResponse.json({ code: 1002000000, data: null, msg: '登录失败，账号密码不正确' })
    }
    return HttpResponse.json({
      code: 0,
      data: { accessToken: 'portal-access', refreshToken: 'r', userId: 1, expiresTime: 0 },
      msg: '',
    })
  }),
  http.get(`${API}/system/auth/get-permission-info`, ({ request }) => {
    calls.push({
      url: request.url,
      auth: request.headers.get('authorization'),
      tenant: request.headers.get('tenant-id'),
      body: null,
    })
    return HttpResponse.json({
      code: 0,
      data: {
        user: { id: 1, nickname: '纪念馆管理员', userName: 'admin' },
        roles: [],
        permissions: [],
      },
      msg: '',
    })
  }),
  http.post(`${API}/system/auth/logout`, ({ request }) => {
    calls.push({
      url: request.url,
      auth: request.headers.get('authorization'),
      tenant: null,
      body: null,
    })
    return HttpResponse.json({ code: 0, data: true, msg: '' })
  }),
  http.post(`${SANDBOX}/sso/issue`, async ({ request }) => {
    const auth = request.headers.get('authorization')
    calls.push({ url: request.url, auth, tenant: request.headers.get('tenant-id'), body: null })
    // Like the sandbox: only a valid portal access token gets a token (for its own user).
    if (auth !== `Bearer ${validPortalToken}`) {
      return HttpResponse.json({ code: 401, data: null, msg: '访问令牌已过期' })
    }
    return HttpResponse.json({
      code: 0,
      data: { ssoToken: 'tok-fresh-123456', expiresInSeconds: 60 },
    })
  }),
  http.post(`${API}/system/auth/refresh-token`, async ({ request }) => {
    const url = new URL(request.url)
    const body = (await request.json()) as { refreshToken?: string }
    calls.push({ url: request.url, auth: null, tenant: request.headers.get('tenant-id'), body })
    if (url.search || body.refreshToken !== 'r') {
      return HttpResponse.json({ code: 401, data: null, msg: '无效的刷新令牌' })
    }
    validPortalToken = 'portal-access-2'
    return HttpResponse.json({
      code: 0,
      data: { accessToken: 'portal-access-2', refreshToken: 'r2', userId: 1, expiresTime: 0 },
      msg: '',
    })
  }),
)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

let runtime: PortalRuntime | null = null

beforeEach(() => {
  calls.length = 0
  validPortalToken = 'portal-access'
  fakeConsole.loads.length = 0
  fakeConsole.received.length = 0
  fakeConsole.unmounts = 0
  fakeConsole.onMount = null
})

afterEach(() => {
  runtime?.location.dispose()
  runtime = null
  server.resetHandlers()
  window.history.replaceState(null, '', '/')
})

function renderPortal(path: string, signedIn: boolean) {
  window.history.replaceState(null, '', path)
  if (signedIn) {
    sessionStorage.setItem(
      PORTAL_SESSION_KEY,
      JSON.stringify({
        username: 'admin',
        nickname: '纪念馆管理员',
        accessToken: 'portal-access',
        refreshToken: 'r',
      }),
    )
    sessionStorage.setItem('museum-portal.debug-panel', 'open')
  }
  runtime = createPortalRuntime(CONFIG)
  render(
    <PortalRuntimeProvider value={runtime}>
      <PortalApp />
    </PortalRuntimeProvider>,
  )
  return runtime
}

const currentUrl = () => `${window.location.pathname}${window.location.search}`

describe('portal app', () => {
  it('sends signed-out users to 门户登录 and back to the deep link afterwards', async () => {
    const user = userEvent.setup()
    renderPortal('/museum/system/dict', false)

    const form = await screen.findByRole('form', { name: '门户登录' })
    expect(currentUrl()).toBe('/login?redirect=%2Fmuseum%2Fsystem%2Fdict')
    expect(within(form).getByLabelText('用户名')).toHaveValue('')
    expect(within(form).getByLabelText('密码')).toHaveValue('')

    await user.type(within(form).getByLabelText('用户名'), 'admin')
    await user.type(within(form).getByLabelText('密码'), 'wrong1')
    await user.click(within(form).getByRole('button', { name: '登录' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('登录失败，账号密码不正确')

    await user.clear(within(form).getByLabelText('密码'))
    await user.type(within(form).getByLabelText('密码'), 'admin123')
    await user.click(within(form).getByRole('button', { name: '登录' }))

    await waitFor(() => expect(currentUrl()).toBe('/museum/system/dict'))
    expect(await screen.findByTestId('portal-nickname')).toHaveTextContent('纪念馆管理员')
    expect(calls[1]).toMatchObject({
      tenant: '1',
      body: { username: 'admin', password: 'admin123' },
    })
    expect(calls[2]).toMatchObject({ auth: 'Bearer portal-access', tenant: '1' })
    expect(JSON.parse(sessionStorage.getItem(PORTAL_SESSION_KEY) ?? '{}')).toEqual({
      username: 'admin',
      nickname: '纪念馆管理员',
      accessToken: 'portal-access',
      refreshToken: 'r',
    })
    // The console's storage keys are the console's.
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull()

    await waitFor(() => expect(fakeConsole.loads).toHaveLength(1))
    expect(fakeConsole.loads[0]).toMatchObject({
      entry: 'http://console.test/',
      basename: '/museum',
    })
    expect(fakeConsole.loads[0].container.id).toBe('museum-console-container')
  })

  it('drives the console from the integrator controls', async () => {
    const user = userEvent.setup()
    renderPortal('/museum/index', true)
    const panel = screen.getByRole('complementary', { name: '集成调试' })
    await waitFor(() =>
      expect(within(panel).getByLabelText('控制台状态')).toHaveTextContent('已挂载'),
    )
    expect(within(panel).getByLabelText('控制台监听器数')).toHaveTextContent('1')
    expect(within(panel).getByText('第 1 次挂载')).toBeInTheDocument()

    await user.click(within(panel).getByRole('button', { name: '推送路由' }))
    expect(fakeConsole.received).toEqual([{ type: 'navigate', path: '/system/dict' }])
    expect(currentUrl()).toBe('/museum/system/dict')
    const log = within(panel).getByRole('log', { name: '桥接日志' })
    expect(log).toHaveTextContent('route-changed')
    expect(log).toHaveTextContent(/门户 → 控制台\s*navigate/)

    await user.click(within(panel).getByRole('button', { name: '通知登出' }))
    expect(fakeConsole.received.at(-1)).toEqual({ type: 'logout' })
    expect(screen.getByTestId('portal-nickname')).toBeInTheDocument()

    await user.click(within(panel).getByRole('button', { name: '卸载控制台' }))
    await waitFor(() =>
      expect(within(panel).getByLabelText('控制台状态')).toHaveTextContent('未挂载'),
    )
    expect(within(panel).getByLabelText('控制台监听器数')).toHaveTextContent('0')

    await user.click(within(panel).getByRole('button', { name: '挂载控制台' }))
    await waitFor(() =>
      expect(within(panel).getByLabelText('控制台状态')).toHaveTextContent('已挂载'),
    )
    expect(within(panel).getByText('第 2 次挂载')).toBeInTheDocument()
    expect(fakeConsole.loads).toHaveLength(2)

    await user.click(within(panel).getByRole('button', { name: '清空日志' }))
    expect(within(panel).getByRole('log', { name: '桥接日志' })).toHaveTextContent('暂无记录')
  })

  it('unmounts the console when the user leaves /museum and loads it again on return', async () => {
    const user = userEvent.setup()
    renderPortal('/museum/index', true)
    await waitFor(() => expect(fakeConsole.loads).toHaveLength(1))
    const nav = screen.getByRole('navigation', { name: '门户导航' })

    await user.click(within(nav).getByRole('link', { name: '门户首页' }))
    await waitFor(() => expect(fakeConsole.unmounts).toBe(1))
    expect(screen.getByRole('heading', { name: '您好，纪念馆管理员' })).toBeInTheDocument()

    await user.click(screen.getByRole('link', { name: /字典管理/ }))
    await waitFor(() => expect(fakeConsole.loads).toHaveLength(2))
    expect(currentUrl()).toBe('/museum/system/dict')

    // Inside the mounted console, the portal's own link becomes a route push.
    await waitFor(() => expect(runtime?.bridge.state.get().listenerCount).toBe(1))
    await user.click(within(nav).getByRole('link', { name: '票务预约管理系统' }))
    expect(fakeConsole.received).toEqual([{ type: 'navigate', path: '/' }])
    expect(fakeConsole.loads).toHaveLength(2)
  })

  it('asks for a fresh token when the console reports an SSO failure', async () => {
    const user = userEvent.setup()
    fakeConsole.onMount = (bridge) =>
      bridge.onEvent({ type: 'sso-failed', message: 'SSO 令牌无效或已过期' })
    renderPortal('/museum/index', true)

    const banner = await screen.findByText('控制台需要重新认证：SSO 令牌无效或已过期')
    await user.click(screen.getByRole('button', { name: '重新发放令牌' }))
    await waitFor(() => expect(fakeConsole.received).toEqual([{ type: 'sso-token' }]))
    // Issued for the portal's own session: its access token, no username of the portal's choosing.
    expect(calls.at(-1)).toEqual({
      url: `${SANDBOX}/sso/issue`,
      auth: 'Bearer portal-access',
      tenant: '1',
      body: null,
    })
    expect(banner).not.toBeInTheDocument()
    await act(async () => {
      await expect(runtime?.bridge.hostBridge.getSsoToken()).resolves.toBe('tok-fresh-123456')
    })
    const log = screen.getByRole('log', { name: '桥接日志' })
    expect(log).toHaveTextContent('tok-…')
    expect(log).not.toHaveTextContent('tok-fresh')
  })

  it('renews an expired portal access token once (refresh token in the body) and issues with it', async () => {
    renderPortal('/', true)
    validPortalToken = 'expired-meanwhile'
    await act(async () => {
      await expect(runtime?.bridge.hostBridge.getSsoToken()).resolves.toBe('tok-fresh-123456')
    })
    // Refused first, then refreshed (POST body, never the URL), then issued with the new token.
    expect(calls.slice(-3)).toEqual([
      { url: `${SANDBOX}/sso/issue`, auth: 'Bearer portal-access', tenant: '1', body: null },
      {
        url: `${API}/system/auth/refresh-token`,
        auth: null,
        tenant: '1',
        body: { refreshToken: 'r' },
      },
      { url: `${SANDBOX}/sso/issue`, auth: 'Bearer portal-access-2', tenant: '1', body: null },
    ])
    expect(JSON.parse(sessionStorage.getItem(PORTAL_SESSION_KEY) ?? '{}')).toMatchObject({
      accessToken: 'portal-access-2',
      refreshToken: 'r2',
    })
  })

  it('logs the console out before taking it down on 退出门户', async () => {
    const user = userEvent.setup()
    fakeConsole.onMount = (bridge) =>
      bridge.onEvent({ type: 'signed-in', via: 'sso', nickname: '纪念馆管理员' })
    renderPortal('/museum/index', true)
    await waitFor(() => expect(runtime?.console.state.get().status).toBe('mounted'))

    await user.click(screen.getByRole('button', { name: '退出门户' }))

    expect(await screen.findByRole('form', { name: '门户登录' })).toBeInTheDocument()
    expect(fakeConsole.received).toEqual([{ type: 'logout' }])
    expect(fakeConsole.unmounts).toBe(1)
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({
        url: `${API}/system/auth/logout`,
        auth: 'Bearer portal-access',
      }),
    )
    expect(sessionStorage.getItem(PORTAL_SESSION_KEY)).toBeNull()
    expect(currentUrl()).toBe('/login')
  })
})
