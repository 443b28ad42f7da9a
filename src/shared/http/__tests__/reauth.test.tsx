import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http } from 'msw'
import { PopupHost } from '@/shared/test-utils/eager-popup-host'
import { createTestStore, type TestStore } from '@/shared/test-utils/create-test-store'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { callApi } from '@/shared/test-utils/probe-api'
import { getAccessToken, getRefreshToken, setTokens } from '@/shared/storage/auth-storage'
import { getPopupState } from '@/shared/ui/popups/popup-store'

const server = setupMswServer()

const SESSION_INVALID = { code: 401, msg: '无效的会话，或者会话已过期，请重新登录。' }
const DIALOG_TEXT = '登录状态已过期，您可以继续留在该页面，或者重新登录'

interface RefreshCall {
  url: URL
  authorization: string | null
  body: unknown
}

/** Data endpoints accept only 'Bearer fresh'; records every refresh call. */
function installServer(refresh: () => Response | Promise<Response>) {
  const refreshCalls: RefreshCall[] = []
  const dataCalls: string[] = []
  server.use(
    http.get(apiUrl('/test/item/:n'), ({ request, params }) => {
      const authorization = request.headers.get('Authorization') ?? ''
      dataCalls.push(authorization)
      return authorization === 'Bearer fresh'
        ? okEnvelope({ n: Number(params.n) })
        : errorEnvelope(401, '账号未登录')
    }),
    http.post(apiUrl('/system/auth/refresh-token'), async ({ request }) => {
      refreshCalls.push({
        url: new URL(request.url),
        authorization: request.headers.get('Authorization'),
        body: await request.json(),
      })
      await delay(30)
      return refresh()
    }),
  )
  return { refreshCalls, dataCalls }
}

async function fireConcurrent(store: TestStore, count: number) {
  let results: Awaited<ReturnType<typeof callApi>>[] = []
  await act(async () => {
    results = await Promise.all(
      Array.from({ length: count }, (_, n) => callApi(store, { url: `/test/item/${n}` })),
    )
  })
  return results
}

function loggedInStore(refreshToken: string | null = 'refresh-1') {
  setTokens({ accessToken: 'stale', refreshToken: refreshToken ?? '' })
  const store = createTestStore()
  render(<PopupHost />)
  return store
}

it('20 concurrent 401s: exactly one refresh call, then 20 replays with the new token', async () => {
  const { refreshCalls, dataCalls } = installServer(() =>
    okEnvelope({ userId: 1, accessToken: 'fresh', refreshToken: 'refresh-2', expiresTime: 0 }),
  )
  const store = loggedInStore()

  const results = await fireConcurrent(store, 20)

  expect(refreshCalls).toHaveLength(1)
  // The refresh token travels in the JSON body, never in the URL (access logs keep URLs).
  expect(refreshCalls[0].body).toEqual({ refreshToken: 'refresh-1' })
  expect(refreshCalls[0].url.search).toBe('')
  expect(refreshCalls[0].authorization).toBeNull()
  expect(results).toEqual(Array.from({ length: 20 }, (_, n) => ({ data: { n } })))
  expect(dataCalls.filter((a) => a === 'Bearer fresh')).toHaveLength(20)
  expect(getAccessToken()).toBe('fresh')
  expect(getRefreshToken()).toBe('refresh-2')
  expect(store.getState().session.token).toBe('fresh')
  expect(screen.queryByRole('dialog')).toBeNull()
  expect(screen.queryByTestId('popup-toasts')).toBeNull()
  expect(screen.queryByTestId('popup-notifications')).toBeNull()
})

it('a request started while the refresh runs waits for it and goes out with the new token', async () => {
  const { refreshCalls, dataCalls } = installServer(() =>
    okEnvelope({ accessToken: 'fresh', refreshToken: 'refresh-2' }),
  )
  const store = loggedInStore()
  let late: Awaited<ReturnType<typeof callApi>> | undefined
  await act(async () => {
    const first = callApi(store, { url: '/test/item/1' })
    // Let the first request get its 401 and start the refresh.
    await vi.waitFor(() => expect(refreshCalls).toHaveLength(1))
    late = await callApi(store, { url: '/test/item/2' })
    await first
  })
  expect(late).toEqual({ data: { n: 2 } })
  expect(refreshCalls).toHaveLength(1)
  // The late request never went out with the stale token.
  expect(dataCalls).toEqual(['Bearer stale', 'Bearer fresh', 'Bearer fresh'])
})

describe('refresh failure', () => {
  it('shows the session-expired dialog once and rejects every request', async () => {
    const { refreshCalls } = installServer(() => errorEnvelope(401, '无效的刷新令牌'))
    const store = loggedInStore()

    const results = await fireConcurrent(store, 20)

    expect(refreshCalls).toHaveLength(1)
    expect(results).toEqual(Array.from({ length: 20 }, () => ({ error: SESSION_INVALID })))
    // One dialog on screen and none queued behind it.
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    expect(getPopupState().dialogs).toHaveLength(1)
    const dialog = screen.getByRole('dialog', { name: '系统提示' })
    expect(dialog).toHaveTextContent(DIALOG_TEXT)
    expect(within(dialog).getByRole('button', { name: '重新登录' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeInTheDocument()
    // The refresh message itself is "just rejected": no toast, no notification.
    expect(screen.queryByTestId('popup-toasts')).toBeNull()
    expect(screen.queryByTestId('popup-notifications')).toBeNull()
  })

  it('重新登录 clears the tokens, the session and the cached responses', async () => {
    installServer(() => errorEnvelope(401, '刷新令牌已过期'))
    const store = loggedInStore()
    await fireConcurrent(store, 3)
    expect(Object.keys(store.getState().api.mutations)).not.toHaveLength(0)

    await userEvent.click(screen.getByRole('button', { name: '重新登录' }))

    expect(screen.queryByRole('dialog')).toBeNull()
    expect(getAccessToken()).toBeNull()
    expect(getRefreshToken()).toBeNull()
    expect(store.getState().session).toMatchObject({ token: null, status: 'anonymous' })
    expect(store.getState().api.mutations).toEqual({})
  })

  it('取消 keeps the session; the next 401 tries to refresh again', async () => {
    const { refreshCalls } = installServer(() => errorEnvelope(401, '无效的刷新令牌'))
    const store = loggedInStore()
    await fireConcurrent(store, 2)

    await userEvent.click(screen.getByRole('button', { name: '取消' }))

    expect(screen.queryByRole('dialog')).toBeNull()
    expect(getAccessToken()).toBe('stale')
    expect(store.getState().session.token).toBe('stale')

    await fireConcurrent(store, 2)
    expect(refreshCalls).toHaveLength(2)
    expect(getPopupState().dialogs).toHaveLength(1)
  })

  it('a refresh that cannot reach the server keeps the session: no dialog, the network error shows', async () => {
    let serverUp = false
    const { refreshCalls } = installServer(() =>
      serverUp
        ? okEnvelope({ userId: 1, accessToken: 'fresh', refreshToken: 'refresh-2', expiresTime: 0 })
        : Response.error(),
    )
    const store = loggedInStore()

    const results = await fireConcurrent(store, 5)

    expect(refreshCalls).toHaveLength(1)
    for (const result of results) {
      expect(result).toHaveProperty('error')
      expect(result).not.toEqual({ error: SESSION_INVALID })
    }
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(await screen.findAllByText('后端接口连接异常')).not.toHaveLength(0)
    expect(getAccessToken()).toBe('stale')
    expect(getRefreshToken()).toBe('refresh-1')
    expect(store.getState().session.token).toBe('stale')

    // The server is back: the next 401 refreshes and the request succeeds.
    serverUp = true
    expect(await fireConcurrent(store, 1)).toEqual([{ data: { n: 0 } }])
    expect(refreshCalls).toHaveLength(2)
    expect(getAccessToken()).toBe('fresh')
  })
})

it('no refresh token: no refresh call, the dialog shows once and requests reject', async () => {
  const { refreshCalls } = installServer(() => okEnvelope({}))
  const store = loggedInStore(null)

  const results = await fireConcurrent(store, 5)

  expect(refreshCalls).toHaveLength(0)
  expect(results).toEqual(Array.from({ length: 5 }, () => ({ error: SESSION_INVALID })))
  expect(getPopupState().dialogs).toHaveLength(1)
  expect(screen.getByRole('dialog', { name: '系统提示' })).toHaveTextContent(DIALOG_TEXT)
})

it('a 401 that arrives after the user logged out is rejected without a dialog', async () => {
  let arrived = false
  server.use(
    http.get(apiUrl('/test/slow-401'), async () => {
      arrived = true
      await delay(50)
      return errorEnvelope(401, '账号未登录')
    }),
  )
  const store = loggedInStore()
  let result: Awaited<ReturnType<typeof callApi>> | undefined
  await act(async () => {
    const pending = callApi(store, { url: '/test/slow-401' })
    await vi.waitFor(() => expect(arrived).toBe(true))
    localStorage.clear()
    result = await pending
  })
  expect(result).toEqual({ error: SESSION_INVALID })
  expect(screen.queryByRole('dialog')).toBeNull()
})
