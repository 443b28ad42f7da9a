import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { apiUrl, errorEnvelope, okEnvelope } from '@/shared/test-utils/msw-helpers'
import { setupMswServer } from '@/shared/test-utils/msw-server'
import { MENU_ICON_NAMES } from '@/shared/ui/menu-icon'
import MenuPage from '../pages/menu-page'
import type { MenuItem } from '../model/menu-types'
import { ADMIN, renderPage } from './system-harness'

const server = setupMswServer()

function menu(
  id: number,
  name: string,
  parentId: number,
  type: number,
  extra: Partial<MenuItem> = {},
): MenuItem {
  return {
    id,
    name,
    parentId,
    type,
    permission: '',
    sort: id,
    path: type === 3 ? '' : `p${id}`,
    icon: type === 3 ? '' : 'system',
    component: type === 2 ? `system/p${id}/index` : null,
    componentName: type === 2 ? `P${id}` : null,
    status: 0,
    visible: true,
    keepAlive: true,
    alwaysShow: true,
    createTime: 1_700_000_000_000,
    ...extra,
  }
}

const MENUS: MenuItem[] = [
  menu(1, '系统管理', 0, 1, { path: '/system' }),
  menu(100, '用户管理', 1, 2, { icon: 'user' }),
  menu(1001, '用户查询', 100, 3, { permission: 'system:user:query' }),
  menu(2, '基础设施', 0, 1, { path: '/infra', icon: 'monitor' }),
]

function serveMenus(menus: MenuItem[] = MENUS) {
  const log = {
    lists: [] as URLSearchParams[],
    created: [] as unknown[],
    updated: [] as unknown[],
    deleted: [] as string[],
  }
  server.use(
    http.get(apiUrl('/system/menu/list'), ({ request }) => {
      log.lists.push(new URL(request.url).searchParams)
      return okEnvelope(menus)
    }),
    http.post(apiUrl('/system/menu/create'), async ({ request }) => {
      log.created.push(await request.json())
      return okEnvelope(500)
    }),
    http.put(apiUrl('/system/menu/update'), async ({ request }) => {
      log.updated.push(await request.json())
      return okEnvelope(true)
    }),
    http.delete(apiUrl('/system/menu/delete'), ({ request }) => {
      log.deleted.push(new URL(request.url).searchParams.get('id') ?? '')
      return errorEnvelope(1_002_001_004, '存在子菜单，无法删除')
    }),
  )
  return log
}

const renderMenuPage = (permissions = ADMIN) =>
  renderPage(<MenuPage />, { path: '/system/menu', url: '/system/menu', permissions })

const table = () => screen.getByRole('table', { name: '菜单列表' })
const rowOf = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement

describe('菜单管理', { timeout: 60_000 }, () => {
  it('shows the tree collapsed, opens a row, and 展开全部 / 折叠全部 the whole tree', async () => {
    const user = userEvent.setup()
    serveMenus()
    renderMenuPage()
    expect(await within(table()).findByText('系统管理')).toBeInTheDocument()
    expect(within(table()).getByText('基础设施')).toBeInTheDocument()
    expect(within(table()).queryByText('用户管理')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: '展开系统管理' }))
    expect(within(rowOf('用户管理')).getByText('system/p100/index')).toBeInTheDocument()
    expect(within(table()).queryByText('用户查询')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: '展开全部' }))
    expect(within(rowOf('用户查询')).getByText('system:user:query')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '折叠全部' }))
    expect(within(table()).queryByText('用户管理')).not.toBeInTheDocument()
  })

  it('filters by 菜单名称 and shows the matches opened', async () => {
    const user = userEvent.setup()
    const log = serveMenus()
    renderMenuPage()
    await within(table()).findByText('系统管理')
    await user.type(screen.getByRole('textbox', { name: '菜单名称' }), '用户')
    await user.click(screen.getByRole('button', { name: '搜索' }))
    await waitFor(() => expect(log.lists.at(-1)?.get('name')).toBe('用户'))
    // A filtered list opens fully: a match deep in the tree is in view.
    expect(await within(table()).findByText('用户查询')).toBeInTheDocument()
  })

  it('adds a button under a menu: the dialog shows only what a button uses', async () => {
    const user = userEvent.setup()
    const log = serveMenus()
    renderMenuPage()
    await user.click(await screen.findByRole('button', { name: '展开系统管理' }))
    await user.click(within(rowOf('用户管理')).getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '添加菜单' })
    expect(within(dialog).getByRole('radio', { name: '按钮' })).toBeChecked()
    expect(within(dialog).getByRole('combobox', { name: '上级菜单' })).toHaveValue('用户管理')
    expect(within(dialog).queryByRole('textbox', { name: '路由地址' })).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('combobox', { name: '菜单图标' })).not.toBeInTheDocument()

    await user.type(within(dialog).getByRole('textbox', { name: '菜单名称' }), '用户新增')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('权限标识不能为空')).toBeInTheDocument()
    await user.type(within(dialog).getByRole('textbox', { name: '权限标识' }), 'system:user:create')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(log.created).toHaveLength(1))
    expect(log.created[0]).toMatchObject({
      type: 3,
      parentId: 100,
      name: '用户新增',
      permission: 'system:user:create',
      path: '',
      icon: '',
      component: '',
    })
  })

  it('changes the fields with the type and picks an icon from the bundled ones', async () => {
    const user = userEvent.setup()
    const log = serveMenus()
    renderMenuPage()
    await within(table()).findByText('系统管理')
    await user.click(
      within(screen.getByRole('toolbar', { name: '列表操作' })).getByRole('button', {
        name: '新增',
      }),
    )
    const dialog = await screen.findByRole('dialog', { name: '添加菜单' })
    expect(within(dialog).getByRole('combobox', { name: '上级菜单' })).toHaveValue('主类目')
    expect(within(dialog).queryByRole('textbox', { name: '组件路径' })).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('radio', { name: '菜单' }))
    expect(within(dialog).getByRole('textbox', { name: '组件路径' })).toBeInTheDocument()
    expect(within(dialog).getByRole('radiogroup', { name: '缓存状态' })).toBeInTheDocument()

    await user.click(within(dialog).getByRole('combobox', { name: '菜单图标' }))
    const picker = await screen.findByRole('dialog', { name: '选择菜单图标' })
    expect(within(picker).getAllByRole('option')).toHaveLength(MENU_ICON_NAMES.length)
    await user.type(within(picker).getByRole('textbox', { name: '搜索图标' }), 'tick')
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['ticket'])
    await user.click(within(picker).getByRole('option', { name: 'ticket' }))
    expect(within(dialog).getByRole('combobox', { name: '菜单图标' })).toHaveValue('ticket')

    await user.type(within(dialog).getByRole('textbox', { name: '菜单名称' }), '票务')
    await user.type(within(dialog).getByRole('textbox', { name: '路由地址' }), 'ticket')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    // At the top a route must start with /; a menu needs its component.
    expect(await within(dialog).findByText('顶级菜单的路由地址必须以 / 开头')).toBeInTheDocument()
    expect(within(dialog).getByText('组件路径不能为空')).toBeInTheDocument()
    expect(log.created).toHaveLength(0)
  })

  it('edits a row, and shows the server refusing a delete', async () => {
    const user = userEvent.setup()
    const log = serveMenus()
    renderMenuPage()
    await within(table()).findByText('系统管理')
    await user.click(within(rowOf('基础设施')).getByRole('button', { name: '修改' }))
    const dialog = await screen.findByRole('dialog', { name: '修改菜单' })
    const name = within(dialog).getByRole('textbox', { name: '菜单名称' })
    await user.clear(name)
    await user.type(name, '基础设施管理')
    await user.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(log.updated).toHaveLength(1))
    expect(log.updated[0]).toMatchObject({ id: 2, name: '基础设施管理', path: '/infra' })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await user.click(within(rowOf('系统管理')).getByRole('button', { name: '删除' }))
    const confirm = await screen.findByRole('dialog', { name: '系统提示' })
    expect(confirm).toHaveTextContent('是否确认删除菜单名称为"系统管理"的数据项?')
    await user.click(within(confirm).getByRole('button', { name: '确定' }))
    expect(await screen.findByText('存在子菜单，无法删除')).toBeInTheDocument()
    expect(log.deleted).toEqual(['1'])
  })

  it('hides what the user may not do', async () => {
    serveMenus()
    renderMenuPage(['system:menu:query'])
    await within(table()).findByText('系统管理')
    expect(screen.queryByRole('button', { name: '新增' })).not.toBeInTheDocument()
    expect(
      within(rowOf('系统管理')).queryByRole('button', { name: '修改' }),
    ).not.toBeInTheDocument()
    expect(
      within(rowOf('系统管理')).queryByRole('button', { name: '删除' }),
    ).not.toBeInTheDocument()
  })

  it('opens 300 menus at once', async () => {
    const user = userEvent.setup()
    const many: MenuItem[] = []
    for (let d = 0; d < 20; d += 1) {
      many.push(menu(10_000 + d, `目录${d}`, 0, 1, { path: `/d${d}` }))
      for (let m = 0; m < 14; m += 1)
        many.push(menu(20_000 + d * 100 + m, `菜单${d}-${m}`, 10_000 + d, 2))
    }
    serveMenus(many)
    renderMenuPage()
    await within(table()).findByText('目录0')
    await user.click(screen.getByRole('button', { name: '展开全部' }))
    // Every row at once.
    expect(within(table()).getByText('目录2')).toBeInTheDocument()
    expect(await within(table()).findByText('菜单19-13')).toBeInTheDocument()
    expect(within(table()).getAllByRole('row')).toHaveLength(many.length + 1)
  })
})
