import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { apiUrl, envelope, failure } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { renderRoutedPage } from '@/shared/test-utils/render-routed-page'
import SocialLoginPage from '../pages/social-login-page'

const server = setupMswServer()

function captureSocialLogin(response: object) {
  const bodies: unknown[] = []
  server.use(
    http.post(apiUrl('/system/auth/social-login'), async ({ request }) => {
      bodies.push(await request.json())
      return HttpResponse.json(response)
    }),
  )
  return bodies
}

function renderCallback(url: string) {
  return renderRoutedPage(<SocialLoginPage />, { path: '/social-login', url })
}

describe('social login callback page', () => {
  it('exchanges the code once, stores the tokens and goes to the redirect', async () => {
    const bodies = captureSocialLogin(
      envelope({ userId: 1, accessToken: 'social-access', refreshToken: 'social-refresh' }),
    )
    renderCallback('/social-login?type=10&redirect=%2Fuser%2Fprofile&code=abc&state=xyz')

    expect(screen.getByText('正在登录…')).toBeInTheDocument()
    expect(await screen.findByTestId('location')).toHaveTextContent('/user/profile')
    expect(bodies).toEqual([{ type: 10, code: 'abc', state: 'xyz' }])
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe('social-access')
  })

  it('goes to / when the redirect leaves the console', async () => {
    captureSocialLogin(envelope({ accessToken: 'a', refreshToken: 'r' }))
    renderCallback('/social-login?type=20&redirect=%2F%2Fevil.com&code=abc&state=xyz')
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/)
  })

  it('shows the server message and a way back to the login page, without retrying', async () => {
    const user = userEvent.setup()
    const bodies = captureSocialLogin(failure(1002000004, '未绑定账号，需要进行绑定'))
    renderCallback('/social-login?type=10&code=used&state=xyz')

    expect(await screen.findByText('未绑定账号，需要进行绑定')).toBeInTheDocument()
    expect(bodies).toHaveLength(1)
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull()

    await user.click(screen.getByRole('link', { name: '返回登录' }))
    expect(await screen.findByTestId('location')).toHaveTextContent('/login')
    expect(bodies).toHaveLength(1)
  })

  it('explains a callback without a code instead of calling the server', () => {
    const bodies = captureSocialLogin(envelope({ accessToken: 'a', refreshToken: 'r' }))
    renderCallback('/social-login?type=10')
    expect(screen.getByText('登录参数不完整，请重新登录')).toBeInTheDocument()
    expect(bodies).toHaveLength(0)
  })
})
