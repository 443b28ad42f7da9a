import { describe, expect, it } from 'vitest'
import { useLogin, useSandbox } from './support/fixture'
import { ADMIN, call, login, rawCall, STAFF } from './support/http'

// A 1x1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

interface Profile {
  id: number
  username: string
  nickname: string
  email: string
  mobile: string
  sex: number
  avatar: string
  status: number
  loginIp: string
  loginDate: number
  createTime: number
  roles: Array<{ id: number; name: string }>
  dept: { id: number; name: string } | null
  posts: Array<{ id: number; name: string }>
  socialUsers: Array<{ type: number; openid: string }>
}

describe('personal centre: /system/user/profile/*', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)

  const profile = (token: string | null) =>
    call<Profile>(sandbox, '/system/user/profile/get', { token })

  it('returns the full profile of the caller', async () => {
    const result = await profile(admin.token)
    expect(result.code).toBe(0)
    expect(result.data).toMatchObject({
      id: 1,
      username: 'admin',
      nickname: '纪念馆管理员',
      email: 'admin@museum.example.org',
      mobile: '15612345678',
      sex: 1,
      avatar: '',
      status: 0,
      loginIp: '127.0.0.1',
      roles: [{ id: 1, name: '超级管理员' }],
      dept: { id: 2, name: '信息中心' },
      posts: [{ id: 2, name: '信息主管' }],
      socialUsers: [{ type: 10, openid: 'sandbox-admin' }],
    })
    expect(result.data.loginDate).toBeGreaterThan(sandbox.clock.now() - 60_000)
    expect(typeof result.data.createTime).toBe('number')
    const staffProfile = await profile(staff.token)
    expect(staffProfile.data).toMatchObject({
      username: 'staff',
      dept: { name: '票务部' },
      socialUsers: [],
    })
  })

  it('needs a login', async () => {
    expect((await profile(null)).code).toBe(401)
  })

  it('updates nickname, email, mobile and sex', async () => {
    const update = await call(sandbox, '/system/user/profile/update', {
      method: 'PUT',
      token: staff.token,
      json: {
        nickname: '票务专员小王',
        email: 'wang@museum.example.org',
        mobile: '13800138000',
        sex: 1,
      },
    })
    expect(update).toEqual({ code: 0, data: true, msg: '' })
    expect((await profile(staff.token)).data).toMatchObject({
      nickname: '票务专员小王',
      email: 'wang@museum.example.org',
      mobile: '13800138000',
      sex: 1,
    })
  })

  it("refuses another user's mobile or email and invalid values", async () => {
    const put = (json: unknown) =>
      call(sandbox, '/system/user/profile/update', { method: 'PUT', token: staff.token, json })
    expect(await put({ nickname: 'x', mobile: '15612345678' })).toMatchObject({
      code: 1_002_003_001,
      msg: '手机号已经存在',
    })
    expect(await put({ nickname: 'x', email: 'admin@museum.example.org' })).toMatchObject({
      code: 1_002_003_002,
      msg: '邮箱已经存在',
    })
    expect(await put({ nickname: '', email: 'a@b.cn' })).toMatchObject({
      code: 400,
      msg: '请求参数不正确:用户昵称不能为空',
    })
    expect(await put({ nickname: 'x', email: 'not-an-email' })).toMatchObject({
      code: 400,
      msg: '请求参数不正确:邮箱格式不正确',
    })
    expect(await put({ nickname: 'x', mobile: '123' })).toMatchObject({
      code: 400,
      msg: '请求参数不正确:手机号格式不正确',
    })
    expect(await put({ nickname: 'x'.repeat(31) })).toMatchObject({
      code: 400,
      msg: '请求参数不正确:用户昵称长度不能超过 30 个字符',
    })
  })

  it('changes the password only with the right old password', async () => {
    const guide = await login(sandbox, 'guide', 'guide123')
    const change = (oldPassword: string, newPassword: string) =>
      call(sandbox, '/system/user/profile/update-password', {
        method: 'PUT',
        token: guide.accessToken,
        json: { oldPassword, newPassword },
      })
    expect(await change('not-mine', 'guide456')).toEqual({
      code: 1_002_003_005,
      data: null,
      msg: '用户密码校验失败',
    })
    for (const weak of [
      'guide12',
      'guidepassword',
      '12345678',
      'guide 1234',
      'guide12345678901x',
    ]) {
      expect(await change('guide123', weak)).toMatchObject({
        code: 400,
        msg: '请求参数不正确:密码长度为 8-16 位，须同时包含字母和数字，不能包含空格',
      })
    }
    expect(await change('guide123', 'guide456')).toEqual({ code: 0, data: true, msg: '' })
    const oldLogin = await call(sandbox, '/system/auth/login', {
      method: 'POST',
      json: { username: 'guide', password: 'guide123' },
    })
    expect(oldLogin.msg).toBe('登录失败，账号密码不正确')
    expect((await login(sandbox, 'guide', 'guide456')).userId).toBe(3)
  })

  it('stores an uploaded avatar and serves it back at the returned URL', async () => {
    const form = new FormData()
    form.append('avatarFile', new Blob([PNG], { type: 'image/png' }), 'me.png')
    const response = await rawCall(sandbox.apiUrl, '/system/user/profile/update-avatar', {
      method: 'PUT',
      token: admin.token,
      body: form,
    })
    const result = (await response.json()) as { code: number; data: string }
    expect(result.code).toBe(0)
    expect(result.data).toMatch(
      new RegExp(`^${sandbox.apiUrl}/infra/file/4/get/avatar/\\d{8}/[0-9a-f]{24}\\.png$`),
    )
    const image = await fetch(result.data)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG)
    expect((await profile(admin.token)).data.avatar).toBe(result.data)
    const info = await call<{ user: { avatar: string } }>(
      sandbox,
      '/system/auth/get-permission-info',
      {
        token: admin.token,
      },
    )
    expect(info.data.user.avatar).toBe(result.data)
  })

  it('refuses a missing file, an empty file or a non-image', async () => {
    const upload = async (form: FormData, token: string | null = admin.token) =>
      (await (
        await rawCall(sandbox.apiUrl, '/system/user/profile/update-avatar', {
          method: 'PUT',
          token,
          body: form,
        })
      ).json()) as { code: number; msg: string }
    const text = new FormData()
    text.append('avatarFile', new Blob(['hello'], { type: 'text/plain' }), 'a.txt')
    expect(await upload(text)).toMatchObject({
      code: 400,
      msg: '请求参数不正确:头像必须是图片文件',
    })
    const wrongField = new FormData()
    wrongField.append('file', new Blob([PNG], { type: 'image/png' }), 'a.png')
    expect(await upload(wrongField)).toMatchObject({
      code: 400,
      msg: '请求参数不正确:头像文件 avatarFile 不能为空',
    })
    const empty = new FormData()
    empty.append('avatarFile', new Blob([], { type: 'image/png' }), 'a.png')
    expect(await upload(empty)).toMatchObject({ msg: '文件为空' })
    const withoutLogin = new FormData()
    withoutLogin.append('avatarFile', new Blob([PNG], { type: 'image/png' }), 'a.png')
    expect(await upload(withoutLogin, null)).toMatchObject({ code: 401 })
  })

  it('GET /system/user/list-all-simple lists enabled users as {id, nickname}', async () => {
    const result = await call<Array<{ id: number; nickname: string }>>(
      sandbox,
      '/system/user/list-all-simple',
      { token: staff.token },
    )
    expect(result.code).toBe(0)
    // Every enabled seeded account; former (4) is disabled.
    expect(result.data.map((u) => u.id)).toEqual([
      1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18,
    ])
    expect(result.data[0]).toEqual({ id: 1, nickname: '纪念馆管理员' })
    expect((await call(sandbox, '/system/user/list-all-simple')).code).toBe(401)
  })
})

describe('personal centre: password change security', () => {
  const sandbox = useSandbox()
  const MINUTE = 60_000
  const LOCKED = {
    code: 1_002_003_010,
    data: null,
    msg: '旧密码错误次数过多，请 15 分钟后再修改密码',
  }

  const change = (token: string, oldPassword: string, newPassword: string) =>
    call(sandbox, '/system/user/profile/update-password', {
      method: 'PUT',
      token,
      json: { oldPassword, newPassword },
    })

  it('five wrong old passwords in 15 minutes lock the change (not the login)', async () => {
    const { accessToken } = await login(sandbox, 'guide', 'guide123')
    for (let i = 1; i <= 4; i++) {
      expect(await change(accessToken, `wrong-${i}`, 'guide456')).toMatchObject({
        msg: '用户密码校验失败',
      })
    }
    expect(await change(accessToken, 'wrong-5', 'guide456')).toEqual(LOCKED)
    expect(await change(accessToken, 'guide123', 'guide456')).toEqual(LOCKED)
    // Parallel guesses do not get around it either.
    const parallel = await Promise.all(
      Array.from({ length: 10 }, (_, i) => change(accessToken, `more-${i}`, 'guide456')),
    )
    expect(parallel.every((r) => r.code === LOCKED.code)).toBe(true)
    expect((await login(sandbox, 'guide', 'guide123')).userId).toBe(3)

    sandbox.clock.advance(15 * MINUTE + 1000)
    const fresh = await login(sandbox, 'guide', 'guide123')
    expect(await change(fresh.accessToken, 'guide123', 'guide456')).toMatchObject({ code: 0 })
  })

  it('a change ends the other sessions of the user and keeps the current one', async () => {
    const here = await login(sandbox, STAFF.username, STAFF.password)
    const elsewhere = await login(sandbox, STAFF.username, STAFF.password)
    const adminSession = await login(sandbox, ADMIN.username, ADMIN.password)
    expect(await change(here.accessToken, STAFF.password, 'staff456')).toMatchObject({ code: 0 })

    expect((await profile(here.accessToken)).code).toBe(0)
    expect((await profile(elsewhere.accessToken)).code).toBe(401)
    const refresh = (refreshToken: string) =>
      call(sandbox, '/system/auth/refresh-token', { method: 'POST', json: { refreshToken } })
    expect(await refresh(elsewhere.refreshToken)).toMatchObject({ code: 401 })
    expect((await refresh(here.refreshToken)).code).toBe(0)
    // Other users keep theirs.
    expect((await profile(adminSession.accessToken)).code).toBe(0)
  })

  const profile = (token: string) => call(sandbox, '/system/user/profile/get', { token })
})
