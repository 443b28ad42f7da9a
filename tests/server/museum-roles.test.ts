import { describe, expect, it } from 'vitest'
import { useLogin, useSandbox } from './support/fixture'
import { call } from './support/http'

interface MenuNode {
  name: string
  children?: MenuNode[]
}

interface PermissionInfo {
  roles: string[]
  permissions: string[]
}

const GATE = { username: 'gate', password: 'gate123' }
const RESERVE = { username: 'reserve', password: 'reserve123' }
const VOLADMIN = { username: 'voladmin', password: 'voladmin123' }

/** The sidebar as `section > page` lines. */
function sidebarOf(menus: MenuNode[]): string[] {
  return menus.flatMap((section) =>
    (section.children ?? []).map((child) => `${section.name} > ${child.name}`),
  )
}

describe('the museum roles: each seeded user sees the screens and buttons of its job', () => {
  const sandbox = useSandbox()
  const gate = useLogin(sandbox, GATE)
  const reserve = useLogin(sandbox, RESERVE)
  const voladmin = useLogin(sandbox, VOLADMIN)

  const infoOf = async (token: string) =>
    (await call<PermissionInfo>(sandbox, '/system/auth/get-permission-info', { token })).data
  const menusOf = async (token: string) =>
    sidebarOf((await call<MenuNode[]>(sandbox, '/system/auth/list-menus', { token })).data)

  it('前台检票员 has the gate only', async () => {
    const info = await infoOf(gate.token)
    expect(info.roles).toEqual(['gate_clerk'])
    expect([...info.permissions].sort()).toEqual(['ticket:check:query', 'ticket:check:update'])
    expect(await menusOf(gate.token)).toEqual(['票务管理 > 检票核销'])
  })

  it('预约专员 has the booking screens, the rules read only and the ticket list', async () => {
    const info = await infoOf(reserve.token)
    expect(info.roles).toEqual(['reserve_clerk'])
    expect(await menusOf(reserve.token)).toEqual([
      '预约管理 > 个人预约',
      '预约管理 > 团队预约',
      '预约管理 > 场次管理',
      '预约管理 > 预约规则',
      '预约管理 > 预约须知',
      '预约管理 > 公告管理',
      '票务管理 > 门票管理',
    ])
    expect(info.permissions).toEqual(
      expect.arrayContaining([
        'reserve:personal:create',
        'reserve:personal:cancel',
        'reserve:team:import',
        'reserve:slot:create',
        'reserve:rule:query',
        'reserve:notice:update',
        'reserve:announcement:delete',
        'ticket:list:export',
      ]),
    )
    expect(info.permissions).not.toContain('reserve:rule:update')
    expect(info.permissions.filter((p) => p.startsWith('ticket:check'))).toEqual([])
  })

  it('志愿者管理员 has volunteers and activities, nothing of bookings', async () => {
    const info = await infoOf(voladmin.token)
    expect(info.roles).toEqual(['volunteer_admin'])
    expect(await menusOf(voladmin.token)).toEqual([
      '志愿者管理 > 志愿者信息',
      '志愿者管理 > 志愿者审核',
      '志愿者管理 > 服务记录',
      '活动管理 > 活动列表',
      '活动管理 > 活动报名',
    ])
    expect(info.permissions).toEqual(
      expect.arrayContaining([
        'volunteer:audit:audit',
        'activity:sign:sign-in',
        // Activity covers are uploaded files.
        'infra:file:upload',
      ]),
    )
    expect(info.permissions.some((p) => p.startsWith('reserve:'))).toBe(false)
  })
})
