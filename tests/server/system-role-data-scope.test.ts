import { describe, expect, it } from 'vitest'
import { useLogin, useSandbox } from './support/fixture'
import { ADMIN, call, login, type Page } from './support/http'

// Seeded departments: 纪念馆 (1) above 信息中心 (2), 票务部 (3), 宣教部 (4), 志愿服务部 (5), 办公室 (6).
const ROOT_DEPT = 1
const EDUCATION_DEPT = 4
const USER_PAGE_MENU = 100
const USER_QUERY_BUTTON = 1001
const SYSTEM_DIR = 1

interface UserRow {
  id: number
  deptId: number | null
}

describe('a role’s data scope limits the user list of its holders', () => {
  const sandbox = useSandbox()
  const admin = useLogin(sandbox, ADMIN)
  const asAdmin = <T>(path: string, json: unknown) =>
    call<T>(sandbox, path, { method: 'POST', token: admin.token, json })

  /** Sets the role's scope and answers the departments (and ids) the holder's user page shows. */
  async function seenWith(
    roleId: number,
    holder: { id: number; username: string },
    dataScope: number,
    dataScopeDeptIds: number[] = [],
  ) {
    const saved = await asAdmin('/system/permission/assign-role-data-scope', {
      roleId,
      dataScope,
      dataScopeDeptIds,
    })
    expect(saved.code).toBe(0)
    const token = (await login(sandbox, holder.username, 'Scope1234')).accessToken
    const result = await call<Page<UserRow>>(sandbox, '/system/user/page', {
      token,
      query: { pageSize: 100 },
    })
    expect(result.code).toBe(0)
    const rows = result.data.list
    return {
      depts: [...new Set(rows.map((u) => u.deptId))].sort(),
      ids: rows.map((u) => u.id),
      total: result.data.total,
    }
  }

  it('全部, 指定部门, 本部门, 本部门及以下, 仅本人', async () => {
    const roleId = (
      await asAdmin<number>('/system/role/create', {
        name: '用户查看员',
        code: 'user_viewer',
        sort: 30,
        status: 0,
      })
    ).data
    expect(
      (
        await asAdmin('/system/permission/assign-role-menu', {
          roleId,
          menuIds: [SYSTEM_DIR, USER_PAGE_MENU, USER_QUERY_BUTTON],
        })
      ).code,
    ).toBe(0)
    const id = (
      await asAdmin<number>('/system/user/create', {
        username: 'scopeuser',
        nickname: '范围测试',
        password: 'Scope1234',
        deptId: ROOT_DEPT,
      })
    ).data
    expect(id).toBeGreaterThan(0)
    expect(
      (await asAdmin('/system/permission/assign-user-role', { userId: id, roleIds: [roleId] }))
        .code,
    ).toBe(0)
    const holder = { id, username: 'scopeuser' }

    const all = await seenWith(roleId, holder, 1)
    expect(all.depts).toEqual([1, 2, 3, 4, 5, 6])

    const custom = await seenWith(roleId, holder, 2, [EDUCATION_DEPT])
    expect(custom.depts).toEqual([EDUCATION_DEPT])

    const ownDept = await seenWith(roleId, holder, 3)
    expect(ownDept.depts).toEqual([ROOT_DEPT])
    expect(ownDept.ids).toContain(id)

    const withChildren = await seenWith(roleId, holder, 4)
    expect(withChildren.depts).toEqual([1, 2, 3, 4, 5, 6])
    expect(withChildren.total).toBeLessThanOrEqual(all.total)

    const self = await seenWith(roleId, holder, 5)
    expect(self.ids).toEqual([id])
  })
})
