import { screen } from '@testing-library/react'
import { http } from 'msw'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { renderRoutedPage } from '@/shared/test-utils/render-routed-page'
import { GuestOnly } from '../guest-only'

const server = setupMswServer()

const PERMISSION_INFO = {
  user: { id: 1, nickname: '管理员', avatar: null },
  roles: [],
  permissions: [],
}

function openLogin(url = '/login?redirect=%2Fsystem%2Fdict') {
  return renderRoutedPage(
    <GuestOnly>
      <h1>账号登录</h1>
    </GuestOnly>,
    { path: '/login', url },
  )
}

function storeOldTokens() {
  localStorage.setItem('ACCESS_TOKEN', 'old-access')
  localStorage.setItem('REFRESH_TOKEN', 'old-refresh')
}

describe('GuestOnly (/login)', () => {
  it('a stale session (token and refresh refused) gets the login page, no session-expired dialog', async () => {
    storeOldTokens()
    const refreshes: string[] = []
    server.use(
      http.get(apiUrl('/system/auth/get-permission-info'), () => errorEnvelope(401, '账号未登录')),
      http.post(apiUrl('/system/auth/refresh-token'), async ({ request }) => {
        refreshes.push(await request.text())
        return errorEnvelope(401, '无效的刷新令牌')
      }),
    )
    openLogin()

    expect(await screen.findByRole('heading', { name: '账号登录' })).toBeInTheDocument()
    expect(refreshes).toHaveLength(1)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.queryByText(/登录状态已过期/)).not.toBeInTheDocument()
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull()
    expect(localStorage.getItem('REFRESH_TOKEN')).toBeNull()
  })

  it('a session that still holds goes on to the redirect', async () => {
    storeOldTokens()
    server.use(
      http.get(apiUrl('/system/auth/get-permission-info'), () => okEnvelope(PERMISSION_INFO)),
    )
    openLogin()
    expect(await screen.findByTestId('location')).toHaveTextContent('/system/dict')
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe('old-access')
  })

  it('an expired access token renewed by its refresh token goes on too', async () => {
    storeOldTokens()
    server.use(
      http.get(apiUrl('/system/auth/get-permission-info'), ({ request }) =>
        request.headers.get('authorization') === 'Bearer new-access'
          ? okEnvelope(PERMISSION_INFO)
          : errorEnvelope(401, '账号未登录'),
      ),
      http.post(apiUrl('/system/auth/refresh-token'), () =>
        okEnvelope({
          accessToken: 'new-access',
          refreshToken: 'new-refresh',
          userId: 1,
          expiresTime: 0,
        }),
      ),
    )
    openLogin()
    expect(await screen.findByTestId('location')).toHaveTextContent('/system/dict')
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe('new-access')
  })

  it('without tokens shows the login page at once, asking the server nothing', async () => {
    const asked: string[] = []
    server.events.on('request:start', ({ request }) => {
      asked.push(request.url)
    })
    openLogin()
    expect(screen.getByRole('heading', { name: '账号登录' })).toBeInTheDocument()
    expect(asked).toEqual([])
    server.events.removeAllListeners('request:start')
  })
})
