import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { readXlsxRows, xlsxTemplate } from '../../host-sandbox/api/src/lib/xlsx'
import { USER_IMPORT_HEADERS, type UserImportResult } from '../../src/shared/wire/user-import'
import { useLogin, useSandbox } from './support/fixture'
import { FORBIDDEN } from './support/guards'
import { ADMIN, call, login, rawCall, STAFF, type Envelope } from './support/http'

type Row = [string, string, string, string, string, string, string]

const HEADERS = [...USER_IMPORT_HEADERS]
// Each test's users get mobiles of their own (the last four digits).
const MOBILE_ENDS: Record<string, string> = { imp: '1111', upd: '2222', dup: '3333', stf: '4444' }

/** Good row n: unique username, mobile and email, in 票务部 (by name) or 宣教部 (by id 4). */
function goodRow(prefix: string, n: number): Row {
  const username = `${prefix}${String(n).padStart(3, '0')}`
  return [
    username,
    `导入用户${n}`,
    n % 2 ? '票务部' : '4',
    `${username}@museum.example.org`,
    `139${String(n).padStart(4, '0')}${MOBILE_ENDS[prefix]}`,
    n % 3 ? '男' : '女',
    '开启',
  ]
}

const workbook = (rows: unknown[][], headers: string[] = HEADERS) => xlsxTemplate(headers, rows)

describe('user import: /system/user/get-import-template and /system/user/import', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const staff = useLogin(sandbox, STAFF)

  const upload = async (
    content: Buffer | string,
    options: { updateSupport?: boolean; token?: string; fileName?: string } = {},
  ) => {
    const form = new FormData()
    if (options.updateSupport !== undefined) {
      form.append('updateSupport', String(options.updateSupport))
    }
    // Node's Buffer typings are wider than BlobPart's; the bytes are what Blob takes.
    const bytes = typeof content === 'string' ? content : new Uint8Array(content)
    form.append('file', new Blob([bytes]), options.fileName ?? 'users.xlsx')
    const response = await rawCall(sandbox.apiUrl, '/system/user/import', {
      method: 'POST',
      token: options.token ?? admin.token,
      body: form,
    })
    return (await response.json()) as Envelope<UserImportResult>
  }

  const usersNamed = (usernames: string[]) => {
    const db = new Database(sandbox.dbPath, { readonly: true })
    try {
      const marks = usernames.map(() => '?').join(', ')
      return db
        .prepare(
          `SELECT username, nickname, dept_id, email, mobile, sex, status FROM system_users
           WHERE username IN (${marks}) ORDER BY username`,
        )
        .all(...usernames) as Array<{
        username: string
        nickname: string
        dept_id: number | null
        email: string | null
        mobile: string | null
        sex: number
        status: number
      }>
    } finally {
      db.close()
    }
  }

  it('serves the template: the headers and one example row, as .xlsx', async () => {
    const response = await rawCall(sandbox.apiUrl, '/system/user/get-import-template', {
      token: admin.token,
    })
    expect(response.headers.get('content-type')).toContain('spreadsheetml')
    expect(response.headers.get('content-disposition')).toContain(
      encodeURIComponent('用户导入模板.xlsx'),
    )
    const rows = await readXlsxRows(Buffer.from(await response.arrayBuffer()))
    expect(rows[0]?.cells).toEqual(HEADERS)
    expect(rows).toHaveLength(2)
    expect(rows[1]?.cells.slice(5)).toEqual(['男', '开启'])
  })

  it('imports 50 rows with 3 bad ones: 47 created with the initial password, 3 refused with why', async () => {
    const rows = Array.from({ length: 50 }, (_, i) => goodRow('imp', i + 1))
    rows[9] = ['bad-name!', '坏账号', '票务部', '', '', '男', '开启']
    rows[19] = ['imp020', '', '不存在的部门', '', '12345', '未知', '开启']
    rows[29] = ['imp030', '重复手机号', '票务部', '', '15612345678', '女', '开启']
    const result = await upload(await workbook(rows))
    expect(result.code).toBe(0)
    expect(result.data.createUsernames).toHaveLength(47)
    expect(result.data.updateUsernames).toEqual([])
    expect(result.data.failureUsernames).toEqual({
      'bad-name!': '用户账号由 4-30 位数字、字母组成',
      imp020:
        '用户昵称不能为空；部门「不存在的部门」不存在；手机号格式不正确；用户性别只能填写 男 或 女',
      imp030: '手机号已经存在',
    })
    expect(usersNamed(['bad-name!', 'imp020', 'imp030'])).toEqual([])
    const stored = usersNamed(['imp001', 'imp002', 'imp003'])
    expect(stored).toEqual([
      {
        username: 'imp001',
        nickname: '导入用户1',
        dept_id: 3,
        email: 'imp001@museum.example.org',
        mobile: '13900011111',
        sex: 1,
        status: 0,
      },
      expect.objectContaining({ username: 'imp002', dept_id: 4, sex: 1 }),
      expect.objectContaining({ username: 'imp003', dept_id: 3, sex: 2 }),
    ])
    // The initial password of the config (system.user.init-password) signs them in.
    expect((await login(sandbox, 'imp001', 'Museum2024')).accessToken).toBeTruthy()
  })

  it('refuses existing usernames without updateSupport and updates them with it', async () => {
    const changed: Row = ['imp001', '改过的昵称', '宣教部', '', '', '女', '停用']
    const fresh = goodRow('upd', 1)
    const refused = await upload(await workbook([changed, fresh]), { updateSupport: false })
    expect(refused.data).toEqual({
      createUsernames: ['upd001'],
      updateUsernames: [],
      failureUsernames: { imp001: '用户账号已经存在' },
    })
    expect(usersNamed(['imp001'])[0]).toMatchObject({ nickname: '导入用户1', status: 0 })

    const session = await login(sandbox, 'imp001', 'Museum2024')
    const updated = await upload(await workbook([changed]), { updateSupport: true })
    expect(updated.data).toEqual({
      createUsernames: [],
      updateUsernames: ['imp001'],
      failureUsernames: {},
    })
    // Empty cells keep what the user had; 停用 ends the user's sessions.
    expect(usersNamed(['imp001'])[0]).toEqual({
      username: 'imp001',
      nickname: '改过的昵称',
      dept_id: 4,
      email: 'imp001@museum.example.org',
      mobile: '13900011111',
      sex: 2,
      status: 1,
    })
    const after = await call(sandbox, '/system/auth/get-permission-info', {
      token: session.accessToken,
    })
    expect(after.code).toBe(401)
  })

  it('fails every row that repeats a username, mobile or email of another row of the file', async () => {
    const a = goodRow('dup', 1)
    const b: Row = [...goodRow('dup', 2)]
    b[0] = 'dup001'
    const c = goodRow('dup', 3)
    const d: Row = [...goodRow('dup', 4)]
    d[4] = c[4]
    const ok = goodRow('dup', 5)
    const result = await upload(await workbook([a, b, c, d, ok]))
    expect(result.data.createUsernames).toEqual(['dup005'])
    expect(result.data.failureUsernames).toEqual({
      dup001: '用户账号在文件中重复（第 2、3 行）',
      dup003: '手机号在文件中重复（第 4、5 行）',
      dup004: '手机号在文件中重复（第 4、5 行）',
    })
    expect(usersNamed(['dup001', 'dup003', 'dup004'])).toEqual([])
  })

  it('names a row without username by its row; refuses a disabled department and disabling oneself', async () => {
    const db = new Database(sandbox.dbPath)
    db.prepare("UPDATE system_dept SET status = 1 WHERE name = '办公室'").run()
    db.close()
    const rows = [
      ['', '无账号', '', '', '', '', ''],
      ['office01', '办公室新人', '办公室', '', '', '', ''],
      ['admin', '管理员', '', '', '', '', '停用'],
    ]
    const result = await upload(await workbook(rows), { updateSupport: true })
    expect(result.data).toEqual({
      createUsernames: [],
      updateUsernames: [],
      failureUsernames: {
        '第 2 行': '用户账号不能为空',
        office01: '部门(办公室)不处于开启状态，不允许选择',
        admin: '不能禁用当前登录的用户',
      },
    })
  })

  it('accepts updateSupport in the query string, as the Java console sends it', async () => {
    const form = new FormData()
    const content = await workbook([['imp002', '查询参数更新', '', '', '', '', '']])
    form.append('file', new Blob([new Uint8Array(content)]))
    const response = await rawCall(sandbox.apiUrl, '/system/user/import', {
      method: 'POST',
      token: admin.token,
      query: { updateSupport: true },
      body: form,
    })
    expect(((await response.json()) as Envelope<UserImportResult>).data.updateUsernames).toEqual([
      'imp002',
    ])
  })

  it('refuses a file that is not a workbook, has no data, lacks a column or is too big', async () => {
    expect(await upload('用户名称,用户昵称\nzhang,张', { fileName: 'users.csv' })).toMatchObject({
      msg: '导入文件格式不正确，请使用下载的 .xlsx 模板',
    })
    expect(await upload(await workbook([]))).toMatchObject({ msg: '导入用户数据不能为空！' })
    expect(await upload(await workbook([['abcd1234']], ['用户名称']))).toMatchObject({
      msg: '导入文件缺少列：用户昵称，请使用下载的模板',
    })
    const many = Array.from({ length: 5001 }, (_, i) => [`many${i}`, '多'])
    expect(await upload(await workbook(many, ['用户名称', '用户昵称']))).toMatchObject({
      msg: '导入文件不能超过 5000 行用户数据，请分批导入',
    })
    expect(await upload(Buffer.alloc(2 * 1024 * 1024 + 1, 1))).toMatchObject({
      code: 400,
      msg: '导入文件大小不能超过 2 MB',
    })
    expect(usersNamed(['many0'])).toEqual([])
  })

  it('needs system:user:import (staff gets 403)', async () => {
    expect(await upload(await workbook([goodRow('stf', 1)]), { token: staff.token })).toEqual(
      FORBIDDEN,
    )
    const template = await call(sandbox, '/system/user/get-import-template', {
      token: staff.token,
    })
    expect(template).toEqual(FORBIDDEN)
    expect(usersNamed(['stf001'])).toEqual([])
  })
})
