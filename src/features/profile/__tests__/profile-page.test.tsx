import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import defaultAvatar from '@/shared/assets/default-avatar.svg'
import { apiUrl, envelope, failure } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { renderRoutedPage } from '@/shared/test-utils/render-routed-page'
import ProfilePage from '../pages/profile-page'
import type { UserProfile } from '../api/profile-api'

const server = setupMswServer()

const PROFILE: UserProfile = {
  id: 1,
  username: 'admin',
  nickname: '馆务管理员',
  email: 'admin@museum.example',
  mobile: '13800138000',
  sex: 1,
  avatar: null,
  status: 0,
  loginIp: '127.0.0.1',
  loginDate: null,
  createTime: new Date(2024, 2, 5, 9, 30, 0).getTime(),
  roles: [{ id: 1, name: '超级管理员' }],
  dept: { id: 100, name: '票务部' },
  posts: [{ id: 1, name: '部长' }],
  socialUsers: [],
}

function serveProfile(profile: UserProfile = PROFILE) {
  server.use(
    http.get(apiUrl('/system/user/profile/get'), () => HttpResponse.json(envelope(profile))),
  )
}

function renderProfile() {
  localStorage.setItem('ACCESS_TOKEN', 'user-token')
  return renderRoutedPage(<ProfilePage />, { path: '/user/profile', url: '/user/profile' })
}

/** Answers PUT `path` with `response` and records the JSON bodies sent to it. */
function capturePut(path: string, response: object = envelope(true)) {
  const bodies: unknown[] = []
  server.use(
    http.put(apiUrl(path), async ({ request }) => {
      bodies.push(await request.json())
      return HttpResponse.json(response)
    }),
  )
  return bodies
}

/** Renders the personal centre, recording password changes, and opens its 修改密码 tab. */
async function openPasswordForm() {
  const user = userEvent.setup()
  serveProfile()
  const bodies = capturePut('/system/user/profile/update-password')
  renderProfile()
  await user.click(await screen.findByRole('tab', { name: '修改密码' }))
  return { user, bodies, form: screen.getByRole('form', { name: '修改密码' }) }
}

describe('personal centre', () => {
  it('shows who the user is, with the default avatar when none is set', async () => {
    serveProfile()
    renderProfile()

    expect(await screen.findByRole('heading', { name: '馆务管理员' })).toBeInTheDocument()
    expect(screen.getByText('票务部 / 部长')).toBeInTheDocument()
    expect(screen.getByText('超级管理员')).toBeInTheDocument()
    expect(screen.getByText('2024-03-05 09:30:00')).toBeInTheDocument()
    expect(screen.getByText('admin@museum.example')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: '馆务管理员' })).toHaveAttribute('src', defaultAvatar)
  })

  it('saves the basic information and says so', async () => {
    const user = userEvent.setup()
    serveProfile()
    const bodies = capturePut('/system/user/profile/update')
    renderProfile()

    const form = await screen.findByRole('form', { name: '基本资料' })
    const nickname = within(form).getByLabelText(/用户昵称/)
    await user.clear(nickname)
    await user.type(nickname, ' 票务主管 ')
    await user.click(within(form).getByRole('radio', { name: '女' }))
    await user.click(within(form).getByRole('button', { name: '保存' }))

    expect(await screen.findByText('修改成功')).toBeInTheDocument()
    expect(bodies).toEqual([
      { nickname: '票务主管', mobile: '13800138000', email: 'admin@museum.example', sex: 2 },
    ])
  })

  it('checks the mobile and email patterns and keeps the input when the server refuses', async () => {
    const user = userEvent.setup()
    serveProfile()
    const bodies = capturePut('/system/user/profile/update', failure(1002003001, '手机号已经存在'))
    renderProfile()

    const form = await screen.findByRole('form', { name: '基本资料' })
    const mobile = within(form).getByLabelText(/手机号码/)
    const email = within(form).getByLabelText(/邮箱/)
    await user.clear(mobile)
    await user.type(mobile, '1234')
    await user.clear(email)
    await user.type(email, 'not-an-email')
    await user.click(within(form).getByRole('button', { name: '保存' }))

    expect(await within(form).findByText('请输入正确的手机号码')).toBeInTheDocument()
    expect(within(form).getByText('请输入正确的邮箱地址')).toBeInTheDocument()
    expect(bodies).toHaveLength(0)

    await user.clear(mobile)
    await user.type(mobile, '13900139000')
    await user.clear(email)
    await user.type(email, 'ops@museum.example')
    await user.click(within(form).getByRole('button', { name: '保存' }))

    expect(await screen.findByText('手机号已经存在')).toBeInTheDocument()
    expect(bodies).toHaveLength(1)
    expect(mobile).toHaveValue('13900139000')
    expect(email).toHaveValue('ops@museum.example')
    expect(screen.queryByText('修改成功')).not.toBeInTheDocument()
  })

  it('refuses a password confirmation that does not match', async () => {
    const { user, bodies, form } = await openPasswordForm()
    await user.type(within(form).getByLabelText(/旧密码/), 'admin123')
    await user.type(within(form).getByLabelText(/新密码/), 'newpass12')
    await user.type(within(form).getByLabelText(/确认密码/), 'newpass2')
    await user.click(within(form).getByRole('button', { name: '保存' }))

    expect(await within(form).findByText('两次输入的密码不一致')).toBeInTheDocument()
    expect(bodies).toHaveLength(0)
  })

  it('changes the password, then clears the form', async () => {
    const { user, bodies, form } = await openPasswordForm()
    await user.type(within(form).getByLabelText(/新密码/), 'abcdefgh')
    await user.click(within(form).getByRole('button', { name: '保存' }))
    expect(
      await within(form).findByText('密码长度为 8-16 位，须同时包含字母和数字，不能包含空格'),
    ).toBeInTheDocument()

    await user.type(within(form).getByLabelText(/旧密码/), 'admin123')
    await user.clear(within(form).getByLabelText(/新密码/))
    await user.type(within(form).getByLabelText(/新密码/), 'abcd1234')
    await user.type(within(form).getByLabelText(/确认密码/), 'abcd1234')
    await user.click(within(form).getByRole('button', { name: '保存' }))

    expect(await screen.findByText('修改成功')).toBeInTheDocument()
    expect(bodies).toEqual([{ oldPassword: 'admin123', newPassword: 'abcd1234' }])
    await waitFor(() => expect(within(form).getByLabelText(/旧密码/)).toHaveValue(''))
    expect(within(form).getByLabelText(/新密码/)).toHaveValue('')
    expect(within(form).getByLabelText(/确认密码/)).toHaveValue('')
  })

  it('uploads a new avatar as multipart avatarFile and refuses files over 2 MB', async () => {
    const user = userEvent.setup()
    let profile = PROFILE
    server.use(
      http.get(apiUrl('/system/user/profile/get'), () => HttpResponse.json(envelope(profile))),
    )
    const uploads: { size: number; type: string }[] = []
    server.use(
      http.put(apiUrl('/system/user/profile/update-avatar'), async ({ request }) => {
        // jsdom's File crosses into Node's fetch as a plain blob part, so check size and type.
        const file = (await request.formData()).get('avatarFile')
        if (file && typeof file !== 'string') uploads.push({ size: file.size, type: file.type })
        profile = { ...PROFILE, avatar: 'http://127.0.0.1/files/avatar-1.png' }
        return HttpResponse.json(envelope(profile.avatar))
      }),
    )
    renderProfile()
    await screen.findByRole('heading', { name: '馆务管理员' })
    const input = screen.getByTestId('avatar-file-input')

    const tooBig = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })
    await user.upload(input, tooBig)
    expect(await screen.findByText('头像图片大小不能超过 2MB')).toBeInTheDocument()
    expect(uploads).toHaveLength(0)

    const small = new File([new Uint8Array(1024)], 'me.png', { type: 'image/png' })
    await user.upload(input, small)
    await waitFor(() => expect(uploads).toEqual([{ size: 1024, type: 'image/png' }]))
    await waitFor(() =>
      expect(screen.getByRole('img', { name: '馆务管理员' })).toHaveAttribute(
        'src',
        'http://127.0.0.1/files/avatar-1.png',
      ),
    )
  })
})
