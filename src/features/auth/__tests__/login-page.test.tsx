// The remembered password's key lives in IndexedDB, which jsdom lacks.
import 'fake-indexeddb/auto'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { saveRememberedLogin } from '@/shared/storage/remembered-login'
import { apiUrl, envelope, failure } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { renderRoutedPage } from '@/shared/test-utils/render-routed-page'
import { leaveConsoleFor } from '../model/leave-console'
import LoginPage from '../pages/login-page'

vi.mock('../model/leave-console', () => ({ leaveConsoleFor: vi.fn() }))

const server = setupMswServer()

const TOKENS = { userId: 1, accessToken: 'access-1', refreshToken: 'refresh-1', expiresTime: 0 }

function captureLogin(response: object = envelope(TOKENS)) {
  const bodies: unknown[] = []
  server.use(
    http.post(apiUrl('/system/auth/login'), async ({ request }) => {
      bodies.push(await request.json())
      return HttpResponse.json(response)
    }),
  )
  return bodies
}

function renderLogin(url = '/login') {
  return renderRoutedPage(<LoginPage />, { path: '/login', url })
}

async function fillPasswordForm(
  user: ReturnType<typeof userEvent.setup>,
  username: string,
  password: string,
) {
  await user.type(screen.getByLabelText('用户名'), username)
  await user.type(screen.getByLabelText('密码'), password)
}

describe('login page, password tab', () => {
  it('shows the console title, both tabs and the build version', () => {
    renderLogin()
    expect(screen.getByRole('heading', { name: '票务预约管理系统' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: '账号密码登录' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(screen.getByRole('tab', { name: '短信登录' })).toBeInTheDocument()
    expect(screen.getByText('v2025-04-27')).toBeInTheDocument()
  })

  it('trims the username, sends the credentials, stores the tokens and follows the redirect', async () => {
    const user = userEvent.setup()
    const bodies = captureLogin()
    renderLogin('/login?redirect=%2Fsystem%2Fdict%3Fa%3D1')

    await fillPasswordForm(user, '  admin  ', 'admin123')
    await user.keyboard('{Enter}')

    expect(await screen.findByTestId('location')).toHaveTextContent('/system/dict?a=1')
    expect(bodies).toEqual([{ username: 'admin', password: 'admin123' }])
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe('access-1')
    expect(localStorage.getItem('REFRESH_TOKEN')).toBe('refresh-1')
  })

  it('ignores a redirect that leaves the console', async () => {
    const user = userEvent.setup()
    captureLogin()
    renderLogin('/login?redirect=%2F%2Fevil.com%2Fphish')

    await fillPasswordForm(user, 'admin', 'admin123')
    await user.click(screen.getByRole('button', { name: '登录' }))

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/)
  })

  it('asks for the username and password before calling the server', async () => {
    const user = userEvent.setup()
    const bodies = captureLogin()
    renderLogin()

    await user.type(screen.getByLabelText('用户名'), '   ')
    await user.click(screen.getByRole('button', { name: '登录' }))

    expect(await screen.findByText('请输入用户名')).toBeInTheDocument()
    expect(screen.getByText('请输入密码')).toBeInTheDocument()
    expect(bodies).toHaveLength(0)
  })

  it('keeps what was typed and shows the server message when the password is wrong', async () => {
    const user = userEvent.setup()
    captureLogin(failure(1002000000, '登录失败，账号密码不正确'))
    renderLogin()

    await fillPasswordForm(user, 'admin', 'wrong-pass')
    await user.click(screen.getByRole('button', { name: '登录' }))

    expect(await screen.findByText('登录失败，账号密码不正确')).toBeInTheDocument()
    expect(screen.getByLabelText('用户名')).toHaveValue('admin')
    expect(screen.getByLabelText('密码')).toHaveValue('wrong-pass')
    await waitFor(() => expect(screen.getByRole('button', { name: '登录' })).toBeEnabled())
    expect(screen.queryByTestId('location')).not.toBeInTheDocument()
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull()
  })

  it('remembers the login when asked and prefills it next time', async () => {
    const user = userEvent.setup()
    captureLogin()
    const first = renderLogin()

    await fillPasswordForm(user, 'admin', 'admin123')
    await user.click(screen.getByRole('checkbox', { name: '记住密码' }))
    await user.click(screen.getByRole('button', { name: '登录' }))
    await screen.findByTestId('location')

    expect(localStorage.getItem('USERNAME')).toBe('admin')
    expect(localStorage.getItem('REMEMBER_ME')).toBe('true')
    const storedPassword = localStorage.getItem('PASSWORD')
    expect(storedPassword).toBeTruthy()
    expect(storedPassword).not.toContain('admin123')

    first.unmount()
    localStorage.removeItem('ACCESS_TOKEN')
    renderLogin()
    // The remembered password is unsealed asynchronously (WebCrypto with the IndexedDB-held key).
    await waitFor(() => expect(screen.getByLabelText('用户名')).toHaveValue('admin'))
    expect(screen.getByLabelText('密码')).toHaveValue('admin123')
    expect(screen.getByRole('checkbox', { name: '记住密码' })).toBeChecked()
  })

  it('forgets a remembered login when the box is unchecked', async () => {
    const user = userEvent.setup()
    captureLogin()
    await saveRememberedLogin({ username: 'keeper', password: 'secret-1', rememberMe: true })
    renderLogin()

    const remember = screen.getByRole('checkbox', { name: '记住密码' })
    await waitFor(() => expect(remember).toBeChecked())
    expect(screen.getByLabelText('用户名')).toHaveValue('keeper')
    await user.click(remember)
    await user.click(screen.getByRole('button', { name: '登录' }))
    await screen.findByTestId('location')

    expect(localStorage.getItem('USERNAME')).toBeNull()
    expect(localStorage.getItem('PASSWORD')).toBeNull()
    expect(localStorage.getItem('REMEMBER_ME')).toBeNull()
  })

  it('sends a user who is already logged in straight on', async () => {
    localStorage.setItem('ACCESS_TOKEN', 'still-valid')
    renderLogin('/login?redirect=%2Findex')
    expect(await screen.findByTestId('location')).toHaveTextContent('/index')
  })
})

describe('login page, SMS tab', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('trims the mobile number, sends the code and counts down before a resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const sent: unknown[] = []
    const logins: unknown[] = []
    server.use(
      http.post(apiUrl('/system/auth/send-sms-code'), async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json(envelope(true))
      }),
      http.post(apiUrl('/system/auth/sms-login'), async ({ request }) => {
        logins.push(await request.json())
        return HttpResponse.json(envelope(TOKENS))
      }),
    )
    renderLogin('/login?redirect=%2Fuser%2Fprofile')

    await user.click(screen.getByRole('tab', { name: '短信登录' }))
    const panel = screen.getByRole('form', { name: '短信登录' })
    await user.type(within(panel).getByLabelText('手机号'), ' 13800138000 ')
    await user.click(within(panel).getByRole('button', { name: '获取验证码' }))

    const countdown = await within(panel).findByRole('button', { name: '60s后重新获取' })
    expect(countdown).toBeDisabled()
    expect(sent).toEqual([{ mobile: '13800138000', scene: 21 }])
    expect(await screen.findByText('验证码已发送')).toBeInTheDocument()

    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(within(panel).getByRole('button', { name: '59s后重新获取' })).toBeDisabled()

    await user.type(within(panel).getByLabelText('验证码'), '123456')
    await user.click(within(panel).getByRole('button', { name: '登录' }))

    expect(await screen.findByTestId('location')).toHaveTextContent('/user/profile')
    expect(logins).toEqual([{ mobile: '13800138000', code: '123456' }])
  })

  it('asks for the 6-digit code before calling the server', async () => {
    const user = userEvent.setup()
    const logins: unknown[] = []
    server.use(
      http.post(apiUrl('/system/auth/sms-login'), async ({ request }) => {
        logins.push(await request.json())
        return HttpResponse.json(envelope(TOKENS))
      }),
    )
    renderLogin()

    await user.click(screen.getByRole('tab', { name: '短信登录' }))
    const panel = screen.getByRole('form', { name: '短信登录' })
    await user.type(within(panel).getByLabelText('手机号'), '13800138000')
    const code = within(panel).getByLabelText('验证码')
    await user.type(code, '1234')
    await user.click(within(panel).getByRole('button', { name: '登录' }))
    expect(await within(panel).findByText('请输入 6 位数字验证码')).toBeInTheDocument()
    // Longer than six digits cannot be typed at all.
    await user.type(code, '56789')
    expect(code).toHaveValue('123456')
    expect(logins).toHaveLength(0)
  })

  it('refuses a malformed mobile number without calling the server', async () => {
    const user = userEvent.setup()
    const sent: unknown[] = []
    server.use(
      http.post(apiUrl('/system/auth/send-sms-code'), async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json(envelope(true))
      }),
    )
    renderLogin()

    await user.click(screen.getByRole('tab', { name: '短信登录' }))
    const panel = screen.getByRole('form', { name: '短信登录' })
    await user.type(within(panel).getByLabelText('手机号'), '12345')
    await user.click(within(panel).getByRole('button', { name: '获取验证码' }))

    expect(await within(panel).findByText('请输入正确的手机号')).toBeInTheDocument()
    expect(within(panel).getByRole('button', { name: '获取验证码' })).toBeEnabled()
    expect(sent).toHaveLength(0)
  })
})

describe('login page, social login', () => {
  it('asks for the provider URL with a callback under the router base and leaves for it', async () => {
    const user = userEvent.setup()
    const asked: URLSearchParams[] = []
    server.use(
      http.get(apiUrl('/system/auth/social-auth-redirect'), ({ request }) => {
        asked.push(new URL(request.url).searchParams)
        return HttpResponse.json(envelope('https://gitee.example/oauth/authorize?client_id=x'))
      }),
    )
    renderLogin('/login?redirect=%2Fsystem%2Fdict')

    expect(screen.getByText('其他登录方式')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '使用Gitee登录' }))

    await waitFor(() =>
      expect(leaveConsoleFor).toHaveBeenCalledWith(
        'https://gitee.example/oauth/authorize?client_id=x',
      ),
    )
    expect(asked).toHaveLength(1)
    expect(asked[0].get('type')).toBe('10')
    const redirectUri = new URL(asked[0].get('redirectUri') ?? '')
    expect(redirectUri.origin).toBe(window.location.origin)
    expect(redirectUri.pathname).toBe('/social-login')
    expect(redirectUri.searchParams.get('type')).toBe('10')
    expect(redirectUri.searchParams.get('redirect')).toBe('/system/dict')
  })
})
