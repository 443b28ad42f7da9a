import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { apiUrl, envelope, errorEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { renderRoutedPage } from '@/shared/test-utils/render-routed-page'
import { leaveConsoleFor } from '../model/leave-console'
import SsoPage from '../pages/sso-page'

vi.mock('../model/leave-console', () => ({ leaveConsoleFor: vi.fn() }))

const server = setupMswServer()

beforeEach(() => {
  vi.mocked(leaveConsoleFor).mockClear()
})

const SSO_URL =
  '/sso?client_id=museum-portal&redirect_uri=https%3A%2F%2Fportal.example%2Fcallback' +
  '&response_type=code&scope=user.read%20user.write&state=s-1'

interface AuthorizePost {
  query: URLSearchParams
  contentType: string | null
  body: string
  authorization: string | null
}

function serveAuthorize(answer: (autoApprove: boolean) => string | null) {
  const posts: AuthorizePost[] = []
  const infoRequests: URLSearchParams[] = []
  server.use(
    // The page checks a stored session first.
    http.get(apiUrl('/system/auth/get-permission-info'), () =>
      HttpResponse.json(envelope({ user: { id: 1 }, roles: [], permissions: [] })),
    ),
    http.get(apiUrl('/system/oauth2/authorize'), ({ request }) => {
      infoRequests.push(new URL(request.url).searchParams)
      return HttpResponse.json(
        envelope({
          client: { name: '纪念馆门户', logo: '' },
          scopes: [
            { key: 'user.read', value: false },
            { key: 'user.write', value: false },
            { key: 'ticket.audit', value: false },
          ],
        }),
      )
    }),
    http.post(apiUrl('/system/oauth2/authorize'), async ({ request }) => {
      const query = new URL(request.url).searchParams
      posts.push({
        query,
        contentType: request.headers.get('content-type'),
        body: await request.text(),
        authorization: request.headers.get('authorization'),
      })
      return HttpResponse.json(envelope(answer(query.get('auto_approve') === 'true')))
    }),
  )
  return { posts, infoRequests }
}

describe('OAuth2 consent page (/sso)', () => {
  it('without a session explains it and offers the login page, coming back here afterwards', async () => {
    const user = userEvent.setup()
    renderRoutedPage(<SsoPage />, { path: '/sso', url: SSO_URL })
    expect(screen.getByRole('heading', { name: '请先登录' })).toBeInTheDocument()
    expect(
      screen.getByText(/第三方应用（museum-portal）请求使用您的控制台账号授权/),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: '前往登录' }))
    const location = await screen.findByTestId('location')
    const target = new URL(location.textContent ?? '', 'http://console.test')
    expect(target.pathname).toBe('/login')
    expect(target.searchParams.get('redirect')).toBe(SSO_URL)
  })

  it('with a stale session (refresh refused) says the login expired, with no dialog', async () => {
    localStorage.setItem('ACCESS_TOKEN', 'old-token')
    localStorage.setItem('REFRESH_TOKEN', 'old-refresh')
    const { infoRequests } = serveAuthorize(() => null)
    server.use(
      http.get(apiUrl('/system/auth/get-permission-info'), () => errorEnvelope(401, '账号未登录')),
      http.post(apiUrl('/system/auth/refresh-token'), () => errorEnvelope(401, '无效的刷新令牌')),
    )
    renderRoutedPage(<SsoPage />, { path: '/sso', url: SSO_URL })

    expect(await screen.findByRole('heading', { name: '登录状态已过期' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '重新登录' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(SSO_URL)}`,
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull()
    expect(infoRequests).toHaveLength(0)
  })

  it('shows the client and the requested scopes, and posts the decision as the server expects', async () => {
    localStorage.setItem('ACCESS_TOKEN', 'user-token')
    const user = userEvent.setup()
    const { posts, infoRequests } = serveAuthorize((autoApprove) =>
      autoApprove ? null : 'https://portal.example/callback?code=c-1&state=s-1',
    )
    renderRoutedPage(<SsoPage />, { path: '/sso', url: SSO_URL })

    expect(await screen.findByText('纪念馆门户')).toBeInTheDocument()
    expect(infoRequests[0].get('clientId')).toBe('museum-portal')
    expect(screen.getByText('此第三方应用请求获得以下权限：')).toBeInTheDocument()
    const read = screen.getByRole('checkbox', { name: '访问你的个人信息' })
    const write = screen.getByRole('checkbox', { name: '修改你的个人信息' })
    expect(read).toBeChecked()
    expect(write).toBeChecked()
    // Only the scopes the client asked for are offered.
    expect(screen.queryByRole('checkbox', { name: 'ticket.audit' })).not.toBeInTheDocument()

    // The silent auto-approval attempt came back empty, so the user decides.
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0].query.get('auto_approve')).toBe('true')
    expect(leaveConsoleFor).not.toHaveBeenCalled()

    await user.click(write)
    await user.click(screen.getByRole('button', { name: '同意授权' }))

    await waitFor(() =>
      expect(leaveConsoleFor).toHaveBeenCalledWith(
        'https://portal.example/callback?code=c-1&state=s-1',
      ),
    )
    const decision = posts[1]
    expect(decision.query.get('response_type')).toBe('code')
    expect(decision.query.get('client_id')).toBe('museum-portal')
    expect(decision.query.get('redirect_uri')).toBe('https://portal.example/callback')
    expect(decision.query.get('state')).toBe('s-1')
    expect(decision.query.get('auto_approve')).toBe('false')
    expect(JSON.parse(decision.query.get('scope') ?? '')).toEqual({
      'user.read': true,
      'user.write': false,
    })
    expect(decision.contentType).toContain('application/x-www-form-urlencoded')
    expect(decision.authorization).toBe('Bearer user-token')
  })

  it('denies every scope when the user refuses', async () => {
    localStorage.setItem('ACCESS_TOKEN', 'user-token')
    const user = userEvent.setup()
    const { posts } = serveAuthorize((autoApprove) =>
      autoApprove ? null : 'https://portal.example/callback?error=access_denied',
    )
    renderRoutedPage(<SsoPage />, { path: '/sso', url: SSO_URL })

    await user.click(await screen.findByRole('button', { name: '拒绝' }))

    await waitFor(() =>
      expect(leaveConsoleFor).toHaveBeenCalledWith(
        'https://portal.example/callback?error=access_denied',
      ),
    )
    const decision = posts.find((post) => post.query.get('auto_approve') === 'false')
    expect(JSON.parse(decision?.query.get('scope') ?? '')).toEqual({
      'user.read': false,
      'user.write': false,
    })
  })

  it('leaves at once when the user approved this client before', async () => {
    localStorage.setItem('ACCESS_TOKEN', 'user-token')
    serveAuthorize((autoApprove) =>
      autoApprove ? 'https://portal.example/callback?code=auto' : null,
    )
    renderRoutedPage(<SsoPage />, { path: '/sso', url: SSO_URL })
    await waitFor(() =>
      expect(leaveConsoleFor).toHaveBeenCalledWith('https://portal.example/callback?code=auto'),
    )
  })

  it('explains a request without client_id', () => {
    localStorage.setItem('ACCESS_TOKEN', 'user-token')
    renderRoutedPage(<SsoPage />, { path: '/sso', url: '/sso?response_type=code' })
    expect(screen.getByText(/授权请求缺少 client_id 参数/)).toBeInTheDocument()
  })
})
