import { StrictMode } from 'react'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { Provider } from 'react-redux'
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router-dom'
import { dictSlice } from '@/shared/dict/dict-slice'
import { setTokens } from '@/shared/storage/auth-storage'
import { createTestStore } from '@/shared/test-utils/create-test-store'
import { PopupHost } from '@/shared/test-utils/eager-popup-host'
import { apiUrl, envelope, failure } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { BOOTSTRAP_PATHS, startBootstrapPrefetch } from '../bootstrap-prefetch'
import { SessionGate } from '../session-gate'

const server = setupMswServer()

const PERMISSION_INFO = {
  user: { id: 1, nickname: '馆员小王', avatar: null },
  roles: ['admin'],
  permissions: ['*:*:*'],
}

function LocationProbe() {
  const location = useLocation()
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>
}

/**
 * A signed-in reload of /index: tokens in storage, a fresh store, the guard in front of 首页.
 * `prefetch`: the mount started the bootstrap calls before rendering, as lifecycles.tsx does.
 */
function reloadSignedIn({ prefetch = false } = {}) {
  setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' })
  const store = createTestStore({ dict: dictSlice.reducer })
  if (prefetch) startBootstrapPrefetch(store)
  render(
    <StrictMode>
      <Provider store={store}>
        <MemoryRouter initialEntries={['/index']}>
          <Routes>
            <Route path="/login" element={<LocationProbe />} />
            <Route
              path="/"
              element={
                <SessionGate>
                  <Outlet />
                </SessionGate>
              }
            >
              <Route index element={<LocationProbe />} />
              <Route path="index" element={<h1>首页</h1>} />
            </Route>
          </Routes>
        </MemoryRouter>
        <PopupHost />
      </Provider>
    </StrictMode>,
  )
  return store
}

/** The admin-api of a bootstrap; `permissionInfo` answers get-permission-info. */
function serveBootstrap(permissionInfo: () => Response) {
  const calls = { permissionInfo: 0 }
  server.use(
    http.get(apiUrl('/system/dict-data/list-all-simple'), () => HttpResponse.json(envelope([]))),
    http.get(apiUrl('/system/auth/get-permission-info'), () => {
      calls.permissionInfo++
      return permissionInfo()
    }),
    http.get(apiUrl('/system/auth/list-menus'), () => HttpResponse.json(envelope([]))),
  )
  return calls
}

function failedScreen() {
  return screen.findByRole('alert', {}, { timeout: 5000 })
}

describe('a signed-in reload while the server cannot be reached', () => {
  it('keeps the tokens and shows 后端接口连接异常 with 重试 and 退出登录', async () => {
    serveBootstrap(() => HttpResponse.error())
    const store = reloadSignedIn()

    const alert = await failedScreen()
    expect(within(alert).getByRole('heading', { name: '后端接口连接异常' })).toBeInTheDocument()
    expect(within(alert).getByRole('button', { name: '重试' })).toBeEnabled()
    expect(within(alert).getByRole('button', { name: '退出登录' })).toBeEnabled()
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe('access-1')
    expect(localStorage.getItem('REFRESH_TOKEN')).toBe('refresh-1')
    expect(store.getState().session.token).toBe('access-1')
    expect(screen.queryByTestId('location')).not.toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('says which status a 5xx had', async () => {
    serveBootstrap(() => new HttpResponse('Bad Gateway', { status: 502 }))
    reloadSignedIn()

    const alert = await failedScreen()
    expect(within(alert).getByRole('heading', { name: '系统接口502异常' })).toBeInTheDocument()
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe('access-1')
  })

  it('重试 once the server is back reaches the dashboard', async () => {
    const user = userEvent.setup()
    let serverUp = false
    const calls = serveBootstrap(() =>
      serverUp ? HttpResponse.json(envelope(PERMISSION_INFO)) : HttpResponse.error(),
    )
    const store = reloadSignedIn()

    const alert = await failedScreen()
    await user.click(within(alert).getByRole('button', { name: '重试' }))
    // Still down: the page stays, with the same message, and 重试 can be pressed again.
    await waitFor(() => expect(calls.permissionInfo).toBe(2))
    await waitFor(() => expect(screen.getByRole('button', { name: '重试' })).toBeEnabled())
    expect(screen.getByRole('heading', { name: '后端接口连接异常' })).toBeInTheDocument()

    serverUp = true
    await user.click(screen.getByRole('button', { name: '重试' }))

    expect(await screen.findByRole('heading', { name: '首页' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(calls.permissionInfo).toBe(3)
    expect(store.getState().session).toMatchObject({
      status: 'ready',
      bootstrapError: null,
      permissions: ['*:*:*'],
    })
  })

  it('退出登录 on the failed page ends the session and goes to the login page', async () => {
    const user = userEvent.setup()
    serveBootstrap(() => HttpResponse.error())
    reloadSignedIn()

    await user.click(within(await failedScreen()).getByRole('button', { name: '退出登录' }))

    expect(await screen.findByTestId('location')).toHaveTextContent('/login?redirect=%2Findex')
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull()
  })
})

describe('a signed-in reload with a session the server refuses', () => {
  it('401 with a refused refresh token still logs out', async () => {
    const refreshes: string[] = []
    serveBootstrap(() => HttpResponse.json(failure(401, '账号未登录')))
    server.use(
      http.post(apiUrl('/system/auth/refresh-token'), async ({ request }) => {
        refreshes.push(((await request.json()) as { refreshToken: string }).refreshToken)
        return HttpResponse.json(failure(401, '无效的刷新令牌'))
      }),
    )
    const store = reloadSignedIn()

    expect(await screen.findByTestId('location', {}, { timeout: 5000 })).toHaveTextContent(
      /^\/login/,
    )
    expect(refreshes).toEqual(['refresh-1'])
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull()
    expect(localStorage.getItem('REFRESH_TOKEN')).toBeNull()
    expect(store.getState().session.token).toBeNull()
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument()
  })
})

describe('the bootstrap calls the mount starts before React renders', () => {
  /** Counts each call and answers none until all three arrived: serial calls never would. */
  function serveTogether(permissionInfo: (request: Request) => Response) {
    const calls: Record<string, number> = {}
    let arrived = 0
    let allArrived: () => void = () => undefined
    const together = new Promise<void>((resolve) => {
      allArrived = resolve
    })
    const answer = (path: string, respond: (request: Request) => Response) =>
      http.get(apiUrl(path), async ({ request }) => {
        calls[path] = (calls[path] ?? 0) + 1
        arrived += 1
        if (arrived >= 3) allArrived()
        await together
        return respond(request)
      })
    server.use(
      answer(BOOTSTRAP_PATHS.dicts, () => HttpResponse.json(envelope([]))),
      answer(BOOTSTRAP_PATHS.permissionInfo, permissionInfo),
      answer(BOOTSTRAP_PATHS.menus, () => HttpResponse.json(envelope([]))),
    )
    return calls
  }

  it('are sent together, once each, and the page renders from their answers', async () => {
    const calls = serveTogether(() => HttpResponse.json(envelope(PERMISSION_INFO)))
    const store = reloadSignedIn({ prefetch: true })

    expect(await screen.findByRole('heading', { name: '首页' })).toBeInTheDocument()
    expect(calls).toEqual({
      [BOOTSTRAP_PATHS.dicts]: 1,
      [BOOTSTRAP_PATHS.permissionInfo]: 1,
      [BOOTSTRAP_PATHS.menus]: 1,
    })
    expect(store.getState().session).toMatchObject({ status: 'ready', permissions: ['*:*:*'] })
    expect(store.getState().dict.status).toBe('loaded')
  })

  it('an expired access token: the refused answer is dropped, the token refreshed, the session kept', async () => {
    const calls = serveTogether((request) =>
      request.headers.get('Authorization') === 'Bearer access-2'
        ? HttpResponse.json(envelope(PERMISSION_INFO))
        : HttpResponse.json(failure(401, '账号未登录')),
    )
    server.use(
      http.post(apiUrl('/system/auth/refresh-token'), () =>
        HttpResponse.json(
          envelope({ accessToken: 'access-2', refreshToken: 'refresh-2', expiresTime: 0 }),
        ),
      ),
    )
    const store = reloadSignedIn({ prefetch: true })

    expect(await screen.findByRole('heading', { name: '首页' })).toBeInTheDocument()
    // The mount's call and the api slice's are refused; the api slice refreshes and replays.
    expect(calls[BOOTSTRAP_PATHS.permissionInfo]).toBe(3)
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe('access-2')
    expect(store.getState().session.status).toBe('ready')
  })

  it('without them (a login, 重试) the three calls still go together', async () => {
    const calls = serveTogether(() => HttpResponse.json(envelope(PERMISSION_INFO)))
    reloadSignedIn()

    expect(await screen.findByRole('heading', { name: '首页' })).toBeInTheDocument()
    expect(Object.values(calls)).toEqual([1, 1, 1])
  })

  it('the layout skeleton shows while they run', async () => {
    serveTogether(() => HttpResponse.json(envelope(PERMISSION_INFO)))
    reloadSignedIn({ prefetch: true })

    expect(screen.getByRole('progressbar', { name: '正在加载控制台' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: '首页' })).toBeInTheDocument()
    expect(screen.queryByRole('progressbar', { name: '正在加载控制台' })).not.toBeInTheDocument()
  })

  it('a server that cannot be reached: the failed page with 重试, the tokens kept', async () => {
    serveBootstrap(() => HttpResponse.error())
    const store = reloadSignedIn({ prefetch: true })

    const alert = await failedScreen()
    expect(within(alert).getByRole('heading', { name: '后端接口连接异常' })).toBeInTheDocument()
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe('access-1')
    expect(store.getState().session.token).toBe('access-1')
  })
})
