import { StrictMode } from 'react'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { configureStore } from '@reduxjs/toolkit'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { HttpResponse } from 'msw'
import type { ConsoleEvent, HostBridge } from '@/shared/host/host-bridge'
import { HostBridgeContext } from '@/shared/host/host-bridge-context'
import { loggedOut, sessionSlice } from '@/shared/session/session-slice'
import { PopupHost } from '@/shared/test-utils/eager-popup-host'
import { envelope, failure } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { captureSsoLogins } from './sso-login-capture'
import { hostBridgeSlice, selectSso } from '../model/host-bridge-slice'
import SsoHandoffPage from '../pages/sso-handoff-page'

const server = setupMswServer()

const TOKENS = { userId: 1, accessToken: 'access-9', refreshToken: 'refresh-9', expiresTime: 0 }
const WAITING_TEXT = '正在通过门户登录，请稍候…'

function createStore() {
  return configureStore({
    reducer: {
      [sessionSlice.name]: sessionSlice.reducer,
      [hostBridgeSlice.name]: hostBridgeSlice.reducer,
    },
  })
}

/** The page on /login as the embedded app shows it: StrictMode, a store, the host's bridge. */
function renderHandoff(bridge: HostBridge) {
  const store = createStore()
  render(
    <StrictMode>
      <Provider store={store}>
        <HostBridgeContext.Provider value={bridge}>
          <MemoryRouter initialEntries={['/login?redirect=%2Fsystem%2Fdict']}>
            <Routes>
              <Route path="/login" element={<SsoHandoffPage />} />
            </Routes>
          </MemoryRouter>
        </HostBridgeContext.Provider>
        <PopupHost />
      </Provider>
    </StrictMode>,
  )
  return store
}

function fakeBridge(tokens: () => string | null = () => 'sso-token-1') {
  const events: ConsoleEvent[] = []
  const getSsoToken = vi.fn(async () => tokens())
  const bridge: HostBridge = { getSsoToken, onEvent: (event) => events.push(event) }
  return { bridge, getSsoToken, events }
}

const refused = () => HttpResponse.json(failure(401, 'SSO 令牌无效或已过期'))

/**
 * Lets React finish what the last change set off (renders, effects) without waiting on a clock.
 * An exchange starts in an effect and asks the host for its token at once, so a page that starts
 * exchanges on its own has called getSsoToken again by the time this resolves.
 */
const flushEffects = () => act(async () => {})

describe('SSO hand-off page', () => {
  it('shows that it is signing in through the portal while the exchange runs, then signs in', async () => {
    const { bridge, getSsoToken } = fakeBridge()
    let answer!: () => void
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    const bodies = captureSsoLogins(server, async () => {
      await answered
      return HttpResponse.json(envelope(TOKENS))
    })

    const store = renderHandoff(bridge)

    expect(screen.getByRole('heading', { name: '票务预约管理系统' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(WAITING_TEXT)
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(selectSso(store.getState()).status).toBe('exchanging')
    expect(screen.queryByRole('button', { name: '重新认证' })).not.toBeInTheDocument()

    await act(async () => answer())
    await waitFor(() => expect(selectSso(store.getState()).status).toBe('signed-in'))
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe('access-9')
    // Signed in: the session guard takes over; the page keeps saying it is busy, never an error.
    expect(screen.getByRole('status')).toHaveTextContent(WAITING_TEXT)
    await flushEffects()
    expect(getSsoToken).toHaveBeenCalledTimes(1)
    expect(bodies).toHaveLength(1)
  })

  it('shows a refused token’s reason and waits: no second request on its own', async () => {
    const { bridge, getSsoToken, events } = fakeBridge()
    const bodies = captureSsoLogins(server, refused)

    const store = renderHandoff(bridge)

    expect(await screen.findByText('单点登录失败：SSO 令牌无效或已过期')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '重新认证' })).toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    await flushEffects()
    expect(getSsoToken).toHaveBeenCalledTimes(1)
    expect(selectSso(store.getState()).status).toBe('failed')
    expect(bodies).toHaveLength(1)
    expect(events).toEqual([{ type: 'sso-failed', message: '单点登录失败：SSO 令牌无效或已过期' }])
    // Silent request: the page words the failure, no pop-up on top of it.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('makes exactly one more attempt when the user clicks 重新认证', async () => {
    const user = userEvent.setup()
    const { bridge, getSsoToken } = fakeBridge()
    const bodies = captureSsoLogins(server, refused)
    renderHandoff(bridge)
    await screen.findByText('单点登录失败：SSO 令牌无效或已过期')

    await user.click(screen.getByRole('button', { name: '重新认证' }))

    await waitFor(() => expect(bodies).toHaveLength(2))
    expect(await screen.findByRole('button', { name: '重新认证' })).toBeInTheDocument()
    await flushEffects()
    expect(getSsoToken).toHaveBeenCalledTimes(2)
    expect(bodies).toHaveLength(2)
  })

  it('signs in on the second attempt when the host has a fresh token by then', async () => {
    const user = userEvent.setup()
    const { bridge } = fakeBridge()
    let accept = false
    const bodies = captureSsoLogins(server, () =>
      accept ? HttpResponse.json(envelope(TOKENS)) : refused(),
    )
    const store = renderHandoff(bridge)
    await screen.findByRole('button', { name: '重新认证' })

    accept = true
    await user.click(screen.getByRole('button', { name: '重新认证' }))

    await waitFor(() => expect(selectSso(store.getState()).status).toBe('signed-in'))
    expect(bodies).toHaveLength(2)
    expect(screen.queryByRole('button', { name: '重新认证' })).not.toBeInTheDocument()
  })

  it('asks the user to sign in at the portal when the host has no token, without a request', async () => {
    const { bridge, getSsoToken } = fakeBridge(() => null)
    const bodies = captureSsoLogins(server, () => HttpResponse.json(envelope(TOKENS)))

    renderHandoff(bridge)

    expect(await screen.findByText('门户未提供登录凭证，请先在门户登录')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '重新认证' })).toBeInTheDocument()
    await flushEffects()
    expect(getSsoToken).toHaveBeenCalledTimes(1)
    expect(bodies).toHaveLength(0)
  })

  it('after a host logout, says so and exchanges nothing until the user asks', async () => {
    const user = userEvent.setup()
    const { bridge, getSsoToken } = fakeBridge()
    const bodies = captureSsoLogins(server, () => HttpResponse.json(envelope(TOKENS)))
    const store = createStore()
    store.dispatch(loggedOut('host'))
    render(
      <Provider store={store}>
        <HostBridgeContext.Provider value={bridge}>
          <MemoryRouter initialEntries={['/login']}>
            <Routes>
              <Route path="/login" element={<SsoHandoffPage />} />
            </Routes>
          </MemoryRouter>
        </HostBridgeContext.Provider>
      </Provider>,
    )

    expect(screen.getByText('门户已退出登录，请在门户重新登录后再使用本系统。')).toBeInTheDocument()
    await flushEffects()
    expect(getSsoToken).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: '重新登录' }))
    await waitFor(() => expect(selectSso(store.getState()).status).toBe('signed-in'))
    expect(bodies).toHaveLength(1)
  })
})
