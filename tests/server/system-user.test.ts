import { describe, expect, it } from 'vitest'
import { readXlsxRows } from '../../host-sandbox/api/src/lib/xlsx'
import { crudApi } from './support/crud-api'
import { useLogin, useSandbox } from './support/fixture'
import { FORBIDDEN } from './support/guards'
import { ADMIN, call, login, STAFF } from './support/http'

interface UserItem {
  id: number
  username: string
  nickname: string
  deptId: number | null
  deptName: string | null
  postIds: number[]
  mobile: string | null
  email: string | null
  status: number
}

const RULES = '密码长度为 8-16 位，须同时包含字母和数字，不能包含空格'
// Seeded departments: 纪念馆 (1) above 信息中心 (2), 票务部 (3), 宣教部 (4), 志愿服务部 (5), 办公室 (6).
const MUSEUM = 1
const TICKETS = 3
const EDUCATION = 4
const CLERK_POST = 6
const GUIDE_POST = 4

const newUser = (overrides: Record<string, unknown> = {}) => ({
  username: 'gate01',
  nickname: '检票员一号',
  password: 'Gate2026ok',
  deptId: TICKETS,
  postIds: [CLERK_POST],
  mobile: '13700000001',
  email: 'gate01@museum.example.org',
  sex: 1,
  remark: '入口检票',
  ...overrides,
})

describe('用户管理: /system/user', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)
  const users = crudApi<UserItem>(sandbox, '/system/user', admin)
  const put = (path: string, json: unknown, token = admin.token) =>
    call(sandbox, `/system/user/${path}`, { method: 'PUT', token, json })
  let gateId = 0

  it('creates a user in a department with posts; the item names the department and never the password', async () => {
    const created = await users.create(newUser())
    expect(created.code).toBe(0)
    gateId = created.data
    const item = (await users.get(gateId)).data
    expect(item).toMatchObject({
      username: 'gate01',
      nickname: '检票员一号',
      deptId: TICKETS,
      deptName: '票务部',
      postIds: [CLERK_POST],
      status: 0,
    })
    expect(JSON.stringify(item)).not.toMatch(/password|Gate2026ok|scrypt/i)
    const page = await users.page({ username: 'gate01' })
    expect(JSON.stringify(page.data)).not.toMatch(/password|Gate2026ok/i)
    expect((await login(sandbox, 'gate01', 'Gate2026ok')).userId).toBe(gateId)
  })

  it('refuses a password outside the rules with the rules text', async () => {
    for (const password of ['short1', 'onlyletters', '123456789', 'has space1', 'a1'.repeat(9)]) {
      expect(
        await users.create(newUser({ username: 'weakpw', password, mobile: '', email: '' })),
      ).toMatchObject({ code: 400, msg: `请求参数不正确:${RULES}` })
    }
    expect(await users.create(newUser({ username: 'nopw', password: '' }))).toMatchObject({
      msg: '请求参数不正确:用户密码不能为空',
    })
  })

  it('refuses a taken username, mobile or email with its own text', async () => {
    expect(await users.create(newUser({ mobile: '13700000009', email: '' }))).toMatchObject({
      code: 1_002_003_000,
      msg: '用户账号已经存在',
    })
    expect(await users.create(newUser({ username: 'gate02', email: '' }))).toMatchObject({
      code: 1_002_003_001,
      msg: '手机号已经存在',
    })
    expect(await users.create(newUser({ username: 'gate02', mobile: '' }))).toMatchObject({
      code: 1_002_003_002,
      msg: '邮箱已经存在',
    })
    // Updating a user keeps their own values without clashing with themself.
    expect(await users.update({ ...newUser({ nickname: '检票员甲' }), id: gateId })).toMatchObject({
      code: 0,
    })
    expect(await users.update({ ...newUser({ username: 'staff' }), id: gateId })).toMatchObject({
      msg: '用户账号已经存在',
    })
  })

  it('refuses a department or post that does not exist', async () => {
    const other = { username: 'gate03', mobile: '', email: '' }
    expect(await users.create(newUser({ ...other, deptId: 999 }))).toMatchObject({
      msg: '当前部门不存在',
    })
    expect(await users.create(newUser({ ...other, postIds: [CLERK_POST, 999] }))).toMatchObject({
      msg: '当前岗位不存在',
    })
    expect(await users.update({ ...newUser({ deptId: 999 }), id: gateId })).toMatchObject({
      msg: '当前部门不存在',
    })
  })

  it('updates without touching the password, and replaces the posts', async () => {
    const result = await users.update({
      ...newUser({ password: 'Ignored999', postIds: [GUIDE_POST], deptId: EDUCATION }),
      id: gateId,
    })
    expect(result.code).toBe(0)
    expect((await users.get(gateId)).data).toMatchObject({
      deptId: EDUCATION,
      deptName: '宣教部',
      postIds: [GUIDE_POST],
    })
    expect((await login(sandbox, 'gate01', 'Gate2026ok')).userId).toBe(gateId)
    expect(await users.update({ ...newUser(), id: 99_999 })).toMatchObject({ msg: '用户不存在' })
    await users.update({ ...newUser(), id: gateId })
  })

  it('filters by username, mobile, status and a department including the ones below it', async () => {
    const byParent = await users.page({ deptId: MUSEUM, pageSize: 100 })
    expect(byParent.data.list.map((u) => u.username)).toContain('gate01')
    const byTickets = await users.page({ deptId: TICKETS, pageSize: 100 })
    expect(byTickets.data.list.map((u) => u.username)).toContain('gate01')
    expect(byTickets.data.list.every((u) => u.deptId === TICKETS)).toBe(true)
    const byEducation = await users.page({ deptId: EDUCATION, pageSize: 100 })
    expect(byEducation.data.list.map((u) => u.username)).not.toContain('gate01')
    expect((await users.page({ mobile: '1370000000' })).data.list.map((u) => u.id)).toEqual([
      gateId,
    ])
    const disabled = await users.page({ status: 1, pageSize: 100 })
    expect(disabled.data.list.length).toBeGreaterThan(0)
    expect(disabled.data.list.every((u) => u.status === 1)).toBe(true)
  })

  it('resets a password (rules apply) and ends the user’s sessions', async () => {
    const session = await login(sandbox, 'gate01', 'Gate2026ok')
    expect(await put('update-password', { id: gateId, password: 'short' })).toMatchObject({
      msg: `请求参数不正确:${RULES}`,
    })
    expect(await put('update-password', { id: gateId, password: 'NewGate2027' })).toEqual({
      code: 0,
      data: true,
      msg: '',
    })
    expect(
      (await call(sandbox, '/system/user/profile/get', { token: session.accessToken })).code,
    ).toBe(401)
    expect((await login(sandbox, 'gate01', 'NewGate2027')).userId).toBe(gateId)
    expect(await put('update-password', { id: 99_999, password: 'NewGate2027' })).toMatchObject({
      msg: '用户不存在',
    })
  })

  it('disabling ends the user’s sessions and refuses their login; nobody disables themself', async () => {
    const session = await login(sandbox, 'gate01', 'NewGate2027')
    expect(await put('update-status', { id: gateId, status: 1 })).toMatchObject({ code: 0 })
    expect(
      (await call(sandbox, '/system/user/profile/get', { token: session.accessToken })).code,
    ).toBe(401)
    const refused = await call(sandbox, '/system/auth/login', {
      method: 'POST',
      json: { username: 'gate01', password: 'NewGate2027' },
    })
    expect(refused.code).not.toBe(0)
    expect(await put('update-status', { id: gateId, status: 0 })).toMatchObject({ code: 0 })
    expect((await login(sandbox, 'gate01', 'NewGate2027')).userId).toBe(gateId)

    expect(await put('update-status', { id: 1, status: 1 })).toMatchObject({
      code: 1_002_003_012,
      msg: '不能禁用当前登录的用户',
    })
    expect((await users.get(1)).data).toMatchObject({ status: 0 })
  })

  it('exports the filtered users as .xlsx without passwords', async () => {
    const response = await users.exportFile({ deptId: TICKETS })
    expect(response.headers.get('content-disposition')).toContain('users.xlsx')
    const bytes = Buffer.from(await response.arrayBuffer())
    const rows = await readXlsxRows(bytes)
    const [header, ...body] = rows.map((row) => row.cells)
    expect(header).toEqual(
      expect.arrayContaining(['用户编号', '用户名称', '用户昵称', '部门名称', '手机号码']),
    )
    const names = body.map((cells) => cells[1])
    expect(names).toContain('gate01')
    expect(names).not.toContain('admin')
    expect(header.join()).not.toMatch(/密码/)
    expect(body.flat().join()).not.toMatch(/scrypt|NewGate2027|\$/)
  })

  it('deletes a user, whose sessions end with them; nobody deletes themself', async () => {
    const session = await login(sandbox, 'gate01', 'NewGate2027')
    expect(await users.remove(1)).toMatchObject({
      code: 1_002_003_011,
      msg: '不能删除当前登录的用户',
    })
    expect((await users.get(1)).data).toMatchObject({ username: 'admin' })
    expect(await users.remove(gateId)).toEqual({ code: 0, data: true, msg: '' })
    expect((await users.get(gateId)).data).toBeNull()
    expect(
      (await call(sandbox, '/system/user/profile/get', { token: session.accessToken })).code,
    ).toBe(401)
    expect(await users.remove(gateId)).toMatchObject({ msg: '用户不存在' })
  })

  it('checks every permission on the server', async () => {
    expect(await users.page({}, staff.token)).toEqual(FORBIDDEN)
    expect(await users.create(newUser({ username: 'sneaky' }), staff.token)).toEqual(FORBIDDEN)
    expect(await users.update({ ...newUser(), id: 2 }, staff.token)).toEqual(FORBIDDEN)
    expect(await users.remove(3, staff.token)).toEqual(FORBIDDEN)
    expect(await (await users.exportFile({}, staff.token)).json()).toEqual(FORBIDDEN)
    expect(await put('update-password', { id: 3, password: 'Hijack1234' }, staff.token)).toEqual(
      FORBIDDEN,
    )
    expect(await put('update-status', { id: 3, status: 1 }, staff.token)).toEqual(FORBIDDEN)
    // The pick list stays open to any signed-in user.
    const simple = await call(sandbox, '/system/user/list-all-simple', { token: staff.token })
    expect(simple.code).toBe(0)
  })
})

describe('用户管理: data scope', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const LEADER_ROLE = 3 // 部门负责人, held by ticketlead (票务部)
  const USER_MENUS = [1, 100, 1001, 1005]
  const post = (path: string, json: unknown) =>
    call(sandbox, `/system/permission/${path}`, { method: 'POST', token: admin.token, json })

  it('a role scoped to its own department sees and exports only that department’s users', async () => {
    expect(
      (await post('assign-role-menu', { roleId: LEADER_ROLE, menuIds: USER_MENUS })).code,
    ).toBe(0)
    expect(
      (
        await post('assign-role-data-scope', {
          roleId: LEADER_ROLE,
          dataScope: 3,
          dataScopeDeptIds: [],
        })
      ).code,
    ).toBe(0)
    const lead = await login(sandbox, 'ticketlead', 'ticketlead123')
    const users = crudApi<UserItem>(sandbox, '/system/user', { token: lead.accessToken })
    const page = await users.page({ pageSize: 100 })
    expect(page.code).toBe(0)
    expect(page.data.total).toBeGreaterThan(1)
    expect(page.data.list.every((u) => u.deptId === TICKETS)).toBe(true)
    // Asking for the whole museum does not widen it.
    const wide = await users.page({ deptId: MUSEUM, pageSize: 100 })
    expect(wide.data.list.every((u) => u.deptId === TICKETS)).toBe(true)
    // Someone of another department is not there at all.
    expect((await users.get(1)).data).toBeNull()

    const rows = await readXlsxRows(Buffer.from(await (await users.exportFile({})).arrayBuffer()))
    const names = rows.slice(1).map((row) => row.cells[1])
    expect(names).toContain('ticketlead')
    expect(names).not.toContain('admin')
    expect(names).toHaveLength(page.data.total)
  })
})

describe('用户管理: passwords stay out of the request log', () => {
  const lines: string[] = []
  const sandbox = useSandbox({ requestLog: (line) => lines.push(line) })
  const admin = useLogin(sandbox, ADMIN)

  it('logs create and 重置密码 without the passwords', async () => {
    const users = crudApi<UserItem>(sandbox, '/system/user', admin)
    const created = await users.create(newUser({ password: 'Logged1234x' }))
    expect(created.code).toBe(0)
    const reset = await call(sandbox, '/system/user/update-password', {
      method: 'PUT',
      token: admin.token,
      json: { id: created.data, password: 'Logged5678y' },
    })
    expect(reset.code).toBe(0)
    const log = lines.join('\n')
    expect(log).toContain('/system/user/create')
    expect(log).toContain('/system/user/update-password')
    expect(log).not.toMatch(/Logged1234x|Logged5678y/)
  })
})
